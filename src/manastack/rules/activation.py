"""When a spell may be cast or an ability activated, apart from paying its mana (CR 117.1, 307.1,
602.5, 606.3): split second (702.61a), timing, once-per-turn and loyalty restrictions, conditions, targets and the
non-mana parts of the cost. :func:`manastack.rules.mana.mana_payable` answers the rest."""

from __future__ import annotations

from manastack.model.abilities import EXHAUST, ActivatedAbility, ActivationRestriction, StaticAbility
from manastack.rules.conditions import condition_holds
from manastack.rules.costs import can_pay_other_costs, can_pay_tap_cost
from manastack.rules.filters import affects
from manastack.rules.layers import chars, functioning_abilities
from manastack.rules.split_second import split_second_on_stack
from manastack.rules.targets import can_choose_targets
from manastack.state.game_state import GameState
from manastack.state.objects import GameObject


def sorcery_timing(state: GameState, player: int) -> bool:
    """CR 307.1: during a main phase of the player's own turn with an empty stack."""
    return state.is_active(player) and state.step.is_main and not state.stack


def loyalty_ability_allowed(state: GameState, player: int, oid: int) -> bool:
    """CR 606.3 (306.5d): a loyalty ability is activated only with the timing of a sorcery, and only
    if no loyalty ability of that permanent has been activated this turn."""
    if not sorcery_timing(state, player):
        return False
    o = state.objects.peek(oid)
    abilities = chars(state, oid).abilities
    loyalty = {i for i, ab in enumerate(abilities) if isinstance(ab, ActivatedAbility) and ab.is_loyalty_ability}
    return not any(n > 0 and i in loyalty for i, n in o.abilities_used_this_turn.items())


def activation_allowed(state: GameState, player: int, oid: int, i: int, ab: ActivatedAbility) -> bool:
    """CR 602.5: may ``player`` activate ability ``i`` of ``oid`` now, its mana cost and targets
    aside (:func:`manastack.rules.mana.can_activate` asks all three): the object is in the zone
    the ability works from, its timing, once-per-turn and loyalty restrictions (602.5b, 606.3),
    exhaust's "activate only once" (702.177a) and its condition allow it, no effect forbids it and
    its non-mana costs can be paid."""
    o = state.objects.peek(oid)  # read only
    if o.zone is not ab.zone:
        return False
    if not ab.is_mana_ability and split_second_on_stack(state):
        return False  # 702.61a
    if not ab.unrestricted and not _own_restrictions_allow(state, player, oid, i, ab, o):
        return False
    if activation_restricted(state, oid, ab):
        return False
    if ab.tap_only:
        return can_pay_tap_cost(state, oid)
    return can_pay_other_costs(state, player, ab, oid)


def _own_restrictions_allow(state: GameState, player: int, oid: int, i: int, ab: ActivatedAbility, o: GameObject) -> bool:
    """What the ability itself says of when it may be activated."""
    if ab.sorcery_speed and not sorcery_timing(state, player):
        return False
    if ab.is_loyalty_ability and not loyalty_ability_allowed(state, player, oid):
        return False
    if ab.max_per_turn and o.abilities_used_this_turn.get(i, 0) >= ab.max_per_turn:
        return False
    if ab.keyword == EXHAUST and i in o.exhausted:
        return False
    return ab.condition is None or condition_holds(state, ab.condition, player, oid)


def targets_choosable(state: GameState, player: int, oid: int, ab: ActivatedAbility) -> bool:
    """CR 601.2c, 602.2b: the ability's targets can be chosen, and for a modal one some mode's
    (700.2a: a mode without legal targets can't be chosen)."""
    if ab.unrestricted:
        return True  # no target, no mode
    if not can_choose_targets(state, ab.targets, player, oid):
        return False
    return not ab.modes or any(can_choose_targets(state, m.targets, player, oid) for m in ab.modes)


def activation_restricted(state: GameState, oid: int, ab: ActivatedAbility) -> bool:
    """CR 602.5: "its activated abilities can't be activated" — a static ability of a permanent or
    an emblem (114.4; its condition holding now) affects ``oid``; "unless they're mana abilities"
    spares those. Read from the functioning static abilities, cached per state version."""
    for src, _, s, sc in functioning_abilities(state, StaticAbility):
        if not isinstance(s.effect, ActivationRestriction) or (s.effect.except_mana and ab.is_mana_ability):
            continue
        if s.condition is not None and not condition_holds(state, s.condition, sc.controller, src):
            continue
        if affects(state, s.effect.affected, src, sc.controller, oid):
            return True
    return False


def count_activation(state: GameState, oid: int, i: int) -> None:
    """Ability ``i`` of ``oid`` is activated: counted for "activate only once each turn" (602.5b)
    and the one loyalty ability a turn (606.3) — a mana ability's activations too (605.3); an exhaust
    ability is remembered for as long as the object exists (702.177a, 400.7)."""
    o = state.objects[oid]
    o.abilities_used_this_turn[i] = o.abilities_used_this_turn.get(i, 0) + 1
    abilities = chars(state, oid).abilities
    ab = abilities[i] if i < len(abilities) else None
    if isinstance(ab, ActivatedAbility) and ab.keyword == EXHAUST:
        o.exhausted |= {i}


__all__ = ["activation_allowed", "activation_restricted", "count_activation", "loyalty_ability_allowed", "sorcery_timing", "targets_choosable"]
