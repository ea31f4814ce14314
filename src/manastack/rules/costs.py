"""Costs (CR 118, 601.2f–h, 602.2b): the total cost of a spell or ability — its mana cost or an
alternative cost, plus additional costs and increases, minus reductions (a reduction of generic mana
reduces only the generic component) — and paying the components that aren't mana: {T} and {Q}
with summoning sickness (302.6), sacrificing, discarding, paying life, removing counters, loyalty,
tapping untapped creatures, crew.

Paying mana is :mod:`manastack.rules.mana`'s; costs never involve casting.
"""

from __future__ import annotations

from collections.abc import Callable

from manastack.actions import Action, Choose, Decision, DecisionKind, Done, Purpose
from manastack.events import Revealed
from manastack.mana import ManaCost
from manastack.model.abilities import ActivatedAbility, CostModifier, SelfCostModifier, StaticAbility
from manastack.model.costs import (
    Cost,
    CostPart,
    Crew,
    DiscardCards,
    DiscardHand,
    DiscardSelf,
    ExileCardsFromHand,
    ExileFromGraveyard,
    ExileSelf,
    Loyalty,
    OpponentGainsLife,
    PayEnergy,
    PayLife,
    PutCountersOnSelf,
    ReducingPermanent,
    RemoveCounterFromAmong,
    RemoveCountersFromSelf,
    ReturnPermanents,
    ReturnSelf,
    RevealFromHand,
    RevealSelf,
    SacrificePermanents,
    SacrificeSelf,
    TapSelf,
    TapUntapped,
    UntapSelf,
)
from manastack.model.filters import ObjectFilter, with_article
from manastack.model.types import CardType, Keyword, Zone
from manastack.rules import predicates
from manastack.rules.cards import discard
from manastack.rules.commander import commander_tax
from manastack.rules.conditions import condition_holds
from manastack.rules.context import Ctx
from manastack.rules.counters import put_counters, remove_counters
from manastack.rules.entering_attacking import note_returned_attacker
from manastack.rules.filters import count_matching, matches, matching
from manastack.rules.layers import chars, functioning_abilities
from manastack.rules.life import gain_life, lose_life
from manastack.rules.log import record
from manastack.rules.reducing_permanents import candidates, pay_reducer
from manastack.rules.relations import related
from manastack.rules.status import tap, untap
from manastack.rules.zones import move
from manastack.state.characteristics import Chars
from manastack.state.game_state import GameState
from manastack.state.objects import GameObject


class Rewind(Exception):
    """The player cancelled casting or activating: the game returns to the state before (CR 601.2e, 733)."""


def total_cost(
    state: GameState, base: ManaCost, spell_chars: Chars, caster: int, from_zone: Zone, x: int, *,
    source: int, targets: tuple[int, ...] | None = None, could_target: frozenset[int] | None = None,
) -> ManaCost:
    """CR 601.2f: base cost with X, plus cost increases, minus reductions (generic-only ones reduce
    only generic mana, so the spell's mana value is unchanged). The spell's own cost modifiers
    ("This spell costs {3} less to cast if …", 113.6d) count too: ``source`` is the spell (or the
    card about to be cast) and ``targets`` the targets chosen (601.2c comes before 601.2f). Before
    targets are chosen (may the spell be cast at all?), ``could_target`` holds the legal target
    candidates: a target-dependent reduction counts if some candidate satisfies it, an increase
    only if every candidate does (the most favourable legal choice, 601.3a in spirit)."""
    cost = base.with_x(x)
    increase = 0
    reduction = 0
    own = [ab.effect for ab in spell_chars.abilities if isinstance(ab, StaticAbility) and isinstance(ab.effect, SelfCostModifier)]
    delta = self_cost_delta(state, tuple(own), caster, source, targets, could_target)
    if delta > 0:
        increase += delta
    else:
        reduction += -delta
    # The cost modifiers of permanents, and of emblems (114.4: their abilities function in the command zone).
    for oid, _, ab, c in functioning_abilities(state, StaticAbility):
        if not isinstance(ab.effect, CostModifier):
            continue
        m = ab.effect
        if not related(state, m.caster, c.controller, caster):
            continue
        if m.not_from_hand and from_zone is Zone.HAND:
            continue
        if not _spell_matches(state, source, spell_chars, m.spells, c.controller, oid):
            continue
        n = m.amount * state.players[caster].spells_cast_this_turn if m.per_other_spell else m.amount
        if n > 0:
            increase += n
        else:
            reduction += -n
    increase += commander_tax(state, caster, source, from_zone)  # 903.8
    if increase:
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
        total += m.amount * (count_matching(state, m.per, caster, source) if m.per is not None else 1)
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


