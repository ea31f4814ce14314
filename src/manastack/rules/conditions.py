"""Evaluating conditions ("if you have 111 or more life", "as long as …", "during your turn") with
every object's characteristics after the layers (CR 613). The evaluation itself is in
:mod:`manastack.rules.predicates`."""

from __future__ import annotations

from manastack.model.conditions import Condition
from manastack.rules import predicates
from manastack.rules.amounts import Resolving, objects_of
from manastack.rules.layers import chars
from manastack.state.game_state import GameState
from manastack.state.objects import GameObject


def condition_holds(
    state: GameState, cond: Condition, you: int, source: int | None, res: Resolving | None = None, *, source_lki: GameObject | None = None,
) -> bool:
    """Does ``cond`` hold now for a player ``you`` and an ability's ``source``? ``res``: the
    resolving spell or ability, for conditions about the objects it refers to ("if it's a Dwarf");
    ``source_lki``: the source as it last existed, if it has left its zone (603.10a)."""
    refs = (lambda ref: objects_of(state, ref, res)) if res is not None else None
    return predicates.condition_holds(state, cond, you, source, chars_of=chars, refs_of=refs, source_lki=source_lki)
