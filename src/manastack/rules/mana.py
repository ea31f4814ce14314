"""Mana (CR 106, 605): mana abilities, adding mana and the replacement effects that modify it, what
a permanent "could produce", paying mana costs, and the automatic payment plan.

- Adding mana (106.4) is an event: when the mana ability has {T} in its cost the production is
  "tapping for mana" (106.12), which replacement effects may modify (106.12b: Mana Reflection,
  Deep Water, Damping Sphere) and abilities trigger on (106.12a); triggered mana abilities resolve
  at once (605.4a, :mod:`manastack.rules.triggers`).
- "Could produce" (106.7) takes into account the replacement effects that would apply, in every
  possible order (:func:`possible_productions`).
- Paying a mana cost (601.2g–h) is a sequence of decisions: activate a mana ability, spend mana
  from the pool, let the engine pay with its deterministic :func:`plan`, or cancel.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import combinations
from operator import attrgetter

from manastack.actions import (
    Activate,
    AutoPay,
    Cancel,
    ChooseManaType,
    ChooseValue,
    Decision,
    DecisionKind,
    PayFromPool,
    Purpose,
)
from manastack.events import (
    AbilityActivated,
    ManaAdded,
    ManaEmptied,
    ManaSpent,
    NoManaProduced,
)
from manastack.mana import (
    COLOR_ORDER,
    SNOW,
    Color,
    ManaCost,
    ManaUnit,
    SpendRestriction,
    key_fits,
    key_order,
    key_type,
    mana_text,
    pay_key,
)
from manastack.model.abilities import (
    ActivatedAbility,
    ActivationRestriction,
    ManaMultiplier,
    ManaTypeReplacement,
    StaticAbility,
    TriggeredAbility,
)
from manastack.model.costs import Cost, TapSelf
from manastack.model.effects import (
    AddMana,
    AnyTypeCouldProduce,
    AnyTypeProduced,
    ChosenColor,
    ColorOfExiled,
    CommanderIdentityColor,
    DevotionToChosenColor,
    Effect,
    FixedMana,
    ManaCombination,
    OneOf,
)
from manastack.model.filters import Devotion, ObjectFilter
from manastack.model.types import ChoiceKind, Step, Supertype, Zone
from manastack.rules import replacement
from manastack.rules.activation import activation_allowed, activation_restricted, count_activation, targets_choosable
from manastack.rules.amounts import Resolving, amount_of, players_of, res_amount
from manastack.rules.commander import commander_identity
from manastack.rules.context import Ctx
from manastack.rules.costs import (
    Rewind,
    activation_mana_cost,
    can_pay_cost_components,
    can_pay_tap_cost,
    pay_cost_components,
    pay_other_costs,
)
from manastack.rules.execute import execute, verb
from manastack.rules.filters import chars_match, matches, matching
from manastack.rules.layers import base_chars, chars, functioning_abilities
from manastack.rules.log import record
from manastack.rules.pipeline import Proposed, happened, perform
from manastack.rules.relations import related
from manastack.rules.replacement import Candidate, ReplacementKind, candidates, kind_of
from manastack.rules.targets import legal_targets
from manastack.rules.triggers import notice, would_trigger
from manastack.state.characteristics import Chars
from manastack.state.game_state import GameState
from manastack.state.objects import GameObject

# ---- adding mana (CR 106.4, 106.12) ------------------------------------------------------------------


def add_mana(
    ctx: Ctx, player: int, source: int, types: list[str], *, tapped_for_mana: bool, restriction: SpendRestriction | None = None,
    source_lki: tuple[GameObject, Chars] | None = None, kept: bool = False,
) -> None:
    """CR 106.4: add mana to a player's pool. When the ability that produced it has {T} in its cost,
    the production is "tapping for mana": replacement effects can modify it (106.12b) and
    abilities that trigger on it trigger (106.12a). ``source_lki``: the source as it last existed,
    when the ability's cost removed it (a sacrificed Treasure, 113.7a, 608.2h)."""
    lki = source_lki if source not in ctx.state.objects else None

    def apply(ctx: Ctx, results: list[Proposed[ManaAdded]]) -> None:
        state = ctx.state
        added: list[str] = []
        snow = is_snow_source(state, source, lki)
        for p in results:
            state.players[p.event.player].mana_pool.extend(ManaUnit(t, source, restriction, kept, snow) for t in p.event.types)
            added += p.event.types
        if added:
            done = ManaAdded(player, tuple(added), source, tapped_for_mana, restriction, lki, lki[1].name if lki is not None else None)
            record(state, done)
            notice(ctx, done)

    perform(ctx, ManaAdded(player, tuple(types), source, tapped_for_mana, restriction, lki), apply)