def _spell_matches(state: GameState, spell: int, c: Chars, flt: ObjectFilter, you: int, source: int) -> bool:
    """Whether the spell ``spell`` (or the card about to be cast), of characteristics ``c``, is of
    the kind a cost modifier of ``source`` names ("Elf spells", "noncreature spells", "blue spells
    and red spells")."""
    return predicates.chars_match(state, spell, c, flt, you, source, chars_of=chars)


# ---- mana sources -------------------------------------------------------------------------------


def can_pay_tap_cost(state: GameState, oid: int) -> bool:
    """CR 107.5, 302.6: untapped, and a creature must have been under its controller's control
    continuously since their most recent turn began (or have haste, 702.10)."""
    o = state.objects.peek(oid)
    if o.tapped:
        return False
    return not is_sick(state, oid)


def can_pay_untap_cost(state: GameState, oid: int) -> bool:
    """CR 107.6, 302.6: tapped, with the same summoning-sickness rule as {T}."""
    o = state.objects.peek(oid)
    if not o.tapped:
        return False
    return not is_sick(state, oid)


def is_sick(state: GameState, oid: int) -> bool:
    """CR 302.6: a creature that came under its controller's control since their most recent turn
    began can't attack or pay {T}/{Q} costs, unless it has haste (702.10b–c)."""
    c = chars(state, oid)
    if _CREATURE not in c.types:
        return False
    o = state.objects.peek(oid)
    # A control change that no effect marked as it happened (a control effect ending, 611.2b)
    # shows as a controller other than the one recorded when its controller's turn began.
    changed = o.controller_at_turn_start is not None and o.controller_at_turn_start != c.controller
    return (o.sick or changed) and _HASTE not in c.keywords


# Enum members read on every call, bound once: reading one off its class costs several times a
# global's read in Python 3.11 (docs/architecture.md, "Hot paths").
_CREATURE, _HASTE = CardType.CREATURE, Keyword.HASTE


def pay_other_costs(ctx: Ctx, player: int, ab: ActivatedAbility, source: int) -> list[tuple[GameObject, Chars]]:
    """CR 602.2b/601.2h: the non-mana components of an activation cost; the permanents sacrificed."""
    return pay_cost_components(ctx, player, ab.cost, source)


def pay_cost_components(ctx: Ctx, player: int, c: Cost, source: int) -> list[tuple[GameObject, Chars]]:
    """CR 601.2h, 602.2b: pay the non-mana components of a cost — an activation cost, or a spell's
    alternative or additional cost (``source`` is then the spell: "sacrifice this" isn't used) — in
    the cost's order (:class:`~manastack.model.costs.Cost`). Returns the permanents sacrificed
    for it ("Sacrifice a creature"), as they last existed on the battlefield (608.2h)."""
    state = ctx.state
    if (any(isinstance(p, _ON_SOURCE) for p in c.parts) and source not in state.battlefield) or not can_pay_cost_components(state, player, c, source):
        # The mana abilities activated to pay the mana (601.2g) left the rest unpayable (a Food
        # sacrificed to pay for its own ability, the only other creature sacrificed for mana before
        # "sacrifice another creature"): unpayable costs can't be paid (601.2h), so the cast or
        # activation is reversed (602.2, 733.1).
        raise Rewind()
    sacrificed: list[tuple[GameObject, Chars]] = []
    for part in c.parts:
        _pay(ctx, player, part, source, c, sacrificed)
    return sacrificed


#: Components paid with the source on the battlefield.
_ON_SOURCE = (TapSelf, UntapSelf, RemoveCountersFromSelf, PutCountersOnSelf, SacrificeSelf, ReturnSelf)


