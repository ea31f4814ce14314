"""Casting spells (CR 601), activating abilities (602) and playing lands (305).

The steps of 601.2 are followed in order: the card moves to the stack (a), modes and X are
chosen (b), targets (c), the division of damage (d), the total cost is determined (f), mana
abilities may be activated (g), the cost is paid (h), and the spell becomes cast (i). Each choice is
a decision. Cancelling rewinds to the state before casting began (601.2e, 733).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from itertools import product
from typing import Final

from manastack.actions import (
    Activate,
    Answer,
    CastSpell,
    ChooseMode,
    ChooseNumber,
    Decision,
    DecisionKind,
    Divide,
    Done,
    PlayLand,
    Purpose,
)
from manastack.events import (
    AbilityActivated,
    AdditionalCostChosen,
    Cycled,
    LandPlayed,
    SpellCast,
)
from manastack.mana import SNOW, ManaCost, ManaSymbol
from manastack.model.abilities import (
    BESTOW,
    CAST_ONLY_BY_TRIGGER,
    ENTWINE,
    ESCALATE,
    FORETELL,
    PLOT,
    SUSPEND_CAST,
    ActivatedAbility,
    AdditionalCost,
    AdditionalLandEachTurn,
    AlternativeCost,
    CastOnlyIf,
    PlayExiledWithThis,
    PlayLandsFrom,
    SelfCostModifier,
    SpellAbility,
    StaticAbility,
)
from manastack.model.card import CardDef, per_card
from manastack.model.costs import Cost, TapSelf
from manastack.model.effects import DIVIDED, Effect
from manastack.model.filters import ObjectFilter, TargetSpec, counted_specs
from manastack.model.types import CardType, FaceDown, Keyword, Zone
from manastack.rules.activation import count_activation, sorcery_timing
from manastack.rules.amounts import amount_of
from manastack.rules.assist import can_pay_with_assist, pay_with_assist
from manastack.rules.commander import card_faces, commanders_in_command_zone, note_commander_cast
from manastack.rules.conditions import condition_holds
from manastack.rules.context import Ctx
from manastack.rules.convoke import can_pay_with_convoke, pay_convoke
from manastack.rules.costs import (
    Rewind,
    activation_mana_cost,
    add_costs,
    can_pay_cost_components,
    pay_cost_components,
    pay_other_costs,
    total_cost,
    untapped_creatures,
)
from manastack.rules.delve_improvise import can_pay_with_helpers, helper_count, pay_with_helpers
from manastack.rules.face_down import FACE_DOWN_CAST_COST, cast_face_down_as, morph_abilities
from manastack.rules.filters import chars_match
from manastack.rules.flash_permission import flash_permitted, has_flash_permission, use_flash_permission
from manastack.rules.foretell import foretold_casts
from manastack.rules.layers import base_chars, chars, functioning_abilities
from manastack.rules.log import record
from manastack.rules.mana import (
    ForAbility,
    activate_mana_ability,
    available_mana,
    can_activate,
    pay_mana,
    plan,
)
from manastack.rules.pipeline import happened
from manastack.rules.plot import plotted_casts
from manastack.rules.reducing_permanents import Payable, can_pay_reduced, choose_reducer, reducer_of, reducing_part
from manastack.rules.relations import related
from manastack.rules.split_second import split_second_on_stack
from manastack.rules.targets import become_targets, can_choose_targets, choose_targets, legal_targets, spell_targets
from manastack.rules.zones import move
from manastack.state.characteristics import Chars
from manastack.state.game_state import GameState
from manastack.state.objects import GameObject

FREE = "without paying its mana cost"  # 118.9: the alternative cost an effect may offer
#: The ways of casting without paying the mana cost (118.9): an effect's, suspend's (702.62d) and a
#: plotted card's (702.170d).
WITHOUT_MANA_COST = frozenset({FREE, SUSPEND_CAST, PLOT})
#: The ways to cast a card face down, as announced (702.37c, 702.168b).
FACE_DOWN_CASTS = frozenset({FaceDown.MORPH.value, FaceDown.MEGAMORPH.value, FaceDown.DISGUISE.value})


def castable(state: GameState, player: int) -> list[CastSpell]:
    """Spells the player could begin to cast now: timing (307.1, 702.8 flash), at least one legal
    target for each requirement (601.2c) and a way to pay the total cost (with X = 0). A card with
    an alternative cost usable from its zone (flashback from the graveyard, 702.34a) is offered
    once per way of casting it ("Cast Think Twice with flashback")."""
    out: list[CastSpell] = []
    p = state.players[player]
    cands: list[tuple[int, bool, str]] = []
    for cid in p.hand:
        cands += [(cid, other, alt) for other, alt in _hand_casts(state.objects.peek(cid).card)]
    for cid in state.exile:
        o = state.objects.peek(cid)
        if o.owner == player and o.chosen.get("adventure"):
            cands.append((cid, False, ""))  # 715.3d: cast the creature from exile
    cands += [(cid, False, FORETELL) for cid in foretold_casts(state, player)]  # 702.143a
    cands += [(cid, False, PLOT) for cid in plotted_casts(state, player)]  # 702.170d
    cands += [(cid, False, "") for cid in commanders_in_command_zone(state, player)]  # 903.8
    for cid in playable_from_exile(state, player):
        if not state.objects.peek(cid).chosen.get("adventure"):
            for how in _exile_permission_costs(state, player, cid):
                cands.append((cid, False, how))  # a permission effect ("you may play it")
                if state.objects.peek(cid).card.other_face is not None:
                    cands.append((cid, True, how))
    for cid in p.graveyard:
        ways = _graveyard_casts(state.objects.peek(cid).card)
        if ways:  # most cards have none
            cands += [(cid, other, alt) for other, alt in ways]
    # Most candidates are lands (305.1) or can't be cast now for their timing (307.1): a card's
    # main face is skipped on what it says, before can_cast's full look.
    instant_speed_only = not sorcery_timing(state, player) and not has_flash_permission(state, player)
    for cid, adv, alt in cands:
        if not adv and not alt:
            timing = _cast_timing(_probe(state.objects.peek(cid), False).face)
            if timing == _Timing.NEVER or timing == _Timing.SORCERY and instant_speed_only:
                continue
        if can_cast(state, player, cid, adv, alt):
            out.append(CastSpell(cid, adv, alt))
    return out


@per_card
def _graveyard_casts(card: CardDef) -> tuple[tuple[bool, str], ...]:
    """The ways a card may be cast from a graveyard by what it says, as (other face, alternative
    cost): its aftermath half (702.127a), and its alternative costs that work there — flashback
    only if the resulting spell is an instant or sorcery spell (702.34a), casting transformed
    (disturb) only a card that can be (702.146a, 712.8c)."""
    out: list[tuple[bool, str]] = []
    if card.halves is not None and card.halves[1].has_keyword(Keyword.AFTERMATH):
        out.append((True, ""))
    for a in alternative_costs(card):
        if a.zone is Zone.GRAVEYARD and (not a.exile_on_leaving_stack or card.types & {CardType.INSTANT, CardType.SORCERY}) and (
            not a.transformed or _casts_transformed(card, a.name)
        ):
            out.append((False, a.name))
    return tuple(out)


class _Timing:
    """When a face may be cast by its own text: never (a land, 305.1), any time it has priority
    (an instant, flash: 307.1, 702.8a), or with a sorcery's timing (307.1). Plain constants, not
    an Enum: read for every card considered (docs/architecture.md, "Hot paths")."""

    NEVER: Final = "never"
    ANY_TIME: Final = "any time"
    SORCERY: Final = "sorcery"


@per_card
def _cast_timing(face: CardDef) -> str:
    if CardType.LAND in face.types:
        return _Timing.NEVER
    if CardType.INSTANT in face.types or face.has_keyword(Keyword.FLASH):
        return _Timing.ANY_TIME
    return _Timing.SORCERY


@per_card
def _hand_casts(card: CardDef) -> tuple[tuple[bool, str], ...]:
    """The ways to cast ``card`` from a hand, as (other face, alternative cost): its main face;
    each alternative cost usable from a hand (a miracle cost is paid only by its triggered
    ability, 702.94a); face down, by each morph or disguise ability (702.37a, 702.168a); its other
    face."""
    ways = [(False, "")]
    ways += [(False, a.name) for a in alternative_costs(card) if a.zone is Zone.HAND and a.name not in CAST_ONLY_BY_TRIGGER]
    ways += [(False, m.kind.value) for m in morph_abilities(card)]
    if card.other_face is not None:
        ways.append((True, ""))
    return tuple(ways)


def _exile_permission_costs(state: GameState, player: int, cid: int) -> list[str]:
    """How the permissions for a card in exile let ``player`` cast it: "" (paying its costs) and/or
    FREE ("you may cast that card without paying its mana cost", 118.9)."""
    out: list[str] = [""] if cid in _exiled_with_permanents(state, player) else []
    for perm in state.play_permissions:
        if perm.player == player and perm.card_id == cid and perm.lasts(state.turn):
            how = FREE if perm.without_paying else ""
            if how not in out:
                out.append(how)
    return out


def _exiled_with_permanents(state: GameState, player: int) -> list[int]:
    """CR 607.2a: the cards in exile that permanents ``player`` controls exiled with a linked
    ability and whose "You may play lands and cast spells from among cards exiled with CARDNAME"
    applies."""
    return [
        link.card_id
        for oid, _i, ab, c in functioning_abilities(state, StaticAbility)
        if isinstance(ab.effect, PlayExiledWithThis) and c.controller == player and (ab.condition is None or condition_holds(state, ab.condition, player, oid))
        for link in state.exile_links
        if link.source_id == oid and link.card_id in state.exile
    ]


def alternative_costs(face: CardDef) -> tuple[AlternativeCost, ...]:
    """The alternative costs a card offers (CR 118.9)."""
    return tuple(a for a in face.abilities if isinstance(a, AlternativeCost))


def _alt(face: CardDef, alt: str, card: CardDef | None = None) -> AlternativeCost | None:
    """The alternative cost ``alt`` of the face cast, or of its card's front face for a card cast
    with its back face up (disturb: the front face's ability, 702.146a)."""
    if not alt or alt in WITHOUT_MANA_COST or alt in FACE_DOWN_CASTS:
        return None
    found = next((a for a in alternative_costs(face) + (alternative_costs(card) if card is not None else ()) if a.name == alt), None)
    if found is None:
        raise ValueError(f"{face.name} has no alternative cost {alt!r}")
    return found


def _additional_costs(face: CardDef) -> tuple[AdditionalCost, ...]:
    return tuple(a for a in face.abilities if isinstance(a, AdditionalCost))


def spell_cost(
    face: CardDef, alt: str, optional_paid: tuple[str, ...] = (), picks: tuple[int, ...] = (), modes: tuple[int, ...] = (), card: CardDef | None = None,
) -> tuple[ManaCost, tuple[Cost, ...]]:
    """CR 601.2f: the mana part of the mana cost or alternative cost plus the additional costs paid
    (mandatory ones and the optional ones announced), before increases and reductions; and the
    non-mana components to pay (601.2h). Cast "without paying its mana cost", the base is {0}.
    ``picks``: for each additional cost that is a choice between costs ("sacrifice an artifact or
    creature or pay {4}"), in order, the index of the cost announced (601.2b; default the first).
    ``modes``: the modes chosen; a mode with a cost (spree's "+ {2} —", 700.2h, 702.172a) adds it
    as an additional cost, and escalate's cost is added once for each mode beyond the first (702.120a).
    ``card``: the card cast, whose front face offers the alternative cost of a card cast transformed."""
    a = _alt(face, alt, card)
    if alt in WITHOUT_MANA_COST:
        base = ManaCost()
    elif alt in FACE_DOWN_CASTS:
        base = FACE_DOWN_CAST_COST  # 702.37a, 702.168a: {3} rather than its mana cost
    elif a is not None and a.plus_mana_cost:
        assert face.mana_cost is not None  # 702.81a, 702.133a: its mana cost, plus the other costs
        base = add_costs(face.mana_cost, a.cost.mana)
    elif a is not None:
        base = a.cost.mana or ManaCost()
    else:
        assert face.mana_cost is not None
        base = face.mana_cost
    components: list[Cost] = [a.cost] if a is not None else []
    choice_no = 0
    for ad in _additional_costs(face):
        if ad.choices:
            picked = ad.choices[picks[choice_no] if choice_no < len(picks) else 0]
            choice_no += 1
            base = add_costs(base, picked.mana)
            components.append(picked)
        else:
            # 702.33c: an optional cost is paid as many times as it was announced (multikicker);
            # 702.120a: escalate's, once for each mode chosen beyond the first.
            times = optional_paid.count(ad.name) if ad.optional else max(0, len(modes) - 1) if ad.name == ESCALATE else 1
            for _ in range(times):
                base = add_costs(base, ad.cost.mana)
                components.append(ad.cost)
    sa = face.spell_ability_for(alt) if modes else None
    for m in modes:
        extra = sa.modes[m].cost if sa is not None else None
        if extra is not None:
            base = add_costs(base, extra.mana)
            if extra.parts:
                components.append(extra)
    return base, tuple(components)


def _cheapest_mode_sets(state: GameState, sa: SpellAbility | None, player: int, source: int) -> list[tuple[int, ...]]:
    """The mode choices to try when asking whether a spell could be cast: none needed unless a mode
    has a cost (700.2h, spree); then each single mode whose targets can be chosen (the spell can be
    cast if one of them can be paid for)."""
    if sa is None or not any(m.cost is not None for m in sa.modes):
        return [()]
    return [(i,) for i, m in enumerate(sa.modes) if can_choose_targets(state, m.targets, player, source)]


def cost_choice_combinations(face: CardDef) -> list[tuple[int, ...]]:
    """Every way to announce the choices between additional costs (CR 601.2b, 118.8): one index per
    additional cost with ``choices``; ``[()]`` when there are none."""
    return [tuple(p) for p in product(*(range(len(ad.choices)) for ad in _additional_costs(face) if ad.choices))]


def _can_pay_components(state: GameState, player: int, components: tuple[Cost, ...], card: int) -> bool:
    """Whether the non-mana components can be paid by a spell about to be cast from ``card`` (a card
    in hand being cast can't be discarded to pay its own cost)."""
    return all(can_pay_cost_components(state, player, c, card) for c in components)


def can_cast(state: GameState, player: int, cid: int, other_face: bool = False, alt: str = "", *, ignore_timing: bool = False) -> bool:
    """Could the player begin casting card ``cid`` this way now (CR 601.2, 307.1; during resolution,
    608.2g, ``ignore_timing``)? ``other_face``: its Adventure, its modal back face or a split card's
    right half (712.11c, 709.3a: only the face cast is evaluated)."""
    if split_second_on_stack(state):
        return False  # 702.61a: no other spell while a spell with split second is on the stack
    o = state.objects.peek(cid)
    probe = _probe(o, other_face, alt)
    face = probe.face  # 708.4: a card cast face down is a face-down spell
    timing = _cast_timing(face)
    if timing == _Timing.NEVER:
        return False
    if face.has_keyword(Keyword.AFTERMATH) and o.zone is not Zone.GRAVEYARD:
        return False  # 702.127a: cast only from a graveyard
    if not ignore_timing and timing == _Timing.SORCERY and not sorcery_timing(state, player) and not flash_permitted(state, player, cid, base_chars(probe)):
        return False
    if face.mana_cost is None and not alt:
        return False  # 202.1b: no mana cost, can't be cast by paying it
    if not _allowed_by_its_text(state, face, player, cid):
        return False
    chosen_alt = _alt(face, alt, o.card)
    if chosen_alt is not None and chosen_alt.condition is not None and not condition_holds(state, chosen_alt.condition, player, cid):
        return False  # 118.9, 601.2b: "If you control a Forest, you may … rather than pay …"
    fc = base_chars(probe)
    sa = face.spell_ability_for(alt)
    # Both are needed; paying is asked first, as it fails far more often (a card in hand costing
    # more than its owner's lands make) than choosing targets does.
    if not _some_way_to_pay(state, player, o, face, fc, sa, alt):
        return False
    if sa is not None and sa.modes:
        return any(can_choose_targets(state, sa.modes[i].targets, player, cid) for i in range(len(sa.modes)))
    return can_choose_targets(state, spell_targets(fc, sa), player, cid)


def _some_way_to_pay(state: GameState, player: int, o: GameObject, face: CardDef, fc: Chars, sa: SpellAbility | None, alt: str) -> bool:
    """CR 601.2b, 601.2f–h: whether some choice of the spell's costs (additional costs, modes
    with the fewest targets) has a total cost the player can pay, with X = 0."""
    cid = o.id
    for picks, modes in product(cost_choice_combinations(face), _cheapest_mode_sets(state, sa, player, cid)):
        base, components = spell_cost(face, alt, (), picks, modes, card=o.card)
        if not _can_pay_components(state, player, components, cid):
            continue
        cost = total_cost(state, base, fc, player, o.zone, 0, source=cid, could_target=could_target(state, fc, sa, player, cid))
        if any_mana_type_permitted(state, player, cid):
            cost = as_any_type(cost)
        reducer = reducing_part(components)
        if can_pay_reduced(state, player, reducer, cid, cost, _mana_payable(state, player, fc)) if reducer is not None else _payable(state, player, cost, fc, face):
            return True
    return False


def _allowed_by_its_text(state: GameState, face: CardDef, player: int, cid: int) -> bool:
    """CR 601.3: "Cast this spell only if [condition]" prohibits casting it unless the condition holds."""
    return all(
        condition_holds(state, ab.effect.condition, player, cid) for ab in face.abilities if isinstance(ab, StaticAbility) and isinstance(ab.effect, CastOnlyIf)
    )


def _payable(state: GameState, player: int, cost: ManaCost, fc: Chars | None, face: CardDef | None) -> bool:
    """Whether the spell's total cost can be paid: with mana (the automatic plan), or for a spell
    with convoke also by tapping creatures (CR 702.51a), with delve or improvise also by exiling
    cards from the graveyard or tapping artifacts (702.66a, 702.126a). ``face`` None: an
    ability's cost, mana only."""
    if face is not None and face.has_keyword(Keyword.CONVOKE):
        return can_pay_with_convoke(state, player, cost, fc)
    if face is not None and face.has_keyword(Keyword.ASSIST) and fc is not None:
        return can_pay_with_assist(state, player, cost, fc)
    if face is not None and helper_count(state, player, face):
        return can_pay_with_helpers(state, player, cost, fc, face)
    return plan(state, player, cost, fc) is not None


def _mana_payable(state: GameState, player: int, fc: Chars) -> Payable:
    """Whether a cost can be paid with mana, the object excluded from paying it (CR 118.3)."""
    return lambda cost, exclude: plan(state, player, cost, fc, exclude=exclude) is not None


def any_mana_type_permitted(state: GameState, player: int, cid: int) -> bool:
    """Whether an effect lets ``player`` spend mana of any type to cast card ``cid`` from exile."""
    return cid in state.exile and any(p.card_id == cid and p.player == player and p.any_mana_type for p in state.play_permissions)


def as_any_type(cost: ManaCost) -> ManaCost:
    """CR 609.4b: mana "of any type can be spent" — only how the cost may be paid changes: every
    colored, colorless or hybrid symbol can be paid with one mana of any type (a Phyrexian symbol
    still also allows its life payment); {X} is unchanged. The spell's mana cost isn't changed."""
    generic = cost.generic
    symbols: list[ManaSymbol] = []
    for s in cost.symbols:
        if s.x or s.options == (SNOW,):  # {S} needs mana from a snow source, of any type already (107.4h)
            symbols.append(s)
        elif s.phyrexian:
            symbols.append(ManaSymbol(("1",), phyrexian=True))
        else:
            generic += 1
    return ManaCost(generic=generic, symbols=tuple(symbols))


def could_target(state: GameState, fc: Chars, sa: SpellAbility | None, player: int, source: int) -> frozenset[int] | None:
    """The legal target candidates of a spell not yet cast, for its own target-dependent cost
    modifiers ("costs {3} less to cast if it targets a tapped creature", 601.2f): None if it has
    none (nothing to compute)."""
    if not any(isinstance(ab, StaticAbility) and isinstance(ab.effect, SelfCostModifier) and ab.effect.if_targets is not None for ab in fc.abilities):
        return None
    specs = spell_targets(fc, sa) + (tuple(t for m in sa.modes for t in m.targets) if sa is not None else ())
    return frozenset(t for spec in specs for t in legal_targets(state, spec, player, source))


def _probe(o: GameObject, other_face: bool, alt: str = "") -> GameObject:
    """Card ``o`` as it would be cast this way (:func:`_turn_face`), to read and never change: ``o``
    itself when casting it this way turns nothing (most casts), else a copy."""
    turned = _cast_face(o.card, other_face, alt)
    if turned == (o.on_adventure_face, o.back_up, o.bestowed, o.half, o.face_down):
        return o
    p = o.copy()
    p.on_adventure_face, p.back_up, p.bestowed, p.half, p.face_down = turned
    return p


def _turn_face(o: GameObject, other_face: bool, alt: str) -> None:
    """Turn card ``o`` to the face it is cast with (:func:`_cast_face`)."""
    o.on_adventure_face, o.back_up, o.bestowed, o.half, o.face_down = _cast_face(o.card, other_face, alt)


def _cast_face(card: CardDef, other_face: bool, alt: str) -> tuple[bool, bool, bool, int | None, FaceDown | None]:
    """The face a card is cast with, as the object's (on_adventure_face, back_up, bestowed, half,
    face_down): its Adventure (715.3), its modal back face (712.11b), a split card's chosen half
    (709.3), its back face cast transformed (712.8c), bestowed (702.103b); face down, as its morph
    or disguise ability says (``alt``, 702.37c, 702.168b: turned face down before it is put on the
    stack, 708.4)."""
    if not other_face and not alt:  # most casts: its main face (a split card's left half), face up
        return False, False, False, 0 if card.halves is not None else None, None
    return (
        other_face and card.adventure is not None,
        (other_face and card.modal_dfc) or _casts_transformed(card, alt),
        alt == BESTOW,  # 702.103b: cast bestowed, an Aura spell with enchant creature
        int(other_face) if card.halves is not None else None,
        cast_face_down_as(card, alt),
    )


def _casts_transformed(card: CardDef, alt: str) -> bool:
    """CR 712.8c: cast "transformed" (disturb, 702.146a), a nonmodal double-faced card is a spell with
    its back face up; a card without a back face isn't (712.14a's reasoning: it stays as it is)."""
    return card.back_face is not None and not card.modal_dfc and any(a.name == alt and a.transformed for a in alternative_costs(card))


def cast_spell(ctx: Ctx, player: int, card: int, other_face: bool = False, alt: str = "") -> int:
    """CR 601.2: cast a spell (``alt``: the alternative cost announced, 601.2b). Returns the spell's
    id on the stack."""
    state = ctx.state
    o = state.objects[card]
    from_zone = o.zone
    any_type = any_mana_type_permitted(state, player, card)
    sid = move(ctx, card, Zone.STACK, controller=player, rules=("601.2a",), face_down=cast_face_down_as(o.card, alt))
    assert sid is not None
    s = state.objects[sid]
    s.controller = player
    s.cast_from = from_zone
    _turn_face(s, other_face, alt)
    s.alt_cost = alt or None
    face = s.face
    fc = base_chars(s)
    sa = s.spell_ability
    # 601.2b: optional additional costs (kicker, 702.33a), modes and X
    paid: list[str] = []
    for ad in _additional_costs(face):
        if ad.name == ENTWINE and not _every_mode_choosable(state, sa, player, sid):
            continue  # 702.42a, 700.2a: entwined, every mode is chosen — each needs its targets
        # 702.33c: a multikicker cost is offered again after each payment announced.
        while ad.optional and _optional_payable(state, player, face, alt, tuple(paid) + (ad.name,), fc, from_zone, sid, any_type):
            again = f" (paid {paid.count(ad.name)} times)" if ad.multi and ad.name in paid else ""
            ans = ctx.choose(Decision(player, DecisionKind.YES_NO, (Answer(True), Answer(False)), context=f"{face.name}: pay {ad.text or ad.name}{again}?",
                                      labels=(f"Pay {ad.text or ad.name}", f"Don't pay {ad.name}"), purpose=Purpose.OPTIONAL_COST, source=sid, about=ad.name))
            if not (isinstance(ans, Answer) and ans.yes):
                break
            paid.append(ad.name)
            if not ad.multi:
                break
    s.costs_paid = tuple(paid)
    picks = _choose_cost_choices(ctx, player, face, alt, s.costs_paid, fc, from_zone, sid, any_type)
    modes: tuple[int, ...] = ()
    if sa is not None and ENTWINE in s.costs_paid:
        modes = tuple(range(len(sa.modes)))  # 702.42a-b: all modes, in the order written
    elif sa is not None and sa.modes:
        # 700.2h: a mode with a cost can be chosen only if the spell's total cost could still be paid
        costed = any(m.cost is not None for m in sa.modes) or any(ad.name == ESCALATE for ad in _additional_costs(face))
        modes = choose_modes(ctx, player, sa, face.name, sid, affordable=(
            (lambda ms: _optional_payable(state, player, face, alt, s.costs_paid, fc, from_zone, sid, any_type, picks, ms)) if costed else None
        ))
    s.modes = modes
    base, components = spell_cost(face, alt, s.costs_paid, picks, modes, card=s.card)
    if base.x_count:
        # 107.3b: cast without paying a cost that includes X, X is 0.
        s.x = 0 if alt in WITHOUT_MANA_COST else _choose_x(ctx, player, sid, base, fc, from_zone, face.name, any_type, face, spell_targets(fc, sa, modes))
    # 601.2c: targets
    specs = spell_targets(fc, sa, modes, s.x)
    if specs:
        chosen = choose_targets(ctx, specs, player, sid, face.name)
        if chosen is None:
            raise Rewind()
        s.targets = chosen
        become_targets(ctx, sid)
    # 601.2d: the division of damage or counters among the targets
    effects = (sa.effects if sa else ()) + tuple(e for m in modes for e in (sa.modes[m].effects if sa else ()))
    divided = next((e for e in effects if isinstance(e, DIVIDED)), None)
    if divided is not None:
        s.division = _choose_division(ctx, player, s, amount_of(state, divided.amount, controller=player, source=sid, x=s.x), face.name)
    # 601.2f–h: total cost, mana abilities, payment (mana, then the other components)
    cost = total_cost(state, base, fc, player, from_zone, s.x, source=sid, targets=s.targets)
    if any_type:
        cost = as_any_type(cost)  # 609.4b
    if face.has_keyword(Keyword.CONVOKE):
        cost = pay_convoke(ctx, player, cost, face.name)
    cost = pay_with_helpers(ctx, player, cost, face)
    reducer = reducing_part(components)
    if reducer is not None:
        cost = choose_reducer(ctx, player, reducer, sid, cost, _mana_payable(state, player, fc), face.name)  # 702.119c, 702.180b
    cost = pay_with_assist(ctx, player, cost, fc, face, sid)
    s.mana_spent = pay_mana(ctx, player, cost, fc, face.name, exclude=reducer_of(state, sid))
    for c in components:
        s.sacrificed += tuple(pay_cost_components(ctx, player, c, sid))
    # 601.2i
    division = tuple((state.name_of(t), n) for t, n in zip(s.targets, s.division) if t != -1 and n)
    state.players[player].spells_cast_this_turn += 1
    use_flash_permission(state, player, sid)
    state.players[player].creature_spells_cast_this_turn += CardType.CREATURE in fc.types
    state.players[player].spell_types_this_turn += (fc.types,)
    note_commander_cast(state, player, sid, from_zone)  # 903.8: counted for the commander tax
    happened(ctx, SpellCast(player, sid, from_zone, s.targets, s.x, alt=alt, costs_paid=tuple(paid), division=division))
    return sid


def _optional_payable(
    state: GameState, player: int, face: CardDef, alt: str, paid: tuple[str, ...], fc: Chars, from_zone: Zone, sid: int, any_type: bool = False,
    picks: tuple[int, ...] | None = None, modes: tuple[int, ...] = (),
) -> bool:
    """Could the total cost be paid with these optional additional costs announced (601.2b)? An
    option that can't be paid isn't offered. ``picks``: the choices between additional costs
    announced (None: some way of announcing them)."""
    for p in cost_choice_combinations(face) if picks is None else [picks]:
        base, components = spell_cost(face, alt, paid, p, modes, card=state.objects[sid].card)
        if not _can_pay_components(state, player, components, sid):
            continue
        cost = total_cost(state, base.with_x(0), fc, player, from_zone, 0, source=sid, could_target=could_target(state, fc, face.spell_ability_for(alt), player, sid))
        if _payable(state, player, as_any_type(cost) if any_type else cost, fc, face):
            return True
    return False


def _choose_cost_choices(
    ctx: Ctx, player: int, face: CardDef, alt: str, paid: tuple[str, ...], fc: Chars, from_zone: Zone, sid: int, any_type: bool,
) -> tuple[int, ...]:
    """CR 601.2b, 118.8: for each additional cost that is a choice between costs ("sacrifice an
    artifact or creature or pay {4}"), the caster announces which one they will pay; only a choice
    with which the whole cost can still be paid is offered."""
    state = ctx.state
    choice_costs = [ad for ad in _additional_costs(face) if ad.choices]
    picks: tuple[int, ...] = ()
    for ad in choice_costs:
        rest = len(choice_costs) - len(picks) - 1
        ok: list[int] = []
        for i in range(len(ad.choices)):
            tails = [t[len(picks) + 1:] for t in cost_choice_combinations(face) if t[:len(picks) + 1] == picks + (i,)] if rest else [()]
            if any(_optional_payable(state, player, face, alt, paid, fc, from_zone, sid, any_type, picks + (i,) + t) for t in tails):
                ok.append(i)
        if not ok:
            raise Rewind()
        ans = ctx.choose(Decision(player, DecisionKind.PAY_COST, tuple(ChooseMode(i) for i in ok), context=f"{face.name}: choose an additional cost",
                                  labels=tuple(ad.choices[i].text() for i in ok), purpose=Purpose.ADDITIONAL_COST, source=sid))
        assert isinstance(ans, ChooseMode)
        picks += (ans.index,)
        record(state, AdditionalCostChosen(player, face.name, ad.choices[ans.index].text()))
    return picks


def _choose_division(ctx: Ctx, player: int, s: GameObject, amount: int, name: str) -> tuple[int, ...]:
    """CR 601.2d: the player announces how ``amount`` is divided among the chosen targets, each
    getting at least one. Returns one share per target slot (0 for an unused "up to" slot)."""
    ids = [t for t in s.targets if t != -1]
    if not ids:
        return ()
    opts = tuple(Divide(tuple(zip(ids, parts))) for parts in _compositions(amount, len(ids)))
    if not opts:
        raise Rewind()  # 601.2e: more targets than there is to divide — the cast is illegal
    ans = ctx.choose(Decision(player, DecisionKind.DIVIDE, opts, context=f"{name}: divide {amount} among the targets", purpose=Purpose.DIVIDE,
                              source=s.source_id if s.source_id is not None else s.id))
    assert isinstance(ans, Divide)
    shares = dict(ans.division)
    return tuple(shares.get(t, 0) for t in s.targets)


def divide_for_ability(ctx: Ctx, s: GameObject, effects: tuple[Effect, ...], player: int, name: str) -> None:
    """CR 602.2b, 603.3d: an activated or triggered ability that divides damage or counters among its targets
    has the division announced as it is put on the stack, as for a spell (601.2d)."""
    divided = next((e for e in effects if isinstance(e, DIVIDED)), None)
    if divided is not None and s.targets:
        amount = amount_of(ctx.state, divided.amount, controller=player, source=s.source_id if s.source_id is not None else s.id, x=s.x)
        s.division = _choose_division(ctx, player, s, amount, name)


def _compositions(total: int, parts: int) -> list[tuple[int, ...]]:
    """The ways to write ``total`` as an ordered sum of ``parts`` positive integers."""
    if parts == 1:
        return [(total,)] if total >= 1 else []
    return [(first,) + rest for first in range(1, total - parts + 2) for rest in _compositions(total - first, parts - 1)]


def castable_from(state: GameState, player: int, zone: Zone, flt: ObjectFilter, alt: str = "", cards: Sequence[int] | None = None) -> list[CastSpell]:
    """The spells an effect lets the player cast now from ``zone`` (CR 608.2g): cards there of the
    filter's types (the Adventure face of an adventurer card counts as what it is, 715.3) that have a
    legal target and a payable total cost, paying ``alt`` (FREE, or an alternative cost by name,
    madness 702.35a) if given; timing restrictions are ignored. ``cards``: only these cards the
    effect names, whoever owns them ("you may cast those cards"); otherwise the player's own."""
    out: list[CastSpell] = []
    for cid in list(state.zone_list(zone, player)) if cards is None else [c for c in cards if state.objects[c].zone is zone]:
        o = state.objects[cid]
        if cards is None and o.owner != player:
            continue
        for adv in (False, True) if o.card.other_face is not None else (False,):
            c = base_chars(_probe(o, adv))
            if not _offers_alt(o.card, alt):
                continue  # "for its madness cost": only a card with that alternative cost (118.9)
            if chars_match(state, cid, c, replace(flt, zone=zone), player, None) and can_cast(state, player, cid, adv, alt, ignore_timing=True):
                out.append(CastSpell(cid, adv, alt))
    return out


def _offers_alt(card: CardDef, alt: str) -> bool:
    """Whether ``card`` can be cast paying ``alt``: no alternative cost, a way of casting any card
    ("without paying its mana cost", face down), or an alternative cost it has by that name."""
    return not alt or alt in WITHOUT_MANA_COST or alt in FACE_DOWN_CASTS or any(a.name == alt for a in alternative_costs(card))


def _every_mode_choosable(state: GameState, sa: SpellAbility | None, player: int, source: int) -> bool:
    """Whether every mode of a modal spell could be chosen (700.2a: each mode's targets)."""
    return sa is not None and bool(sa.modes) and all(can_choose_targets(state, m.targets, player, source) for m in sa.modes)


def choose_modes(
    ctx: Ctx, player: int, sa: SpellAbility | ActivatedAbility, name: str, source: int, affordable: Callable[[tuple[int, ...]], bool] | None = None,
) -> tuple[int, ...]:
    """CR 601.2b, 700.2a: the controller chooses ``choose`` different modes ("choose one or both":
    at least ``at_least`` of them, then may stop, 700.2d); a mode whose targets can't be chosen
    can't be; "if [condition] as you cast this spell, you may choose both instead" (``choose_all_if``)
    offers every mode while it holds. 700.2d: "you may choose the same mode more than once" — a mode may be chosen again
    (it then appears that many times in sequence). ``affordable``: whether the spell could still be
    paid for with these modes chosen (modes with costs, 700.2h); a mode that would make it
    unpayable isn't offered."""
    chosen: list[int] = []
    repeat = isinstance(sa, SpellAbility) and sa.repeat_modes
    choose, at_least = sa.choose, sa.at_least
    if isinstance(sa, SpellAbility) and sa.choose_all_if is not None and condition_holds(ctx.state, sa.choose_all_if, player, source):
        choose, at_least = len(sa.modes), sa.choose  # "you may choose both instead" (601.2b)
    for _ in range(choose):
        opts: tuple[ChooseMode | Done, ...] = tuple(
            ChooseMode(i)
            for i, m in enumerate(sa.modes)
            if (repeat or i not in chosen) and can_choose_targets(ctx.state, m.targets, player, source)
            and (affordable is None or affordable(tuple(sorted((*chosen, i)))))
        )
        if not opts and chosen:
            break
        labels = tuple(sa.modes[o.index].text or f"Mode {o.index + 1}" for o in opts if isinstance(o, ChooseMode))
        if at_least is not None and len(chosen) >= at_least:
            opts += (Done(),)
            labels += ("no more modes",)
        ans = ctx.choose(Decision(player, DecisionKind.MODE, opts, context=f"{name}: choose a mode", labels=labels, purpose=Purpose.MODE, source=source))
        if isinstance(ans, Done):
            break
        assert isinstance(ans, ChooseMode)
        chosen.append(ans.index)
    return tuple(sorted(chosen))


def _choose_x(
    ctx: Ctx, player: int, source: int, cost: ManaCost, fc: Chars | None, from_zone: Zone, name: str, any_type: bool = False, face: CardDef | None = None,
    specs: tuple[TargetSpec, ...] = (),
) -> int:
    """CR 601.2b, 107.3a: the player announces X; the options are the values they could pay (for
    the spell ``face``, creatures tapped for convoke, cards exiled for delve and artifacts tapped
    for improvise pay too, 702.51a, 702.66a, 702.126a) and with which the target requirements
    ``specs`` can be met ("X target lands", 601.2c)."""
    state = ctx.state
    most = available_mana(state, player)
    if face is not None:
        most += (len(untapped_creatures(state, player)) if face.has_keyword(Keyword.CONVOKE) else 0) + helper_count(state, player, face)
    opts = []
    for x in range(0, most + 1):
        c = total_cost(state, cost, fc, player, from_zone, x, source=source) if fc is not None else cost.with_x(x)
        c = as_any_type(c) if any_type else c
        if _payable(state, player, c, fc, face) and can_choose_targets(state, counted_specs(specs, x), player, source):
            opts.append(ChooseNumber(x))
    if not opts:
        opts = [ChooseNumber(0)]
    ans = ctx.choose(Decision(player, DecisionKind.X, tuple(opts), context=f"{name}: choose X", purpose=Purpose.X, source=source))
    assert isinstance(ans, ChooseNumber)
    return ans.value


def activatable(state: GameState, player: int) -> list[Activate]:
    """Non-mana activated abilities the player can activate now (CR 602.5)."""
    out = [
        Activate(oid, i) for oid, i, ab, c in functioning_abilities(state, ActivatedAbility)
        if not ab.is_mana_ability and related(state, ab.activators, c.controller, player)  # 602.2
        and can_activate(state, player, oid, i, ab)
    ]
    for oid in state.players[player].hand + state.players[player].graveyard:
        o = state.objects.peek(oid)
        if o.owner != player or not _activates_off_battlefield(o.card):
            continue
        for i, ab in _activated_off_battlefield(o.face):  # its layer-1 abilities (base_chars)
            if ab.zone is o.zone and can_activate(state, player, oid, i, ab):
                out.append(Activate(oid, i))
    return out


@per_card
def _activates_off_battlefield(card: CardDef) -> bool:
    """Whether some face of ``card`` has such abilities (:func:`_activated_off_battlefield`): most
    cards in hands and graveyards are passed over without finding the face they have there."""
    return any(_activated_off_battlefield(f) for f in card_faces(card))


@per_card
def _activated_off_battlefield(face: CardDef) -> tuple[tuple[int, ActivatedAbility], ...]:
    """The face's activated abilities, other than mana abilities, that function from a hand or a
    graveyard (cycling, 702.29a; unearth, 702.84a), with their indices."""
    return tuple(
        (i, ab) for i, ab in enumerate(face.abilities)
        if isinstance(ab, ActivatedAbility) and ab.zone in (Zone.HAND, Zone.GRAVEYARD) and not ab.is_mana_ability
    )


def activate(ctx: Ctx, player: int, source: int, index: int) -> None:
    """CR 602.2: put the ability on the stack, choose targets and X, pay the cost."""
    state = ctx.state
    o = state.objects[source]
    c = chars(state, source) if o.zone is Zone.BATTLEFIELD else base_chars(o)
    ab = c.abilities[index]
    assert isinstance(ab, ActivatedAbility)
    if ab.is_mana_ability:
        activate_mana_ability(ctx, player, source, index)
        return
    sid = state.new_id()
    s = GameObject(id=sid, uid=sid, card=o.face, owner=player, controller=player, zone=Zone.STACK, ability=ab, source_id=source)
    state.objects[sid] = s
    state.stack.append(sid)
    count_activation(state, source, index)
    if ab.modes:
        # 602.2b, 601.2b, 700.2a: the modes are chosen as the ability is activated, before targets.
        s.modes = choose_modes(ctx, player, ab, c.name, source)
    specs = ab.targets + tuple(spec for m in s.modes for spec in ab.modes[m].targets)
    if ab.cost.mana is not None and ab.cost.mana.x_count:
        s.x = _choose_x(ctx, player, source, ab.cost.mana, None, Zone.BATTLEFIELD, c.name, specs=specs)
    specs = counted_specs(specs, s.x)
    if specs:
        chosen = choose_targets(ctx, specs, player, source, c.name, itself=sid)
        if chosen is None:
            raise Rewind()
        s.targets = chosen
        become_targets(ctx, sid)
    divide_for_ability(ctx, s, ab.effects + tuple(e for m in s.modes for e in ab.modes[m].effects), player, c.name)
    if ab.cost.mana is not None:
        mana_cost = activation_mana_cost(state, ab, player, source, s.x, targets=s.targets)  # 602.2b, 601.2f
        assert mana_cost is not None
        pay_mana(ctx, player, mana_cost, ForAbility(c), c.name, exclude=source if ab.cost.has(TapSelf) else None)
    # 113.7a, 608.2h: a cost that removes the source (sacrifice it, exile it from a graveyard)
    # leaves the ability its source's last known information, for the effects that use it ("this
    # creature deals 2 damage", scavenge's "this card's power", 702.97a).
    was = state.objects[source].zone if source in state.objects else None
    before = (state.objects[source].copy(), chars(state, source)) if was in (Zone.BATTLEFIELD, Zone.GRAVEYARD) else None
    uid = state.objects[source].uid if source in state.objects else None
    s.sacrificed = tuple(pay_other_costs(ctx, player, ab, source))
    if before is not None and (source not in state.objects or state.objects[source].zone is not was):
        s.source_lki = before
    if ab.keyword == "cycling" and uid is not None:
        # 702.29c: the card was cycled; "when you cycle this card" triggers where it wound up
        cycled = next((oid for oid, o in state.objects.items() if o.uid == uid and not o.is_copy), None)
        if cycled is not None:
            happened(ctx, Cycled(player, cycled))
    happened(ctx, AbilityActivated(source, player, ab.text, source_name=c.name, ability_id=sid))  # 602.2b


# ---- lands ----------------------------------------------------------------------------------------


def playable_lands(state: GameState, player: int) -> list[PlayLand]:
    """CR 305.2: a land from hand during the player's main phase with an empty stack, if they have
    a land play left; or from exile, a graveyard or the top of the library by a permission."""
    p = state.players[player]
    if not sorcery_timing(state, player) or p.lands_played >= p.land_plays + p.extra_land_plays + additional_land_plays(state, player):
        return []
    cands = p.hand + playable_from_exile(state, player, lands=True)
    zones = lands_playable_from(state, player)
    if Zone.GRAVEYARD in zones:
        cands = cands + p.graveyard
    if Zone.LIBRARY in zones and p.library:
        cands = cands + [p.library[0]]
    out: list[PlayLand] = []
    for c in cands:
        card = state.objects[c].card
        if CardType.LAND in card.types:
            out.append(PlayLand(c))
        if card.modal_dfc and card.back_face is not None and CardType.LAND in card.back_face.types:
            out.append(PlayLand(c, True))  # 712.12: the player chooses a land face
    return out


def additional_land_plays(state: GameState, player: int) -> int:
    """CR 305.2: the additional land plays on each of ``player``'s turns that static abilities of
    permanents they control give ("you may play an additional land on each of your turns")."""
    return sum(
        1 for oid, _i, ab, c in functioning_abilities(state, StaticAbility)
        if isinstance(ab.effect, AdditionalLandEachTurn) and c.controller == player
        and (ab.condition is None or condition_holds(state, ab.condition, player, oid))
    )


def lands_playable_from(state: GameState, player: int) -> frozenset[Zone]:
    """The zones besides the hand from which static abilities of permanents ``player`` controls
    let them play lands: "you may play lands from your graveyard" / "from the top of your library"
    (CR 305.1, 604.1; ``condition``: "as long as …")."""
    out: set[Zone] = set()
    for oid, _i, ab, c in functioning_abilities(state, StaticAbility):
        if isinstance(ab.effect, PlayLandsFrom) and c.controller == player:
            if ab.condition is None or condition_holds(state, ab.condition, player, oid):
                out.add(ab.effect.zone)
    return frozenset(out)


def playable_from_exile(state: GameState, player: int, lands: bool = False) -> list[int]:
    """The cards in exile that an effect lets ``player`` play now ("you may play it until the end
    of your next turn"): the permission lasts while the card stays in exile (400.7) and, if it
    has one, until the end of its last turn. ``lands``: permissions that allow playing a land
    (not "you may cast spells from among them")."""
    out: list[int] = list(dict.fromkeys(_exiled_with_permanents(state, player)))
    for perm in state.play_permissions:
        if lands and perm.spells_only:
            continue
        if perm.player == player and perm.card_id in state.exile and perm.lasts(state.turn):
            if perm.card_id not in out:
                out.append(perm.card_id)
    return out


def play_land(ctx: Ctx, player: int, card: int, other_face: bool = False) -> None:
    """CR 305.1: playing a land is a special action; the land enters the battlefield (with the
    chosen face up, 712.12)."""
    state = ctx.state
    state.players[player].lands_played += 1
    record(state, LandPlayed(player, card))
    move(ctx, card, Zone.BATTLEFIELD, controller=player, rules=("305.1",), transformed=other_face)


# ---- triggered abilities --------------------------------------------------------------------------
