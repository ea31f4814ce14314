"""Effects on the turn (CR 305.2, 614.10, 500.7): skipping steps, playing additional lands, and
extra turns."""

from __future__ import annotations

from manastack.events import AdditionalLandPlay, ExtraTurnAdded, StepBegan, TurnSkipped
from manastack.model.abilities import SkipStep
from manastack.model.effects import AdditionalLandPlays, Duration, ExtraTurns, SkipNextStep, SkipNextTurns
from manastack.rules import replacement
from manastack.rules.amounts import Resolving, players_of
from manastack.rules.context import Ctx
from manastack.rules.continuous import add_effect
from manastack.rules.execute import verb
from manastack.rules.log import record
from manastack.rules.relations import related, same_team
from manastack.rules.replacement import Candidate, ReplacementKind
from manastack.state.effects import SkipTurn
from manastack.state.game_state import GameState


def _skips(state: GameState, eff: SkipStep, c: Candidate, ev: StepBegan) -> bool:
    """"[Players] skip [their] [step] step": as a static ability it skips every occurrence of the
    step of each admitted player's turn; as the effect of a resolved spell, the next one of the
    turn of a player it names (or of their team, whose turn they share in Two-Headed Giant)."""
    if eff.step is not ev.step:
        return False
    if c.active is not None:
        return any(same_team(state, p, ev.active) for p in c.active.affected if state.is_player_id(p))
    return related(state, eff.player, c.you, ev.active)


def _skip(ctx: Ctx, eff: SkipStep, c: Candidate, ev: StepBegan) -> list[StepBegan]:
    """614.10: "skip" is "instead of doing it, do nothing"; 614.10a: an effect that skips the next
    occurrence is used up by it."""
    if c.active is not None:
        ctx.state.effects = [e for e in ctx.state.effects if e.timestamp != c.active.timestamp]
        ctx.state.version += 1
    return []


replacement.register(ReplacementKind(SkipStep, StepBegan, _skips, _skip, lambda eff: f"skip the next {eff.step.value} step"))


@verb(SkipNextStep)
def _skip_next_step(ctx: Ctx, e: SkipNextStep, res: Resolving, did: bool) -> bool:
    for pid in players_of(ctx.state, e.player, res):
        # 614.10: a replacement effect waiting for that player's next such step; it is used up when
        # it skips one (614.10a), so it lasts until then.
        add_effect(ctx.state, res, Duration.PERMANENT, SkipStep(e.step), frozenset({pid}))
    return did


@verb(SkipNextTurns)
def _skip_next_turns(ctx: Ctx, e: SkipNextTurns, res: Resolving, did: bool) -> bool:
    for pid in players_of(ctx.state, e.player, res):
        for _ in range(e.count):
            # 614.10: a replacement effect waiting for that player's next turn (614.10a: used up by it)
            add_effect(ctx.state, res, Duration.PERMANENT, SkipTurn(), frozenset({pid}))
    return did


def skips_turn(state: GameState, player: int) -> bool:
    """CR 614.10, 614.10a: whether the turn ``player`` is about to begin is skipped — the oldest
    effect skipping their next turn is used up by it (the turn doesn't happen: the caller goes on
    to the next one)."""
    # (in Two-Headed Giant, a team's turn is skipped for either of its players, 805)
    found = next((e for e in state.effects if isinstance(e.effect, SkipTurn) and any(same_team(state, p, player) for p in e.affected)), None)
    if found is None:
        return False
    state.effects = [e for e in state.effects if e is not found]
    state.version += 1
    record(state, TurnSkipped(player))
    return True


@verb(AdditionalLandPlays)
def _additional_land_plays(ctx: Ctx, e: AdditionalLandPlays, res: Resolving, did: bool) -> bool:
    for pid in players_of(ctx.state, e.player, res):
        ctx.state.players[pid].extra_land_plays += e.count  # 305.2a: cumulative, for this turn
        record(ctx.state, AdditionalLandPlay(pid, e.count))
    return did


@verb(ExtraTurns)
def _extra_turns(ctx: Ctx, e: ExtraTurns, res: Resolving, did: bool) -> bool:
    """CR 500.7: each extra turn is added directly after this turn, one at a time (players in
    APNAP order), so the most recently added is taken first."""
    state = ctx.state
    given = players_of(state, e.player, res)
    if given and state.resume_after is None:
        state.resume_after = state.active  # this turn is not an extra turn: the order goes on from it
    for pid in (p for p in state.apnap() if p in given):
        for _ in range(e.count):
            state.extra_turns += (pid,)
            state.version += 1
            record(state, ExtraTurnAdded(pid))
    return did