def _pay(ctx: Ctx, player: int, part: CostPart, source: int, c: Cost, sacrificed: list[tuple[GameObject, Chars]]) -> None:
    state = ctx.state
    match part:
        case TapSelf():
            tap(ctx, source, rules=("107.5", "602.2b"))
        case UntapSelf():
            untap(ctx, source, rules=("107.6", "602.2b"))
        case RemoveCountersFromSelf(kind, n):
            remove_counters(ctx, source, kind, n)
        case PutCountersOnSelf(kind, n):
            put_counters(ctx, source, kind, n, by_effect=False, rules=("118.3", "122.1"))
        case Loyalty(n):
            # 606.4: put on or remove loyalty counters; putting them as a cost isn't an effect
            # putting counters, so "if an effect would put counters" replacements don't apply.
            if n > 0:
                put_counters(ctx, source, "loyalty", n, by_effect=False)
            elif n < 0:
                remove_counters(ctx, source, "loyalty", -n, rules=("606.4",))
        case PayLife(n):
            lose_life(ctx, player, n, rules=("119.4", "602.2b"))
        case PayEnergy(n):
            remove_counters(ctx, player, "energy", n, rules=("107.14",))
        case TapUntapped(flt, n):
            for _ in range(n):
                opts = _untapped(state, flt, player, source, c)
                ans = ctx.choose(Decision(player, DecisionKind.PAY_COST, tuple(Choose(o) for o in opts), context=f"tap an untapped {flt.describe()}", purpose=Purpose.TAP_COST, source=source))
                assert isinstance(ans, Choose)
                tap(ctx, ans.id)
        case RemoveCounterFromAmong(kind, flt):
            opts = _with_counter(state, kind, flt, player, source)
            ans = ctx.choose(Decision(player, DecisionKind.PAY_COST, tuple(Choose(o) for o in opts), context=f"remove a {kind} counter from {flt.describe()}",
                                      purpose=Purpose.REMOVE_COUNTER_COST, source=source))
            assert isinstance(ans, Choose)
            remove_counters(ctx, ans.id, kind, 1, rules=("118.3", "122.1"))
        case Crew(n):
            _pay_crew(ctx, player, n, source)
        case DiscardCards():
            _pay_discard(ctx, player, part, source)
        case DiscardHand():
            for card in list(state.players[player].hand):
                discard(ctx, player, card)
        case RevealFromHand(flt, n):
            _pay_reveal(ctx, player, flt, n, source)
        case ExileCardsFromHand(flt, n):
            _choose_and_move(ctx, player, source, n, lambda: _revealable(state, player, flt, source), Zone.EXILE, Purpose.EXILE_COST, "exile from your hand", ("118.3",))
        case OpponentGainsLife(n):
            gain_life(ctx, ctx.choose_opponent(player, source, f"an opponent to gain {n} life"), n, source, rules=("118.3", "119.3"))
        case ExileFromGraveyard(flt, n):
            _choose_and_move(ctx, player, source, n, lambda: _in_graveyard(state, flt, player, source), Zone.EXILE, Purpose.EXILE_COST, "exile from your graveyard", ("602.2b",))
        case ReturnPermanents(flt, n):
            _choose_and_move(ctx, player, source, n, lambda: _controlled(state, flt, player, source), Zone.HAND, Purpose.RETURN_COST, "return to its owner's hand", ("602.2b",))
        case ReducingPermanent():
            pay_reducer(ctx, part, source, sacrificed)  # chosen as the cost was announced (702.119c, 702.180b)
        case SacrificePermanents(flt, n):
            _choose_and_move(ctx, player, source, n, lambda: _controlled(state, flt, player, source), Zone.GRAVEYARD, Purpose.SACRIFICE_COST, "sacrifice", ("701.21a",), sacrificed)
        case DiscardSelf():
            discard(ctx, player, source)  # 702.29a: "Discard this card"
        case RevealSelf():
            record(state, Revealed(player, source))  # 701.20a: it stays in the hand
        case SacrificeSelf():
            move(ctx, source, Zone.GRAVEYARD, rules=("701.21a", "602.2b"))
        case ReturnSelf():
            move(ctx, source, Zone.HAND, rules=("118.3", "602.2b"))
        case ExileSelf():
            move(ctx, source, Zone.EXILE, rules=("602.2b",))