def is_snow_source(state: GameState, source: int, lki: tuple[GameObject, Chars] | None = None) -> bool:
    """CR 107.4h: mana "from a snow source" — its source is a snow permanent (or was, as it last
    existed, when the ability's cost removed it)."""
    if lki is not None:
        return Supertype.SNOW in lki[1].supertypes
    return source in state.objects and Supertype.SNOW in chars(state, source).supertypes


def empty_mana_pools(ctx: Ctx) -> None:
    """CR 500.5, 106.4: unspent mana empties from each player's pool at the end of each step and
    phase (a turn-based action, 703.4q) — except mana an effect keeps until end of turn, which
    empties as the cleanup step ends (514.2: "until end of turn" effects end then)."""
    for p in ctx.state.players:
        lost = [u for u in p.mana_pool if _lost_now(ctx.state, u)]
        if lost:
            perform(ctx, ManaEmptied(p.id, mana_text(lost)), _empty)


def _lost_now(state: GameState, u: ManaUnit) -> bool:
    return not u.kept or state.step is Step.CLEANUP


def _empty(ctx: Ctx, results: list[Proposed[ManaEmptied]]) -> None:
    for p in results:
        pool = ctx.state.players[p.event.player].mana_pool
        pool[:] = [u for u in pool if not _lost_now(ctx.state, u)]
        happened(ctx, p.event)


def possible_productions(state: GameState, ev: ManaAdded, applied: frozenset[int] = frozenset()) -> list[tuple[str, ...]]:
    """CR 106.7: the mana a mana production event would give "taking into account any applicable
    replacement effects in any possible order" — each result of applying the effects that apply
    (106.12b, 614.1a), one after another, in every order the affected player could choose (616.1),
    each effect at most once (614.5). Nothing is changed, logged or asked."""
    cands = candidates(state, Proposed(ev, applied))
    if not cands:
        return [ev.types]
    out: list[tuple[str, ...]] = []
    for c in cands:
        for new in kind_of(c.effect).modify(Ctx(state), c.effect, c, ev):
            for r in possible_productions(state, new, applied | {c.key}):
                if r not in out:
                    out.append(r)
    return out


def _source_matches(state: GameState, ev: ManaAdded, flt: ObjectFilter, you: int, src: int) -> bool:
    """Whether the permanent tapped for mana is one the effect affects (as it last existed, when
    the ability's cost removed it, 608.2h)."""
    if ev.source_lki is not None:
        return chars_match(state, ev.source, ev.source_lki[1], flt, you, src, obj=ev.source_lki[0])
    return matches(state, ev.source, flt, you, src)


def _multiplies(state: GameState, eff: ManaMultiplier, c: Candidate, ev: ManaAdded) -> bool:
    """"If you tap a permanent for mana, it produces twice as much" (106.12b)."""
    return ev.tapped_for_mana and bool(ev.types) and _source_matches(state, ev, eff.affected, c.you, c.source)


def _changes_type(state: GameState, eff: ManaTypeReplacement, c: Candidate, ev: ManaAdded) -> bool:
    """106.12b: only the production of a mana ability with {T} ("tapped for mana") of at least
    ``at_least`` mana; "instead of any other type" has nothing to replace when all of it already is
    that type. Created by a resolved ability it modifies the rules (nothing locked in, 611.2c)."""
    if c.active is not None and c.active.affected:
        return False
    t, n = eff.type, eff.amount
    if not ev.tapped_for_mana or len(ev.types) < eff.at_least or (all(x == t for x in ev.types) and (n is None or len(ev.types) == n)):
        return False
    return related(state, eff.tapper, c.you, ev.player) and _source_matches(state, ev, eff.affected, c.you, c.source)


replacement.register(ReplacementKind(
    ManaMultiplier, ManaAdded, _multiplies, lambda ctx, eff, c, ev: [replace(ev, types=tuple(t for t in ev.types for _ in range(eff.factor)))],
))
replacement.register(ReplacementKind(
    ManaTypeReplacement, ManaAdded, _changes_type,
    lambda ctx, eff, c, ev: [replace(ev, types=(eff.type,) * (len(ev.types) if eff.amount is None else eff.amount))],
    lambda eff: f"it produces {{{eff.type}}} instead",
))


# ---- what a permanent could produce (CR 106.7) and the AddMana verb ----------------------------------


