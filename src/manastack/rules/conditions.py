"""Evaluating conditions ("if you have 111 or more life", "as long as …", "during your turn")."""

from __future__ import annotations

from manastack.model.abilities import Condition, ControlsAtLeast, DuringCombat, LifeAtLeast, Not, YourTurn
from manastack.state.game_state import GameState


def condition_holds(state: GameState, cond: Condition, you: int, source: int | None) -> bool:
    from manastack.rules.filters import count_matching

    match cond:
        case LifeAtLeast(amount):
            return state.team_of(you).life >= amount
        case ControlsAtLeast(filter=f, count=n):
            return count_matching(state, f, you, source) >= n
        case YourTurn():
            return state.is_active(you)
        case Not(condition=inner):
            return not condition_holds(state, inner, you, source)
        case DuringCombat():
            return state.step.is_combat  # CR 506.1: the steps of the combat phase
    raise TypeError(f"unknown condition {cond!r}")
