"""Continuous effects from resolving spells and abilities (CR 611.2): creating them, ending those
whose source left the battlefield (611.2b), and the verbs that create them ("gets +2/+2 until end
of turn", "gains flying", "becomes a 3/6 Golem artifact creature", "can't block this turn", "if
that creature would die this turn, exile it instead", "if it would leave the battlefield, exile it
instead", "until end of turn, if you tap a land for
mana …").

The effect applies to the set of objects locked in as it began (611.2c); the layer system
(:mod:`manastack.rules.layers`) and the rules it modifies read it from ``state.effects``.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import replace

from manastack.actions import ChooseValue, Decision, DecisionKind, Purpose
from manastack.events import EffectDoesNothing, EffectEnded
from manastack.mana import Color
from manastack.model.abilities import (
    AddColorsStatic,
    AddTypesStatic,
    CombatRequirement,
    CombatRestriction,
    DoesntUntap,
    ExileInsteadOfDying,
    ExileInsteadOfLeaving,
    GrantAbilitiesStatic,
    GrantKeywordsStatic,
    ModifyPTStatic,
    RemoveKeywordsStatic,
    SetColorsStatic,
    SetCreatureTypesStatic,
    SetPTStatic,
    StaticEffect,
    SwitchPTStatic,
)
from manastack.model.effects import (
    WHILE_SOURCE,
    BecomeColorOfChoice,
    Becomes,
    CreateReplacement,
    Duration,
    ExileIfDies,
    ExileIfLeaves,
    GrantAbilities,
    KeepTapped,
    LoseAbilities,
    ModifyPT,
    Restrict,
    SetBasePT,
    SwitchPT,
)
from manastack.model.filters import AllMatching, AttachedTo, ControlledBy, ControlledByPlayer, ObjectFilter, ObjectRef
from manastack.rules.amounts import Resolving, objects_of, players_of, res_amount, signed_amount
from manastack.rules.combat_removal import remove_from_combat
from manastack.rules.context import Ctx
from manastack.rules.execute import verb
from manastack.rules.layers import chars
from manastack.rules.log import record
from manastack.state.effects import ActiveEffect, ContinuousEffect, ControlChange
from manastack.state.game_state import GameState


def add_effect(
    state: GameState, res: Resolving, duration: Duration, effect: ContinuousEffect, affected: frozenset[int] = frozenset(),
    *, same_timestamp: bool = False,
) -> None:
    """CR 611.2: a continuous effect from a resolving spell or ability, with its own timestamp
    (``same_timestamp``: another part of the effect just added, 613.7). 611.2b: an effect lasting
    "for as long as" its source remains on the battlefield does nothing if the source has already
    left (or, "for as long as you control [it]", if another player controls it)."""
    if duration in WHILE_SOURCE and (
        res.source not in state.battlefield
        or (duration is Duration.WHILE_SOURCE_TAPPED and not state.objects[res.source].tapped)
        or (duration is Duration.WHILE_YOU_CONTROL_SOURCE and chars(state, res.source).controller != res.controller)
    ):
        record(state, EffectDoesNothing(res.source_name))
        return
    ts = state.next_timestamp - 1 if same_timestamp else state.new_timestamp()
    state.effects.append(ActiveEffect(effect, res.source, res.controller, ts, duration, affected, res.source_name))
    state.version += 1


def end_effects_of_source(state: GameState, oid: int, *, untapped: bool = False) -> None:
    """CR 611.2b: a continuous effect lasting "for as long as [its source] remains on the
    battlefield" (or "remains tapped") ends as soon as the source leaves; one lasting "for as long
    as [its source] remains tapped" also ends as it untaps (``untapped``). A permanent whose
    controller changes back is removed from combat (506.4)."""
    _end_of_source(state, oid, frozenset({Duration.WHILE_SOURCE_TAPPED}) if untapped else WHILE_SOURCE)


def end_effects_of_lost_control(state: GameState) -> None:
    """CR 611.2b: an effect lasting "for as long as you control [its source]" ends as soon as
    another player controls the source (leaving the battlefield ends it too,
    :func:`end_effects_of_source`)."""
    lost = [
        e.source_id for e in state.effects
        if e.duration is Duration.WHILE_YOU_CONTROL_SOURCE and e.source_id in state.battlefield and chars(state, e.source_id).controller != e.controller
    ]
    for oid in dict.fromkeys(lost):
        _end_of_source(state, oid, frozenset({Duration.WHILE_YOU_CONTROL_SOURCE}))


def _end_of_source(state: GameState, oid: int, kinds: frozenset[Duration]) -> None:
    ending = [e for e in state.effects if e.duration in kinds and e.source_id == oid]
    if not ending:
        return
    before = _controllers(state, ending)
    state.effects = [e for e in state.effects if not any(e is x for x in ending)]
    state.version += 1
    record(state, EffectEnded(oid, len(ending)))
    for a in _control_changed(state, before):
        remove_from_combat(state, a)


def end_effects(state: GameState, duration: Duration, controllers: Collection[int] | None = None) -> int:
    """CR 514.2, 511.3: the effects that last ``duration`` end (only those ``controllers``
    control, if given: "until your next turn" as their turn begins); returns how many did."""
    count = len(state.effects)
    ending = [e for e in state.effects if e.duration is duration and (controllers is None or e.controller in controllers)]
    before = _controllers(state, ending)
    gone = {id(e) for e in ending}
    state.effects = [e for e in state.effects if id(e) not in gone]
    state.version += 1
    _control_changed(state, before)
    return count - len(state.effects)


def _controllers(state: GameState, ending: list[ActiveEffect]) -> dict[int, int]:
    """The controllers of the permanents a control-changing effect among ``ending`` affects."""
    return {a: chars(state, a).controller for e in ending if isinstance(e.effect, ControlChange) for a in e.affected if a in state.battlefield}


def _control_changed(state: GameState, before: dict[int, int]) -> list[int]:
    """The permanents whose controller changed as effects ended: they came under their new
    controller's control now (a moment of its own on the timestamp clock, for echo, 702.30a)."""
    changed = [a for a, ctl in before.items() if a in state.battlefield and chars(state, a).controller != ctl]
    if changed:
        now = state.new_timestamp()
        for a in changed:
            state.objects[a].controlled_since = now
    return changed