def could_produce(state: GameState, oid: int, seen: frozenset[int] = frozenset()) -> set[str]:
    """CR 106.7: the types of mana the permanent's mana abilities would produce if they resolved
    now (costs ignored), "taking into account any applicable replacement effects in any possible
    order" (a land tapped for mana under "it produces {U} instead of any other type" could produce
    only {U}). The production has the amount the ability would add now, so a replacement effect
    for an amount applies ("if a land is tapped for two or more mana", 106.12b: Gaea's Cradle with
    two creatures could produce only {C} under Damping Sphere). An ability of the "any type that X
    could produce" kind contributes what those permanents could produce; a cycle of such abilities
    defines no type."""
    out: set[str] = set()
    c = chars(state, oid)
    for ab in c.abilities:
        if isinstance(ab, ActivatedAbility) and ab.is_mana_ability:
            for e in ab.effects:
                if isinstance(e, AddMana):
                    n = amount_of(state, e.amount, controller=c.controller, source=oid)
                    fixed = e.produce.types if isinstance(e.produce, FixedMana) else None
                    for t in _types_of(state, e, c.controller, oid, seen | {oid}):
                        mana = tuple(fixed or (t,)) * n
                        for produced in possible_productions(state, ManaAdded(c.controller, mana, oid, tapped_for_mana=ab.cost.has(TapSelf))):
                            out |= set(produced)
    return out


def _types_of(state: GameState, e: AddMana, you: int, source: int, seen: frozenset[int]) -> set[str]:
    match e.produce:
        case FixedMana(types=ts):
            return set(ts)
        case OneOf(types=ts):
            return set(ts)
        case ManaCombination():
            return set(e.produce.types)
        case ChosenColor(also=also):
            # 607.2d: the color chosen for the source as it entered ("color": the color's word)
            chosen = state.objects[source].chosen.get(ChoiceKind.COLOR.value) if source in state.objects else None
            return set(also) | {c.value for c in Color if c.word == chosen}
        case AnyTypeCouldProduce(filter=f, colors_only=co):
            types: set[str] = set()
            for o in matching(state, f, you, source):
                if o not in seen:
                    types |= could_produce(state, o, seen)
            return {t for t in types if t in COLOR_ORDER} if co else types
        case DevotionToChosenColor():
            return set(COLOR_ORDER)
        case CommanderIdentityColor():
            return set(commander_identity(state, you))  # 903.4
        case ColorOfExiled():
            # 607.2a: the cards this object's abilities exiled, still in exile
            exiled = [link.card_id for link in state.exile_links if link.source_id == source and link.card_id in state.exile]
            return {c.value for o in exiled for c in chars(state, o).colors}
    return set()


@verb(AddMana)
def _add_mana(ctx: Ctx, e: AddMana, res: Resolving, did: bool) -> bool:
    """CR 106.4, 106.5: add mana to each referenced player's pool (the ability's controller unless
    the text names another player, who then makes the choice of type); a type that can't be
    defined produces no mana. "Any type that land produced" is a type of the mana whose production
    triggered the ability (106.12a). With ``same_type`` one type is chosen for all of it."""
    state = ctx.state
    n = res_amount(state, e.amount, res)
    for player in players_of(state, e.player, res):
        types: list[str] = []
        match e.produce:
            case FixedMana(types=ts):
                types = list(ts) * n
            case ManaCombination(options=combos):
                types = list(_choose_combination(ctx, player, combos, res)) * n
            case DevotionToChosenColor():
                # 700.5: the color is chosen first, then the player's devotion to it is counted
                color = _choose_mana_type(ctx, player, list(COLOR_ORDER), res)
                types = [color] * amount_of(state, Devotion(frozenset({Color(color)})), controller=player, source=res.source)
            case OneOf() | AnyTypeCouldProduce() | AnyTypeProduced() | ColorOfExiled() | ChosenColor() | CommanderIdentityColor():
                if isinstance(e.produce, AnyTypeProduced):
                    produced = set(res.trigger.mana) if res.trigger is not None else set()
                    options = sorted(produced, key="WUBRGC".index)
                else:
                    options = sorted(_types_of(state, e, res.controller, res.source, frozenset({res.source})), key="WUBRGC".index)
                if not options:
                    record(state, NoManaProduced(res.source_name))
                    return did
                if n <= 0:
                    continue
                types += [_choose_mana_type(ctx, player, options, res) for _ in range(1 if e.same_type else n)]
                if e.same_type:
                    types = types * n
        if types:
            add_mana(ctx, player, res.source, types, tapped_for_mana=res.tapped_for_mana, restriction=e.restriction, source_lki=res.source_lki,
                     kept=e.until_end_of_turn)
    return did

