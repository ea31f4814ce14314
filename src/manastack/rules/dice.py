"""Rolling a die (CR 706): "Roll a d20." and its results table (706.3).

The natural result is drawn from the game's seeded random generator, so a game stays reproducible
from its seed; no effect modifies a roll yet (706.2 modifiers, 706.2b), so the result is the natural
result. The row of the table the result falls in happens (706.3a); a result in no row does
nothing."""

from __future__ import annotations

from manastack.events import DieRolled
from manastack.model.effects import DieResult, RollDie
from manastack.rules.amounts import Resolving, players_of
from manastack.rules.context import Ctx
from manastack.rules.execute import execute, verb
from manastack.rules.pipeline import happened


def roll_die(ctx: Ctx, pid: int, sides: int) -> int:
    """CR 706.1a, 706.2: ``pid`` rolls an N-sided die (N equally likely results 1..N)."""
    result = ctx.state.rng.randint(1, sides)
    happened(ctx, DieRolled(pid, sides, result))
    return result


def _row(table: tuple[DieResult, ...], result: int) -> DieResult | None:
    """CR 706.3a: the row whose range contains the result."""
    return next((r for r in table if r.low <= result and (r.high is None or result <= r.high)), None)


@verb(RollDie)
def _roll_die(ctx: Ctx, e: RollDie, res: Resolving, did: bool) -> bool:
    for pid in players_of(ctx.state, e.player, res):
        row = _row(e.table, roll_die(ctx, pid, e.sides))
        if row is not None:
            execute(ctx, row.effects, res)
    return did


__all__ = ["roll_die"]