# ---- verbs ------------------------------------------------------------------------------------------


@verb(ModifyPT)
def _modify_pt(ctx: Ctx, e: ModifyPT, res: Resolving, did: bool) -> bool:
    """Layer 7c (613.4c) on the locked-in objects."""
    affected = frozenset(objects_of(ctx.state, e.what, res))
    if affected:
        add_effect(ctx.state, res, e.duration, ModifyPTStatic(AttachedTo(), res_amount(ctx.state, e.power, res), res_amount(ctx.state, e.toughness, res)), affected)
    return did


@verb(SwitchPT)
def _switch_pt(ctx: Ctx, e: SwitchPT, res: Resolving, did: bool) -> bool:
    """Layer 7d (613.4d) on the locked-in objects."""
    affected = frozenset(objects_of(ctx.state, e.what, res))
    if affected:
        add_effect(ctx.state, res, e.duration, SwitchPTStatic(AttachedTo()), affected)
    return did


@verb(GrantAbilities)
def _grant(ctx: Ctx, e: GrantAbilities, res: Resolving, did: bool) -> bool:
    """Layer 6 (613.1f): keywords, and other abilities whose own effects apply in their layers (to an
    object an earlier effect put onto the battlefield too, 400.7j)."""
    affected = frozenset(objects_of(ctx.state, e.what, res))
    if affected:
        if e.keywords or not e.abilities:
            add_effect(ctx.state, res, e.duration, GrantKeywordsStatic(AttachedTo(), e.keywords), affected)
        if e.abilities:
            add_effect(ctx.state, res, e.duration, GrantAbilitiesStatic(AttachedTo(), e.abilities), affected, same_timestamp=bool(e.keywords))
    return did


