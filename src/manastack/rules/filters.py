"""Evaluating object filters against the current game (the nouns of :mod:`manastack.model.filters`)."""

from __future__ import annotations

from manastack.model.filters import Controller, ObjectFilter
from manastack.model.types import ChoiceKind, Zone
from manastack.rules.layers import Chars, chars
from manastack.state.game_state import GameState
from manastack.state.objects import GameObject


def chars_match(
    state: GameState, oid: int, c: Chars, f: ObjectFilter, you: int, source: int | None, obj: GameObject | None = None
) -> bool:
    """Does object ``oid`` with characteristics ``c`` pass filter ``f`` for an ability controlled by
    ``you`` whose source is ``source``? ``obj`` gives the object as it last existed when it has
    left its zone (last known information, CR 608.2h)."""
    o = obj or state.objects[oid]
    if f.types and not (f.types & c.types):
        return False
    if f.not_types and (f.not_types & c.types):
        return False
    if f.subtypes and not any(s in c.subtypes for s in f.subtypes):
        return False
    if f.supertypes and not (f.supertypes <= c.supertypes):
        return False
    if f.not_supertypes and (f.not_supertypes & c.supertypes):
        return False
    if f.colors and not (f.colors & c.colors):
        return False
    if f.colorless and c.colors:
        return False  # 105.2c: a colorless object has no color
    if f.not_colors & c.colors:
        return False  # "nonblack": 105.2
    if f.controller is not Controller.ANY:
        ctrl = c.controller
        if f.controller is Controller.YOU and ctrl != you:
            return False
        if f.controller is Controller.OPPONENT and state.players[ctrl].team == state.players[you].team:
            return False
        if f.controller is Controller.DEFENDING and ctrl != defending_player(state, source):
            return False
    if f.owner_is_you and o.owner != you:
        return False
    if f.token is not None and o.is_token != f.token:
        return False
    if f.tapped is not None and o.tapped != f.tapped:
        return False
    if f.other and oid == source:
        return False
    if f.has_keyword is not None and f.has_keyword not in c.keywords:
        return False
    if f.lacks_keyword is not None and f.lacks_keyword in c.keywords:
        return False
    if f.max_mana_value is not None and (c.mana_cost.mana_value if c.mana_cost else 0) > f.max_mana_value:
        return False
    if f.min_power is not None and (c.power or 0) < f.min_power:
        return False
    if f.max_power is not None and (c.power or 0) > f.max_power:
        return False
    if f.max_power_or_toughness is not None and not (
        (c.power or 0) <= f.max_power_or_toughness or (c.toughness or 0) <= f.max_power_or_toughness
    ):
        return False
    if f.name is not None and c.name != f.name:
        return False
    if f.chosen and not _of_chosen(state, c, f, source):
        return False
    if f.dealt_damage_this_turn is not None and (oid in state.damaged_this_turn) != f.dealt_damage_this_turn:
        return False
    combat = state.combat
    if f.attacking is not None and ((combat is not None and oid in combat.attackers) != f.attacking):
        return False
    if f.blocking is not None and ((combat is not None and oid in combat.blockers) != f.blocking):
        return False
    return True


def defending_player(state: GameState, attacker: int | None) -> int | None:
    """CR 508.5: the defending player relative to an attacking creature — the player it is
    attacking, or the controller of the planeswalker (protector of the battle) it is attacking.
    None when ``attacker`` isn't attacking."""
    combat = state.combat
    if attacker is None or combat is None or attacker not in combat.attackers:
        return None
    what = combat.attackers[attacker]
    if state.is_player_id(what):
        return what
    return chars(state, what).controller if what in state.objects else None


def _of_chosen(state: GameState, c: Chars, f: ObjectFilter, source: int | None) -> bool:
    """CR 607.2d, 614.12a: "of the chosen color/type" refers to the choice made for the source as
    it entered (kept in its ``chosen`` values); if no choice was made, nothing is of it."""
    src = state.objects.get(source) if source is not None else None
    if src is None:
        return False
    for kind in f.chosen:
        value = src.chosen.get(kind.value)
        if value is None:
            return False
        if kind is ChoiceKind.COLOR and not any(col.word == value for col in c.colors):
            return False
        if kind is ChoiceKind.CREATURE_TYPE and value not in c.subtypes:
            return False
    return True


def matches(state: GameState, oid: int, f: ObjectFilter, you: int, source: int | None = None) -> bool:
    return chars_match(state, oid, chars(state, oid), f, you, source)


def objects_in_zone(state: GameState, f: ObjectFilter, you: int) -> list[int]:
    """Ids of the objects in the filter's zone (all owners' zones of that kind)."""
    if f.zone in (Zone.BATTLEFIELD, Zone.STACK, Zone.EXILE, Zone.COMMAND):
        return list(state.zone_list(f.zone, None))
    out: list[int] = []
    owners = [you] if f.owner_is_you else [p.id for p in state.players]
    for p in owners:
        out += state.zone_list(f.zone, p)
    return out


def matching(state: GameState, f: ObjectFilter, you: int, source: int | None = None) -> list[int]:
    return [oid for oid in objects_in_zone(state, f, you) if matches(state, oid, f, you, source)]


def count_matching(state: GameState, f: ObjectFilter, you: int, source: int | None = None) -> int:
    return len(matching(state, f, you, source))
