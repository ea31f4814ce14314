"""Delve (CR 702.66) and improvise (702.126): while paying a spell's total cost, its caster may
exile cards from their graveyard (delve) or tap untapped artifacts they control (improvise), each
paying for {1}. Neither is an additional or alternative cost (702.66b, 702.126b); improvise
isn't a mana ability, and tapping an artifact for it isn't tapping it for mana."""

from __future__ import annotations

from dataclasses import dataclass

from manastack.actions import Action, Choose, Decision, DecisionKind, Done, Purpose
from manastack.mana import ManaCost
from manastack.model.card import CardDef
from manastack.model.types import CardType, Keyword, Zone
from manastack.rules.context import Ctx
from manastack.rules.layers import chars
from manastack.rules.mana import ForAbility, plan, simple_sources
from manastack.rules.status import tap
from manastack.rules.zones import move
from manastack.state.characteristics import Chars
from manastack.state.game_state import GameState


@dataclass(frozen=True, slots=True)
class _Helper:
    """A keyword whose objects each pay for {1}: what they are, what is done with them, the rule."""

    keyword: Keyword
    purpose: Purpose
    verb: str
    rule: str


_DELVE = _Helper(Keyword.DELVE, Purpose.DELVE, "exile cards from your graveyard", "702.66a")
_IMPROVISE = _Helper(Keyword.IMPROVISE, Purpose.IMPROVISE, "tap artifacts", "702.126a")


def _helpers(face: CardDef) -> tuple[_Helper, ...]:
    return tuple(h for h in (_DELVE, _IMPROVISE) if face.has_keyword(h.keyword))


def _candidates(state: GameState, player: int, h: _Helper) -> list[int]:
    """The objects that may pay: the cards in the player's graveyard (delve); the untapped artifacts
    they control (improvise; not a {T} cost, so summoning sickness doesn't matter, 302.6)."""
    if h.keyword is Keyword.DELVE:
        return list(state.players[player].graveyard)
    return [o for o in state.battlefield if not state.objects[o].tapped and CardType.ARTIFACT in (c := chars(state, o)).types and c.controller == player]


def helper_count(state: GameState, player: int, face: CardDef) -> int:
    """How many {1} the spell's delve and improvise could pay at most."""
    return sum(len(_candidates(state, player, h)) for h in _helpers(face))


def can_pay_with_helpers(state: GameState, player: int, cost: ManaCost, spell: Chars | ForAbility | None, face: CardDef) -> bool:
    """Whether ``cost`` can be paid with the spell's delve and improvise and then mana. Artifacts
    that are mana sources the automatic plan may tap are left to it (they pay {1} either way): a
    conservative test, never a payment that doesn't exist claimed."""
    sources = {s.obj for s in simple_sources(state, player)}
    free = sum(len([o for o in _candidates(state, player, h) if o not in sources]) for h in _helpers(face))
    return plan(state, player, cost.reduce_generic(min(free, cost.generic)), spell) is not None


def pay_with_helpers(ctx: Ctx, player: int, cost: ManaCost, face: CardDef) -> ManaCost:
    """CR 702.66a, 702.126a: for each of the spell's delve and improvise, the player chooses objects
    one at a time, each paying for {1} of the generic part of the cost, until they are done; then
    the cards are exiled (delve) or the artifacts tapped (improvise). Returns the cost left to pay
    with mana."""
    for h in _helpers(face):
        chosen: list[int] = []
        while cost.generic:
            opts: list[Action] = [Choose(o) for o in _candidates(ctx.state, player, h) if o not in chosen]
            if not opts:
                break
            opts.append(Done())
            ans = ctx.choose(Decision(player, DecisionKind.PAY_COST, tuple(opts), context=f"{face.name}: {h.keyword.value} — {h.verb} to pay {cost.text()}",
                                      purpose=h.purpose))
            if not isinstance(ans, Choose):
                break
            chosen.append(ans.id)
            cost = cost.reduce_generic(1)
        for oid in chosen:
            if h.keyword is Keyword.DELVE:
                move(ctx, oid, Zone.EXILE, rules=(h.rule, "601.2h"))
            else:
                tap(ctx, oid, rules=(h.rule, "601.2h"))
    return cost


__all__ = ["can_pay_with_helpers", "helper_count", "pay_with_helpers"]
