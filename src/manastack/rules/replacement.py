"""Replacement and prevention effects (CR 614–616) on proposed events.

Every game event that effects can modify is first built as a *proposed event* (a small dataclass)
and passed through :func:`replace`. It collects the replacement effects that apply, lets the
affected player (or the controller of the affected object) choose which applies first following
CR 616.1a–f, applies it, and repeats until none is left; each effect modifies an event at most
once (614.5), tracked by the event's ``applied`` set. The result is the list of events to perform.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from dataclasses import replace as dc_replace
from typing import Callable, Union

from manastack.actions import Choose, Decision, DecisionKind
from manastack.events import DamagePrevented, Regenerated, ReplacementApplied
from manastack.model.abilities import (
    CounterMultiplier,
    DrawReplacement,
    ExileInstead,
    ExileInsteadOfDying,
    GraveyardToExile,
    LifeGainPlus,
    LifeGainTimes,
    ManaMultiplier,
    ManaTypeReplacement,
    PreventAll,
    SkipStep,
    StaticAbility,
    StaticEffect,
    TokenMultiplier,
    TokensInstead,
)
from manastack.model.card import CardDef
from manastack.model.filters import AttachedTo, ObjectFilter
from manastack.model.types import Step, Zone
from manastack.rules.context import Ctx
from manastack.rules.layers import battlefield_abilities, chars
from manastack.rules.pipeline import log
from manastack.rules.relations import related, same_team
from manastack.state.characteristics import Chars
from manastack.state.game_state import ActiveEffect, GameState
from manastack.state.objects import GameObject

# ---- proposed events ------------------------------------------------------------------------------


@dataclass(slots=True)
class LifeGainEvent:
    player: int
    amount: int
    source: int | None
    applied: frozenset[int] = frozenset()


@dataclass(slots=True)
class DrawEvent:
    player: int
    applied: frozenset[int] = frozenset()


@dataclass(slots=True)
class TokenEvent:
    player: int
    token: CardDef
    count: int
    by_effect: bool = True
    applied: frozenset[int] = frozenset()


@dataclass(slots=True)
class CountersEvent:
    target: int
    kind: str
    count: int
    by_effect: bool = True
    applied: frozenset[int] = frozenset()


@dataclass(slots=True)
class MoveEvent:
    """A zone change (CR 400.6); ``to`` may be changed by a replacement (Rest in Peace)."""

    obj: int
    to: Zone
    applied: frozenset[int] = frozenset()
    resolving: bool = False  # an instant or sorcery put off the stack as it resolves (608.2n)
    adventure: bool = False  # exiled "on an adventure" by the rule of 715.3d
    destroyed: bool = False  # a destruction (701.8b: "destroy" or lethal or deathtouch damage, 704.5g–h)
    regenerable: bool = True  # False: "it can't be regenerated" (701.19c)


@dataclass(frozen=True, slots=True)
class AdventureExile:
    """CR 715.3d: "Instead of putting a spell that was cast as an Adventure into its owner's
    graveyard as it resolves, its controller exiles it" — a replacement effect of the rules, not a
    self-replacement effect (614.15), so when another effect would also exile the spell instead
    (the effect of Bilbo, Thief in the Night's ability) its controller chooses which applies first
    (616.1e). Only this one puts the card on an adventure, with the permission to cast it later."""


@dataclass(slots=True)
class ManaEvent:
    """Mana production by a mana ability (CR 106.12): ``tapped`` when the ability has {T}."""

    source: int
    player: int
    types: list[str]
    tapped: bool
    applied: frozenset[int] = frozenset()
    # The source as it last existed, when the ability's cost removed it (113.7a, 608.2h).
    source_lki: tuple[GameObject, Chars] | None = None


@dataclass(slots=True)
class DamageEvent:
    source: int
    target: int
    amount: int
    combat: bool
    applied: frozenset[int] = frozenset()
    prevented: int = 0


@dataclass(slots=True)
class StepEvent:
    """A step of ``player``'s turn about to begin: a "skip" effect replaces it with nothing
    (CR 614.1b, 614.10, 500.11)."""

    player: int
    step: Step
    applied: frozenset[int] = frozenset()


Proposed = Union[LifeGainEvent, DrawEvent, TokenEvent, CountersEvent, MoveEvent, ManaEvent, DamageEvent, StepEvent]


@dataclass(frozen=True, slots=True)
class Candidate:
    """A replacement effect that applies to a proposed event: its source and its static effect, or
    (``active``) a prevention effect created by a resolved spell or ability (CR 615.1, 615.7)."""

    source: int
    effect: StaticEffect | AdventureExile | None
    key: int = field(default=0)
    active: ActiveEffect | None = None

    def name(self, state: GameState) -> str:
        if self.active is not None and self.active.source_name:
            return self.active.source_name
        return state.name_of(self.source)

    def label(self, state: GameState) -> str:
        a = self.active
        if a is None:
            return self.name(state)
        if isinstance(a.static, SkipStep):
            return f"{self.name(state)}: skip the next {a.static.step.value} step"
        if isinstance(a.static, (ExileInstead, ExileInsteadOfDying)):
            return f"{self.name(state)}: exile it instead"
        if isinstance(a.static, ManaTypeReplacement):
            return f"{self.name(state)}: it produces {{{a.static.type}}} instead"
        if a.prevent_shield is not None:
            return f"{self.name(state)}: prevent the next {a.prevent_shield} damage"
        if a.regeneration_shield:
            return f"{self.name(state)}: regenerate it"
        return f"{self.name(state)}: prevent {'all combat' if a.prevent_combat_damage else 'all'} damage"


# ---- which effects apply --------------------------------------------------------------------------


def _applies(state: GameState, eff: StaticEffect | AdventureExile, src: int, you: int, ev: Proposed) -> bool:
    from manastack.rules.filters import matches

    match eff, ev:
        case AdventureExile(), MoveEvent():
            spell = state.objects[ev.obj]
            return spell.zone is Zone.STACK and spell.on_adventure_face and ev.resolving and ev.to is Zone.GRAVEYARD
        case LifeGainPlus(player=who) | LifeGainTimes(player=who), LifeGainEvent():
            return ev.amount > 0 and related(state, who, you, ev.player)
        case DrawReplacement(player=who, except_first_in_draw_step=first), DrawEvent():
            if not related(state, who, you, ev.player):
                return False
            if first and state.step is Step.DRAW and state.active == ev.player:
                return state.players[ev.player].draws_this_draw_step > 0
            return True
        case TokenMultiplier(player=who, effect_only=eo), TokenEvent():
            return ev.count > 0 and related(state, who, you, ev.player) and (ev.by_effect or not eo)
        case TokensInstead(kinds=kinds, player=who), TokenEvent():
            return ev.count > 0 and related(state, who, you, ev.player) and bool(kinds & set(ev.token.subtypes))
        case CounterMultiplier(affected=flt, kind=kind), CountersEvent():
            if ev.count <= 0 or not ev.by_effect or state.is_player_id(ev.target):
                return False
            if kind is not None and ev.kind != kind:
                return False
            o = state.objects.get(ev.target)
            return o is not None and o.zone is Zone.BATTLEFIELD and matches(state, ev.target, flt, you, src)
        case GraveyardToExile(opponents_only=oo), MoveEvent():
            o = state.objects[ev.obj]
            return ev.to is Zone.GRAVEYARD and (not oo or not same_team(state, o.owner, you))
        case ManaMultiplier(affected=flt), ManaEvent():
            if not ev.tapped or not ev.types:
                return False
            return _mana_source_matches(state, ev, flt, you, src)
        case ManaTypeReplacement(type=t, affected=flt, tapper=who, amount=n, at_least=least), ManaEvent():
            # 106.12b: only the production of a mana ability with {T} ("tapped for mana") of at
            # least ``least`` mana; "instead of any other type" has nothing to replace when all of
            # it already is that type.
            if not ev.tapped or len(ev.types) < least or (all(x == t for x in ev.types) and (n is None or len(ev.types) == n)):
                return False
            return related(state, who, you, ev.player) and _mana_source_matches(state, ev, flt, you, src)
        case PreventAll(affected=flt), DamageEvent():
            return ev.amount > 0 and not state.is_player_id(ev.target) and matches(state, ev.target, flt, you, src)
        case SkipStep(step=step, player=who), StepEvent():
            return step is ev.step and related(state, who, you, ev.player)
        case ExileInstead(to=to, spells=flt), MoveEvent():
            from manastack.rules.filters import chars_match
            from manastack.rules.layers import base_chars

            o = state.objects[ev.obj]
            if o.zone is not Zone.STACK or ev.to is Zone.EXILE or (to is not None and ev.to is not to):
                return False
            return chars_match(state, ev.obj, base_chars(o), flt, you, src)
        case ExileInsteadOfDying(affected=aff), MoveEvent():
            # 700.4: "dies" — put into a graveyard from the battlefield.
            o = state.objects[ev.obj]
            if o.zone is not Zone.BATTLEFIELD or ev.to is not Zone.GRAVEYARD:
                return False
            if isinstance(aff, AttachedTo):
                host = state.objects[src].attached_to if src in state.objects else None
                return host == ev.obj
            return matches(state, ev.obj, aff, you, src)
    return False


def _mana_source_matches(state: GameState, ev: ManaEvent, flt: ObjectFilter, you: int, src: int) -> bool:
    """Whether the permanent tapped for mana is one the effect affects (as it last existed, when
    the ability's cost removed it, 608.2h)."""
    from manastack.rules.filters import chars_match, matches

    if ev.source_lki is not None:
        return chars_match(state, ev.source, ev.source_lki[1], flt, you, src, obj=ev.source_lki[0])
    return matches(state, ev.source, flt, you, src)


def _modify(state: GameState, eff: StaticEffect | AdventureExile, ev: Proposed, source: int | None = None) -> list[Proposed]:
    """The events that replace ``ev`` (614.6); ``source`` is the effect's source, whose controller
    is the "you" of an effect that gives an event to its controller (Notion Thief's draw)."""
    match eff, ev:
        case AdventureExile(), MoveEvent():
            return [dc_replace(ev, to=Zone.EXILE, adventure=True)]
        case LifeGainPlus(plus=n), LifeGainEvent():
            return [dc_replace(ev, amount=ev.amount + n)]
        case LifeGainTimes(factor=k), LifeGainEvent():
            return [dc_replace(ev, amount=ev.amount * k)]
        case DrawReplacement(count=n, redirect=True), DrawEvent():
            # "instead that player skips that draw and you draw a card": the skipped draw never
            # happens (614.6, 614.10); the effect's controller makes the new draws (121.6).
            assert source is not None
            you = chars(state, source).controller
            return [DrawEvent(you) for _ in range(n)]
        case DrawReplacement(count=n), DrawEvent():
            return [dc_replace(ev) for _ in range(n)]
        case TokenMultiplier(factor=k), TokenEvent():
            return [dc_replace(ev, count=ev.count * k)]
        case TokensInstead(instead=tokens), TokenEvent():
            return [dc_replace(ev, token=t) for t in tokens]
        case CounterMultiplier(factor=k), CountersEvent():
            return [dc_replace(ev, count=ev.count * k)]
        case GraveyardToExile(), MoveEvent():
            return [dc_replace(ev, to=Zone.EXILE)]
        case ManaMultiplier(factor=k), ManaEvent():
            return [dc_replace(ev, types=[t for t in ev.types for _ in range(k)])]
        case ManaTypeReplacement(type=t, amount=n), ManaEvent():
            return [dc_replace(ev, types=[t] * (len(ev.types) if n is None else n))]
        case PreventAll(), DamageEvent():
            return [dc_replace(ev, amount=0, prevented=ev.prevented + ev.amount)]
        case SkipStep(), StepEvent():
            return []  # 614.10: "skip" is "instead of doing it, do nothing"
        case ExileInstead(), MoveEvent():
            return [dc_replace(ev, to=Zone.EXILE)]
        case ExileInsteadOfDying(), MoveEvent():
            return [dc_replace(ev, to=Zone.EXILE)]
    raise TypeError(f"{eff!r} cannot modify {ev!r}")


def candidates(state: GameState, ev: Proposed) -> list[Candidate]:
    """The replacement effects of permanents on the battlefield that apply to ``ev`` and haven't
    modified it yet (614.5), plus the self-replacement of the moving object (614.15)."""
    out: list[Candidate] = []
    for oid, i, ab, c in battlefield_abilities(state, StaticAbility):
        key = oid * 64 + i
        if key not in ev.applied and _applies(state, ab.effect, oid, c.controller, ev):
            out.append(Candidate(oid, ab.effect, key))
    for a in state.effects:
        # 611.2c, 614.1a: a replacement effect a resolved spell or ability created for every event
        # it describes ("until end of turn, if you tap a land you control for mana, …").
        if isinstance(a.static, ManaTypeReplacement) and not a.affected:
            key = -a.timestamp
            if key not in ev.applied and _applies(state, a.static, a.source_id, a.controller, ev):
                out.append(Candidate(a.source_id, a.static, key, a))
    if isinstance(ev, DamageEvent) and ev.amount > 0:
        for a in state.effects:
            key = -a.timestamp  # never a static ability's key (those are positive)
            if key not in ev.applied and _prevention_applies(a, ev):
                out.append(Candidate(a.source_id, None, key, a))
    if isinstance(ev, MoveEvent):
        out += _spell_replacements(state, ev)
        out += _regeneration_shields(state, ev)
        for a in state.effects:
            # 614.1a: "if that creature would die this turn, exile it instead" — an effect of a
            # resolved spell on the locked-in objects.
            key = -a.timestamp
            if (
                isinstance(a.static, ExileInsteadOfDying) and ev.obj in a.affected and key not in ev.applied
                and state.objects[ev.obj].zone is Zone.BATTLEFIELD and ev.to is Zone.GRAVEYARD
            ):
                out.append(Candidate(a.source_id, a.static, key, a))
    if isinstance(ev, StepEvent):
        team = state.players[ev.player].team
        for a in state.effects:
            key = -a.timestamp
            if (
                key not in ev.applied and isinstance(a.static, SkipStep) and a.static.step is ev.step
                and any(state.players[p].team == team for p in a.affected if state.is_player_id(p))
            ):
                out.append(Candidate(a.source_id, None, key, a))
    return out


def _regeneration_shields(state: GameState, ev: MoveEvent) -> list[Candidate]:
    """CR 701.19a, 614.8: the regeneration shields on a permanent that would be destroyed (701.8b:
    by a "destroy" effect or by lethal or deathtouch damage, 704.5g–h — not by toughness 0 or less,
    704.5f, nor by being sacrificed). None apply to a destruction that "can't be regenerated", or
    while an effect says the permanent can't be regenerated (701.19c)."""
    o = state.objects.get(ev.obj)
    if not ev.destroyed or not ev.regenerable or o is None or o.zone is not Zone.BATTLEFIELD:
        return []
    if any(a.cant_regenerate and ev.obj in a.affected for a in state.effects):
        return []
    return [
        Candidate(a.source_id, None, -a.timestamp, a)
        for a in state.effects
        if a.regeneration_shield and ev.obj in a.affected and -a.timestamp not in ev.applied
    ]


def _regenerate(ctx: Ctx, a: ActiveEffect, ev: MoveEvent) -> list[Proposed]:
    """CR 701.19a, 614.8: instead of being destroyed, all damage marked on the permanent is removed,
    its controller taps it, and it is removed from combat (506.4). The shield is used up."""
    from manastack.rules.combat import remove_from_combat
    from manastack.rules.events import tap

    state = ctx.state
    state.effects = [e for e in state.effects if e.timestamp != a.timestamp]
    o = state.objects[ev.obj]
    o.damage = 0
    o.deathtouch_damage = False
    log(state, Regenerated(ev.obj, a.source_name or state.name_of(a.source_id)))
    tap(ctx, ev.obj, rules=("701.19a",))
    remove_from_combat(state, ev.obj)
    state.version += 1
    return []


def _spell_replacements(state: GameState, ev: MoveEvent) -> list[Candidate]:
    """Replacement effects that apply to one spell leaving the stack: an Adventure spell's exile as
    it resolves (CR 715.3d, :class:`AdventureExile`), the flashback card's own
    "exile this card instead of putting it anywhere else any time it would leave the stack" when the
    flashback cost was paid (CR 702.34a), and an effect a resolved ability attached to the spell it
    let its controller cast ("if … cast this way would be put into your graveyard, exile it
    instead", 614.1a), tracked as an effect on that spell object."""
    from manastack.model.abilities import AlternativeCost

    out: list[Candidate] = []
    o = state.objects.get(ev.obj)
    if o is None or o.zone is not Zone.STACK:
        return out
    adventure = AdventureExile()
    adventure_key = -(1 << 41) - o.uid  # 715.3d, the rule's own replacement effect on this spell
    if adventure_key not in ev.applied and _applies(state, adventure, ev.obj, o.controller, ev):
        out.append(Candidate(ev.obj, adventure, adventure_key))
    if o.alt_cost:
        for ab in o.face.abilities:
            if isinstance(ab, AlternativeCost) and ab.name == o.alt_cost and ab.exile_on_leaving_stack:
                eff = ExileInstead(to=None)
                key = -(1 << 40) - o.uid  # never a static ability's or an active effect's key
                if key not in ev.applied and _applies(state, eff, ev.obj, o.controller, ev):
                    out.append(Candidate(ev.obj, eff, key))
    for a in state.effects:
        key = -a.timestamp
        if isinstance(a.static, ExileInstead) and ev.obj in a.affected and key not in ev.applied and _applies(state, a.static, a.source_id, a.controller, ev):
            out.append(Candidate(a.source_id, a.static, key, a))
    return out


def possible_productions(state: GameState, ev: ManaEvent) -> list[list[str]]:
    """CR 106.7: the mana a mana production event would give "taking into account any applicable
    replacement effects in any possible order" — each result of applying the effects that apply
    (106.12b, 614.1a), one after another, in every order the affected player could choose (616.1),
    each effect at most once (614.5). Nothing is changed, emitted or asked."""
    cands = [c for c in candidates(state, ev) if c.effect is not None]
    if not cands:
        return [list(ev.types)]
    out: list[list[str]] = []
    for c in cands:
        assert c.effect is not None
        for new in _modify(state, c.effect, ev, c.source):
            assert isinstance(new, ManaEvent)
            new.applied = ev.applied | {c.key}
            for r in possible_productions(state, new):
                if r not in out:
                    out.append(r)
    return out


def _prevention_applies(a: ActiveEffect, ev: DamageEvent) -> bool:
    """CR 615: a prevention effect from a resolved spell or ability applies to a damage event:
    "prevent all combat damage" (Fog) to combat damage; "prevent all damage that would be dealt to"
    or a shield "prevent the next N damage" (615.7) to damage to a shielded player or permanent."""
    if a.prevent_combat_damage:
        return ev.combat
    if a.prevent_shield is not None:
        return a.prevent_shield > 0 and ev.target in a.prevent_players
    return bool(a.prevent_players) and ev.target in a.prevent_players


def _prevent(state: GameState, a: ActiveEffect, ev: DamageEvent) -> list[Proposed]:
    """CR 615.6–615.7: prevent damage. A shield prevents up to its remaining size; each 1 damage
    prevented reduces it by 1, and at 0 it is used up (the effect ends)."""
    from dataclasses import replace as dc

    current = next((e for e in state.effects if e.timestamp == a.timestamp), a)
    n = ev.amount if current.prevent_shield is None else min(ev.amount, current.prevent_shield)
    left = None
    if current.prevent_shield is not None:
        left = current.prevent_shield - n
        i = state.effects.index(current)
        if left > 0:
            state.effects[i] = dc(current, prevent_shield=left)
        else:
            del state.effects[i]
        state.version += 1
    by = current.source_name or state.name_of(current.source_id)
    log(state, DamagePrevented(ev.source, ev.target, n, by, left, rules=("615.7",) if left is not None else ("615.1",)))
    return [dc_replace(ev, amount=ev.amount - n, prevented=ev.prevented + n)]


def affected_player(state: GameState, ev: Proposed) -> int:
    """CR 616.1: the affected player, or the controller (owner) of the affected object."""
    match ev:
        case LifeGainEvent(player=p) | DrawEvent(player=p) | TokenEvent(player=p) | ManaEvent(player=p) | StepEvent(player=p):
            return p
        case CountersEvent(target=t) | DamageEvent(target=t):
            return t if state.is_player_id(t) else state.objects[t].controller
        case MoveEvent(obj=o):
            return state.objects[o].controller
    raise TypeError(ev)


def replace(ctx: Ctx, ev: Proposed, perform: Callable[[Proposed], None] | None = None) -> list[Proposed]:
    """CR 616.1: apply replacement effects to a proposed event until none applies; return the
    resulting events (a draw replaced by "draw two" becomes two draws, each already modified).

    ``perform``: carry out each resulting event as soon as it is final, before the replacement
    effects of the next one are considered — for events that happen one at a time (card draws,
    121.2: a replacement's "draw two cards" is two draws, completed in order before the sequence
    resumes, 614.11a), so that whether a later draw is "the first one you draw in each of your
    draw steps" counts the draws already made."""
    state = ctx.state
    cands = candidates(state, ev)
    if not cands:
        if perform is not None:
            perform(ev)
        return [ev]
    # 616.1a–d: no effect the engine knows is a self-replacement effect (614.15) or modifies how a
    # permanent enters in the ways of 616.1b–d through this loop (copy and "enters" effects are
    # applied as the permanent enters, events._enter_battlefield), so every candidate is 616.1e.
    pool = cands
    pick = pool[0]
    # Identical effects from resolved spells (two Fatigues, two equal shields) are interchangeable.
    distinct: dict[object, Candidate] = {}
    for c in pool:
        distinct.setdefault(_identity(c), c)
    sources = {c.source for c in distinct.values()}
    if len(sources) > 1:
        player = affected_player(state, ev)
        opts = tuple(Choose(s) for s in sorted(sources))
        # 616.1e: prevention effects from resolved spells may have left sources: name them.
        labels = tuple(next(c for c in pool if c.source == o.id).label(state) for o in opts) if any(c.active for c in pool) else ()
        ans = ctx.choose(
            Decision(player, DecisionKind.REPLACEMENT_ORDER, opts, context=f"apply first to {_kind(ev)}", labels=labels)
        )
        assert isinstance(ans, Choose)
        pick = next(c for c in pool if c.source == ans.id)
    if pick.active is not None and isinstance(ev, StepEvent):
        # 614.10a: a "skip your next …" effect is satisfied by skipping one occurrence.
        state.effects = [e for e in state.effects if e.timestamp != pick.active.timestamp]
        state.version += 1
        modified = []
    elif pick.active is not None and isinstance(ev, DamageEvent):
        modified = _prevent(state, pick.active, ev)
    elif pick.active is not None and pick.active.regeneration_shield and isinstance(ev, MoveEvent):
        modified = _regenerate(ctx, pick.active, ev)
    else:
        assert pick.effect is not None
        modified = _modify(state, pick.effect, ev, pick.source)
    log(state, ReplacementApplied(pick.name(state), pick.source, _kind(ev), _size([ev]), _size(modified)))
    out: list[Proposed] = []
    for new in modified:
        new.applied = ev.applied | {pick.key}
        out += replace(ctx, new, perform)
    return out


def _identity(c: Candidate) -> object:
    """What tells a candidate apart for the 616.1 choice: a permanent's effects by their source; an
    effect of a resolved spell or ability by what it does (not its source or timestamp)."""
    if c.active is None:
        return c.source
    return dc_replace(c.active, source_id=0, timestamp=0, source_name="")


def _size(evs: list[Proposed]) -> int | str:
    """What a replacement changed, for the log: the amount of life, damage, tokens, counters or
    mana, the number of draws, or the destination zone."""
    if not evs:
        return 0
    match evs[0]:
        case MoveEvent(to=to):
            return to.value
        case DrawEvent():
            return len(evs)
    total = 0
    for e in evs:
        match e:
            case LifeGainEvent(amount=n) | DamageEvent(amount=n) | TokenEvent(count=n) | CountersEvent(count=n):
                total += n
            case ManaEvent(types=ts):
                total += len(ts)
    return total


def _kind(ev: Proposed) -> str:
    return {
        LifeGainEvent: "life_gained",
        DrawEvent: "card_drawn",
        TokenEvent: "token_created",
        CountersEvent: "counters_added",
        MoveEvent: "zone_change",
        ManaEvent: "mana_added",
        DamageEvent: "damage_dealt",
        StepEvent: "step",
    }[type(ev)]