def _pay_discard(ctx: Ctx, player: int, part: DiscardCards, source: int) -> None:
    """Discard ``part.count`` cards the filter admits, each chosen by the player — or at random
    among them from the seeded RNG (CR 701.9b) — after the one before is discarded."""
    for _ in range(part.count):
        opts = _discardable(ctx.state, player, part, source)
        if part.random:
            card = opts[ctx.state.rng.randrange(len(opts))]
        else:
            ans = ctx.choose(Decision(player, DecisionKind.PAY_COST, tuple(Choose(o) for o in opts), context=f"discard {with_article(part.filter.describe()) if part.filter else 'a card'}", purpose=Purpose.DISCARD_COST, source=source))
            assert isinstance(ans, Choose)
            card = ans.id
        discard(ctx, player, card)


def _choose_and_move(
    ctx: Ctx, player: int, source: int, n: int, options: Callable[[], list[int]], zone: Zone, purpose: Purpose, what: str, rules: tuple[str, ...],
    moved: list[tuple[GameObject, Chars]] | None = None,
) -> None:
    """Pay a cost component of ``n`` objects the player chooses one at a time among ``options()``
    (sacrifice, return, exile from a graveyard), each moved to ``zone`` as it is chosen (and added
    to ``moved`` as it last existed, 608.2h)."""
    for _ in range(n):
        opts = options()
        ans = ctx.choose(Decision(player, DecisionKind.PAY_COST, tuple(Choose(o) for o in opts), context=what, purpose=purpose, source=source))
        assert isinstance(ans, Choose)
        if moved is not None:
            moved.append((ctx.state.objects[ans.id].copy(), chars(ctx.state, ans.id)))
        if zone is Zone.HAND:
            note_returned_attacker(ctx.state, source, ans.id)  # 702.49c: ninjutsu's "the same player"
        move(ctx, ans.id, zone, rules=rules)


def can_pay_other_costs(state: GameState, player: int, ab: ActivatedAbility, source: int) -> bool:
    return can_pay_cost_components(state, player, ab.cost, source)


def can_pay_cost_components(state: GameState, player: int, c: Cost, source: int) -> bool:
    """Whether the non-mana components of a cost can be paid now (CR 601.2h, 602.2b; 119.4)."""
    for part in c.parts:
        if not _can_pay(state, player, part, source, c):
            return False
    return True


def _can_pay(state: GameState, player: int, part: CostPart, source: int, c: Cost) -> bool:
    match part:
        case TapSelf():
            return can_pay_tap_cost(state, source)
        case UntapSelf():
            return can_pay_untap_cost(state, source)
        case RemoveCountersFromSelf(kind, n):
            return state.objects.peek(source).counters.get(kind, 0) >= n
        case PutCountersOnSelf():
            return source in state.battlefield
        case Loyalty(n):
            return n >= 0 or state.objects.peek(source).counters.get("loyalty", 0) >= -n  # 606.6
        case PayLife(n):
            return state.team_of(player).life >= n  # 119.4: only with at least that much life
        case PayEnergy(n):
            return state.players[player].counters.get("energy", 0) >= n  # 107.14
        case TapUntapped(flt, n):
            return len(_untapped(state, flt, player, source, c)) >= n
        case RemoveCounterFromAmong(kind, flt):
            return bool(_with_counter(state, kind, flt, player, source))
        case Crew(n):
            # 702.122a: enough total power among the creatures that could crew
            return sum(max(_power(state, o), 0) for o in crew_candidates(state, player, source)) >= n
        case DiscardCards(n):
            return len(_discardable(state, player, part, source)) >= n
        case DiscardHand():
            return True
        case RevealFromHand(flt, n) | ExileCardsFromHand(flt, n):
            return len(_revealable(state, player, flt, source)) >= n
        case OpponentGainsLife():
            return bool(state.opponents(player))
        case ReducingPermanent(tap=to_tap):
            return to_tap or bool(candidates(state, player, part, source))  # "up to one" to tap
        case SacrificePermanents(flt, n) | ReturnPermanents(flt, n):
            return len(_controlled(state, flt, player, source)) >= n
        case ExileFromGraveyard(flt, n):
            return len(_in_graveyard(state, flt, player, source)) >= n
        case DiscardSelf() | RevealSelf():
            return source in state.players[player].hand  # 702.29a, 702.57a: only a card in its owner's hand
        case ReturnSelf():
            return source in state.battlefield
        case SacrificeSelf() | ExileSelf():
            return True