def _choose_mana_type(ctx: Ctx, player: int, options: list[str], res: Resolving) -> str:
    """CR 106.1a: the player chooses the type of mana a "one of" production adds."""
    ans = ctx.choose(Decision(player, DecisionKind.CHOOSE_MANA_TYPE, tuple(ChooseManaType(t) for t in options), context=f"{res.source_name}: mana type",
                              purpose=Purpose.MANA_TYPE, source=res.source))
    assert isinstance(ans, ChooseManaType)
    return ans.type


def _choose_combination(ctx: Ctx, player: int, combos: tuple[tuple[str, ...], ...], res: Resolving) -> tuple[str, ...]:
    """CR 605.3b, 106.1a: the player chooses which of the listed combinations of mana the ability adds."""
    texts = ["".join("{" + t + "}" for t in c) for c in combos]
    ans = ctx.choose(Decision(player, DecisionKind.CHOOSE_VALUE, tuple(ChooseValue(t) for t in texts), context=f"{res.source_name}: mana",
                              purpose=Purpose.MANA_TYPE, source=res.source))
    assert isinstance(ans, ChooseValue)
    return combos[texts.index(ans.value)]


# ---- paying mana (CR 601.2g–h) ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Source:
    """A mana ability the automatic payment may use: tapping ``obj`` adds one mana of one of ``types``
    (``amount`` times)."""

    obj: int
    index: int
    types: tuple[str, ...]
    amount: int
    extra: tuple[str, ...] = ()  # mana added by triggered mana abilities when it's tapped (605.1b)
    restriction: SpendRestriction | None = None  # 106.6: how the mana it makes may be spent
    snow: bool = False  # 107.4h: a snow source, whose mana can pay {S}

    def key(self, t: str) -> str:
        """The payment key of mana of type ``t`` it makes (:func:`manastack.mana.pay_key`)."""
        return SNOW + t if self.snow else t

    @property
    def total(self) -> int:
        return self.amount + len(self.extra)


def _tap_yield(
    state: GameState, player: int, oid: int, types: tuple[str, ...], amount: int, mana_triggers: list[tuple[int, int, TriggeredAbility]],
    replaced: bool,
) -> tuple[tuple[str, ...], int, tuple[str, ...]]:
    """What tapping ``oid`` for mana really yields: the types and amount as modified by replacement
    effects that apply to tapping it for mana (``replaced``: if some may exist), in any order (CR
    106.12b: Mana Reflection's "twice as much", Deep Water's "{U} instead of any other type"; the
    least amount of any order), plus the fixed mana of triggered mana abilities that trigger on it
    (106.12a, 605.1b, Wild Growth)."""
    results = [r for t in types for r in possible_productions(state, ManaAdded(player, (t,) * amount, oid, tapped_for_mana=True))] if replaced else []
    if results:
        types = tuple(dict.fromkeys(x for r in results for x in r))
        amount = min(len(r) for r in results)
    extra: list[str] = []
    if mana_triggers:
        # Which types the triggered abilities would see isn't known yet: none (a trigger that needs
        # a type of mana, 106.12a, isn't counted on).
        tapped = ManaAdded(player, (), oid, tapped_for_mana=True)
        for src, ctrl, ab in mana_triggers:
            if would_trigger(state, ab, src, ctrl, tapped):
                for e in ab.effects:
                    if isinstance(e, AddMana) and isinstance(e.produce, FixedMana) and isinstance(e.amount, int):
                        extra += list(e.produce.types) * e.amount
    return types, amount, tuple(extra)


@dataclass(frozen=True, slots=True)
class _Found:
    """A player's :func:`simple_sources` as found at ``version``, from the permanents ``watched``,
    and what they were found from (:func:`_sources_inputs`; None: nothing but that version).
    With inputs, ``every`` holds the sources as they would be if every watched permanent could pay
    {T}: ``sources`` are those that can."""

    version: int
    sources: tuple[Source, ...]
    watched: tuple[int, ...]
    inputs: tuple[object, object, tuple[object, ...]] | None
    every: tuple[Source, ...] = ()


def simple_sources(state: GameState, player: int) -> tuple[Source, ...]:
    """Mana abilities whose only cost is {T}, that the automatic payment may activate, with what
    tapping each really yields (replacement effects and triggered mana abilities included).

    The priority options ask for them for every spell and ability they consider, so they are kept
    (``GameState.sources_cache``) for the state's version, and across versions for as long as
    their inputs are unchanged (:func:`_sources_inputs`) — most events (a step begun, a card
    drawn, a spell cast) change no mana source; when only which permanents can pay {T} changed
    (a land tapped, an untap step), the sources are those of the same abilities that can now."""
    cache = state.sources_cache or {}
    kept: _Found | None = cache.get(player)
    if kept is not None and kept.version == state.version:
        return kept.sources
    found = (_brought_up(state, kept) if kept is not None else None) or _simple_sources(state, player)
    # A new dict, not an update: a copied state shares the cached value (GameState.copy).
    state.sources_cache = {**cache, player: found}
    return found.sources


