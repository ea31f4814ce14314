"""Casting spells (CR 601), activating abilities (602), mana abilities (605), playing lands (305)
and putting triggered abilities on the stack (603.3).

The steps of 601.2 are followed in order: the card moves to the stack (a), modes and X are
chosen (b), targets (c), the total cost is determined (f), mana abilities may be activated (g),
the cost is paid (h), and the spell becomes cast (i). Each choice is a decision. Cancelling
rewinds to the state before casting began.
"""

from __future__ import annotations

from manastack.actions import (
    Activate,
    CastSpell,
    ChooseMode,
    ChooseNumber,
    Decision,
    DecisionKind,
    PlayLand,
)
from manastack.mana import ManaCost
from manastack.model.abilities import ActivatedAbility, Enchant, SpellAbility, TriggeredAbility, TriggerEvent
from manastack.model.effects import AddMana, Effect
from manastack.model.filters import TargetKind, TargetSpec
from manastack.model.types import CardType, Keyword, Zone
from manastack.rules import events as ev
from manastack.rules.amounts import Resolving
from manastack.rules.conditions import condition_holds
from manastack.rules.context import Ctx
from manastack.rules.costs import (
    available_mana,
    can_pay_other_costs,
    pay_mana,
    pay_other_costs,
    plan,
    total_cost,
)
from manastack.rules.layers import Chars, base_chars, chars
from manastack.rules.targets import can_choose_targets, choose_targets
from manastack.rules.triggers import Happened, fire
from manastack.state.game_state import GameState, PendingTrigger
from manastack.state.objects import GameObject

# ---- timing -------------------------------------------------------------------------------------


def sorcery_timing(state: GameState, player: int) -> bool:
    """CR 307.1: during a main phase of the player's own turn with an empty stack."""
    return state.is_active(player) and state.step.is_main and not state.stack


def _spell_targets(face_chars: Chars, sa: SpellAbility | None, modes: tuple[int, ...] = ()) -> tuple[TargetSpec, ...]:
    specs: tuple[TargetSpec, ...] = ()
    for ab in face_chars.abilities:
        if isinstance(ab, Enchant):  # 303.4a: an Aura spell targets what it will enchant
            specs += (TargetSpec(TargetKind.OBJECT, ab.filter, description=f"enchant {ab.filter.describe()}"),)
    if sa is not None:
        specs += sa.targets
        for m in modes:
            specs += sa.modes[m].targets
    return specs


def castable(state: GameState, player: int) -> list[CastSpell]:
    """Spells the player could begin to cast now: timing (307.1, 702.8 flash), at least one legal
    target for each requirement (601.2c) and a way to pay the total cost (with X = 0)."""
    out: list[CastSpell] = []
    p = state.players[player]
    cands: list[tuple[int, bool]] = []
    for cid in p.hand:
        cands.append((cid, False))
        if state.objects[cid].card.adventure is not None:
            cands.append((cid, True))
    for cid in state.exile:
        o = state.objects[cid]
        if o.owner == player and o.chosen.get("adventure"):
            cands.append((cid, False))  # 715.4: cast the creature from exile
    for cid, adv in cands:
        o = state.objects[cid]
        face = o.card.adventure if adv and o.card.adventure else o.card
        if CardType.LAND in face.types:
            continue
        is_instant = CardType.INSTANT in face.types or face.has_keyword(Keyword.FLASH)
        if not is_instant and not sorcery_timing(state, player):
            continue
        if face.mana_cost is None:
            continue  # 202.1b: no mana cost, can't be cast by paying it
        fc = base_chars(_probe(o, adv))
        sa = face.spell_ability
        if sa is not None and sa.modes:
            if not any(can_choose_targets(state, sa.modes[i].targets, player, cid) for i in range(len(sa.modes))):
                continue
        elif not can_choose_targets(state, _spell_targets(fc, sa), player, cid):
            continue
        cost = total_cost(state, face.mana_cost, fc, player, o.zone, 0)
        if plan(state, player, cost, fc) is None:
            continue
        out.append(CastSpell(cid, adv))
    return out


def _probe(o: GameObject, adventure: bool) -> GameObject:
    p = o.copy()
    p.on_adventure_face = adventure
    return p


