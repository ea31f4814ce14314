"""Evaluating object filters against the current game (the nouns of :mod:`manastack.model.filters`),
with every object's characteristics after the layers (CR 613). The evaluation itself is in
:mod:`manastack.rules.predicates`."""

from __future__ import annotations

from functools import partial

from manastack.model.filters import AttachedTo, ObjectFilter, This
from manastack.rules import predicates
from manastack.rules.layers import chars
from manastack.state.game_state import GameState

#: ``chars_match(state, oid, c, f, you, source, obj=None)``: does object ``oid`` with
#: characteristics ``c`` pass filter ``f`` for an ability controlled by ``you`` whose source is
#: ``source``? ``obj``: the object as it last existed (CR 608.2h). Other objects are seen as the
#: layers make them (:func:`manastack.rules.predicates.chars_match`).
chars_match = partial(predicates.chars_match, chars_of=chars)


def defending_player(state: GameState, attacker: int | None) -> int | None:
    """CR 508.5: the defending player relative to an attacking creature (None if not attacking)."""
    return predicates.defending_player(state, attacker, chars)


def matches(state: GameState, oid: int, f: ObjectFilter, you: int, source: int | None = None) -> bool:
    return predicates.chars_match(state, oid, chars(state, oid), f, you, source, chars_of=chars)


def affects(state: GameState, affected: ObjectFilter | AttachedTo | This, source: int, you: int, oid: int) -> bool:
    """Does a static ability of ``source`` (controlled by ``you``) whose affected objects are
    ``affected`` — the source itself, the permanent it is attached to, or the objects a filter
    admits now (611.3a) — affect object ``oid``?"""
    if isinstance(affected, This):
        return oid == source
    if isinstance(affected, AttachedTo):
        return source in state.objects and state.objects[source].attached_to == oid
    return matches(state, oid, affected, you, source)


def matching(state: GameState, f: ObjectFilter, you: int, source: int | None = None) -> list[int]:
    return [oid for oid in predicates.objects_in_zone(state, f, you) if matches(state, oid, f, you, source)]


def count_matching(state: GameState, f: ObjectFilter, you: int, source: int | None = None) -> int:
    return predicates.count_matching(state, f, you, source, chars)