def _sources_inputs(state: GameState, watched: tuple[int, ...]) -> tuple[object, object, tuple[object, ...]] | None:
    """What :func:`simple_sources` read, when nothing but the permanents' abilities and whether
    each of the ``watched`` permanents can pay {T} decides them (CR 107.5, 302.6): the functioning
    abilities (as :func:`functioning_abilities` keeps them: the permanents' characteristics and the
    command zone) and each watched permanent's tapped and summoning-sickness status. None if
    something else could change them: a replacement effect for mana production (106.12b) could
    exist; the abilities themselves are judged once, by :func:`_simple_sources`."""
    if replacement.may_replace(state, ManaAdded):
        return None
    functioning_abilities(state, ActivatedAbility)  # the abilities' cache, brought to this version
    cache = state.abilities_cache
    assert cache is not None
    peek = state.objects.peek
    return cache[1], cache[2], tuple(_TAP_STATUS(peek(oid)) for oid in watched)


def _brought_up(state: GameState, found: _Found) -> _Found | None:
    """The sources ``found`` at an earlier version, brought to this one without reading the
    abilities again, if they were found from their inputs alone and the abilities are the same now
    (the same permanents first: only then are the watched ones sure to be there): the same sources
    if no watched permanent's {T} status changed, else those of ``every`` that can pay {T} now
    (CR 107.5, 302.6). None: they must be found anew."""
    if found.inputs is None:
        return None
    functioning_abilities(state, ActivatedAbility)  # the abilities' cache, brought to this version
    cache = state.abilities_cache
    assert cache is not None
    if cache[2] != found.inputs[1]:
        return None
    now = _sources_inputs(state, found.watched)
    if now == found.inputs:
        return _Found(state.version, found.sources, found.watched, found.inputs, found.every)
    if now is None or now[:2] != found.inputs[:2]:
        return None
    return _Found(state.version, tuple(s for s in found.every if can_pay_tap_cost(state, s.obj)), found.watched, now, found.every)


#: What decides whether a permanent with these characteristics can pay {T} (costs.can_pay_tap_cost).
_TAP_STATUS = attrgetter("tapped", "sick", "controller_at_turn_start")


def _simple_sources(state: GameState, player: int) -> _Found:
    out: list[Source] = []
    mana_triggers: list[tuple[int, int, TriggeredAbility]] = [
        (oid, c.controller, ab) for oid, _, ab, c in functioning_abilities(state, TriggeredAbility) if ab.is_mana_ability
    ]
    # Found from nothing but the permanents' abilities and {T} status (see _sources_inputs): no
    # triggered mana ability, no "can't be activated", no type of mana found by looking elsewhere.
    plain = not mana_triggers and not any(isinstance(ab.effect, ActivationRestriction) for _, _, ab, _ in functioning_abilities(state, StaticAbility))
    replaced = replacement.may_replace(state, ManaAdded)
    # Then tapping a source yields what its ability says, and nothing forbids activating it: a
    # source is one if it can pay {T} (``every`` keeps them all, see _Found).
    direct = plain and not replaced
    every: list[Source] = []
    taken: dict[int, None] = {}  # a permanent is one source: its first such ability
    for oid, i, ab, c in functioning_abilities(state, ActivatedAbility):
        if c.controller != player or oid in taken or not ab.is_mana_ability:
            continue
        if not ab.tap_only:
            continue
        if len(ab.effects) != 1 or not isinstance(ab.effects[0], AddMana):
            continue
        e = ab.effects[0]
        if not isinstance(e.amount, int):
            continue
        if isinstance(e.produce, FixedMana) and len(set(e.produce.types)) == 1:
            types: tuple[str, ...] = (e.produce.types[0],)
            amount = len(e.produce.types) * e.amount
        elif isinstance(e.produce, OneOf):
            types, amount = e.produce.types, e.amount
        else:
            plain = False  # "any type that a land you control could produce": what they are
            types = tuple(sorted(could_produce(state, oid), key="WUBRGC".index))
            amount = e.amount
            if not types:
                continue
        if direct:
            every.append(Source(oid, i, types, amount, (), e.restriction, is_snow_source(state, oid)))
            if can_pay_tap_cost(state, oid):
                out.append(every[-1])
        elif can_pay_tap_cost(state, oid) and not activation_restricted(state, oid, ab):  # 602.5
            types, amount, extra = _tap_yield(state, player, oid, types, amount, mana_triggers, replaced)
            out.append(Source(oid, i, types, amount, extra, e.restriction, is_snow_source(state, oid)))
        taken[oid] = None
    watched = tuple(taken)
    inputs = _sources_inputs(state, watched) if plain else None
    return _Found(state.version, tuple(out), watched, inputs, tuple(every) if inputs is not None else ())


