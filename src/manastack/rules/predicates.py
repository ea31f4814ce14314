"""Object filters and conditions evaluated over a game state (the nouns and "if" clauses of
:mod:`manastack.model`), below the layer system.

Deciding whether an object passes a filter needs its characteristics, and sometimes other
objects' ("defending player controls", "if you control two or more artifacts"). Here those come
from a *characteristics accessor* ``chars_of(state, id)``: the layer system (CR 613) passes the
values it has computed so far, so that a static ability's condition or affected set sees the
objects as the layers have made them (604.3, 613.4a) without computing the layers from inside
themselves; everything above the layers uses :mod:`manastack.rules.filters` and
:mod:`manastack.rules.conditions`, which pass :func:`manastack.rules.layers.chars`.
"""

from __future__ import annotations

from collections.abc import Callable

from manastack.model.conditions import (
    Condition,
    ControlsAtLeast,
    CostPaid,
    CreatureDiedThisTurn,
    DuringCombat,
    IsA,
    LifeAtLeast,
    Not,
    SourceHasCounters,
    SourceOnBattlefield,
    YourTurn,
)
from manastack.model.filters import Controller, ObjectFilter, ObjectRef
from manastack.model.types import ChoiceKind, Zone
from manastack.rules.relations import related
from manastack.state.characteristics import Chars
from manastack.state.game_state import GameState
from manastack.state.objects import GameObject

#: The characteristics of an object, as the caller sees them (see the module docstring).
CharsOf = Callable[[GameState, int], Chars]
#: The objects a reference denotes for a resolving spell or ability ("it", "target creature").
RefsOf = Callable[[ObjectRef], list[int]]


def chars_match(
    state: GameState, oid: int, c: Chars, f: ObjectFilter, you: int, source: int | None, obj: GameObject | None = None,
    *, chars_of: CharsOf,
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
    if f.controller is Controller.DEFENDING:
        if c.controller != defending_player(state, source, chars_of):
            return False
    elif not related(state, f.controller, you, c.controller):
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


def defending_player(state: GameState, attacker: int | None, chars_of: CharsOf) -> int | None:
    """CR 508.5: the defending player relative to an attacking creature — the player it is
    attacking, or the controller of the planeswalker (protector of the battle) it is attacking.
    None when ``attacker`` isn't attacking."""
    combat = state.combat
    if attacker is None or combat is None or attacker not in combat.attackers:
        return None
    what = combat.attackers[attacker]
    if state.is_player_id(what):
        return what
    return chars_of(state, what).controller if what in state.objects else None


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


def objects_in_zone(state: GameState, f: ObjectFilter, you: int) -> list[int]:
    """Ids of the objects in the filter's zone (all owners' zones of that kind)."""
    if f.zone in (Zone.BATTLEFIELD, Zone.STACK, Zone.EXILE, Zone.COMMAND):
        return list(state.zone_list(f.zone, None))
    out: list[int] = []
    owners = [you] if f.owner_is_you else [p.id for p in state.players]
    for p in owners:
        out += state.zone_list(f.zone, p)
    return out


def count_matching(state: GameState, f: ObjectFilter, you: int, source: int | None, chars_of: CharsOf) -> int:
    """How many objects in the filter's zone pass it."""
    return sum(
        1 for oid in objects_in_zone(state, f, you) if chars_match(state, oid, chars_of(state, oid), f, you, source, chars_of=chars_of)
    )


def condition_holds(
    state: GameState, cond: Condition, you: int, source: int | None, *, chars_of: CharsOf, refs_of: RefsOf | None = None,
) -> bool:
    """Does ``cond`` hold now for a player ``you`` and an ability's ``source``? ``refs_of`` gives
    the objects a reference denotes while a spell or ability resolves, for conditions about them
    ("if it's a Dwarf"); without it such a condition is false."""
    match cond:
        case LifeAtLeast(amount):
            return state.team_of(you).life >= amount
        case ControlsAtLeast(filter=f, count=n):
            return count_matching(state, f, you, source, chars_of) >= n
        case YourTurn():
            return state.is_active(you)
        case Not(condition=inner):
            return not condition_holds(state, inner, you, source, chars_of=chars_of, refs_of=refs_of)
        case IsA(what=ref, filter=f):
            # 608.2c: checked as the effect is performed; a gone or illegal target is nothing (608.2b).
            ids = refs_of(ref) if refs_of is not None else []
            return bool(ids) and all(chars_match(state, o, chars_of(state, o), f, you, source, chars_of=chars_of) for o in ids)
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


__all__ = ["CharsOf", "RefsOf", "chars_match", "condition_holds", "count_matching", "defending_player", "objects_in_zone"]