def cast_spell(ctx: Ctx, player: int, card: int, adventure: bool = False) -> int:
    """CR 601.2: cast a spell. Returns the spell's id on the stack."""
    state = ctx.state
    o = state.objects[card]
    from_zone = o.zone
    sid = ev.move(ctx, card, Zone.STACK, controller=player, rules=("601.2a",))
    assert sid is not None
    s = state.objects[sid]
    s.controller = player
    s.cast_from = from_zone
    s.on_adventure_face = adventure
    face = s.face
    fc = base_chars(s)
    sa = face.spell_ability
    # 601.2b: modes and X
    modes: tuple[int, ...] = ()
    if sa is not None and sa.modes:
        modes = _choose_modes(ctx, player, sa, face.name, sid)
    s.modes = modes
    assert face.mana_cost is not None
    if face.mana_cost.x_count:
        s.x = _choose_x(ctx, player, face.mana_cost, fc, from_zone, face.name)
    # 601.2c: targets
    specs = _spell_targets(fc, sa, modes)
    if specs:
        chosen = choose_targets(ctx, specs, player, sid, face.name)
        if chosen is None:
            from manastack.rules.costs import Rewind

            raise Rewind()
        s.targets = chosen
    # 601.2f–h: total cost, mana abilities, payment
    cost = total_cost(state, face.mana_cost, fc, player, from_zone, s.x)
    pay_mana(ctx, player, cost, fc, face.name)
    # 601.2i
    state.emit(
        "spell_cast",
        ("601.2i",),
        player=state.players[player].name,
        card=face.name,
        card_id=sid,
        **{"from": from_zone.value},
        targets=[state.name_of(t) for t in s.targets if t != -1],
        x=s.x,
    )
    fire(ctx, Happened(TriggerEvent.CAST, obj=sid, player=player))
    return sid


def _choose_modes(ctx: Ctx, player: int, sa: SpellAbility, name: str, source: int) -> tuple[int, ...]:
    chosen: list[int] = []
    for _ in range(sa.choose):
        opts = tuple(
            ChooseMode(i)
            for i, m in enumerate(sa.modes)
            if i not in chosen and can_choose_targets(ctx.state, m.targets, player, source)
        )
        labels = tuple(sa.modes[o.index].text or f"Mode {o.index + 1}" for o in opts)
        ans = ctx.choose(Decision(player, DecisionKind.MODE, opts, context=f"{name}: choose a mode", labels=labels))
        assert isinstance(ans, ChooseMode)
        chosen.append(ans.index)
    return tuple(sorted(chosen))


def _choose_x(ctx: Ctx, player: int, cost: ManaCost, fc: Chars | None, from_zone: Zone, name: str) -> int:
    """CR 601.2b, 107.3a: the player announces X; the options are the values they could pay."""
    state = ctx.state
    most = available_mana(state, player)
    opts = []
    for x in range(0, most + 1):
        c = total_cost(state, cost, fc, player, from_zone, x) if fc is not None else cost.with_x(x)
        if plan(state, player, c, fc) is not None:
            opts.append(ChooseNumber(x))
    if not opts:
        opts = [ChooseNumber(0)]
    ans = ctx.choose(Decision(player, DecisionKind.X, tuple(opts), context=f"{name}: choose X"))
    assert isinstance(ans, ChooseNumber)
    return ans.value


# ---- activated abilities --------------------------------------------------------------------------


def _can_activate(state: GameState, player: int, oid: int, i: int, ab: ActivatedAbility) -> bool:
    o = state.objects[oid]
    if o.zone is not ab.zone:
        return False
    if ab.sorcery_speed and not sorcery_timing(state, player):
        return False
    if ab.is_loyalty_ability and not _loyalty_ability_allowed(state, player, oid):
        return False
    if ab.once_per_turn and o.abilities_used_this_turn.get(i, 0) >= 1:
        return False
    if ab.condition is not None and not condition_holds(state, ab.condition, player, oid):
        return False
    if not can_pay_other_costs(state, player, ab, oid):
        return False
    if not can_choose_targets(state, ab.targets, player, oid):
        return False
    if ab.cost.mana is not None and not ab.cost.mana.is_free():
        c = ab.cost.mana.with_x(0)
        from manastack.rules.costs import simple_sources

        if ab.cost.tap:
            # The source itself can't be tapped for mana to pay a cost that taps it.
            srcs = [s for s in simple_sources(state, player) if s.obj != oid]
            if len(state.players[player].mana_pool) + sum(s.amount for s in srcs) < c.mana_value:
                return False
        if plan(state, player, c, None) is None:
            return False
    return True


def _loyalty_ability_allowed(state: GameState, player: int, oid: int) -> bool:
    """CR 606.3 (306.5d): a loyalty ability is activated only with the timing of a sorcery, and only
    if no loyalty ability of that permanent has been activated this turn."""
    if not sorcery_timing(state, player):
        return False
    o = state.objects[oid]
    abilities = chars(state, oid).abilities
    loyalty = {i for i, ab in enumerate(abilities) if isinstance(ab, ActivatedAbility) and ab.is_loyalty_ability}
    return not any(n > 0 and i in loyalty for i, n in o.abilities_used_this_turn.items())


def activatable(state: GameState, player: int) -> list[Activate]:
    """Non-mana activated abilities the player can activate now (CR 602.5)."""
    out: list[Activate] = []
    for oid in list(state.battlefield) + state.players[player].hand + state.players[player].graveyard:
        o = state.objects[oid]
        c = chars(state, oid) if o.zone is Zone.BATTLEFIELD else base_chars(o)
        if (c.controller if o.zone is Zone.BATTLEFIELD else o.owner) != player:
            continue
        for i, ab in enumerate(c.abilities):
            if isinstance(ab, ActivatedAbility) and not ab.is_mana_ability and _can_activate(state, player, oid, i, ab):
                out.append(Activate(oid, i))
    return out


