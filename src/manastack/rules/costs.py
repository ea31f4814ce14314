"""Costs: determining the total cost (CR 601.2f) and paying it (601.2g–h, 602.2b).

The total cost is the mana cost (or an alternative cost) plus additional costs and cost
increases, minus cost reductions; a reduction of generic mana reduces only the generic
component. Paying mana is a sequence of decisions: activate a mana ability, spend mana from the
pool, let the engine pay with its deterministic plan, or cancel.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from manastack.actions import (
    Action,
    Activate,
    AutoPay,
    Cancel,
    Choose,
    ChooseValue,
    Decision,
    DecisionKind,
    Done,
    PayFromPool,
)
from manastack.events import ManaSpent
from manastack.mana import Color, ManaCost, ManaUnit, SpendRestriction
from manastack.model.abilities import (
    ActivatedAbility,
    Cost,
    CostModifier,
    SelfCostModifier,
    StaticAbility,
)
from manastack.model.effects import AddMana, FixedMana, OneOf
from manastack.model.types import CardType, Keyword, Zone
from manastack.rules import events as ev
from manastack.rules.context import Ctx
from manastack.rules.layers import battlefield_abilities, chars
from manastack.rules.pipeline import log
from manastack.rules.relations import related
from manastack.state.characteristics import Chars
from manastack.state.game_state import GameState


class Rewind(Exception):
    """The player cancelled casting or activating: the game returns to the state before (CR 601.2e, 733)."""


def total_cost(
    state: GameState, base: ManaCost, spell_chars: Chars, caster: int, from_zone: Zone, x: int, *,
    source: int | None = None, targets: tuple[int, ...] | None = None, could_target: frozenset[int] | None = None,
) -> ManaCost:
    """CR 601.2f: base cost with X, plus cost increases, minus reductions (generic-only ones reduce
    only generic mana, so the spell's mana value is unchanged). The spell's own cost modifiers
    ("This spell costs {3} less to cast if …", 113.6d) count too: ``source`` is the spell (or the
    card about to be cast) and ``targets`` the targets chosen (601.2c comes before 601.2f). Before
    targets are chosen (may the spell be cast at all?), ``could_target`` holds the legal target
    candidates: a target-dependent reduction counts if some candidate satisfies it, an increase
    only if every candidate does (the most favourable legal choice, 601.3a in spirit)."""
    from manastack.rules.filters import chars_match

    cost = base.with_x(x)
    increase = 0
    reduction = 0
    own = [ab.effect for ab in spell_chars.abilities if isinstance(ab, StaticAbility) and isinstance(ab.effect, SelfCostModifier)]
    delta = self_cost_delta(state, tuple(own), caster, source, targets, could_target)
    if delta > 0:
        increase += delta
    else:
        reduction += -delta
    for oid in state.battlefield:
        c = chars(state, oid)
        for ab in c.abilities:
            if not (isinstance(ab, StaticAbility) and isinstance(ab.effect, CostModifier)):
                continue
            m = ab.effect
            if not related(state, m.caster, c.controller, caster):
                continue
            if m.not_from_hand and from_zone is Zone.HAND:
                continue
            flt = m.spells
            if (flt.types or flt.subtypes or flt.colors) and not _spell_matches(state, spell_chars, flt, c.controller, oid, chars_match):
                continue
            n = m.amount * state.players[caster].spells_cast_this_turn if m.per_other_spell else m.amount
            if n > 0:
                increase += n
            else:
                reduction += -n
    cost = ManaCost(cost.generic + increase, cost.symbols)
    return cost.reduce_generic(reduction)


def self_cost_delta(
    state: GameState, mods: tuple[SelfCostModifier, ...], caster: int, source: int | None,
    targets: tuple[int, ...] | None, could_target: frozenset[int] | None = None,
) -> int:
    """The generic mana a spell's or ability's own cost modifiers add (positive) or take away
    (negative) (CR 601.2f, 602.2b): each whose condition holds and, if it names what the spell
    targets, whose target requirement is met by the chosen targets (or, before they are chosen, by
    the most favourable legal choice among ``could_target``)."""
    from manastack.rules.conditions import condition_holds
    from manastack.rules.filters import matches

    total = 0
    for m in mods:
        if m.condition is not None and not condition_holds(state, m.condition, caster, source):
            continue
        if m.if_targets is not None:
            flt = m.if_targets

            def ok(t: int) -> bool:
                return t in state.objects and matches(state, t, flt, caster, source)

            if targets is not None:
                applies = any(ok(t) for t in targets if t != -1)
            elif could_target is not None:
                hits = [ok(t) for t in could_target]
                applies = any(hits) if m.amount < 0 else bool(hits) and all(hits)
            else:
                applies = False
            if not applies:
                continue
        total += m.amount
    return total


def activation_mana_cost(state: GameState, ab: ActivatedAbility, player: int, source: int, x: int = 0,
                         targets: tuple[int, ...] | None = None, could_target: frozenset[int] | None = None) -> ManaCost | None:
    """CR 602.2b, 601.2f: an activated ability's mana cost with X, after its own cost modifiers
    ("This ability costs {2} less to activate if …"; a reduction reduces only generic mana,
    118.7a). None if the cost has no mana component."""
    if ab.cost.mana is None:
        return None
    cost = ab.cost.mana.with_x(x)
    delta = self_cost_delta(state, ab.cost_modifiers, player, source, targets, could_target) if ab.cost_modifiers else 0
    if delta > 0:
        return ManaCost(cost.generic + delta, cost.symbols)
    return cost.reduce_generic(-delta) if delta else cost


def add_costs(a: ManaCost, b: ManaCost | None) -> ManaCost:
    """Two mana costs together: a mana cost or alternative cost plus an additional cost (601.2f)."""
    if b is None:
        return a
    return ManaCost(a.generic + b.generic, a.symbols + b.symbols)


def _spell_matches(state: GameState, c: Chars, flt: object, you: int, src: int, chars_match: object) -> bool:
    from manastack.model.filters import ObjectFilter

    assert isinstance(flt, ObjectFilter)
    if flt.types and not (flt.types & c.types):
        return False
    if flt.subtypes and not any(s in c.subtypes for s in flt.subtypes):
        return False
    if flt.colors and not (flt.colors & c.colors):
        return False
    return True


# ---- mana sources -------------------------------------------------------------------------------


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

    @property
    def total(self) -> int:
        return self.amount + len(self.extra)


def _tap_yield(
    state: GameState, player: int, oid: int, types: tuple[str, ...], amount: int, mana_triggers: list[tuple[int, int, object]],
) -> tuple[tuple[str, ...], int, tuple[str, ...]]:
    """What tapping ``oid`` for mana really yields: the types and amount as modified by replacement
    effects that apply to tapping it for mana, in any order (CR 106.12b: Mana Reflection's "twice
    as much", Deep Water's "{U} instead of any other type"; the least amount of any order), plus
    the fixed mana of triggered mana abilities that trigger on it (106.12a, 605.1b, Wild Growth)."""
    from manastack.rules.replacement import ManaEvent, possible_productions

    results = [r for t in types for r in possible_productions(state, ManaEvent(oid, player, [t] * amount, True))]
    if results:
        types = tuple(dict.fromkeys(x for r in results for x in r))
        amount = min(len(r) for r in results)
    extra: list[str] = []
    if mana_triggers:
        from manastack.model.abilities import TriggeredAbility, TriggerEvent
        from manastack.rules.triggers import Happened, _matches

        h = Happened(TriggerEvent.TAPPED_FOR_MANA, obj=oid, player=player, amount=amount)
        for src, ctrl, ab in mana_triggers:
            assert isinstance(ab, TriggeredAbility)
            if _matches(state, ab.trigger, src, ctrl, h):
                for e in ab.effects:
                    if isinstance(e, AddMana) and isinstance(e.produce, FixedMana) and isinstance(e.amount, int):
                        extra += list(e.produce.types) * e.amount
    return types, amount, tuple(extra)


def can_pay_tap_cost(state: GameState, oid: int) -> bool:
    """CR 107.5, 302.6: untapped, and a creature must have been under its controller's control
    continuously since their most recent turn began (or have haste, 702.10)."""
    o = state.objects[oid]
    if o.tapped:
        return False
    return not is_sick(state, oid)


def can_pay_untap_cost(state: GameState, oid: int) -> bool:
    """CR 107.6, 302.6: tapped, with the same summoning-sickness rule as {T}."""
    o = state.objects[oid]
    if not o.tapped:
        return False
    return not is_sick(state, oid)


def is_sick(state: GameState, oid: int) -> bool:
    """CR 302.6: a creature that came under its controller's control since their most recent turn
    began can't attack or pay {T}/{Q} costs, unless it has haste (702.10b–c)."""
    c = chars(state, oid)
    if CardType.CREATURE not in c.types:
        return False
    o = state.objects[oid]
    # A control change that no effect marked as it happened (a control effect ending, 611.2b)
    # shows as a controller other than the one recorded when its controller's turn began.
    changed = o.controller_at_turn_start is not None and o.controller_at_turn_start != c.controller
    return (o.sick or changed) and Keyword.HASTE not in c.keywords


def simple_sources(state: GameState, player: int) -> list[Source]:
    """Mana abilities whose only cost is {T}, that the automatic payment may activate, with what
    tapping each really yields (replacement effects and triggered mana abilities included)."""
    from manastack.model.abilities import TriggeredAbility

    out: list[Source] = []
    mana_triggers: list[tuple[int, int, object]] = [
        (oid, c.controller, ab) for oid, _, ab, c in battlefield_abilities(state, TriggeredAbility) if ab.is_mana_ability
    ]
    taken: set[int] = set()  # a permanent is one source: its first such ability
    for oid, i, ab, c in battlefield_abilities(state, ActivatedAbility):
        if c.controller != player or oid in taken or not ab.is_mana_ability:
            continue
        cost = ab.cost
        if not cost.tap or (cost.mana and not cost.mana.is_free()) or cost.sacrifice_self or cost.pay_life or cost.untap or cost.sacrifice or cost.discard or cost.tap_untapped or cost.remove_counters:
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
            from manastack.rules.effects import could_produce

            types = tuple(sorted(could_produce(state, oid), key="WUBRGC".index))
            amount = e.amount
            if not types:
                continue
        if can_pay_tap_cost(state, oid):
            types, amount, extra = _tap_yield(state, player, oid, types, amount, mana_triggers)
            out.append(Source(oid, i, types, amount, extra, e.restriction))
        taken.add(oid)
    return out


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
        return False
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
    """The distinct multisets of pool mana (by type) that pay ``cost`` exactly (CR 601.2h)."""
    usable = [u.type for u in pool if _usable(u, spell)]
    results: set[tuple[str, ...]] = set()

    def rec(i: int, remaining: list[str], used: list[str]) -> None:
        if i == len(cost.symbols):
            if len(remaining) < cost.generic:
                return
            for combo in set(combinations(sorted(remaining), cost.generic)):
                results.add(tuple(sorted(used + list(combo), key="WUBRGC".index)))
            return
        sym = cost.symbols[i]
        for opt in sym.options:
            if opt in remaining:
                r = list(remaining)
                r.remove(opt)
                rec(i + 1, r, used + [opt])
            elif opt.isdigit():
                n = int(opt)
                if len(remaining) >= n:
                    for combo in set(combinations(sorted(remaining), n)):
                        r = list(remaining)
                        for t in combo:
                            r.remove(t)
                        rec(i + 1, r, used + list(combo))

    rec(0, usable, [])
    return sorted(results)


def plan(state: GameState, player: int, cost: ManaCost, spell: Chars | ForAbility | None) -> tuple[tuple[str, ...], list[tuple[Source, str]]] | None:
    """The deterministic automatic payment: which pool mana to spend and which sources to tap for
    which type. Pool mana is used first; sources that make fewer types are tapped first."""
    pool = [u for u in state.players[player].mana_pool if _usable(u, spell)]
    sources = sorted((s for s in simple_sources(state, player) if _allows(s.restriction, spell)), key=lambda s: (len(s.types), s.obj))
    need = [s.options for s in cost.symbols if not s.x]
    have: list[str] = [u.type for u in pool]
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
            if o in have:
                have.remove(o)
                from_pool.append(o)
                got = True
                break
        if got:
            continue
        for s in remaining_sources:
            t = next((o for o in opts if o in s.types), None)
            if t is not None:
                remaining_sources.remove(s)
                taps.append((s, t))
                have += [t] * (s.amount - 1) + list(s.extra)
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


def pay_mana(ctx: Ctx, player: int, cost: ManaCost, spell: Chars | ForAbility | None, what: str, exclude: int | None = None) -> None:
    """CR 601.2g–h: the player activates mana abilities and pays the mana cost from their pool.
    ``exclude`` is an object whose mana abilities can't be used (it is being tapped for the cost)."""
    from manastack.rules.casting import (
        activatable_mana_abilities,
        activate_mana_ability,
    )

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
            if plan(state, player, cost, spell) is not None:
                options.append(AutoPay())
            options.append(Cancel())
            ans = ctx.choose(Decision(player, DecisionKind.PAY_MANA, tuple(options), context=f"{what}: pay {cost.text()}"))
        match ans:
            case Cancel():
                raise Rewind()
            case PayFromPool(types=types):
                _spend(state, player, types, spell)
                log(state, ManaSpent(player, "".join("{" + t + "}" for t in types)))
                return
            case Activate(source=o, index=i):
                activate_mana_ability(ctx, player, o, i)
            case AutoPay():
                p = plan(state, player, cost, spell)
                assert p is not None
                from_pool, taps = p
                for s, t in taps:
                    activate_mana_ability(ctx, player, s.obj, s.index, prefer=t)
                # Pay from the pool as planned, plus whatever the taps added.
                payments = pool_payments(state.players[player].mana_pool, cost, spell)
                if not payments:
                    raise Rewind()
                _spend(state, player, payments[0], spell)
                log(state, ManaSpent(player, "".join("{" + t + "}" for t in payments[0])))
                return
            case _:
                raise RuntimeError(f"unexpected answer {ans!r}")


def _spend(state: GameState, player: int, types: tuple[str, ...], spell: Chars | ForAbility | None) -> None:
    pool = state.players[player].mana_pool
    for t in types:
        # Spend restricted mana first when it may be spent here: it is the least flexible.
        idx = next((i for i, u in enumerate(pool) if u.type == t and u.restriction is not None and _usable(u, spell)), None)
        if idx is None:
            idx = next(i for i, u in enumerate(pool) if u.type == t and u.restriction is None)
        pool.pop(idx)
    state.version += 1


def pay_other_costs(ctx: Ctx, player: int, ab: ActivatedAbility, source: int) -> None:
    """CR 602.2b/601.2h: the non-mana components of an activation cost."""
    pay_cost_components(ctx, player, ab.cost, source)


def pay_cost_components(ctx: Ctx, player: int, c: Cost, source: int) -> None:
    """CR 601.2h, 602.2b: pay the non-mana components of a cost — an activation cost, or a spell's
    alternative or additional cost (``source`` is then the spell: "sacrifice this" isn't used)."""
    from manastack.rules.filters import matching

    state = ctx.state
    if (c.tap or c.untap or c.remove_counters is not None or c.sacrifice_self) and source not in state.battlefield:
        # The source left the battlefield while mana abilities were activated (a Food sacrificed to
        # pay for its own ability): the cost can't be paid, so the activation is reversed (CR 733.1).
        raise Rewind()
    if c.tap:
        ev.tap(ctx, source, rules=("107.5", "602.2b"))
    if c.untap:
        ev.untap(ctx, source, rules=("107.6", "602.2b"))
    if c.remove_counters is not None:
        kind, n = c.remove_counters
        ev.remove_counters(ctx, source, kind, n)
    if c.loyalty:
        # 606.4: put on or remove loyalty counters; putting them as a cost isn't an effect putting
        # counters, so "if an effect would put counters" replacements don't apply (by_effect).
        if c.loyalty > 0:
            ev.put_counters(ctx, source, "loyalty", c.loyalty, by_effect=False)
        else:
            ev.remove_counters(ctx, source, "loyalty", -c.loyalty, rules=("606.4",))
    if c.pay_life:
        ev.lose_life(ctx, player, c.pay_life, rules=("119.4", "602.2b"))
    if c.tap_untapped is not None:
        for _ in range(c.tap_untapped_count):
            opts = [o for o in matching(state, c.tap_untapped, player, source) if not state.objects[o].tapped and chars(state, o).controller == player]
            ans = ctx.choose(Decision(player, DecisionKind.PAY_COST, tuple(Choose(o) for o in opts), context="tap an untapped creature"))
            assert isinstance(ans, Choose)
            ev.tap(ctx, ans.id)
    if c.crew is not None:
        _pay_crew(ctx, player, c.crew, source)
    if c.discard:
        for _ in range(c.discard):
            hand = state.players[player].hand
            ans = ctx.choose(Decision(player, DecisionKind.PAY_COST, tuple(Choose(o) for o in hand), context="discard a card"))
            assert isinstance(ans, Choose)
            ev.discard(ctx, player, ans.id)
    if c.sacrifice is not None:
        for _ in range(c.sacrifice_count):
            opts = [o for o in matching(state, c.sacrifice, player, source) if chars(state, o).controller == player]
            ans = ctx.choose(Decision(player, DecisionKind.PAY_COST, tuple(Choose(o) for o in opts), context="sacrifice"))
            assert isinstance(ans, Choose)
            ev.move(ctx, ans.id, Zone.GRAVEYARD, rules=("701.21a",))
    if c.discard_self:
        ev.discard(ctx, player, source)  # 702.29a: "Discard this card"
    if c.sacrifice_self:
        ev.move(ctx, source, Zone.GRAVEYARD, rules=("701.21a", "602.2b"))
    elif c.exile_self:
        ev.move(ctx, source, Zone.EXILE, rules=("602.2b",))


def can_pay_other_costs(state: GameState, player: int, ab: ActivatedAbility, source: int) -> bool:
    return can_pay_cost_components(state, player, ab.cost, source)


def can_pay_cost_components(state: GameState, player: int, c: Cost, source: int) -> bool:
    """Whether the non-mana components of a cost can be paid now (CR 601.2h, 602.2b; 119.4)."""
    from manastack.rules.filters import matching

    if c.tap and not can_pay_tap_cost(state, source):
        return False
    if c.untap and not can_pay_untap_cost(state, source):
        return False
    if c.remove_counters is not None and state.objects[source].counters.get(c.remove_counters[0], 0) < c.remove_counters[1]:
        return False
    if c.loyalty is not None and c.loyalty < 0 and state.objects[source].counters.get("loyalty", 0) < -c.loyalty:
        return False  # 606.6
    if c.pay_life and state.team_of(player).life < c.pay_life:
        return False  # 119.4: a player can pay life only if their life total is at least that much
    if c.discard and len(state.players[player].hand) < c.discard:
        return False
    if c.discard_self and source not in state.players[player].hand:
        return False  # 702.29a: only a card in its owner's hand can be discarded
    if c.tap_untapped is not None:
        opts = [o for o in matching(state, c.tap_untapped, player, source) if not state.objects[o].tapped and chars(state, o).controller == player]
        if len(opts) < c.tap_untapped_count:
            return False
    if c.sacrifice is not None:
        opts = [o for o in matching(state, c.sacrifice, player, source) if chars(state, o).controller == player]
        if len(opts) < c.sacrifice_count:
            return False
    if c.crew is not None and sum(max(_power(state, o), 0) for o in crew_candidates(state, player, source)) < c.crew:
        return False  # 702.122a: not enough total power among the creatures that could crew
    return True


def crew_candidates(state: GameState, player: int, source: int) -> list[int]:
    """CR 702.122a: the creatures that can be tapped to pay a crew cost — the other untapped
    creatures the player controls."""
    return [o for o in untapped_creatures(state, player) if o != source]


def _power(state: GameState, oid: int) -> int:
    return chars(state, oid).power or 0


def _pay_crew(ctx: Ctx, player: int, n: int, source: int) -> None:
    """CR 702.122a-b: pay "tap any number of other untapped creatures you control with total power
    N or greater" — the player chooses the creatures one at a time (only those that still leave
    the total reachable are offered) and says when they are done (only once the total is at least
    N; tapping more than needed is allowed); then they are tapped together. Each creature tapped
    this way "crews" the Vehicle (702.122b)."""
    state = ctx.state
    chosen: list[int] = []
    while True:
        total = sum(_power(state, o) for o in chosen)
        cands = [o for o in crew_candidates(state, player, source) if o not in chosen]
        reach = {o: max(_power(state, o), 0) for o in cands}
        best = sum(reach.values())
        opts: list[Action] = [Choose(o) for o in cands if total + _power(state, o) + best - reach[o] >= n]
        if total >= n:
            opts.append(Done())
        # Never empty: the cost was payable (can_pay_cost_components) and every creature offered
        # keeps the total reachable.
        ans = ctx.choose(Decision(player, DecisionKind.PAY_COST, tuple(opts), context=f"crew {n}: tap creatures with total power {n} or greater (chosen: {total})"))
        if not isinstance(ans, Choose):
            break
        chosen.append(ans.id)
    for oid in chosen:
        ev.tap(ctx, oid, rules=("702.122a", "602.2b"))


# ---- convoke (CR 702.51) ------------------------------------------------------------------------


def untapped_creatures(state: GameState, player: int) -> list[int]:
    """The untapped creatures ``player`` controls: what convoke (CR 702.51a) and crew (702.122a)
    may tap. Neither is a {T} cost, so creatures that came under the player's control this turn
    can be tapped for them (302.6 restricts only {T}/{Q} costs and attacking)."""
    return [
        o for o in state.battlefield
        if not state.objects[o].tapped and CardType.CREATURE in (c := chars(state, o)).types and c.controller == player
    ]


def _convoke_options(cost: ManaCost, colors: frozenset[Color]) -> list[tuple[str, ManaCost]]:
    """CR 702.51a: what one creature of ``colors`` can pay of ``cost`` — one colored mana of its
    color (a colored, hybrid or Phyrexian symbol with that color among its options), or one generic
    mana — each with the cost left (by the symbol's text, distinct symbols only)."""
    out: list[tuple[str, ManaCost]] = []
    for i, sym in enumerate(cost.symbols):
        if not sym.x and sym.colors & colors and sym.text() not in (t for t, _ in out):
            out.append((sym.text(), ManaCost(cost.generic, cost.symbols[:i] + cost.symbols[i + 1:])))
    if cost.generic:
        out.append(("{1}", cost.reduce_generic(1)))
    return out


def can_pay_with_convoke(state: GameState, player: int, cost: ManaCost, spell: Chars | ForAbility | None) -> bool:
    """Whether ``cost`` can be paid by tapping creatures for convoke (CR 702.51a) and paying the rest
    with mana (:func:`plan`). Creatures that are mana sources the plan may tap are left to it (they
    yield one mana either way); each other creature pays a colored symbol of its color if one is
    left, else one generic mana. A conservative test: an unusual split among multicolored
    creatures may be missed, never a payment that doesn't exist claimed."""
    if plan(state, player, cost, spell) is not None:
        return True
    sources = {s.obj for s in simple_sources(state, player)}
    for o in untapped_creatures(state, player):
        if o in sources:
            continue
        opts = _convoke_options(cost, chars(state, o).colors)
        if opts:
            cost = opts[0][1]
    return plan(state, player, cost, spell) is not None


def pay_convoke(ctx: Ctx, player: int, cost: ManaCost, what: str) -> ManaCost:
    """CR 702.51a-b: while paying a convoke spell's total cost, the player may tap untapped
    creatures they control, each paying one generic mana or one mana of the creature's color. The
    creatures are chosen one at a time (only those that can still pay part of the cost are offered)
    until the player is done; what a creature pays is asked when it could pay different symbols.
    Returns the cost left to pay with mana; the creatures are tapped (convoke isn't a mana ability,
    702.51b, and tapping them isn't tapping for mana)."""
    state = ctx.state
    chosen: list[int] = []
    while not cost.is_free():
        opts: list[Action] = [
            Choose(o) for o in untapped_creatures(state, player) if o not in chosen and _convoke_options(cost, chars(state, o).colors)
        ]
        if not opts:
            break
        opts.append(Done())
        ans = ctx.choose(Decision(player, DecisionKind.PAY_COST, tuple(opts), context=f"{what}: convoke — tap creatures to pay {cost.text()}"))
        if not isinstance(ans, Choose):
            break
        pays = _convoke_options(cost, chars(state, ans.id).colors)
        pick = ctx.choose(Decision(player, DecisionKind.CHOOSE_VALUE, tuple(ChooseValue(t) for t, _ in pays),
                                   context=f"{what}: what {chars(state, ans.id).name} pays"))
        assert isinstance(pick, ChooseValue)
        cost = next(c for t, c in pays if t == pick.value)
        chosen.append(ans.id)
    for oid in chosen:
        ev.tap(ctx, oid, rules=("702.51a", "601.2h"))
    return cost
