"""Evaluating conditions ("if you have 111 or more life", "as long as …", "during your turn") with
every object's characteristics after the layers (CR 613). The evaluation itself is in
:mod:`manastack.rules.predicates`."""

from __future__ import annotations

from manastack.model.conditions import Condition
from manastack.model.filters import ObjectRef
from manastack.rules import predicates
from manastack.rules.amounts import Resolving, known_objects, last_known, objects_of, players_of
from manastack.rules.layers import chars
from manastack.state.characteristics import Chars
from manastack.state.game_state import GameState
from manastack.state.objects import GameObject


def condition_holds(
    state: GameState, cond: Condition, you: int, source: int | None, res: Resolving | None = None, *, source_lki: GameObject | None = None,
) -> bool:
    """Does ``cond`` hold now for a player ``you`` and an ability's ``source``? ``res``: the
    resolving spell or ability, for conditions about the objects it refers to ("if it's a Dwarf");
    ``source_lki``: the source as it last existed, if it has left its zone (603.10a)."""
    if res is None:
        return predicates.condition_holds(state, cond, you, source, chars_of=chars, source_lki=source_lki)
    return predicates.condition_holds(
        state, cond, you, source, chars_of=chars, refs_of=lambda ref: objects_of(state, ref, res), source_lki=source_lki,
        known_chars=lambda ref: _known_chars(state, ref, res), players_of=lambda ref: players_of(state, ref, res),
    )


def _known_chars(state: GameState, ref: ObjectRef, res: Resolving) -> list[Chars]:
    """The characteristics of the referenced objects; one that has left the battlefield as it last
    existed there (608.2h)."""
    ids = known_objects(state, ref, res)
    if ids:
        return [chars(state, i) for i in ids]
    known = last_known(ref, res)
    return [known[1]] if known is not None else []
