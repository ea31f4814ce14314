"""Characteristics after continuous effects: the layer system (CR 613).

:func:`chars` returns an object's current characteristics. For permanents every applicable
continuous effect is applied in layer order (613.1): copy effects (1), control (2), types (4),
colors (5), abilities (6), then power/toughness in sublayers 7a–7d; within a layer,
characteristic-defining abilities first (613.3), then timestamp order (613.7) unless a dependency
(613.8) says otherwise. Results are cached by what they depend on (:func:`chars`). This module reads objects without
taking them from a copy of the state they are shared with
(:meth:`~manastack.state.object_table.ObjectTable.peek`); the conditions and filters it evaluates
read them as usual.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from operator import attrgetter
from typing import TypeVar

from manastack.model.abilities import (
    SUSPEND_CAST,
    AddColorsStatic,
    AddTypesStatic,
    Affected,
    ControlStatic,
    GrantAbilitiesStatic,
    GrantKeywordsStatic,
    KeywordAbility,
    ModifyPTStatic,
    PTEqualTo,
    RemoveAllAbilitiesStatic,
    RemoveKeywordsStatic,
    RemoveTypesStatic,
    SetColorsStatic,
    SetCreatureTypesStatic,
    SetPTStatic,
    StaticAbility,
    SwitchPTStatic,
    ThisAndPaired,
    basic_land_mana,
)
from manastack.model.counters import counter_keyword, pt_change
from manastack.model.effects import WHILE_SOURCE
from manastack.model.filters import AttachedTo, CommanderCasts, Controller, CountOf, LifeTotal, ObjectFilter, This
from manastack.model.types import CREATURE_TYPES, CardType, Keyword, Supertype, Zone
from manastack.rules.commander import times_cast_from_command_zone
from manastack.rules.predicates import (
    CharsOf,
    chars_match,
    condition_holds,
    count_matching,
    objects_in_zone,
    paired_partner,
    reads_characteristics_only,
)
from manastack.state.characteristics import Chars
from manastack.state.effects import ActiveEffect, ContinuousEffect, ControlChange
from manastack.state.game_state import GameState
from manastack.state.objects import GameObject


def base_chars(obj: GameObject) -> Chars:
    """CR 613.1, layer 1: the object's copiable values — its printed face, or the copy effect's
    values (707.2), or the Adventure face while it is an Adventure spell (715.3). The result is
    shared and must not be changed; :func:`_fresh` gives a private copy."""
    f = obj.face
    entry = _TEMPLATES.get(id(f))
    if entry is None:
        entry = (f, {})
        _TEMPLATES[id(f)] = entry
    c = entry[1].get(obj.controller)
    if c is None:
        c = Chars(
            name=f.name,
            mana_cost=f.mana_cost,
            types=f.types,
            subtypes=f.subtypes,
            supertypes=f.supertypes,
            colors=f.color,
            power=f.power,
            toughness=f.toughness,
            abilities=f.abilities,
            keywords=frozenset(a.keyword for a in f.abilities if isinstance(a, KeywordAbility)),
            controller=obj.controller,
            front_cost=obj.card.mana_cost if f is obj.card.back_face and not obj.card.modal_dfc else None,
        )
        entry[1][obj.controller] = c
    return c


# Characteristics of each card face per controller; the face is kept so its id stays unique.
_TEMPLATES: dict[int, tuple[object, dict[int, Chars]]] = {}


def _fresh(obj: GameObject) -> Chars:
    """A private, mutable copy of the object's (shared, cached) layer-1 values, with the haste
    suspend gives it (702.62a)."""
    c = _private(base_chars(obj))
    if suspend_haste(obj):
        c.keywords = c.keywords | _HASTE
    return c


def _private(c: Chars) -> Chars:
    # Built field by field: dataclasses.replace() was the single most expensive call of a whole game.
    return Chars(c.name, c.mana_cost, c.types, c.subtypes, c.supertypes, c.colors, c.power, c.toughness, c.abilities, c.keywords, c.controller, c.front_cost)


class _Layered(dict[int, Chars]):
    """The permanents' characteristics as the layers change them: each starts as its shared
    layer-1 values (:func:`base_chars`) and gets a private copy the first time something changes
    it (:meth:`writable`) — most permanents are changed by no effect at all."""

    __slots__ = ("own", "counted")

    def __init__(self, items: dict[int, Chars] | None = None) -> None:
        super().__init__(items or {})
        self.own: set[int] = set()
        # The counts of cards in other zones the effects read (filter, its controller), or None if
        # they read more than the layer inputs (see _reads).
        self.counted: tuple[tuple[ObjectFilter, int], ...] | None = ()

    def note(self, e: _Applied) -> None:
        """Add what applying ``e`` reads (:func:`_reads`) to what this computation read."""
        if self.counted is not None:
            more = _reads(e)
            self.counted = None if more is None else self.counted + tuple(r for r in more if r not in self.counted)

    def note_condition(self) -> None:
        """A condition was evaluated: it may read anything (a life total, the turn)."""
        self.counted = None

    def writable(self, oid: int) -> Chars:
        """Permanent ``oid``'s characteristics, this mapping's own to change."""
        if oid in self.own:
            return self[oid]
        c = self[oid] = _private(self[oid])
        self.own.add(oid)
        return c


_HASTE = frozenset({Keyword.HASTE})
# Enum members read on every call, bound once: reading one off its class costs several times a
# global's read in Python 3.11 (docs/architecture.md, "Hot paths").
_CREATURE = CardType.CREATURE


def suspend_haste(obj: GameObject) -> bool:
    """CR 702.62a: a creature spell cast by suspend's last ability "gains haste until you lose
    control of the spell or the permanent it becomes" — the permanent hasn't changed control since
    it entered (its effect's timestamp is earlier than the permanent's, so later effects that
    remove abilities remove it, 613.7)."""
    return (
        obj.alt_cost == SUSPEND_CAST and obj.zone is Zone.BATTLEFIELD and CardType.CREATURE in obj.face.types
        and obj.controlled_since == obj.timestamp
    )


def chars(state: GameState, oid: int) -> Chars:
    """The current characteristics of object ``oid`` (CR 613).

    The permanents' characteristics are computed once per state version, and kept across versions
    while what they were computed from is unchanged: most changes to a game (a card drawn, mana
    added, a step begun) change no permanent. A computation whose effects read only the
    :func:`layer_inputs` (see :func:`_reads`) is kept while those are equal; one that read anything
    else (a condition, a life total, "tapped creatures") only for its own version."""
    cache = state.chars_cache  # _permanents(state), inline: the engine's most frequent call
    if cache is None or cache[0] != state.version:
        cache = state.chars_cache = _current(state, cache)
    c = cache[1].get(oid)
    if c is not None:
        return c
    return _off_battlefield(state, cache[1], state.objects.peek(oid))


def permanents_chars(state: GameState) -> Mapping[int, Chars]:
    """The characteristics of every permanent (CR 613), in battlefield order: for each, what
    :func:`chars` gives (to read, never to change), for a rule that looks at them all."""
    return _permanents(state)


def _permanents(state: GameState) -> _Layered:
    """The permanents' characteristics now, from the cache when it holds them (see :func:`chars`)."""
    cache = state.chars_cache
    if cache is None or cache[0] != state.version:
        cache = _current(state, cache)
        state.chars_cache = cache
    return cache[1]


