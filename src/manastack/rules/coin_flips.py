"""Flipping a coin (CR 705): "Flip a coin. If you win the flip, …. If you lose the flip, …".

The player who flips calls heads or tails and wins the flip if the call matches (705.2). The engine
doesn't ask for the call: with a fair coin (705.1) the chance of winning is one half whatever the
call, so the outcome is drawn from the game's seeded random generator and the game stays
reproducible from its seed."""

from __future__ import annotations

from manastack.events import CoinFlipped
from manastack.model.effects import FlipCoin
from manastack.rules.amounts import Resolving, players_of
from manastack.rules.context import Ctx
from manastack.rules.execute import execute, verb
from manastack.rules.pipeline import happened


def flip_coin(ctx: Ctx, pid: int) -> bool:
    """CR 705.1-2: ``pid`` flips a coin; whether they won the flip."""
    won = ctx.state.rng.random() < 0.5
    happened(ctx, CoinFlipped(pid, won))
    return won


@verb(FlipCoin)
def _flip_coin(ctx: Ctx, e: FlipCoin, res: Resolving, did: bool) -> bool:
    """CR 705.2: each referenced player flips; the won or lost instructions follow."""
    for pid in players_of(ctx.state, e.player, res):
        execute(ctx, e.won if flip_coin(ctx, pid) else e.lost, res)
    return did


__all__ = ["flip_coin"]
