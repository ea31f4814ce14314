"""Evaluating conditions ("if you have 111 or more life", "as long as …", "during your turn")."""

from __future__ import annotations

from manastack.model.abilities import Condition, ControlsAtLeast, CostPaid, DuringCombat, LifeAtLeast, Not, YourTurn
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
        case CostPaid(name=name):
            # 702.33d: "kicked" — the cost was announced and paid as the spell was cast; the
            # permanent it became knows it too (400.7d).
            o = state.objects.get(source) if source is not None else None
            return o is not None and (o.alt_cost == name or name in o.costs_paid)
    raise TypeError(f"unknown condition {cond!r}")