def _current(state: GameState, cache: tuple[int, _Layered, tuple[object, ...] | None] | None) -> tuple[int, _Layered, tuple[object, ...] | None]:
    """The characteristics cache for the state's version: the cached ones if their inputs are unchanged, else computed."""
    if cache is not None and cache[2] is not None and cache[1].counted is not None:
        if layer_inputs(state, cache[1].counted) == cache[2]:
            return (state.version, cache[1], cache[2])
    out = _without_noncreature_pt(_compute_battlefield(state))
    if out.counted is None:
        return (state.version, out, None)
    return (state.version, out, layer_inputs(state, out.counted))


def layer_inputs(state: GameState, counted: tuple[tuple[ObjectFilter, int], ...]) -> tuple[object, ...]:
    """What the layer system reads when its effects read only the permanents and counts of cards
    (see :func:`_reads`): the command zone (emblems, 114.4), the resolved effects (611.2), each
    permanent in battlefield order with its face (layer 1, the abilities it prints), controller,
    timestamps (613.7), what it is attached to, its cast alternative (suspend's haste, 702.62a) and
    its counters (613.4c, 122.1b); and the cards of the other zones ``counted`` (filter, its
    controller), each with its face, controller and counters. An object's card, owner and token
    status never change: its id stands for them."""
    inputs: list[object] = [tuple(state.command), tuple(state.effects)]
    for oid, o in zip(state.battlefield, state.objects.peek_each(state.battlefield)):
        inputs.append((
            oid, _PERMANENT_INPUTS(o),
            tuple(o.counters.items()) if o.counters else None,
            tuple(o.counter_timestamps.items()) if o.counter_timestamps else None,
        ))
    for f, you in counted:
        oids = objects_in_zone(state, f, you)
        inputs.append(tuple((oid, _CARD_INPUTS(o), tuple(o.counters.items()) if o.counters else None) for oid, o in zip(oids, state.objects.peek_each(oids))))
    return tuple(inputs)