def activatable_mana_abilities(state: GameState, player: int) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for oid in state.battlefield:
        c = chars(state, oid)
        if c.controller != player:
            continue
        for i, ab in enumerate(c.abilities):
            if isinstance(ab, ActivatedAbility) and ab.is_mana_ability and _can_activate(state, player, oid, i, ab):
                out.append((oid, i))
    return out


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
    o.abilities_used_this_turn[index] = o.abilities_used_this_turn.get(index, 0) + 1
    if ab.cost.mana is not None and ab.cost.mana.x_count:
        s.x = _choose_x(ctx, player, ab.cost.mana, None, Zone.BATTLEFIELD, c.name)
    if ab.targets:
        chosen = choose_targets(ctx, ab.targets, player, source, c.name)
        if chosen is None:
            from manastack.rules.costs import Rewind

            raise Rewind()
        s.targets = chosen
    if ab.cost.mana is not None:
        pay_mana(ctx, player, ab.cost.mana.with_x(s.x), None, c.name, exclude=source if ab.cost.tap else None)
    pay_other_costs(ctx, player, ab, source)
    state.emit("ability_activated", ("602.2",), source=c.name, source_id=source, player=state.players[player].name, ability=ab.text)


def activate_mana_ability(ctx: Ctx, player: int, source: int, index: int, prefer: str | None = None) -> None:
    """CR 605.3: a mana ability is activated and resolves at once, without the stack. ``prefer``
    answers a choice of mana type for the automatic payment."""
    from manastack.rules.effects import execute

    state = ctx.state
    c = chars(state, source)
    ab = c.abilities[index]
    assert isinstance(ab, ActivatedAbility)
    if ab.cost.mana is not None and not ab.cost.mana.is_free():
        pay_mana(ctx, player, ab.cost.mana, None, c.name, exclude=source)
    pay_other_costs(ctx, player, ab, source)
    state.emit("ability_activated", ("605.3a",), source=c.name, source_id=source, player=state.players[player].name, ability=ab.text, mana_ability=True)
    res = Resolving(source, player, c.name, tapped_for_mana=ab.cost.tap)
    if prefer is not None:
        execute(ctx, _prefer(ab.effects, prefer), res)
    else:
        execute(ctx, ab.effects, res)


def _prefer(effects: tuple[Effect, ...], t: str) -> tuple[Effect, ...]:
    """The automatic payment's choice of mana type for a "one of" mana ability."""
    from dataclasses import replace

    from manastack.model.effects import AnyTypeCouldProduce, FixedMana, OneOf

    out: list[Effect] = []
    for e in effects:
        if isinstance(e, AddMana) and isinstance(e.produce, (OneOf, AnyTypeCouldProduce)):
            out.append(replace(e, produce=FixedMana((t,))))
        else:
            out.append(e)
    return tuple(out)


# ---- lands ----------------------------------------------------------------------------------------


def playable_lands(state: GameState, player: int) -> list[PlayLand]:
    """CR 305.2: a land from hand during the player's main phase with an empty stack, if they have
    a land play left."""
    p = state.players[player]
    if not sorcery_timing(state, player) or p.lands_played >= p.land_plays:
        return []
    return [PlayLand(c) for c in p.hand if CardType.LAND in state.objects[c].card.types]


def play_land(ctx: Ctx, player: int, card: int) -> None:
    """CR 305.1: playing a land is a special action; the land enters the battlefield."""
    state = ctx.state
    state.players[player].lands_played += 1
    state.emit("land_played", ("305.1",), player=state.players[player].name, card=state.name_of(card))
    ev.move(ctx, card, Zone.BATTLEFIELD, controller=player, rules=("305.1",))


# ---- triggered abilities --------------------------------------------------------------------------


def put_triggered_ability_on_stack(ctx: Ctx, t: PendingTrigger) -> bool:
    """CR 603.3: the ability goes on the stack under its controller; targets are chosen now and if
    a required target can't be chosen it is removed (603.3d)."""
    state = ctx.state
    ab: TriggeredAbility = t.ability
    sid = state.new_id()
    src = state.objects.get(t.source_id)
    card = src.face if src is not None else None
    from manastack.model.card import CardDef

    s = GameObject(
        id=sid, uid=sid, card=card or CardDef(name=t.source_name), owner=t.controller, controller=t.controller,
        zone=Zone.STACK, ability=ab, source_id=t.source_id, trigger=t.info,
    )
    s.x = t.info.spell_x
    state.objects[sid] = s
    state.stack.append(sid)
    if ab.targets:
        chosen = choose_targets(ctx, ab.targets, t.controller, t.source_id, t.source_name)
        if chosen is None:
            state.stack.remove(sid)
            del state.objects[sid]
            state.emit("ability_removed", ("603.3d",), source=t.source_name)
            return False
        s.targets = chosen
    state.emit("ability_put_on_stack", ("603.3",), source=t.source_name, source_id=t.source_id, controller=state.players[t.controller].name)
    return True