def _usable(u: ManaUnit, spell: Chars | ForAbility | None) -> bool:
    return _allows(u.restriction, spell)


@dataclass(frozen=True, slots=True)
class ForAbility:
    """What mana is spent on when it pays an activation cost (CR 602.2b): an ability of ``source``
    (its characteristics), for restrictions such as "activate abilities of Elf sources" (106.6)."""

    source: Chars


def _allows(r: SpendRestriction | None, spell: Chars | ForAbility | None) -> bool:
    """CR 106.6: may mana with restriction ``r`` be spent on ``spell`` (a spell's characteristics,
    :class:`ForAbility` for an activation cost, None for a cost of unknown origin)?"""
    if r is None:
        return True
    if spell is None:
        return r.other_costs
    if isinstance(spell, ForAbility):
        if not r.abilities:
            return False
        return not r.ability_source_subtypes or bool(set(r.ability_source_subtypes) & set(spell.source.subtypes))
    if not r.spells:
        return False
    if r.spell_types and not (set(r.spell_types) & {t.value for t in spell.types}):
        return False
    if r.creature_subtypes and not (set(r.creature_subtypes) & set(spell.subtypes)):
        return False
    return True


def pool_payments(pool: list[ManaUnit], cost: ManaCost, spell: Chars | ForAbility | None) -> list[tuple[str, ...]]:
    """The distinct multisets of pool mana that pay ``cost`` exactly (CR 601.2h), by payment key
    (:func:`manastack.mana.pay_key`: the type, and whether it came from a snow source, 107.4h)."""
    usable = [pay_key(u) for u in pool if _usable(u, spell)]
    results: set[tuple[str, ...]] = set()

    def rec(i: int, remaining: list[str], used: list[str]) -> None:
        if i == len(cost.symbols):
            if len(remaining) < cost.generic:
                return
            for combo in set(combinations(sorted(remaining), cost.generic)):
                results.add(tuple(sorted(used + list(combo), key=key_order)))
            return
        sym = cost.symbols[i]
        for opt in sym.options:
            if not opt.isdigit():
                for k in sorted({k for k in remaining if key_fits(k, opt)}, key=key_order):
                    r = list(remaining)
                    r.remove(k)
                    rec(i + 1, r, used + [k])
            else:
                n = int(opt)
                if len(remaining) >= n:
                    for combo in set(combinations(sorted(remaining), n)):
                        r = list(remaining)
                        for t in combo:
                            r.remove(t)
                        rec(i + 1, r, used + list(combo))

    rec(0, usable, [])
    return sorted(results)


def plan(
    state: GameState, player: int, cost: ManaCost, spell: Chars | ForAbility | None, exclude: int | None = None,
) -> tuple[tuple[str, ...], list[tuple[Source, str]]] | None:
    """The deterministic automatic payment: which pool mana to spend and which sources to tap for
    which type. Pool mana is used first; sources that make fewer types are tapped first. ``exclude``
    is a source that can't be tapped (the cost taps it, {T}: CR 118.3)."""
    pool = [u for u in state.players[player].mana_pool if _usable(u, spell)]
    sources = sorted(
        (s for s in simple_sources(state, player) if _allows(s.restriction, spell) and s.obj != exclude), key=lambda s: (s.snow, len(s.types), s.obj),
    )
    need = [s.options for s in cost.symbols if not s.x]
    if len(pool) + sum(s.total for s in sources) < len(need) + cost.generic:
        return None  # each symbol takes at least one mana, and there is less than that
    have: list[str] = sorted((pay_key(u) for u in pool), key=lambda k: len(k))  # nonsnow mana first
    taps: list[tuple[Source, str]] = []
    from_pool: list[str] = []
    # Colored and hybrid symbols, most constrained first.
    order = sorted(range(len(need)), key=lambda i: len(need[i]))
    generic = cost.generic
    remaining_sources = list(sources)
    for i in order:
        opts = need[i]
        got = False
        for o in opts:
            k = next((k for k in have if key_fits(k, o)), None)
            if k is not None:
                have.remove(k)
                from_pool.append(k)
                got = True
                break
        if got:
            continue
        for s in remaining_sources:
            t = next((t for o in opts for t in s.types if key_fits(s.key(t), o)), None)
            if t is not None:
                remaining_sources.remove(s)
                taps.append((s, t))
                have += [s.key(t)] * (s.amount - 1) + list(s.extra)
                got = True
                break
        if not got:
            digits = [int(o) for o in opts if o.isdigit()]
            if digits:
                generic += digits[0]
                continue
            return None
    while generic > 0 and have:
        from_pool.append(have.pop(0))
        generic -= 1
    while generic > 0 and remaining_sources:
        s = remaining_sources.pop(0)
        taps.append((s, s.types[0]))
        use = min(generic, s.total)
        generic -= use
    if generic > 0:
        return None
    return tuple(from_pool), taps