#: The fields :attr:`GameObject.face` is decided by, besides the card and zone (read as fields: the
#: property is slower than reading them).
_FACE = ("face_down", "on_adventure_face", "half", "copy_of", "back_up", "alt_cost", "bestowed", "flipped")
#: A permanent's fields the layers read, besides its counters (see :func:`layer_inputs`).
_PERMANENT_INPUTS = attrgetter(*_FACE, "controller", "timestamp", "controlled_since", "attached_to")
#: A counted card's (see :func:`layer_inputs`).
_CARD_INPUTS = attrgetter(*_FACE, "zone", "controller")


_A = TypeVar("_A")


def emblems(state: GameState) -> list[int]:
    """The emblems in the command zone (CR 114.1), oldest first."""
    return [oid for oid in state.command if state.objects.peek(oid).card.is_emblem]


def command_functioning(state: GameState) -> list[int]:
    """The objects in the command zone whose abilities function there, in the order they came:
    emblems (CR 114.4) and dungeons (309.4c)."""
    if not state.command:
        return []
    return [oid for oid in state.command if state.objects.peek(oid).card.is_emblem or CardType.DUNGEON in state.objects.peek(oid).card.types]


def functioning_abilities(state: GameState, kind: type[_A]) -> tuple[tuple[int, int, _A, Chars], ...]:
    """Every ability of class ``kind`` (static, triggered, …) of every permanent, emblem and dungeon
    (CR 114.4, 309.4c: their abilities function in the command zone), as (object, ability index, ability,
    characteristics) in battlefield order, then the emblems in the order they were created, with
    the abilities the layers give permanents (CR 613.1f: granted abilities included, removed ones
    gone). Cached, so code looking for one kind of ability (replacement effects 614, triggers 603.2)
    needn't scan every permanent's characteristics: kept as long as the permanents' characteristics
    are the ones :func:`chars` keeps (the same computation, so the same permanents in the same
    order) and the command zone holds the same objects (whose abilities are their printed ones)."""
    cache = state.abilities_cache
    if cache is None or cache[0] != state.version:
        layered = _permanents(state)
        here = (*state.battlefield, *command_functioning(state))
        if cache is None or cache[1] is not layered or cache[2] != here:
            cache = (state.version, layered, here, {})
        else:
            cache = (state.version, *cache[1:])
        state.abilities_cache = cache
    found = cache[3].get(kind)
    if found is None:
        found = tuple(
            (oid, i, ab, c)
            for oid in cache[2]
            for c in (chars(state, oid),)
            for i, ab in enumerate(c.abilities)
            if isinstance(ab, kind)
        )
        # A new dict, not an update: a copied state shares the cached value (GameState.copy).
        state.abilities_cache = (*cache[:3], {**cache[3], kind: found})
    return found


