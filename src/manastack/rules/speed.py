"""Speed (CR 702.179, "Start your engines!"): a number a player has from 1 to 4 once a rule sets it.

A player who controls a permanent with start your engines! and has no speed gets speed 1 (a
state-based action, 704.5z: :func:`check_speed`). Once they have speed, an inherent triggered
ability they control with no source (702.179d) increases it by 1, at most once each turn, when
opponents lose life during their turn, up to 4 — "max speed" (702.179e), the condition of max
speed abilities (702.178a)."""

from __future__ import annotations

from manastack.events import SpeedIncreased
from manastack.model.abilities import StartYourEngines, StaticAbility, TriggeredAbility
from manastack.model.conditions import MAX_SPEED, Not, SpeedAtLeast, YourTurn
from manastack.model.effects import IncreaseSpeed
from manastack.model.filters import Controller
from manastack.model.triggers import ByPlayer, TriggerCondition, TriggerEvent, While
from manastack.rules.amounts import Resolving
from manastack.rules.context import Ctx
from manastack.rules.execute import verb
from manastack.rules.layers import functioning_abilities
from manastack.rules.pipeline import happened
from manastack.rules.triggers import sourceless_triggers
from manastack.state.game_state import GameState

#: The name the inherent ability goes by on the stack and in the log (it has no source).
SOURCE_NAME = "Speed"

#: CR 702.179d, controlled by each player with 1 or more speed.
INHERENT = TriggeredAbility(
    TriggerCondition(TriggerEvent.LOSE_LIFE, (ByPlayer(Controller.OPPONENT), While(YourTurn())), once_each_turn=True),
    (IncreaseSpeed(1),),
    intervening_if=Not(SpeedAtLeast(MAX_SPEED)),
    text="Whenever one or more opponents lose life during your turn, if your speed is less than 4, your speed increases by 1. "
    "This ability triggers only once each turn.",
)


@sourceless_triggers
def _inherent(state: GameState) -> list[tuple[int, str, TriggeredAbility]]:
    """CR 702.179d: each player with 1 or more speed controls the ability."""
    return [(p.id, SOURCE_NAME, INHERENT) for p in state.players if p.speed and not p.left_game]


def set_speed(ctx: Ctx, pid: int, speed: int) -> None:
    """``pid``'s speed becomes ``speed``."""
    ctx.state.players[pid].speed = speed
    ctx.state.version += 1
    happened(ctx, SpeedIncreased(pid, speed))


@verb(IncreaseSpeed)
def _increase(ctx: Ctx, e: IncreaseSpeed, res: Resolving, did: bool) -> bool:
    """CR 702.179c: a player with no speed gets the amount as their speed."""
    you = res.controller
    set_speed(ctx, you, (ctx.state.players[you].speed or 0) + e.amount)
    return True


def check_speed(ctx: Ctx) -> bool:
    """CR 704.5z: each player who controls a permanent with start your engines! and has no speed
    gets speed 1. Returns whether anyone did."""
    state = ctx.state
    done = False
    for src, _, ab, c in functioning_abilities(state, StaticAbility):
        if isinstance(ab.effect, StartYourEngines) and src in state.battlefield and state.players[c.controller].speed is None:
            set_speed(ctx, c.controller, 1)
            done = True
    return done


__all__ = ["INHERENT", "check_speed", "set_speed"]