def available_mana(state: GameState, player: int) -> int:
    return len(state.players[player].mana_pool) + sum(s.total for s in simple_sources(state, player))


def pay_mana(ctx: Ctx, player: int, cost: ManaCost, spell: Chars | ForAbility | None, what: str, exclude: int | None = None) -> tuple[str, ...]:
    """CR 601.2g–h: the player activates mana abilities and pays the mana cost from their pool.
    ``exclude`` is an object whose mana abilities can't be used (it is being tapped for the cost).
    Returns the types of the mana spent (sunburst counts its colors, 702.44a)."""
    state = ctx.state
    while not cost.is_free():
        # Replaying: the recorded answer, without recomputing the options. Cancel is always an
        # option and, when it is the only one, rewinds the operation (nothing after it recorded),
        # so an answer left to replay here is this decision's (see Ctx.take_answer).
        ans = ctx.take_answer()
        if ans is None:
            pool = state.players[player].mana_pool
            options: list[PayFromPool | Activate | AutoPay | Cancel] = [PayFromPool(p) for p in pool_payments(pool, cost, spell)]
            options += [Activate(o, i) for o, i in activatable_mana_abilities(state, player) if o != exclude]
            if plan(state, player, cost, spell, exclude) is not None:
                options.append(AutoPay())
            options.append(Cancel())
            ans = ctx.choose(Decision(player, DecisionKind.PAY_MANA, tuple(options), context=f"{what}: pay {cost.text()}", purpose=Purpose.PAY_MANA))
        match ans:
            case Cancel():
                raise Rewind()
            case PayFromPool(types=keys):
                return spend(ctx, player, keys, spell)
            case Activate(source=o, index=i):
                activate_mana_ability(ctx, player, o, i)
            case AutoPay():
                p = plan(state, player, cost, spell, exclude)
                assert p is not None
                from_pool, taps = p
                for s, t in taps:
                    activate_mana_ability(ctx, player, s.obj, s.index, prefer=t)
                # Pay from the pool as planned, plus whatever the taps added.
                payments = pool_payments(state.players[player].mana_pool, cost, spell)
                if not payments:
                    raise Rewind()
                return spend(ctx, player, payments[0], spell)
            case _:
                raise RuntimeError(f"unexpected answer {ans!r}")
    return ()


def spend(ctx: Ctx, player: int, keys: tuple[str, ...], spell: Chars | ForAbility | None) -> tuple[str, ...]:
    """CR 601.2h: spend this mana (by payment key, :func:`manastack.mana.pay_key`) from the
    player's pool on ``spell`` — restricted mana first when it may be spent here (it is the least
    flexible). Returns the types of the mana spent."""
    pool = list(ctx.state.players[player].mana_pool)
    units: list[ManaUnit] = []
    for k in keys:
        idx = next((i for i, u in enumerate(pool) if pay_key(u) == k and u.restriction is not None and _usable(u, spell)), None)
        if idx is None:
            idx = next(i for i, u in enumerate(pool) if pay_key(u) == k and u.restriction is None)
        units.append(pool.pop(idx))
    types = tuple(key_type(k) for k in keys)
    perform(ctx, ManaSpent(player, "".join("{" + t + "}" for t in types), tuple(units)), _spend)
    return types


def _spend(ctx: Ctx, results: list[Proposed[ManaSpent]]) -> None:
    for p in results:
        pool = ctx.state.players[p.event.player].mana_pool
        for u in p.event.units:
            pool.remove(u)
        ctx.state.version += 1
        happened(ctx, p.event)

# ---- mana abilities (CR 605) ------------------------------------------------------------------------


def activatable_mana_abilities(state: GameState, player: int) -> list[tuple[int, int]]:
    """The mana abilities of permanents ``player`` controls that they can activate now (605.3a)."""
    return [
        (oid, i) for oid, i, ab, c in functioning_abilities(state, ActivatedAbility)
        if ab.is_mana_ability and related(state, ab.activators, c.controller, player) and can_activate(state, player, oid, i, ab)  # 602.2
    ]