def _off_battlefield(state: GameState, battlefield: dict[int, Chars], obj: GameObject) -> Chars:
    """CR 113.6a, 604.3: characteristic-defining abilities function in every zone — a card in a
    hand, a graveyard, a library, exile or on the stack has the power and toughness its CDA
    defines (counting permanents as the layers made them). The abilities of other objects usually
    function only on the battlefield (113.6), so its other characteristics are its printed ones."""
    b = base_chars(obj)
    cdas = [ab.effect for ab in b.abilities if isinstance(ab, StaticAbility) and isinstance(ab.effect, PTEqualTo)]
    if not cdas:
        return b
    c = _fresh(obj)
    for cda in cdas:
        n = _pt_value(state, battlefield, cda, obj.controller, obj.id)
        if cda.power:
            c.power = n
        if cda.toughness:
            c.toughness = n
    return c


def controller(state: GameState, oid: int) -> int:
    """CR 108.4: the controller of a permanent or spell after control-changing effects (layer 2)."""
    o = state.objects.peek(oid)
    if o.zone is Zone.BATTLEFIELD:
        return chars(state, oid).controller
    return o.controller


def has_keyword(state: GameState, oid: int, kw: Keyword) -> bool:
    return kw in chars(state, oid).keywords


# ---- the layer system ----------------------------------------------------------------------------


@dataclass(slots=True)
class _Applied:
    """One continuous effect ready to apply: from a static ability or an ActiveEffect."""

    effect: ContinuousEffect
    active: ActiveEffect | None
    source: int
    controller: int
    timestamp: int
    cda: bool
    # The (sub)layer, when it isn't the effect's usual one: a P/T-defining ability granted by
    # another effect is no characteristic-defining ability and applies in 7b (604.3a, 613.4b).
    layer: str = ""


def _layer(e: _Applied) -> str:
    return e.layer or _effect_layer(e.effect)


#: The layer (613.1) each kind of continuous effect applies in; others ("-") aren't layer effects.
_LAYER_OF: dict[type, str] = {
    ControlChange: "2", ControlStatic: "2",
    AddTypesStatic: "4", RemoveTypesStatic: "4", SetCreatureTypesStatic: "4",
    SetColorsStatic: "5", AddColorsStatic: "5",
    GrantKeywordsStatic: "6", RemoveKeywordsStatic: "6", RemoveAllAbilitiesStatic: "6", GrantAbilitiesStatic: "6",
    PTEqualTo: "7a", SetPTStatic: "7b", ModifyPTStatic: "7c", SwitchPTStatic: "7d",
}


def _effect_layer(effect: object) -> str:
    return _LAYER_OF.get(type(effect), "-")


_LAYER_ORDER = ("2", "4", "5", "6", "7a", "7b", "7c", "7d")
_CREATURE_TYPES = frozenset(CREATURE_TYPES)
_HAVE_CREATURE_TYPES = frozenset({CardType.CREATURE, CardType.KINDRED})  # 205.3m: they share creature types


def _without_noncreature_pt(out: _Layered) -> _Layered:
    """CR 208.3, 301.7a: a noncreature permanent has no power or toughness, even with a power and
    toughness printed on it (a Vehicle that isn't crewed). Effects that set or modify them still
    exist and count once it becomes a creature (208.3a), so this is applied after every layer."""
    for oid, c in list(out.items()):
        if _CREATURE not in c.types and (c.power is not None or c.toughness is not None):
            c = out.writable(oid)
            c.power = c.toughness = None
    return out