@verb(SetBasePT)
def _set_base_pt(ctx: Ctx, e: SetBasePT, res: Resolving, did: bool) -> bool:
    """Layer 7b: the values are determined once, now (608.2h); they may be negative (107.1b)."""
    affected = frozenset(objects_of(ctx.state, e.what, res))
    if affected:
        pv, tv = signed_amount(ctx.state, e.power, res), signed_amount(ctx.state, e.toughness, res)
        add_effect(ctx.state, res, e.duration, SetPTStatic(AttachedTo(), pv, tv), affected)
    return did


@verb(LoseAbilities)
def _lose_abilities(ctx: Ctx, e: LoseAbilities, res: Resolving, did: bool) -> bool:
    affected = frozenset(objects_of(ctx.state, e.what, res))
    if affected:
        add_effect(ctx.state, res, e.duration, RemoveKeywordsStatic(AttachedTo(), e.keywords), affected)
    return did


@verb(Restrict)
def _restrict(ctx: Ctx, e: Restrict, res: Resolving, did: bool) -> bool:
    """For every object a filter admits it modifies the rules, not characteristics (611.2c): the
    filter is checked when attackers or blockers are declared, not locked in now ("creatures that
    player controls": the player is). A restriction (508.1c, 509.1b) or a requirement (508.1d,
    509.1c). One that applies during a player's next turn waits for that turn (611.2a)."""
    state = ctx.state
    made: list[tuple[ContinuousEffect, frozenset[int]]] = []
    # "attacks that opponent this turn if able", "block this creature if able": the player or the
    # attacker is fixed as the effect begins (611.2c).
    whom = None
    if e.whom is not None:
        found = players_of(state, e.whom, res) if e.attack and e.requirement else objects_of(state, e.whom, res)
        if not found:
            return did
        whom = found[0]
    if isinstance(e.what, AllMatching):
        made.append((_combat_rule(e, e.what.filter, whom), frozenset()))
    elif isinstance(e.what, ControlledBy):
        for pid in players_of(state, e.what.player, res):
            f = replace(e.what.filter, predicates=(*e.what.filter.predicates, ControlledByPlayer(pid)))
            made.append((_combat_rule(e, f, whom), frozenset()))
    else:
        affected = frozenset(objects_of(state, e.what, res))
        if affected:
            made.append((_combat_rule(e, AttachedTo(), whom), affected))
    if e.next_turn_of is None:
        for rule, affected in made:
            add_effect(state, res, e.duration, rule, affected)
        return did
    for pid in players_of(state, e.next_turn_of, res):
        for rule, affected in made:
            waiting = ActiveEffect(rule, res.source, res.controller, state.new_timestamp(), Duration.END_OF_TURN, affected, res.source_name)
            state.waiting_effects += ((pid, waiting),)
    return did


def _combat_rule(e: Restrict, affected: ObjectFilter | AttachedTo, whom: int | None) -> CombatRestriction | CombatRequirement:
    if e.requirement:
        return CombatRequirement(affected, e.attack, e.block, attack_source=e.attack_source, whom=whom)
    return CombatRestriction(affected, e.attack, e.block, whom=whom)


def begin_waiting_effects(state: GameState) -> None:
    """CR 611.2a: effects that apply "during [a player]'s next turn" begin to apply as that turn
    begins (the turn of the player's team, 805.4), and end with it."""
    team = state.team_of(state.active).members
    due = [w for pid, w in state.waiting_effects if pid in team]
    if due:
        state.waiting_effects = tuple((pid, w) for pid, w in state.waiting_effects if pid not in team)
        state.effects += due
        state.version += 1


@verb(KeepTapped)
def _keep_tapped(ctx: Ctx, e: KeepTapped, res: Resolving, did: bool) -> bool:
    """CR 502.3, 611.2b-c: the locked-in permanents don't untap during their controller's untap
    step while the effect lasts (rules.turn reads it)."""
    affected = frozenset(objects_of(ctx.state, e.what, res))
    if affected:
        add_effect(ctx.state, res, e.duration, DoesntUntap(AttachedTo()), affected)
    return did


