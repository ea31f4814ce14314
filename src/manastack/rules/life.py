"""Life (CR 119): gaining and losing life, effects that stop players gaining it (119.7), the
replacement effects that modify life gain, and the verbs that make players gain or lose life.

In Two-Headed Giant life is the team's shared total (810.9)."""

from __future__ import annotations

from dataclasses import replace

from manastack.events import LifeGained, LifeLost
from manastack.model.abilities import LifeGainPlus, LifeGainTimes, NoLifeGainStatic, StaticAbility
from manastack.model.effects import Duration, ForbidLifeGain, GainLife, LoseLife
from manastack.rules import replacement
from manastack.rules.amounts import Resolving, players_of, res_amount
from manastack.rules.conditions import condition_holds
from manastack.rules.context import Ctx
from manastack.rules.continuous import add_effect
from manastack.rules.execute import verb
from manastack.rules.layers import functioning_abilities
from manastack.rules.pipeline import Proposed, happened, perform
from manastack.rules.relations import related
from manastack.rules.replacement import Candidate, ReplacementKind
from manastack.state.effects import CantGainLife
from manastack.state.game_state import GameState


def can_gain_life(state: GameState, player: int) -> bool:
    """CR 119.7: unless an effect says the player can't gain life — a resolved spell's (611.2c) or
    a static ability's ("Your opponents can't gain life", 604.2)."""
    return not any(isinstance(e.effect, CantGainLife) and player in e.affected for e in state.effects) and not any(
        isinstance(ab.effect, NoLifeGainStatic) and related(state, ab.effect.who, c.controller, player)
        and (ab.condition is None or condition_holds(state, ab.condition, c.controller, src))
        for src, _, ab, c in functioning_abilities(state, StaticAbility)
    )


def gain_life(ctx: Ctx, player: int, amount: int, source: int | None, rules: tuple[str, ...] = ("119.3",)) -> None:
    """CR 119.3: a player gains life — one event, however much (the seed rulings' "for each" case).
    A player who can't gain life gains none, and no replacement effect modifies the gain (119.7)."""
    if amount > 0 and can_gain_life(ctx.state, player):
        perform(ctx, LifeGained(player, amount, source, rules=rules), _gain)


def _gain(ctx: Ctx, results: list[Proposed[LifeGained]]) -> None:
    state = ctx.state
    for p in results:
        ev = p.event
        if ev.amount <= 0:
            continue
        state.team_of(ev.player).life += ev.amount
        state.players[ev.player].life_gained_this_turn += ev.amount
        happened(ctx, replace(ev, rules=ev.rules + ("614.1a",)) if p.applied else ev)


def lose_life(ctx: Ctx, player: int, amount: int, rules: tuple[str, ...] = ("119.3",)) -> None:
    """CR 119.3: a player loses life (paying life, 119.4; damage to a player, 120.3a)."""
    if amount > 0:
        perform(ctx, LifeLost(player, amount, rules=rules), _lose)


def _lose(ctx: Ctx, results: list[Proposed[LifeLost]]) -> None:
    for p in results:
        ctx.state.team_of(p.event.player).life -= p.event.amount
        ctx.state.players[p.event.player].life_lost_this_turn += p.event.amount
        happened(ctx, p.event)


# ---- replacement effects on life gain (CR 614.1a) --------------------------------------------------


def _gains(state: GameState, eff: LifeGainPlus | LifeGainTimes, c: Candidate, ev: LifeGained) -> bool:
    return ev.amount > 0 and related(state, eff.player, c.you, ev.player)


replacement.register(ReplacementKind(LifeGainPlus, LifeGained, _gains, lambda ctx, eff, c, ev: [replace(ev, amount=ev.amount + eff.plus)]))
replacement.register(ReplacementKind(LifeGainTimes, LifeGained, _gains, lambda ctx, eff, c, ev: [replace(ev, amount=ev.amount * eff.factor)]))


# ---- verbs ------------------------------------------------------------------------------------------


@verb(GainLife)
def _gain_life(ctx: Ctx, e: GainLife, res: Resolving, did: bool) -> bool:
    """CR 119.3: each referenced player gains life (one life-gain event per player)."""
    for pid in players_of(ctx.state, e.player, res):
        gain_life(ctx, pid, res_amount(ctx.state, e.amount, res), res.source)
    return did


@verb(ForbidLifeGain)
def _forbid_life_gain(ctx: Ctx, e: ForbidLifeGain, res: Resolving, did: bool) -> bool:
    """CR 119.7, 611.2c: the players referenced as it resolves can't gain life this turn."""
    add_effect(ctx.state, res, Duration.END_OF_TURN, CantGainLife(), frozenset(players_of(ctx.state, e.player, res)))
    return did


@verb(LoseLife)
def _lose_life(ctx: Ctx, e: LoseLife, res: Resolving, did: bool) -> bool:
    """CR 119.3: each referenced player loses life; what they actually lost (after replacement
    effects) is remembered for "the life lost this way"."""
    for pid in players_of(ctx.state, e.player, res):
        before = ctx.state.players[pid].life_lost_this_turn
        lose_life(ctx, pid, res_amount(ctx.state, e.amount, res))
        res.life_lost += ctx.state.players[pid].life_lost_this_turn - before
    return did


__all__ = ["gain_life", "lose_life"]