def _compute_battlefield(state: GameState) -> _Layered:
    out = _Layered()
    for oid in state.battlefield:
        o = state.objects.peek(oid)
        if suspend_haste(o):
            out[oid] = _fresh(o)
            out.own.add(oid)
        else:
            out[oid] = base_chars(o)
    seen = _as_layered(out)
    effects: list[_Applied] = []
    # 114.4: an emblem's static abilities ("creatures you control get +1/+1") function too.
    for oid in (*state.battlefield, *emblems(state)):
        o = state.objects.peek(oid)
        for ab in out[oid].abilities if oid in out else o.card.abilities:
            if isinstance(ab, StaticAbility) and _effect_layer(ab.effect) != "-":
                if ab.condition is not None:
                    out.note_condition()
                    if not condition_holds(state, ab.condition, o.controller, oid, chars_of=seen):
                        continue
                effects.append(_Applied(ab.effect, None, oid, o.controller, o.timestamp, isinstance(ab.effect, PTEqualTo)))
    for a in state.effects:
        if a.duration in WHILE_SOURCE and a.source_id not in state.battlefield:
            continue  # 611.2b: "for as long as [source] remains on the battlefield" ended as it left
        if _effect_layer(a.effect) != "-":
            # 611.2c: a resolved spell's effect ("becomes a 3/6 Golem artifact creature", "gains
            # control of"), applied in its layer to the set locked in as it began.
            effects.append(_Applied(a.effect, a, a.source_id, a.controller, a.timestamp, False))
    if not effects and not any(state.objects.peek(o).counters for o in state.battlefield):
        return out
    for e in effects:
        out.note(e)
    by_layer: dict[str, list[_Applied]] = {}
    for e in effects:
        by_layer.setdefault(_layer(e), []).append(e)
    granted: list[tuple[int, _Applied]] = []
    for layer in _LAYER_ORDER:
        if layer == "7a":
            for g in _granted_statics(state, out, granted):
                by_layer.setdefault(_layer(g), []).append(g)
        if layer == "7c":
            _apply_counters(state, out)
        todo = sorted(by_layer.get(layer, []), key=lambda e: (not e.cda, e.timestamp))
        counted = _keyword_counters(state, out) if layer == "6" else []
        while todo:
            pick = _first_independent(state, out, todo)
            todo.remove(pick)
            _grant_counted_keywords(out, counted, pick.timestamp)
            if layer in _AFTER_ABILITY_REMOVAL and _ability_removed(out, pick):
                continue
            for oid in _affected(state, out, pick):
                _apply(state, out, oid, pick)
                if isinstance(pick.effect, GrantAbilitiesStatic):
                    granted.append((oid, pick))
        _grant_counted_keywords(out, counted, None)
    return out


def _keyword_counters(state: GameState, out: dict[int, Chars]) -> list[tuple[int, int, Keyword]]:
    """CR 122.1b, 613.1f: the keyword counters on permanents — (timestamp, permanent, keyword) in
    timestamp order (613.7c), to apply in layer 6 among the other effects of that layer."""
    found: list[tuple[int, int, Keyword]] = []
    for oid in out:
        o = state.objects.peek(oid)
        for kind, n in o.counters.items():
            kw = counter_keyword(kind)
            if kw is not None and n > 0:
                # a counter it was set up with (a scenario's position) is as old as the permanent
                found.append((o.counter_timestamps.get(kind, o.timestamp), oid, kw))
    return sorted(found)


def _grant_counted_keywords(out: _Layered, counted: list[tuple[int, int, Keyword]], before: int | None) -> None:
    """CR 122.1b: each keyword counter older than ``before`` (None: all that are left) gives its
    permanent its keyword; an ability-removing effect with a later timestamp removes it again."""
    while counted and (before is None or counted[0][0] < before):
        _, oid, kw = counted.pop(0)
        c = out.writable(oid)
        c.keywords = c.keywords | {kw}