@verb(ExileIfDies)
def _exile_if_dies(ctx: Ctx, e: ExileIfDies, res: Resolving, did: bool) -> bool:
    _replace_for(ctx, res, e.what, e.duration, ExileInsteadOfDying(AttachedTo()))
    return did


@verb(ExileIfLeaves)
def _exile_if_leaves(ctx: Ctx, e: ExileIfLeaves, res: Resolving, did: bool) -> bool:
    _replace_for(ctx, res, e.what, e.duration, ExileInsteadOfLeaving())
    return did


def _replace_for(ctx: Ctx, res: Resolving, what: ObjectRef, duration: Duration, effect: StaticEffect) -> None:
    """A replacement effect for the referenced objects, locked in now (611.2c)."""
    affected = frozenset(objects_of(ctx.state, what, res))
    if affected:
        add_effect(ctx.state, res, duration, effect, affected)


@verb(CreateReplacement)
def _create_replacement(ctx: Ctx, e: CreateReplacement, res: Resolving, did: bool) -> bool:
    """611.2c: it modifies the rules for the events it describes; nothing is locked in."""
    add_effect(ctx.state, res, e.duration, e.effect)
    return did


@verb(BecomeColorOfChoice)
def _become_color_of_choice(ctx: Ctx, e: BecomeColorOfChoice, res: Resolving, did: bool) -> bool:
    """CR 105.3, 613.1e, 611.2c: the controller chooses a color as the effect begins; the locked-in
    objects become that color (it replaces their colors) for the duration."""
    affected = frozenset(objects_of(ctx.state, e.what, res))
    if not affected:
        return did
    ans = ctx.choose(Decision(
        res.controller, DecisionKind.CHOOSE_VALUE, tuple(ChooseValue(c.word) for c in Color),
        context=f"{res.source_name}: choose a color", purpose=Purpose.COLOR_OF_CHOICE, source=res.source,
    ))
    assert isinstance(ans, ChooseValue)
    color = next(c for c in Color if c.word == ans.value)
    add_effect(ctx.state, res, e.duration, SetColorsStatic(AttachedTo(), frozenset({color})), affected)
    return did


@verb(Becomes)
def _becomes(ctx: Ctx, e: Becomes, res: Resolving, did: bool) -> bool:
    """Layer 4 (types, 205.1), 5 (colors), 6 (keywords) and 7b (base P/T) of one effect, with one
    timestamp (613.7). The static data's own "affected" is unused: the locked-in set applies (611.2c);
    an object an earlier effect put onto the battlefield is found there (400.7j)."""
    affected = frozenset(objects_of(ctx.state, e.what, res))
    if not affected:
        return did
    parts: list[StaticEffect] = []
    if e.replaces_creature_types:
        # 205.1a–b: the creature types given replace the old ones; card types are added.
        parts.append(SetCreatureTypesStatic(AttachedTo(), e.subtypes))
        if e.types:
            parts.append(AddTypesStatic(AttachedTo(), e.types, ()))
    elif e.types or e.subtypes:
        parts.append(AddTypesStatic(AttachedTo(), e.types, e.subtypes))
    if e.colors is not None:
        parts.append(SetColorsStatic(AttachedTo(), e.colors))
    if e.added_colors:
        parts.append(AddColorsStatic(AttachedTo(), e.added_colors))
    if e.keywords:
        parts.append(GrantKeywordsStatic(AttachedTo(), e.keywords))
    if e.power is not None and e.toughness is not None:
        parts.append(SetPTStatic(AttachedTo(), e.power, e.toughness))
    for i, part in enumerate(parts):
        add_effect(ctx.state, res, e.duration, part, affected, same_timestamp=i > 0)
    return did


__all__ = ["add_effect", "end_effects", "end_effects_of_lost_control", "end_effects_of_source"]