def can_activate(state: GameState, player: int, oid: int, i: int, ab: ActivatedAbility) -> bool:
    """CR 602.5, 602.2b: may ``player`` activate ability ``i`` of ``oid`` now: it is allowed
    (:func:`~manastack.rules.activation.activation_allowed`), its mana cost can be paid
    (:func:`mana_payable`) and its targets chosen (601.2c) — asked in that order, the cheapest
    first."""
    if ab.tap_only and ab.unrestricted:
        return activation_allowed(state, player, oid, i, ab)  # no mana to pay, no target to choose
    return activation_allowed(state, player, oid, i, ab) and mana_payable(state, player, oid, ab) and targets_choosable(state, player, oid, ab)


def mana_payable(state: GameState, player: int, oid: int, ab: ActivatedAbility) -> bool:
    """Whether the mana part of an activation cost can be paid now (CR 602.2b, 601.2f–h): with its
    own cost modifiers applied (for the most favourable targets), and without tapping the source
    itself for mana when the cost taps it."""
    if ab.cost.mana is None or ab.cost.mana.is_free():
        return True
    could = frozenset(t for spec in ab.targets for t in legal_targets(state, spec, player, oid)) if ab.cost_modifiers else None
    cost = activation_mana_cost(state, ab, player, oid, 0, could_target=could)
    assert cost is not None
    spent_on = ForAbility(chars(state, oid) if state.objects[oid].zone is Zone.BATTLEFIELD else base_chars(state.objects[oid]))
    return plan(state, player, cost, spent_on, exclude=oid if ab.cost.has(TapSelf) else None) is not None


def activate_mana_ability(ctx: Ctx, player: int, source: int, index: int, prefer: str | None = None) -> None:
    """CR 605.3: a mana ability is activated and resolves at once, without the stack. ``prefer``
    answers a choice of mana type for the automatic payment."""
    state = ctx.state
    c = chars(state, source)
    ab = c.abilities[index]
    assert isinstance(ab, ActivatedAbility)
    count_activation(state, source, index)
    if ab.cost.mana is not None and not ab.cost.mana.is_free():
        pay_mana(ctx, player, ab.cost.mana, ForAbility(c), c.name, exclude=source)
    # 113.7a, 608.2h: a cost that removes the source (a Treasure's "{T}, Sacrifice this artifact")
    # leaves the ability its source as it last existed: it was still tapped for mana (106.12).
    before = (state.objects[source].copy(), c) if source in state.battlefield else None
    pay_other_costs(ctx, player, ab, source)
    happened(ctx, AbilityActivated(source, player, ab.text, mana_ability=True, source_name=c.name, rules=("605.3a",)))
    res = Resolving(source, player, c.name, tapped_for_mana=ab.cost.has(TapSelf))
    if before is not None and source not in state.battlefield:
        res.source_lki = before
    execute(ctx, _prefer(ab.effects, prefer) if prefer is not None else ab.effects, res)


def _prefer(effects: tuple[Effect, ...], t: str) -> tuple[Effect, ...]:
    """The automatic payment's choice of mana type for a "one of" mana ability."""
    out: list[Effect] = []
    for e in effects:
        if isinstance(e, AddMana) and isinstance(e.produce, (OneOf, AnyTypeCouldProduce, ColorOfExiled, ChosenColor, CommanderIdentityColor)):
            out.append(replace(e, produce=FixedMana((t,))))
        else:
            out.append(e)
    return tuple(out)


def can_pay_action_cost(state: GameState, player: int, cost: Cost, card: int) -> bool:
    """Whether ``player`` can pay the cost of a special action taken with ``card`` (suspend, plot;
    116.2f, 116.2k): its mana by the automatic plan, and its other components."""
    return (cost.mana is None or plan(state, player, cost.mana, None) is not None) and can_pay_cost_components(state, player, cost, card)


def pay_action_cost(ctx: Ctx, player: int, cost: Cost, card: int) -> None:
    """Pay the cost of a special action taken with ``card``: its mana (601.2g–h), then its other components."""
    if cost.mana is not None:
        pay_mana(ctx, player, cost.mana, None, ctx.state.objects[card].card.name)
    pay_cost_components(ctx, player, cost, card)


__all__ = [
    "ForAbility",
    "can_pay_action_cost",
    "pay_action_cost",
    "Source",
    "activatable_mana_abilities",
    "can_activate",
    "activate_mana_ability",
    "add_mana",
    "available_mana",
    "could_produce",
    "empty_mana_pools",
    "mana_payable",
    "pay_mana",
    "plan",
    "pool_payments",
    "possible_productions",
    "simple_sources",
    "spend",
]