#: The layers after ability-removing effects (613.1f) and including them.
_AFTER_ABILITY_REMOVAL = frozenset({"6", "7a", "7b", "7c"})


def _ability_removed(out: dict[int, Chars], e: _Applied) -> bool:
    """Whether ``e`` is the effect of a permanent's own static ability that an earlier effect of
    layer 6 removed ("loses all abilities", 613.1f, 613.7): it doesn't apply (613.6: one that began
    in an earlier layer would go on, but each static ability here applies in one layer)."""
    if e.active is not None or e.source not in out:
        return False
    return not any(isinstance(ab, StaticAbility) and ab.effect is e.effect for ab in out[e.source].abilities)


def _granted_statics(state: GameState, out: _Layered, granted: list[tuple[int, _Applied]]) -> list[_Applied]:
    """The effects of static abilities granted in layer 6 (613.1f) that apply in layer 7: each has
    the timestamp of the object or of the granting effect, whichever is later (613.7a), and a
    granted ability is no characteristic-defining ability (604.3a), so one defining power and
    toughness applies in 7b (613.4b). A granted ability removed again in layer 6 has no effect.
    (Granted abilities whose effects belong to layers 1–6 aren't applied.)"""
    found: list[_Applied] = []
    for oid, grant in granted:
        assert isinstance(grant.effect, GrantAbilitiesStatic)
        c = out[oid]
        for ab in grant.effect.abilities:
            if not isinstance(ab, StaticAbility) or not any(a is ab for a in c.abilities):
                continue
            layer = "7b" if isinstance(ab.effect, PTEqualTo) else _effect_layer(ab.effect)
            if layer not in ("7a", "7b", "7c", "7d"):
                continue
            if ab.condition is not None:
                out.note_condition()
                if not condition_holds(state, ab.condition, c.controller, oid, chars_of=_as_layered(out)):
                    continue
            ts = max(state.objects.peek(oid).timestamp, grant.timestamp)
            found.append(_Applied(ab.effect, None, oid, c.controller, ts, False, layer))
            out.note(found[-1])
    return found


def _reads(e: _Applied) -> tuple[tuple[ObjectFilter, int], ...] | None:
    """What applying ``e`` reads besides the :func:`layer_inputs` of the permanents and the
    characteristics the layers have given so far: the counts of cards in other zones (filter, the
    effect's controller) — "equal to the number of cards in your hand" (604.3) — or None if it reads
    more: a life total, or a filter that reads more than characteristics ("tapped creatures",
    "attacking creatures", the pairing of soulbond). An affected set locked in (611.2c), the
    source, what it is attached to, and a count of permanents ("+1/+1 for each other Hobbit you
    control") read nothing more."""
    effect = e.effect
    counted: tuple[tuple[ObjectFilter, int], ...] = ()
    per: ObjectFilter | CommanderCasts | None = None
    if isinstance(effect, PTEqualTo):
        if not isinstance(effect.amount, CountOf):
            return None  # a life total
        per = effect.amount.filter
    elif isinstance(effect, ModifyPTStatic):
        per = effect.per
    if per is not None:
        if not (isinstance(per, ObjectFilter) and reads_characteristics_only(per)):
            return None
        if per.zone is not Zone.BATTLEFIELD:
            counted = ((per, e.controller),)
    if e.active is not None or isinstance(effect, PTEqualTo):
        return counted
    affected = effect.affected  # type: ignore[union-attr]
    if isinstance(affected, (This, AttachedTo)) or (isinstance(affected, ObjectFilter) and reads_characteristics_only(affected)):
        return counted
    return None


