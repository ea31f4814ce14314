"""Replacement and prevention effects (CR 614–616): the kinds, and the 616.1 loop.

A *replacement kind* gives one type of effect data its meaning for one type of event: whether an
effect of that type applies to an event (``applies``), what the event becomes (``modify``, 614.6)
and, for an effect a resolved spell created, how it is shown to the player who orders the effects
(``describe``). Each mechanic registers its kinds (:func:`register`) beside the events it performs
(life gain in :mod:`manastack.rules.life`, zone changes in :mod:`manastack.rules.zones`, …), so
an event visits only the kinds registered for its type.

The effects that may apply to an event come from the static abilities of permanents, from the
rules themselves for the object the event is about (:func:`register_source`: an Adventure's exile,
flashback's), and from the continuous effects resolved spells and abilities created (611.2).
:func:`replace` applies them following 616.1: the affected player (or the controller of the
affected object) chooses which applies first, each effect modifies an event at most once (614.5,
tracked by :attr:`Proposed.applied`), until none is left.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from dataclasses import replace as dc_replace
from typing import Any, Generic, TypeVar

from manastack.actions import Choose, Decision, DecisionKind, Purpose
from manastack.events import (
    REPLACED_BY_NOTHING,
    CardDrawn,
    CountersPut,
    DamageDealt,
    GameEvent,
    LifeGained,
    ManaAdded,
    ReplacementApplied,
    StepBegan,
    TokenCreated,
    Untapped,
    ZoneChange,
)
from manastack.model.abilities import StaticAbility
from manastack.rules.context import Ctx
from manastack.rules.layers import functioning_abilities
from manastack.rules.log import record
from manastack.state.effects import ActiveEffect
from manastack.state.game_state import GameState

E = TypeVar("E", bound=GameEvent)


@dataclass(frozen=True, slots=True)
class Proposed(Generic[E]):
    """An event on its way through replacement effects: the event as modified so far, the keys of
    the replacement effects already applied to it (CR 614.5: each applies once), and the
    self-replacement effects of the spell or ability performing it (614.15: "… countered this way,
    exile it instead"), which are applied before any other (616.1a)."""

    event: E
    applied: frozenset[int] = frozenset()
    own: tuple[Candidate, ...] = ()


@dataclass(frozen=True, slots=True)
class Candidate:
    """A replacement effect that applies to a proposed event: its ``effect`` data, its ``source``,
    the player ``you`` it belongs to (the source's controller), its ``key`` (614.5), and for an
    effect a resolved spell or ability created (611.2) the :class:`ActiveEffect` it is."""

    source: int
    effect: Any
    key: int
    you: int
    active: ActiveEffect | None = field(default=None)
    self_replacement: bool = False  # 614.15: part of the resolving spell or ability's own effect

    def name(self, state: GameState) -> str:
        if self.active is not None and self.active.source_name:
            return self.active.source_name
        return state.name_of(self.source)


@dataclass(frozen=True, slots=True)
class ReplacementKind(Generic[E]):
    """What one type of effect data does to one type of event (see the module docstring).
    ``describe`` gives the words after the source's name shown for an effect of a resolved spell
    ("prevent the next 3 damage"); a permanent's effect is shown by its source's name."""

    effect: type
    event: type[E]
    applies: Callable[[GameState, Any, Candidate, E], bool]
    modify: Callable[[Ctx, Any, Candidate, E], list[E]]
    describe: Callable[[Any], str] = lambda effect: ""


#: Candidates the rules give the object an event is about (not a permanent's ability, not a
#: resolved spell's effect): the Adventure's exile (715.3d), flashback's exile (702.34a).
SourceOfCandidates = Callable[[GameState, Any], list[Candidate]]

_KINDS: dict[type, ReplacementKind[Any]] = {}
_TYPES_FOR: dict[type, tuple[type, ...]] = {}
_SOURCES: dict[type, list[SourceOfCandidates]] = {}


def register(kind: ReplacementKind[E]) -> ReplacementKind[E]:
    """Give effects of ``kind.effect`` their meaning for events of ``kind.event``."""
    if kind.effect in _KINDS:
        raise ValueError(f"{kind.effect.__name__} already has a replacement kind")
    _KINDS[kind.effect] = kind
    _TYPES_FOR[kind.event] = _TYPES_FOR.get(kind.event, ()) + (kind.effect,)
    return kind


def register_source(event: type[GameEvent], source: SourceOfCandidates) -> None:
    """Add a source of candidates the rules give the object of an event of type ``event``."""
    _SOURCES.setdefault(event, []).append(source)


def kind_of(effect: object) -> ReplacementKind[Any]:
    return _KINDS[type(effect)]


def replaceable(ev: GameEvent) -> bool:
    """Whether any replacement effect could apply to events of ``ev``'s type."""
    t = type(ev)
    return t in _TYPES_FOR or t in _SOURCES


def may_replace(state: GameState, event: type[GameEvent]) -> bool:
    """Whether some replacement effect of a kind for events of type ``event`` exists now (whether
    or not it would apply to a particular event): a functioning static ability's, a resolved spell's
    or ability's, or one the rules give an event's object. If not, no such event is modified now."""
    if event in _SOURCES:
        return True
    types = _TYPES_FOR.get(event, ())
    return bool(types) and (
        any(isinstance(ab.effect, types) for _, _, ab, _ in functioning_abilities(state, StaticAbility))
        or any(isinstance(a.effect, types) for a in state.effects)
    )


def candidates(state: GameState, p: Proposed[Any]) -> list[Candidate]:
    """The replacement effects that apply to ``p`` and haven't modified it yet (614.5): those of
    permanents' static abilities, those the rules give the event's object, those of resolved spells
    and abilities."""
    ev = p.event
    types = _TYPES_FOR.get(type(ev), ())
    out: list[Candidate] = []
    if types:
        for oid, i, ab, c in functioning_abilities(state, StaticAbility):
            if isinstance(ab.effect, types):
                key = oid * 64 + i
                cand = Candidate(oid, ab.effect, key, c.controller)
                if key not in p.applied and _KINDS[type(ab.effect)].applies(state, ab.effect, cand, ev):
                    out.append(cand)
    out += [c for c in p.own if c.key not in p.applied and _KINDS[type(c.effect)].applies(state, c.effect, c, ev)]
    for source in _SOURCES.get(type(ev), ()):
        out += [c for c in source(state, ev) if c.key not in p.applied]
    if types:
        for a in state.effects:
            if isinstance(a.effect, types):
                key = -a.timestamp  # never a static ability's key (those are positive)
                cand = Candidate(a.source_id, a.effect, key, a.controller, a)
                if key not in p.applied and _KINDS[type(a.effect)].applies(state, a.effect, cand, ev):
                    out.append(cand)
    return out


def affected_player(state: GameState, ev: GameEvent) -> int:
    """CR 616.1: the affected player, or the controller of the affected object."""
    match ev:
        case LifeGained(player=p) | CardDrawn(player=p) | TokenCreated(player=p) | ManaAdded(player=p) | StepBegan(active=p):
            return p
        case CountersPut(target=t) | DamageDealt(target=t):
            return t if state.is_player_id(t) else state.objects[t].controller
        case ZoneChange(old_id=o) | Untapped(object=o):
            return state.objects[o].controller
    raise TypeError(f"no affected player for {ev!r}")


def replace(ctx: Ctx, p: Proposed[E], each: Callable[[Proposed[E]], None] | None = None) -> list[Proposed[E]]:
    """CR 616.1: apply replacement effects to a proposed event until none applies; return the
    resulting events (a draw replaced by "draw two" becomes two draws, each already modified).

    ``each``: carry out each resulting event as soon as it is final, before the replacement
    effects of the next one are considered — for events that happen one at a time (card draws,
    121.2: a replacement's "draw two cards" is two draws, completed in order before the sequence
    resumes, 614.11a)."""
    state = ctx.state
    cands = candidates(state, p)
    if not cands:
        if each is not None:
            each(p)
        return [p]
    # 616.1a: a self-replacement effect (614.15) must be chosen first. 616.1b–d: effects on how a
    # permanent enters (under whose control, as a copy) are applied as it enters, before the
    # effects that see it enter (rules.zones.enter_battlefield); so every other candidate is 616.1e.
    own = [c for c in cands if c.self_replacement]
    if own:
        cands = own
    pick = cands[0]
    # Identical effects from resolved spells (two Fatigues, two equal shields) are interchangeable.
    distinct: dict[object, Candidate] = {}
    for c in cands:
        distinct.setdefault(_identity(c), c)
    sources = {c.source for c in distinct.values()}
    if len(sources) > 1:
        player = affected_player(state, p.event)
        opts = tuple(Choose(s) for s in sorted(sources))
        # 616.1e: prevention effects from resolved spells may have left sources: name them.
        labels = tuple(_label(state, next(c for c in cands if c.source == o.id)) for o in opts) if any(c.active for c in cands) else ()
        ans = ctx.choose(Decision(player, DecisionKind.REPLACEMENT_ORDER, opts, context=f"apply first to {p.event.kind}", labels=labels, purpose=Purpose.REPLACEMENT_ORDER))
        assert isinstance(ans, Choose)
        pick = next(c for c in cands if c.source == ans.id)
    modified = _KINDS[type(pick.effect)].modify(ctx, pick.effect, pick, p.event)
    after = _size(modified) if modified or not isinstance(p.event, ZoneChange) else REPLACED_BY_NOTHING
    record(state, ReplacementApplied(pick.name(state), pick.source, p.event.kind, _size([p.event]), after))
    out: list[Proposed[E]] = []
    for new in modified:
        out += replace(ctx, Proposed(new, p.applied | {pick.key}, p.own), each)
    return out


def _label(state: GameState, c: Candidate) -> str:
    if c.active is None:
        return c.name(state)
    return f"{c.name(state)}: {_KINDS[type(c.effect)].describe(c.effect)}"


def _identity(c: Candidate) -> object:
    """What tells a candidate apart for the 616.1 choice: a permanent's effects by their source; an
    effect of a resolved spell or ability by what it does (not its source or timestamp)."""
    if c.active is None:
        return c.source
    return dc_replace(c.active, source_id=0, timestamp=0, source_name="")


def _size(evs: list[Any]) -> int | str:
    """What a replacement changed, for the log: the amount of life, damage, tokens, counters or
    mana, the number of draws, or the destination zone."""
    if not evs:
        return 0
    match evs[0]:
        case ZoneChange(to=to):
            return to.value
        case CardDrawn():
            return len(evs)
    total = 0
    for e in evs:
        match e:
            case LifeGained(amount=n) | DamageDealt(amount=n) | TokenCreated(count=n) | CountersPut(count=n):
                total += n
            case ManaAdded(types=ts):
                total += len(ts)
    return total


__all__ = [
    "Candidate",
    "Proposed",
    "ReplacementKind",
    "affected_player",
    "candidates",
    "kind_of",
    "register",
    "register_source",
    "replace",
    "replaceable",
]
