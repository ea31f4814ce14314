"""Evaluating conditions ("if you have 111 or more life", "as long as …", "during your turn")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.model.abilities import Condition, ControlsAtLeast, CostPaid, DuringCombat, LifeAtLeast, Not, YourTurn
from manastack.model.abilities import CreatureDiedThisTurn, IsA, SourceHasCounters, SourceOnBattlefield
from manastack.state.game_state import GameState

if TYPE_CHECKING:
    from manastack.rules.amounts import Resolving


def condition_holds(state: GameState, cond: Condition, you: int, source: int | None, res: Resolving | None = None) -> bool:
    """Does ``cond`` hold now for a player ``you`` and an ability's ``source``? ``res``: the
    resolving spell or ability, for conditions about the objects it refers to ("if it's a Dwarf")."""
    from manastack.rules.filters import count_matching

    match cond:
        case LifeAtLeast(amount):
            return state.team_of(you).life >= amount
        case ControlsAtLeast(filter=f, count=n):
            return count_matching(state, f, you, source) >= n
        case YourTurn():
            return state.is_active(you)
        case Not(condition=inner):
            return not condition_holds(state, inner, you, source, res)
        case IsA(what=ref, filter=f):
            # 608.2c: checked as the effect is performed; a gone or illegal target is nothing (608.2b).
            from manastack.rules.amounts import objects_of
            from manastack.rules.filters import matches

            ids = objects_of(state, ref, res) if res is not None else []
            return bool(ids) and all(matches(state, o, f, you, source) for o in ids)
        case DuringCombat():
            return state.step.is_combat  # CR 506.1: the steps of the combat phase
        case CostPaid(name=name):
            # 702.33d: "kicked" — the cost was announced and paid as the spell was cast; the
            # permanent it became knows it too (400.7d).
            o = state.objects.get(source) if source is not None else None
            return o is not None and (o.alt_cost == name or name in o.costs_paid)
        case CreatureDiedThisTurn(count=n):
            return state.creatures_died_this_turn >= n  # 700.4
        case SourceHasCounters(kind=k, count=n):
            src = state.objects.get(source) if source is not None else None
            return src is not None and src.counters.get(k, 0) >= n
        case SourceOnBattlefield():
            return source is not None and source in state.battlefield
    raise TypeError(f"unknown condition {cond!r}")