def _first_independent(state: GameState, out: _Layered, todo: list[_Applied]) -> _Applied:
    """CR 613.8: an effect that depends on another not yet applied waits for it; with a loop of
    dependencies, timestamp order decides (613.8b). An effect whose set of objects is fixed depends
    on none (checked first: a turn's hundreds of "until end of turn" effects of a free ability are
    applied in timestamp order without comparing each with every other)."""
    if len(todo) == 1:
        return todo[0]
    for e in todo:
        if _fixed_set(e) or not any(_depends(state, out, e, other) for other in todo if other is not e):
            return e
    return todo[0]


def _fixed_set(e: _Applied) -> bool:
    """Whether no other effect can change which objects ``e`` applies to (613.8a): the set locked in
    as it began (611.2c), the object its source is attached to, or its source itself (a
    characteristic-defining ability)."""
    return e.active is not None or isinstance(e.effect, PTEqualTo) or isinstance(e.effect.affected, (AttachedTo, This))  # type: ignore[union-attr]


def _depends(state: GameState, out: _Layered, a: _Applied, b: _Applied) -> bool:
    """CR 613.8a: ``a`` depends on ``b`` if applying ``b`` would change which objects ``a`` applies to
    or what it does (here: the set it applies to)."""
    if a.cda != b.cda:
        return False
    before = _affected(state, out, a)
    trial = _Layered(out)  # changed, each permanent gets its own copy: ``out`` stays as it is
    for oid in _affected(state, out, b):
        _apply(state, trial, oid, b)
    return _affected(state, trial, a) != before


def _affected(state: GameState, out: dict[int, Chars], e: _Applied) -> list[int]:
    if e.active is not None:
        return [oid for oid in e.active.affected if oid in out]  # 611.2c: locked in
    affected: Affected = e.effect.affected if not isinstance(e.effect, PTEqualTo) else This()  # type: ignore[union-attr]
    if isinstance(affected, This):
        return [e.source] if e.source in out else []
    if isinstance(affected, AttachedTo):
        host = state.objects.peek(e.source).attached_to
        return [host] if host is not None and host in out else []
    seen = _as_layered(out)
    if isinstance(affected, ThisAndPaired):
        # 702.95a: this creature and the one it is paired with (the pairing read from the types
        # and controllers of the earlier layers)
        partner = paired_partner(state, e.source, seen)
        return [o for o in (e.source, partner) if o is not None and o in out]
    return [oid for oid in out if chars_match(state, oid, out[oid], affected, e.controller, e.source, chars_of=seen)]


def _apply(state: GameState, out: _Layered, oid: int, e: _Applied) -> None:
    c = out.writable(oid)
    match e.effect:
        case ControlChange(to=player):
            c.controller = player
        case ControlStatic():
            c.controller = e.controller  # "you": the controller of the static ability's source
        case AddTypesStatic(types=types, subtypes=subtypes, supertypes=supertypes):
            c.types = c.types | frozenset(CardType(t) for t in types)
            c.supertypes = c.supertypes | frozenset(Supertype(t) for t in supertypes)
            new = tuple(s for s in subtypes if s not in c.subtypes)
            c.subtypes = c.subtypes + new
            if CardType.LAND in c.types:
                # 305.7: a land that gains a basic land type gains its mana ability (305.6).
                c.abilities = c.abilities + basic_land_mana(new)
        case RemoveTypesStatic(types=removed):
            c.types = c.types - removed
            if not c.types & _HAVE_CREATURE_TYPES:
                c.subtypes = tuple(s for s in c.subtypes if s not in _CREATURE_TYPES)  # 205.1a
        case SetColorsStatic(colors=colors):
            c.colors = colors
        case AddColorsStatic(colors=colors):
            c.colors = c.colors | colors  # 105.3: "in addition to its other colors"
        case GrantKeywordsStatic(keywords=kws):
            c.keywords = c.keywords | frozenset(kws)
        case SetCreatureTypesStatic(subtypes=subtypes):
            # 205.1a: the new creature types replace the old ones; other subtypes stay.
            c.subtypes = tuple(s for s in c.subtypes if s not in _CREATURE_TYPES) + tuple(subtypes)
        case RemoveKeywordsStatic(keywords=kws):
            gone = frozenset(kws)
            c.keywords = c.keywords - gone
            c.abilities = tuple(ab for ab in c.abilities if not (isinstance(ab, KeywordAbility) and ab.keyword in gone))
        case RemoveAllAbilitiesStatic():
            c.abilities, c.keywords = (), frozenset()
        case GrantAbilitiesStatic(abilities=abilities):
            c.abilities = c.abilities + tuple(abilities)
            c.keywords = c.keywords | frozenset(ab.keyword for ab in abilities if isinstance(ab, KeywordAbility))
        case PTEqualTo(power=p, toughness=t):
            n = _pt_value(state, out, e.effect, e.controller, e.source)
            if p:
                c.power = n
            if t:
                c.toughness = n
        case SetPTStatic(power=p, toughness=t):
            c.power, c.toughness = p, t
        case SwitchPTStatic():
            c.power, c.toughness = c.toughness, c.power
        case ModifyPTStatic(power=p, toughness=t, per=CommanderCasts(yours=yours)):
            n = times_cast_from_command_zone(state, e.controller, own_only=yours)  # 903.8
            _add_pt(c, p * n, t * n)
        case ModifyPTStatic(power=p, toughness=t, per=ObjectFilter() | None as per):
            n = 1 if per is None else _count_during_layers(state, out, per, e.controller, e.source)
            _add_pt(c, p * n, t * n)