def _revealable(state: GameState, player: int, flt: ObjectFilter, source: int) -> list[int]:
    """The cards of ``player``'s hand a reveal cost admits (not the card whose cost it is, 601.2a)."""
    return [c for c in state.players[player].hand if c != source and matches(state, c, flt, player, source)]


def _pay_reveal(ctx: Ctx, player: int, flt: ObjectFilter, n: int, source: int) -> None:
    """CR 701.20a: reveal ``n`` cards the filter admits, each chosen by the player."""
    state = ctx.state
    shown: list[int] = []
    for _ in range(n):
        options = [c for c in _revealable(state, player, flt, source) if c not in shown]
        ans = ctx.choose(Decision(player, DecisionKind.CHOOSE_OBJECT, tuple(Choose(c) for c in options), context="reveal from your hand",
                                  purpose=Purpose.REVEAL_COST, source=source))
        assert isinstance(ans, Choose)
        shown.append(ans.id)
        record(state, Revealed(player, ans.id))


def _discardable(state: GameState, player: int, part: DiscardCards, source: int) -> list[int]:
    """The cards of ``player``'s hand a discard cost admits: not the card whose cost it is (a spell
    being cast from the hand can't be discarded to pay its own cost, 601.2a; a card discarding itself
    says so, 702.29a)."""
    hand = [c for c in state.players[player].hand if c != source]
    return hand if part.filter is None else [c for c in hand if matches(state, c, part.filter, player, source)]


def _in_graveyard(state: GameState, flt: ObjectFilter, player: int, source: int) -> list[int]:
    """The cards of ``player``'s graveyard the filter admits (what they can exile as a cost)."""
    return [o for o in state.players[player].graveyard if matches(state, o, flt, player, source)]


def _controlled(state: GameState, flt: ObjectFilter, player: int, source: int) -> list[int]:
    """The permanents the filter admits that ``player`` controls (what they can sacrifice or tap)."""
    return [o for o in matching(state, flt, player, source) if chars(state, o).controller == player]


def _with_counter(state: GameState, kind: str, flt: ObjectFilter, player: int, source: int) -> list[int]:
    """The permanents the filter admits that ``player`` controls with a counter of ``kind`` on them."""
    return [o for o in _controlled(state, flt, player, source) if state.objects.peek(o).counters.get(kind, 0) > 0]


def _untapped(state: GameState, flt: ObjectFilter, player: int, source: int, c: Cost) -> list[int]:
    """The untapped permanents the filter admits that can pay "tap an untapped …" of cost ``c``: not
    the source when the cost taps it too ({T}), since a tapped permanent can't be tapped to pay a
    cost (CR 118.3)."""
    taps_source = c.has(TapSelf)
    return [o for o in _controlled(state, flt, player, source) if not state.objects.peek(o).tapped and not (taps_source and o == source)]


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
        ans = ctx.choose(Decision(player, DecisionKind.PAY_COST, tuple(opts), context=f"crew {n}: tap creatures with total power {n} or greater (chosen: {total})",
                                      purpose=Purpose.CREW, source=source))
        if not isinstance(ans, Choose):
            break
        chosen.append(ans.id)
    for oid in chosen:
        tap(ctx, oid, rules=("702.122a", "602.2b"))


# ---- convoke (CR 702.51) ------------------------------------------------------------------------


def untapped_creatures(state: GameState, player: int) -> list[int]:
    """The untapped creatures ``player`` controls: what convoke (CR 702.51a) and crew (702.122a)
    may tap. Neither is a {T} cost, so creatures that came under the player's control this turn
    can be tapped for them (302.6 restricts only {T}/{Q} costs and attacking)."""
    return [
        o for o in state.battlefield
        if not state.objects.peek(o).tapped and CardType.CREATURE in (c := chars(state, o)).types and c.controller == player
    ]

