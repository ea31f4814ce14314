"""A commander returning to the command zone (CR 903.9), always by its owner's choice: a
state-based action for a commander put into a graveyard or exile (903.9a), and a replacement
effect of the rules for a commander that would be put into its owner's hand or library (903.9b)."""

from __future__ import annotations

from dataclasses import replace

from manastack.actions import Answer, Decision, DecisionKind, Purpose
from manastack.events import ZoneChange
from manastack.model.types import Zone
from manastack.rules import replacement
from manastack.rules.commander import is_commander, is_commander_game
from manastack.rules.context import Ctx
from manastack.rules.replacement import Candidate, ReplacementKind
from manastack.rules.zones import move
from manastack.state.game_state import GameState


def _owner_agrees(ctx: Ctx, oid: int, where: str) -> bool:
    """The owner of commander ``oid`` chooses whether it goes to the command zone (903.9)."""
    o = ctx.state.objects[oid]
    ans = ctx.choose(Decision(
        o.owner, DecisionKind.YES_NO, (Answer(True), Answer(False)), context=f"put your commander {o.name} into the command zone {where}?",
        labels=("Command zone", "Leave it"), purpose=Purpose.COMMAND_ZONE, subject=oid,
    ))
    return isinstance(ans, Answer) and ans.yes


def return_commanders(ctx: Ctx) -> bool:
    """CR 903.9a (a state-based action, 704.3): each commander in a graveyard or in exile that was
    put there since state-based actions were last checked — an object its owner hasn't been offered
    the choice for yet — may be put into the command zone by its owner. Returns whether one was."""
    state = ctx.state
    if not is_commander_game(state):
        return False
    found = [oid for zone in (*(p.graveyard for p in state.players), state.exile) for oid in zone]
    fresh = [oid for oid in found if oid not in state.commanders_offered and is_commander(state, oid)]
    done = False
    for oid in fresh:
        state.commanders_offered = state.commanders_offered | {oid}
        if _owner_agrees(ctx, oid, f"from {'exile' if state.objects[oid].zone is Zone.EXILE else 'the graveyard'}"):
            move(ctx, oid, Zone.COMMAND, rules=("903.9a", "704.3"))
            done = True
    return done


class CommandZoneInstead:
    """CR 903.9b: "If a commander would be put into its owner's hand or library from anywhere, its
    owner may put it into the command zone instead" — a replacement effect of the rules."""

    __slots__ = ()


def _applies(state: GameState, eff: CommandZoneInstead, c: Candidate, ev: ZoneChange) -> bool:
    o = state.objects.get(ev.old_id)
    return o is not None and ev.to in (Zone.HAND, Zone.LIBRARY) and o.zone is not ev.to and is_commander(state, ev.old_id)


def _instead(ctx: Ctx, eff: CommandZoneInstead, c: Candidate, ev: ZoneChange) -> list[ZoneChange]:
    if not _owner_agrees(ctx, ev.old_id, f"instead of its owner's {ev.to.value}"):
        return [ev]
    return [replace(ev, to=Zone.COMMAND, rules=(*ev.rules, "903.9b"))]


def _of_commanders(state: GameState, ev: ZoneChange) -> list[Candidate]:
    """The rules' replacement effect for a commander about to be put into a hand or a library."""
    o = state.objects.get(ev.old_id)
    if o is None:
        return []
    cand = Candidate(ev.old_id, CommandZoneInstead(), -(1 << 45) - o.uid, o.owner)
    return [cand] if _applies(state, cand.effect, cand, ev) else []


replacement.register(ReplacementKind(CommandZoneInstead, ZoneChange, _applies, _instead, lambda eff: "put it into the command zone instead"))
replacement.register_source(ZoneChange, _of_commanders)