def _pt_value(state: GameState, out: dict[int, Chars], cda: PTEqualTo, you: int, source: int) -> int:
    """The value a power/toughness-defining ability gives (604.3): a count, or a life total (119.1;
    a team's shared life total in Two-Headed Giant, 810.9a), plus a printed number ("1+*", 208.2a)."""
    if isinstance(cda.amount, LifeTotal):
        return state.team_of(you).life + cda.plus
    return _count_during_layers(state, out, cda.amount.filter, you, source) * cda.amount.times + cda.plus


def _count_during_layers(state: GameState, out: dict[int, Chars], flt: ObjectFilter, you: int, source: int) -> int:
    """CR 604.3, 613.4a: a characteristic-defining ability counting permanents sees them as the
    layers have made them so far (types from layer 4 included); cards in other zones have their
    printed characteristics."""
    return count_matching(state, flt, you, source, _as_layered(out))


def _as_layered(out: dict[int, Chars]) -> CharsOf:
    """The characteristics accessor of the layer system while it works (see
    :mod:`manastack.rules.predicates`): permanents as the layers have made them so far, other
    objects as printed — never the layers computed again from inside themselves."""

    def seen(state: GameState, oid: int) -> Chars:
        c = out.get(oid)
        return c if c is not None else base_chars(state.objects.peek(oid))

    return seen


def _add_pt(c: Chars, p: int, t: int) -> None:
    if c.power is not None:
        c.power += p
    if c.toughness is not None:
        c.toughness += t


def _apply_counters(state: GameState, out: _Layered) -> None:
    """CR 613.4c: counters that modify power and toughness apply in layer 7c (in timestamp order
    with the other 7c effects; their sum is order-independent): +X/+Y counters on a creature
    (122.1a), and hone counters on an Equipment, each granting +1/+0 to the creature it equips
    (the rule is the reminder text of the cards that use them)."""
    for oid in list(out):
        cnt = state.objects.peek(oid).counters
        if not cnt:
            continue
        for kind, n in cnt.items():
            if kind == "hone":
                equipped = state.objects.peek(oid).attached_to
                if equipped is not None and equipped in out and "Equipment" in out[oid].subtypes:
                    _add_pt(out.writable(equipped), n, 0)
                continue
            d = pt_change(kind)
            if d is not None:
                _add_pt(out.writable(oid), d[0] * n, d[1] * n)


__all__ = ["Controller", "base_chars", "chars", "controller", "has_keyword", "layer_inputs", "permanents_chars"]
