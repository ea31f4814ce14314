"""Executing the effect verbs of :mod:`manastack.model.effects` (CR 608.2c–d, 610, 611.2).

:func:`execute` follows a resolving spell or ability's instructions in order. Choices on
resolution (which card to discard, "you may", which mana type) are decisions asked through the
context; nothing is guessed.
"""

from __future__ import annotations

import dataclasses

from manastack.actions import (
    Answer,
    Choose,
    ChooseManaType,
    Decision,
    DecisionKind,
    Done,
)
from manastack.events import (
    AdditionalLandPlay,
    Amassed,
    Attached,
    AttachImpossible,
    ControlExchanged,
    CostPaidOnResolution,
    Countered,
    EffectDoesNothing,
    ExchangeFailed,
    LookedAtTop,
    NoManaProduced,
    NothingToAttach,
    NothingToCast,
    PlayPermitted,
    PutOntoBattlefieldAttacking,
    RegenerationShield,
    Revealed,
    Scried,
    SpellCopied,
    Surveilled,
)
from manastack.mana import COLOR_ORDER
from manastack.model.abilities import (
    ActivatedAbility,
    TriggerCondition,
    TriggeredAbility,
    TriggerEvent,
)
from manastack.model.effects import (
    AdditionalLandPlays,
    AddMana,
    Amass,
    AnyTypeCouldProduce,
    AnyTypeProduced,
    Attach,
    AttachChosen,
    Becomes,
    CantBeRegenerated,
    CastFromZone,
    Conditional,
    CopySpell,
    CounterSpell,
    CreateReplacement,
    CreateToken,
    CreateTokenCopy,
    DealDamage,
    DealDividedDamage,
    DelayedTrigger,
    Destroy,
    Discard,
    DrawCards,
    Duration,
    Effect,
    ExchangeControl,
    ExileIfDies,
    ExileUntilSourceLeaves,
    Fight,
    FixedMana,
    ForEachPlayer,
    GainControl,
    GainLife,
    GrantAbilities,
    IfDone,
    LookAtTop,
    LoseAbilities,
    LoseLife,
    May,
    MayPlay,
    Mill,
    ModifyPT,
    MoveTo,
    OneOf,
    PayCost,
    PreventDamage,
    PutCounters,
    PutFromHand,
    Reflexive,
    Regenerate,
    RemoveCounters,
    RemoveFromCombat,
    Restrict,
    Sacrifice,
    SacrificeObject,
    Scry,
    SearchLibrary,
    SetBasePT,
    Shuffle,
    SkipNextStep,
    Surveil,
    Tap,
    TapAnyNumber,
    Untap,
)
from manastack.model.filters import Amount, ObjectFilter, This
from manastack.model.types import Keyword, Zone
from manastack.rules import events as ev
from manastack.rules.amounts import (
    Resolving,
    objects_of,
    players_of,
    refs_of,
    res_amount,
)
from manastack.rules.context import Ctx
from manastack.rules.layers import chars
from manastack.rules.pipeline import log
from manastack.state.game_state import ActiveEffect, DelayedTriggerRecord, GameState


def execute(ctx: Ctx, effects: tuple[Effect, ...], res: Resolving) -> bool:
    """Perform ``effects`` in order. Returns whether an optional action ("you may") was taken last,
    for reflexive triggers ("when you do", CR 603.12)."""
    did = True
    for e in effects:
        did = _one(ctx, e, res, did)
    return did


def _one(ctx: Ctx, e: Effect, res: Resolving, did_prev: bool) -> bool:
    state = ctx.state

    def amt(a: Amount) -> int:
        return res_amount(state, a, res)

    match e:
        case AddMana():
            _add_mana(ctx, e, res)
        case DealDamage(amount=a, to=to, source=src):
            n = amt(a)
            sources = objects_of(state, src, res) or [res.source]
            # 113.7a: an ability's source that has left the battlefield still deals the damage,
            # with its last known characteristics (kept by the ability on the stack).
            lki = None
            if sources[0] not in state.objects and sources[0] == res.source and res.source_lki is not None:
                lki = res.source_lki[1]  # removed by the ability's own cost (sacrificed): as it last existed
            elif sources[0] not in state.objects and res.spell_id in state.objects:
                lki = ev.base_chars(state.objects[res.spell_id])
            for t in refs_of(state, to, res):
                ev.deal_damage(ctx, sources[0], t, n, combat=False, src_chars_lki=lki)
        case DealDividedDamage(source=src):
            # 601.2d, 608.2b: each remaining legal target is dealt the share announced for it.
            sources = objects_of(state, src, res) or [res.source]
            for i, tgt in enumerate(res.targets):
                share = res.division[i] if i < len(res.division) else 0
                if tgt is not None and share > 0 and (state.is_player_id(tgt) or tgt in state.objects):
                    ev.deal_damage(ctx, sources[0], tgt, share, combat=False)
        case GainLife(amount=a, player=p):
            for pid in players_of(state, p, res):
                ev.gain_life(ctx, pid, amt(a), res.source)
        case LoseLife(amount=a, player=p):
            for pid in players_of(state, p, res):
                ev.lose_life(ctx, pid, amt(a))
        case DrawCards(amount=a, player=p):
            for pid in players_of(state, p, res):
                for _ in range(amt(a)):
                    ev.draw(ctx, pid)
        case Discard(amount=a, player=p, random=rnd):
            for pid in players_of(state, p, res):
                for _ in range(amt(a)):
                    hand = state.players[pid].hand
                    if not hand:
                        break
                    if rnd:
                        card = hand[state.rng.randrange(len(hand))]
                    else:
                        card = _pick(ctx, pid, hand, DecisionKind.DISCARD, "discard")
                    ev.discard(ctx, pid, card)
        case Mill(amount=a, player=p):
            for pid in players_of(state, p, res):
                for _ in range(amt(a)):
                    lib = state.players[pid].library
                    if lib:
                        ev.move(ctx, lib[0], Zone.GRAVEYARD, rules=("701.17a",))
        case Destroy(what=w, regenerable=regen):
            oids = objects_of(state, w, res)
            for oid in oids:
                res.last_known[oid] = (state.objects[oid].copy(), chars(state, oid))  # 608.2h: "its controller"
            if len(oids) > 1:
                # "Destroy all …": one event (CR 701.8a, 603.2c, 603.10a): the permanents leave together.
                doomed = [o for o in oids if state.objects[o].zone is Zone.BATTLEFIELD and Keyword.INDESTRUCTIBLE not in chars(state, o).keywords]
                ev.move_together(ctx, [(o, Zone.GRAVEYARD, ("701.8a",)) for o in doomed], destroyed=frozenset(doomed), regenerable=regen)
            for oid in oids if len(oids) == 1 else ():
                destroy(ctx, oid, regenerable=regen)
        case Regenerate(what=w):
            # 701.19a: a shield of its own on each permanent, used up by its next destruction this turn.
            for oid in objects_of(state, w, res):
                if oid in state.battlefield:
                    _add_effect(state, res, Duration.END_OF_TURN, affected=frozenset({oid}), regeneration_shield=True)
                    log(state, RegenerationShield(oid, res.source_name))
        case CantBeRegenerated(what=w):
            affected = frozenset(o for o in objects_of(state, w, res) if o in state.battlefield)
            if affected:
                _add_effect(state, res, Duration.END_OF_TURN, affected=affected, cant_regenerate=True)  # 701.19c
        case MoveTo(what=w, zone=z, tapped=tp, under_your_control=yours, library_position=pos):
            for oid in objects_of(state, w, res):
                res.last_known[oid] = (state.objects[oid].copy(), chars(state, oid))  # 608.2h
                if z is Zone.LIBRARY and pos == "owner's choice":
                    pos = _top_or_bottom(ctx, oid, res)
                new = ev.move(ctx, oid, z, tapped=tp, controller=res.controller if yours else None, library_position=pos)
                if new is not None:
                    res.created.append(new)
                    if z is Zone.EXILE and res.spell_id != res.source and new in state.exile:
                        ev.link_exiled(state, res.source, new)  # 607.2a: "the exiled card"
        case Amass(subtype=st, amount=a):
            _amass(ctx, res, st, amt(a))
        case MayPlay(what=w, until_end_of_next_turn=until, spells_only=only_spells, any_mana_type=any_type):
            from manastack.state.game_state import PlayPermission

            # "your next turn": turns alternate between the two teams, so it is the next turn if
            # an opponent's turn is running, otherwise the turn after the next.
            own_turn = state.players[res.controller].team == state.players[state.active].team
            last = state.turn + (2 if own_turn else 1) if until else None
            kept = tuple(p_ for p_ in state.play_permissions if p_.card_id in state.exile)
            new_perms = tuple(
                PlayPermission(oid, res.controller, last, res.source_name, only_spells, any_type, e.without_paying)
                for oid in objects_of(state, w, res) if oid in state.exile
            )
            state.play_permissions = kept + new_perms
            for perm in new_perms:
                log(state, PlayPermitted(res.controller, perm.card_id, perm.until_turn))
        case PutFromHand(amount=a, zone=z, library_position=pos, player=p):
            for pid in players_of(state, p, res):
                for _ in range(amt(a)):
                    hand = state.players[pid].hand
                    if not hand:
                        break
                    card = _pick(ctx, pid, list(hand), DecisionKind.CHOOSE_OBJECT, f"{res.source_name}: put a card from your hand into your {z.value}")
                    ev.move(ctx, card, z, library_position=pos, rules=("400.6",))
        case ExileUntilSourceLeaves(what=w):
            # 610.3a-b: if the source already left the battlefield, the object doesn't move.
            if res.source not in state.battlefield:
                log(state, EffectDoesNothing(res.source_name, rules=("610.3a", "610.3b")))
            else:
                for oid in objects_of(state, w, res):
                    new = ev.move(ctx, oid, Zone.EXILE, rules=("610.3",))
                    if new is not None and new in state.exile:
                        res.created.append(new)
                        ev.link_exiled(state, res.source, new, until_source_leaves=True)
        case Sacrifice(filter=f, count=a, player=p):
            from manastack.rules.filters import matching

            for pid in players_of(state, p, res):
                for _ in range(amt(a)):
                    mine = [o for o in matching(state, f, pid, res.source) if chars(state, o).controller == pid]
                    if not mine:
                        break
                    ev.move(ctx, _pick(ctx, pid, mine, DecisionKind.CHOOSE_OBJECT, "sacrifice"), Zone.GRAVEYARD, rules=("701.21a",))
        case SacrificeObject(what=w):
            for oid in objects_of(state, w, res):
                # 701.21a: only a permanent you control can be sacrificed.
                if state.objects[oid].zone is Zone.BATTLEFIELD and chars(state, oid).controller == res.controller:
                    ev.move(ctx, oid, Zone.GRAVEYARD, rules=("701.21a",))
        case SkipNextStep(step=step, player=p):
            from manastack.model.abilities import SkipStep

            for pid in players_of(state, p, res):
                # 614.10: a replacement effect waiting for that player's next such step; it is
                # used up when it skips one (614.10a), so it lasts until then.
                _add_effect(state, res, Duration.PERMANENT, static=SkipStep(step), affected=frozenset({pid}))
        case SearchLibrary():
            _search(ctx, e, res)
        case Shuffle(player=p):
            for pid in players_of(state, p, res):
                ev.shuffle(ctx, pid)
        case Scry(amount=a):
            _scry(ctx, res.controller, amt(a))
        case Surveil(amount=a):
            _scry(ctx, res.controller, amt(a), surveil=True)
        case LookAtTop():
            _look_at_top(ctx, e, amt(e.amount), res)
        case CounterSpell(what=w, exile_if=exile_if):
            for oid in objects_of(state, w, res):
                exiled = counter(ctx, oid, exile_if, res.controller)
                if exiled is not None:
                    res.created.append(exiled)  # "that card" (the card in exile)
        case CreateToken(token=t, count=a, player=p, tapped=tp, attacking=att):
            for pid in players_of(state, p, res):
                made = ev.create_tokens(ctx, pid, t, amt(a), tapped=tp)
                res.created += made
                if att:
                    for oid in made:
                        _enter_attacking(ctx, oid)
        case CreateTokenCopy(of=of, count=a, player=p, tapped=tp, exceptions=ex, embalmed=emb):
            # 707.2: the copiable values only; 111.12: no token for an object that no longer exists.
            copied = [ev.copiable_values(state, oid) for oid in objects_of(state, of, res)]
            if not copied and isinstance(of, This) and res.spell_id is not None and res.spell_id in state.objects and res.spell_id != res.source:
                # "this card", exiled to pay this ability's cost (embalm, 702.128a): the ability
                # keeps its source as it last existed (113.7a).
                stack_obj = state.objects[res.spell_id]
                copied = [stack_obj.card]
            for values in copied:
                if ex is not None:
                    values = ex.apply(values)  # 707.9b
                for pid in players_of(state, p, res):
                    res.created += ev.create_tokens(ctx, pid, values, amt(a), tapped=tp, marks={"embalmed": True} if emb else None)
        case CopySpell():
            for oid in objects_of(state, e.what, res):
                copy_spell(ctx, oid, res.controller, e)
        case PutCounters(kind=k, count=a, on=on):
            for t in refs_of(state, on, res):
                ev.put_counters(ctx, t, k, amt(a))
        case RemoveCounters(kind=k, count=a, on=on):
            # "Remove a counter … If you do": done only if every counter was removed (608.2c).
            done = False
            for t in objects_of(state, on, res):
                n = amt(a)
                done = ev.remove_counters(ctx, t, k, n) == n and n > 0
            return done
        case IfDone(effects=first, then=then):
            if execute(ctx, first, res):
                execute(ctx, then, res)
        case Tap(what=w):
            for oid in objects_of(state, w, res):
                ev.tap(ctx, oid)
        case Untap(what=w):
            for oid in objects_of(state, w, res):
                ev.untap(ctx, oid)
        case RemoveFromCombat(what=w):
            from manastack.rules.combat import remove_from_combat

            for oid in objects_of(state, w, res):
                remove_from_combat(state, oid)  # 506.4
        case Attach(to=to, what=w):
            hosts = objects_of(state, to, res)
            for oid in objects_of(state, w, res):
                if hosts and state.objects[oid].zone is Zone.BATTLEFIELD:
                    attach(state, oid, hosts[0])
        case ModifyPT(what=w, power=p, toughness=t, duration=d):
            affected = frozenset(objects_of(state, w, res))
            if affected:
                _add_effect(state, res, d, affected=affected, power=amt(p), toughness=amt(t))
        case GrantAbilities(what=w, keywords=kws, abilities=granted, duration=d):
            affected = frozenset(objects_of(state, w, res))
            if affected:
                if kws or not granted:
                    _add_effect(state, res, d, affected=affected, keywords=kws)
                if granted:
                    from manastack.model.abilities import GrantAbilitiesStatic
                    from manastack.model.filters import AttachedTo

                    # Layer 6 (613.1f); the granted abilities' own effects apply in their layers.
                    _add_effect(state, res, d, static=GrantAbilitiesStatic(AttachedTo(), granted), affected=affected, same_timestamp=bool(kws))
        case SetBasePT(what=w, power=p, toughness=t, duration=d):
            from manastack.model.abilities import SetPTStatic
            from manastack.model.filters import AttachedTo
            from manastack.rules.amounts import signed_amount

            affected = frozenset(objects_of(state, w, res))
            if affected:
                # 608.2h: the values are determined once, now; 107.1b: they may be negative.
                pv, tv = signed_amount(state, p, res), signed_amount(state, t, res)
                _add_effect(state, res, d, static=SetPTStatic(AttachedTo(), pv, tv), affected=affected)
        case LoseAbilities(what=w, keywords=kws, duration=d):
            from manastack.model.abilities import RemoveKeywordsStatic
            from manastack.model.filters import AttachedTo

            affected = frozenset(objects_of(state, w, res))
            if affected:
                _add_effect(state, res, d, static=RemoveKeywordsStatic(AttachedTo(), kws), affected=affected)
        case Restrict(what=w, attack=at, block=bl, duration=d):
            from manastack.model.abilities import CombatRestriction
            from manastack.model.filters import AllMatching, AttachedTo

            if isinstance(w, AllMatching):
                # 611.2c: it modifies the rules, not characteristics — the filter is checked when
                # attackers or blockers are declared, not locked in now.
                _add_effect(state, res, d, static=CombatRestriction(w.filter, at, bl))
            else:
                affected = frozenset(objects_of(state, w, res))
                if affected:
                    _add_effect(state, res, d, static=CombatRestriction(AttachedTo(), at, bl), affected=affected)
        case ExileIfDies(what=w, duration=d):
            from manastack.model.abilities import ExileInsteadOfDying
            from manastack.model.filters import AttachedTo

            affected = frozenset(objects_of(state, w, res))
            if affected:
                _add_effect(state, res, d, static=ExileInsteadOfDying(AttachedTo()), affected=affected)
        case CreateReplacement(effect=eff, duration=d):
            # 611.2c: it modifies the rules for the events it describes; nothing is locked in.
            _add_effect(state, res, d, static=eff)
        case TapAnyNumber(filter=f):
            _tap_any_number(ctx, f, res)
        case Becomes(what=w, types=ts, subtypes=sts, power=p, toughness=t, duration=d):
            from manastack.model.abilities import AddTypesStatic, SetPTStatic
            from manastack.model.filters import AttachedTo

            affected = frozenset(objects_of(state, w, res))
            if affected:
                # Layer 4 (types) and layer 7b (base P/T) of one effect, with one timestamp (613.7).
                # The static data's own "affected" is unused: the locked-in set applies (611.2c).
                if ts or sts:
                    _add_effect(state, res, d, static=AddTypesStatic(AttachedTo(), ts, sts), affected=affected)
                if p is not None and t is not None:
                    _add_effect(state, res, d, static=SetPTStatic(AttachedTo(), p, t), affected=affected, same_timestamp=bool(ts or sts))
        case GainControl(what=w, duration=d):
            affected = frozenset(objects_of(state, w, res))
            if affected:
                from manastack.rules.combat import remove_from_combat

                before = {oid: chars(state, oid).controller for oid in affected}
                _add_effect(state, res, d, affected=affected, control_to=res.controller)
                for oid in affected:
                    state.objects[oid].sick = True  # 302.6: a new controller hasn't controlled it continuously
                    if chars(state, oid).controller != before[oid]:
                        remove_from_combat(state, oid)  # 506.4: its controller changes
        case ExchangeControl(first=a, second=b):
            _exchange_control(ctx, objects_of(state, a, res), objects_of(state, b, res), res)
        case AttachChosen(filter=f, to=to):
            _attach_chosen(ctx, f, objects_of(state, to, res), res)
        case PreventDamage(to=to, amount=a, combat_only=co):
            players = frozenset(refs_of(state, to, res)) if to is not None else frozenset()
            _add_effect(
                state, res, Duration.END_OF_TURN, prevent_combat_damage=co, prevent_players=players,
                prevent_shield=amt(a) if a is not None else None,
            )
        case AdditionalLandPlays(count=n, player=p):
            for pid in players_of(state, p, res):
                state.players[pid].extra_land_plays += n  # 305.2a: cumulative, for this turn
                log(state, AdditionalLandPlay(pid, n))
        case Fight(first=a, second=b):
            xs, ys = objects_of(state, a, res), objects_of(state, b, res)
            if xs and ys:
                x, y = xs[0], ys[0]
                px, py = chars(state, x).power or 0, chars(state, y).power or 0
                ev.deal_damage(ctx, x, y, px, combat=False)
                ev.deal_damage(ctx, y, x, py, combat=False)
        case May(effects=inner, player=p):
            who = players_of(state, p, res) or [res.controller]
            ans = ctx.choose(Decision(who[0], DecisionKind.YES_NO, (Answer(True), Answer(False)), context=f"{res.source_name}: you may"))
            if isinstance(ans, Answer) and ans.yes:
                execute(ctx, inner, res)
                return True
            return False
        case PayCost():
            return _pay_cost(ctx, e, res)
        case CastFromZone():
            _cast_from_zone(ctx, e, res)
        case Conditional(condition=cond, effects=inner, otherwise=other):
            from manastack.rules.conditions import condition_holds

            return execute(ctx, inner if condition_holds(state, cond, res.controller, res.source, res) else other, res)
        case ForEachPlayer(effects=inner, players=ps):
            from manastack.state.objects import TriggerInfo

            for pid in players_of(state, ps, res):
                sub = Resolving(res.source, res.controller, res.source_name, res.targets, res.x,
                                TriggerInfo(player=pid, amount=res.trigger.amount if res.trigger else 0), res.created, res.spell_id)
                execute(ctx, inner, sub)
        case DelayedTrigger(trigger=t, effects=inner, about=about):
            objs = tuple(objects_of(state, about, res)) if about is not None else ()
            state.delayed_triggers.append(
                DelayedTriggerRecord(TriggeredAbility(t, inner), res.controller, res.source, res.source_name, objects=objs)
            )
        case Reflexive(effects=inner):
            if did_prev:
                from manastack.rules.triggers import Happened, _trigger

                _trigger(ctx, TriggeredAbility(_reflexive_trigger(), inner), res.source, res.source_name, res.controller, Happened(TriggerEvent.REFLEXIVE))
        case _:
            raise NotImplementedError(f"effect {type(e).__name__} has no executor")
    return did_prev


def _pay_cost(ctx: Ctx, e: PayCost, res: Resolving) -> bool:
    """CR 118.12, 118.12a: the player may pay the cost while the spell or ability resolves — offered
    only if they can pay it fully (118.3); mana abilities may be activated to pay it (the payment
    decisions of 601.2g–h). Then ``then`` if they paid, ``otherwise`` if they didn't. Returns
    whether they paid ("if you do")."""
    from manastack.rules.costs import (
        can_pay_cost_components,
        pay_cost_components,
        pay_mana,
        plan,
    )

    state = ctx.state
    who = players_of(state, e.player, res)
    paid = False
    if who:
        pid = who[0]
        cost = e.cost if e.times == 1 else e.cost.repeated(res_amount(state, e.times, res))  # 702.24a
        mana = cost.mana if cost.mana is not None and not cost.mana.is_free() else None
        others = dataclasses.replace(cost, mana=None)
        can = can_pay_cost_components(state, pid, others, res.source) and (mana is None or plan(state, pid, mana, None) is not None)
        if can:
            text = cost.text()
            ans = ctx.choose(Decision(pid, DecisionKind.YES_NO, (Answer(True), Answer(False)), context=f"{res.source_name}: pay {text}?",
                                      labels=(f"Pay {text}", "Don't pay")))
            if isinstance(ans, Answer) and ans.yes:
                if mana is not None:
                    pay_mana(ctx, pid, mana, None, res.source_name)
                pay_cost_components(ctx, pid, others, res.source)
                log(state, CostPaidOnResolution(pid, text, res.source_name))
                paid = True
    execute(ctx, e.then if paid else e.otherwise, res)
    return paid


def _exchange_control(ctx: Ctx, xs: list[int], ys: list[int], res: Resolving) -> None:
    """CR 701.12a-b: exchange control of two permanents — all of it or nothing. Each controller
    gains control of the other's permanent at once: two layer-2 effects (613.1b) with one
    timestamp, lasting indefinitely."""
    from manastack.rules.combat import remove_from_combat

    state = ctx.state
    if len(xs) != 1 or len(ys) != 1 or xs[0] == ys[0] or not all(o in state.battlefield for o in xs + ys):
        log(state, ExchangeFailed(res.source_name))
        return
    x, y = xs[0], ys[0]
    cx, cy = chars(state, x).controller, chars(state, y).controller
    if cx == cy:
        log(state, ExchangeFailed(res.source_name, rules=("701.12b",)))
        return
    _add_effect(state, res, Duration.PERMANENT, affected=frozenset({x}), control_to=cy)
    _add_effect(state, res, Duration.PERMANENT, affected=frozenset({y}), control_to=cx, same_timestamp=True)
    for oid in (x, y):
        state.objects[oid].sick = True  # 302.6: its new controller hasn't controlled it continuously
        remove_from_combat(state, oid)  # 506.4: its controller changed
    log(state, ControlExchanged(res.source_name, x, y))


def _attach_chosen(ctx: Ctx, f: ObjectFilter, hosts: list[int], res: Resolving) -> None:
    """CR 701.3: the ability's controller chooses an object the filter admits and attaches it to
    the referenced object. An Equipment can be attached only to a creature and doesn't equip
    itself or while it is a creature (301.5c); an Aura only to what it could enchant (303.4); one
    that can't be attached doesn't move, and attaching it to what it's already attached to does
    nothing (701.3b)."""
    from manastack.model.abilities import Enchant
    from manastack.model.types import CardType
    from manastack.rules.filters import matching

    state = ctx.state
    if len(hosts) != 1 or hosts[0] not in state.battlefield:
        return
    host = hosts[0]
    cands = [o for o in matching(state, f, res.controller, res.source) if o in state.battlefield and o != host]
    if not cands:
        log(state, NothingToAttach(res.source_name))
        return
    what = cands[0] if len(cands) == 1 else _pick(ctx, res.controller, cands, DecisionKind.CHOOSE_OBJECT, f"{res.source_name}: attach {f.describe()}")
    c, hc = chars(state, what), chars(state, host)
    if "Equipment" in c.subtypes:
        ok = CardType.CREATURE in hc.types and CardType.CREATURE not in c.types
    elif "Aura" in c.subtypes:
        from manastack.rules.filters import chars_match

        ok = all(chars_match(state, host, hc, ab.filter, res.controller, what) for ab in c.abilities if isinstance(ab, Enchant))
    else:
        ok = False
    if not ok:
        log(state, AttachImpossible(c.name, hc.name))
        return
    if state.objects[what].attached_to == host:
        return  # 701.3b: already attached to it
    attach(state, what, host)


def _amass(ctx: Ctx, res: Resolving, subtype: str, n: int) -> None:
    """CR 701.47a: amass [subtype] N (see :class:`~manastack.model.effects.Amass`)."""
    from manastack.mana import Color
    from manastack.model.abilities import AddTypesStatic
    from manastack.model.card import token
    from manastack.model.filters import AttachedTo
    from manastack.model.types import CardType

    state = ctx.state
    you = res.controller

    def armies() -> list[int]:
        return [o for o in state.battlefield if chars(state, o).controller == you
                and CardType.CREATURE in chars(state, o).types and "Army" in chars(state, o).subtypes]

    if not armies():
        army = token(f"{subtype} Army", {CardType.CREATURE}, subtypes=(subtype, "Army"), colors={Color.BLACK}, power=0, toughness=0)
        res.created += ev.create_tokens(ctx, you, army, 1)
    options = armies()
    if not options:
        return  # 701.47b: amassed even though nothing could be done
    chosen = options[0] if len(options) == 1 else _pick(ctx, you, options, DecisionKind.CHOOSE_OBJECT, f"{res.source_name}: amass — choose an Army")
    ev.put_counters(ctx, chosen, "+1/+1", n)
    if chosen in state.battlefield and subtype not in chars(state, chosen).subtypes:
        _add_effect(state, res, Duration.PERMANENT, static=AddTypesStatic(AttachedTo(), (), (subtype,)), affected=frozenset({chosen}))
    log(state, Amassed(you, chosen, n))


def _enter_attacking(ctx: Ctx, oid: int) -> None:
    """CR 508.4: a creature put onto the battlefield attacking — its controller chooses which
    defending player, or planeswalker a defending player controls, it attacks. It is attacking but
    never "attacked" (no attack triggers). It isn't attacking at all if there is no combat, if its
    controller isn't the attacking player (506.3b) or if it isn't a creature (506.3a); entering
    after blockers were declared, it is unblocked (506.3d)."""
    from manastack.model.types import CardType

    state = ctx.state
    combat = state.combat
    if oid not in state.battlefield or combat is None:
        return
    c = chars(state, oid)
    active_team = state.players[state.active].team
    if CardType.CREATURE not in c.types or state.players[c.controller].team != active_team:
        return
    defenders = [p.id for p in state.players if p.team != active_team and not p.lost]
    options = defenders + [
        o for o in state.battlefield
        if CardType.PLANESWALKER in chars(state, o).types and chars(state, o).controller in defenders
    ]
    if not options:
        return
    ans = ctx.choose(Decision(c.controller, DecisionKind.CHOOSE_OBJECT, tuple(Choose(o) for o in options),
                              context=f"{c.name}: attack which player or planeswalker"))
    assert isinstance(ans, Choose)
    combat.attackers[oid] = ans.id
    state.version += 1
    log(state, PutOntoBattlefieldAttacking(oid, ans.id))


def _tap_any_number(ctx: Ctx, f: ObjectFilter, res: Resolving) -> None:
    """"You may tap any number of untapped Humans you control": the controller chooses the
    permanents one by one (or stops), then they are tapped; they are what "tapped this way" refers
    to afterwards (kept with the objects the ability affected, ``res.created``)."""
    from manastack.rules.filters import matching

    state = ctx.state
    chosen: list[int] = []
    while True:
        cands = [o for o in matching(state, f, res.controller, res.source) if o not in chosen and not state.objects[o].tapped]
        if not cands:
            break
        opts: tuple[Choose | Done, ...] = tuple(Choose(o) for o in cands) + (Done(),)
        ans = ctx.choose(Decision(res.controller, DecisionKind.CHOOSE_OBJECT, opts, context=f"{res.source_name}: tap any number of {f.describe()}"))
        if not isinstance(ans, Choose):
            break
        chosen.append(ans.id)
    for oid in chosen:
        ev.tap(ctx, oid)
        res.created.append(oid)


def _reflexive_trigger() -> TriggerCondition:
    """CR 603.12: a reflexive triggered ability triggers on an action taken while its parent resolves."""
    return TriggerCondition(TriggerEvent.REFLEXIVE)


def _add_effect(state: GameState, res: Resolving, d: Duration, *, same_timestamp: bool = False, **kw: object) -> None:
    """CR 611.2: a continuous effect from a resolving spell or ability, with its own timestamp
    (``same_timestamp``: another part of the effect just added). 611.2b: an effect lasting "for as
    long as" its source remains on the battlefield does nothing if the source has already left."""
    if d is Duration.WHILE_SOURCE_ON_BATTLEFIELD and res.source not in state.battlefield:
        log(state, EffectDoesNothing(res.source_name))
        return
    kw.setdefault("static", None)
    ts = state.next_timestamp - 1 if same_timestamp else state.new_timestamp()
    state.effects.append(
        ActiveEffect(source_id=res.source, controller=res.controller, timestamp=ts, duration=d, source_name=res.source_name, **kw)  # type: ignore[arg-type]
    )
    state.version += 1


def copy_spell(ctx: Ctx, sid: int, controller: int, how: CopySpell) -> int | None:
    """CR 707.10: put a copy of spell ``sid`` on the stack under ``controller``'s control (who
    owns it too). It copies the copiable values (707.2, with the effect's exceptions, 707.9b) and
    the choices made for the spell: modes, X, targets. It isn't cast (no cast triggers). If the
    effect allows it, the controller may change targets (707.10c): for each target, keep it (even
    if now illegal) or choose a new legal one. Returns the copy's id."""
    from manastack.rules.casting import _spell_targets
    from manastack.rules.layers import base_chars
    from manastack.rules.targets import legal_targets
    from manastack.state.objects import GameObject

    state = ctx.state
    orig = state.objects.get(sid)
    if orig is None or orig.zone is not Zone.STACK or orig.is_ability:
        return None
    values = orig.copy_of
    base = orig.copy_of or orig.card
    if how.remove_supertypes & base.supertypes:
        values = dataclasses.replace(base, supertypes=base.supertypes - how.remove_supertypes)  # 707.9b
    cid = state.new_id()
    c = GameObject(
        id=cid, uid=cid, card=orig.card, owner=controller, controller=controller, zone=Zone.STACK,
        timestamp=state.new_timestamp(), is_copy=True, copy_of=values,
        on_adventure_face=orig.on_adventure_face, x=orig.x, targets=orig.targets, modes=orig.modes,
    )
    state.objects[cid] = c
    state.stack.append(cid)
    if how.may_choose_new_targets and c.targets:
        face = c.face
        specs = _spell_targets(base_chars(c), face.spell_ability, c.modes)
        new: list[int] = []
        i = 0
        for spec in specs:
            for _ in range(spec.count):
                old = c.targets[i] if i < len(c.targets) else -1
                i += 1
                if old == -1:
                    new.append(old)
                    continue
                others = [t for t in legal_targets(state, spec, controller, cid) if t not in (old, cid)]
                opts = (Choose(old),) + tuple(Choose(t) for t in others)
                labels = (f"Keep {state.name_of(old)}",) + tuple(state.name_of(t) for t in others)
                ans = ctx.choose(Decision(controller, DecisionKind.TARGET, opts, context=f"copy of {face.name}: {spec.description or 'target'}", labels=labels))
                assert isinstance(ans, Choose)
                new.append(ans.id)
        c.targets = tuple(new)
    state.version += 1
    log(state, SpellCopied(controller, cid, sid, c.targets))
    return cid


def _pick(ctx: Ctx, player: int, ids: list[int], kind: DecisionKind, what: str) -> int:
    ans = ctx.choose(Decision(player, kind, tuple(Choose(i) for i in ids), context=what))
    assert isinstance(ans, Choose)
    return ans.id


def destroy(ctx: Ctx, oid: int, rules: tuple[str, ...] = ("701.8a",), *, regenerable: bool = True) -> bool:
    """CR 701.8: move a permanent to its owner's graveyard; indestructible permanents aren't
    destroyed (702.12b). A regeneration shield may replace the destruction (701.19a) unless it
    "can't be regenerated" (``regenerable`` False, 701.19c); returns whether it left."""
    state = ctx.state
    if oid not in state.objects or state.objects[oid].zone is not Zone.BATTLEFIELD:
        return False
    if Keyword.INDESTRUCTIBLE in chars(state, oid).keywords:
        return False
    return ev.move(ctx, oid, Zone.GRAVEYARD, rules=rules, destroyed=True, regenerable=regenerable) is not None


def counter(ctx: Ctx, oid: int, exile_if: ObjectFilter | None = None, you: int | None = None) -> int | None:
    """CR 701.6a: a countered spell goes to its owner's graveyard; a countered ability ceases to
    exist. ``exile_if``: a countered spell the filter admits (for the counter's controller ``you``)
    is exiled instead (614.1a, "if a permanent spell is countered this way, exile it instead");
    returns the exiled card's new id, if it was exiled."""
    from manastack.rules.filters import chars_match
    from manastack.rules.layers import base_chars

    state = ctx.state
    o = state.objects.get(oid)
    if o is None or o.zone is not Zone.STACK:
        return None
    log(state, Countered(oid))
    if o.is_ability or o.is_copy:
        state.stack.remove(oid)
        del state.objects[oid]
        return None
    if exile_if is not None and chars_match(state, oid, base_chars(o), exile_if, you if you is not None else o.controller, None):
        new = ev.move(ctx, oid, Zone.EXILE, rules=("701.6a", "614.1a"))
        return new if new is not None and new in state.exile else None
    ev.move(ctx, oid, Zone.GRAVEYARD, rules=("701.6a",))
    return None


def _top_or_bottom(ctx: Ctx, oid: int, res: Resolving) -> str:
    """"Its owner puts it on their choice of the top or bottom of their library": the owner of the
    object decides as the effect happens."""
    state = ctx.state
    owner = state.objects[oid].owner
    ans = ctx.choose(Decision(owner, DecisionKind.CHOOSE_OBJECT, (Answer(True), Answer(False)),
                              context=f"{res.source_name}: put {state.name_of(oid)} on the top or bottom of your library?",
                              labels=("Top", "Bottom")))
    return "top" if isinstance(ans, Answer) and ans.yes else "bottom"


def attach(state: GameState, what: int, to: int) -> None:
    """CR 701.3a: attach an Aura or Equipment; it gets a new timestamp (613.7e)."""
    o = state.objects[what]
    o.attached_to = to
    o.timestamp = state.new_timestamp()
    log(state, Attached(what, to))


# ---- mana ----------------------------------------------------------------------------------------


def could_produce(state: GameState, oid: int, seen: frozenset[int] = frozenset()) -> set[str]:
    """CR 106.7: the types of mana the permanent's mana abilities would produce if they resolved
    now (costs ignored), "taking into account any applicable replacement effects in any possible
    order" (a land tapped for mana under "it produces {U} instead of any other type" could produce
    only {U}). The production has the amount the ability would add now, so a replacement effect
    for an amount applies ("if a land is tapped for two or more mana", 106.12b: Gaea's Cradle with
    two creatures could produce only {C} under Damping Sphere). An ability of the "any type that X
    could produce" kind contributes what those permanents could produce; a cycle of such abilities
    defines no type."""
    from manastack.rules.amounts import amount_of
    from manastack.rules.replacement import ManaEvent, possible_productions

    out: set[str] = set()
    c = chars(state, oid)
    for ab in c.abilities:
        if isinstance(ab, ActivatedAbility) and ab.is_mana_ability:
            for e in ab.effects:
                if isinstance(e, AddMana):
                    n = amount_of(state, e.amount, controller=c.controller, source=oid)
                    fixed = e.produce.types if isinstance(e.produce, FixedMana) else None
                    for t in _types_of(state, e, c.controller, oid, seen | {oid}):
                        mana = list(fixed or (t,)) * n
                        for produced in possible_productions(state, ManaEvent(oid, c.controller, mana, ab.cost.tap)):
                            out |= set(produced)
    return out


def _types_of(state: GameState, e: AddMana, you: int, source: int, seen: frozenset[int]) -> set[str]:
    from manastack.rules.filters import matching

    match e.produce:
        case FixedMana(types=ts):
            return set(ts)
        case OneOf(types=ts):
            return set(ts)
        case AnyTypeCouldProduce(filter=f, colors_only=co):
            types: set[str] = set()
            for o in matching(state, f, you, source):
                if o not in seen:
                    types |= could_produce(state, o, seen)
            return {t for t in types if t in COLOR_ORDER} if co else types
    return set()


def _add_mana(ctx: Ctx, e: AddMana, res: Resolving) -> None:
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
            case OneOf() | AnyTypeCouldProduce() | AnyTypeProduced():
                if isinstance(e.produce, AnyTypeProduced):
                    produced = set(res.trigger.mana) if res.trigger is not None else set()
                    options = sorted(produced, key="WUBRGC".index)
                else:
                    options = sorted(_types_of(state, e, res.controller, res.source, frozenset({res.source})), key="WUBRGC".index)
                if not options:
                    log(state, NoManaProduced(res.source_name))
                    return
                if n <= 0:
                    continue
                for _ in range(1 if e.same_type else n):
                    ans = ctx.choose(Decision(player, DecisionKind.CHOOSE_MANA_TYPE, tuple(ChooseManaType(t) for t in options), context=f"{res.source_name}: mana type"))
                    assert isinstance(ans, ChooseManaType)
                    types.append(ans.type)
                if e.same_type:
                    types = types * n
        if types:
            ev.add_mana(ctx, player, res.source, types, tapped_for_mana=res.tapped_for_mana, restriction=e.restriction, source_lki=res.source_lki)


# ---- library manipulation ----------------------------------------------------------------------


def _search(ctx: Ctx, e: SearchLibrary, res: Resolving) -> None:
    """CR 701.23: the searching player chooses cards (they may fail to find, 701.23b)."""
    from manastack.rules.filters import chars_match
    from manastack.rules.layers import base_chars

    state = ctx.state
    for pid in players_of(state, e.player, res):
        found: list[int] = []
        limit = e.count if e.count is not None else 10**9
        while len(found) < limit:
            lib = state.players[pid].library
            f = dataclasses.replace(e.filter, zone=Zone.LIBRARY)
            cands = [c for c in lib if c not in found and chars_match(state, c, base_chars(state.objects[c]), f, pid, res.source)]
            if not cands:
                break
            opts = tuple(Choose(c) for c in cands) + (Done(),)
            ans = ctx.choose(Decision(pid, DecisionKind.CHOOSE_OBJECT, opts, context=f"{res.source_name}: search your library"))
            if isinstance(ans, Done):
                break
            assert isinstance(ans, Choose)
            found.append(ans.id)
        for c in found:
            new = ev.move(ctx, c, e.zone, tapped=e.tapped, rules=("701.23a",))
            if new is not None:
                res.created.append(new)
        ev.shuffle(ctx, pid)


def _scry(ctx: Ctx, player: int, n: int, surveil: bool = False) -> None:
    """CR 701.22a: look at the top N, put any number on the bottom in any order and the rest on top
    in any order; CR 701.25a (``surveil``): put any number into the graveyard and the rest on top
    in any order. For each card the player chooses where it goes, then the order of the cards on
    top and on the bottom (a decision whenever the cards differ)."""
    state = ctx.state
    lib = state.players[player].library
    looked = lib[:n]
    verb = "surveil" if surveil else "scry"
    away: list[int] = []
    for c in looked:
        ans = ctx.choose(Decision(player, DecisionKind.CHOOSE_OBJECT, (Answer(True), Answer(False)), context=f"{verb}: keep {state.name_of(c)} on top?",
                                  labels=("Top", "Graveyard" if surveil else "Bottom")))
        if isinstance(ans, Answer) and not ans.yes:
            away.append(c)
    top = _order_cards(ctx, player, [c for c in looked if c not in away], f"{verb}: the next card on top of your library")
    for c in top:
        lib.remove(c)
    if surveil:
        lib[0:0] = top
        state.version += 1
        for c in away:
            ev.move(ctx, c, Zone.GRAVEYARD, rules=("701.25a",))
        log(state, Surveilled(player, len(looked), len(away)))
        return
    bottom = _order_cards(ctx, player, away, f"{verb}: the next card (from the top) on the bottom of your library")
    for c in bottom:
        lib.remove(c)
    lib[0:0] = top
    lib.extend(bottom)
    state.version += 1
    log(state, Scried(player, len(looked), len(bottom)))
    if n > 0:
        # 701.22b, 701.22d: "whenever you scry" triggers after the scry (not for scry 0), even if
        # the library had fewer cards; the amount is the number of cards actually looked at.
        from manastack.rules.triggers import Happened, fire

        fire(ctx, Happened(TriggerEvent.SCRY, player=player, amount=len(looked)))


def _look_at_top(ctx: Ctx, e: LookAtTop, n: int, res: Resolving) -> None:
    """CR 401.2, 401.4, 701.20a: look at the top N cards of your library (they stay there, seen
    only by their owner); choose up to ``e.take`` of them (one at a time; only cards the filter
    admits; "you may" lets the player stop at any time — a mandatory choice takes as many as there
    are), reveal them if the text says so and put them into ``e.take_zone``; then put the rest
    into ``e.rest_zone`` — on the bottom (or top) of the library in the player's order, or in a
    random order drawn from the game's seeded RNG."""
    from manastack.rules.filters import chars_match
    from manastack.rules.layers import base_chars

    state = ctx.state
    player = res.controller
    lib = state.players[player].library
    looked = lib[:n]
    dest = "onto the battlefield" if e.take_zone is Zone.BATTLEFIELD else f"into your {e.take_zone.value}"
    what = f"{res.source_name}: put {_a(e.filter.describe()) if e.filter is not None else 'a card'} from among the top {len(looked)} {dest}"
    taken: list[int] = []
    while len(taken) < e.take:
        cands = [c for c in looked if c not in taken
                 and (e.filter is None or chars_match(state, c, base_chars(state.objects[c]), e.filter, player, res.source))]
        if not cands:
            break
        opts: tuple[Choose | Done, ...] = tuple(Choose(c) for c in cands) + ((Done(),) if e.optional else ())
        ans = ctx.choose(Decision(player, DecisionKind.CHOOSE_OBJECT, opts, context=what))
        if isinstance(ans, Done):
            break
        assert isinstance(ans, Choose)
        taken.append(ans.id)
    where = e.rest_zone.value if e.rest_zone is not Zone.LIBRARY else e.rest_position
    log(state, LookedAtTop(player, len(looked), len(taken), where, e.random))
    if e.reveal:
        for c in taken:
            log(state, Revealed(player, c))
    for c in taken:
        new = ev.move(ctx, c, e.take_zone, tapped=e.tapped, rules=("400.6",))
        if new is not None:
            res.created.append(new)
    rest = [c for c in looked if c not in taken]
    if e.rest_zone is not Zone.LIBRARY:
        for c in rest:
            ev.move(ctx, c, e.rest_zone, rules=("400.6",))
        return
    if e.random:
        state.rng.shuffle(rest)
    else:
        rest = _order_cards(ctx, player, rest, f"{res.source_name}: the next card (from the top) on the {e.rest_position} of your library")
    for c in rest:
        lib.remove(c)
    if e.rest_position == "top":
        lib[0:0] = rest
    else:
        lib.extend(rest)
    state.version += 1


def _order_cards(ctx: Ctx, player: int, cards: list[int], what: str) -> list[int]:
    """CR 701.22a, 701.25a: "in any order" — the player picks the cards one by one, topmost first.
    Cards with the same definition are interchangeable: only one of them is offered."""
    state = ctx.state
    left = list(cards)
    out: list[int] = []
    while len(left) > 1:
        distinct: dict[int, int] = {}
        for c in left:
            distinct.setdefault(id(state.objects[c].card), c)
        if len(distinct) == 1:
            break
        ans = ctx.choose(Decision(player, DecisionKind.ORDER, tuple(Choose(c) for c in distinct.values()), context=what))
        assert isinstance(ans, Choose)
        out.append(ans.id)
        left.remove(ans.id)
    return out + left


def _cast_from_zone(ctx: Ctx, e: CastFromZone, res: Resolving) -> None:
    """CR 608.2g: "you may cast a [filter] spell from your [zone]" — the player chooses one of the
    spells they could cast that way, or none; the spell is cast now (601.2a–i) and goes on the
    stack above the resolving object. A replacement effect for the spell cast this way (614.1a) is
    attached to it and ends when it leaves the stack."""
    from manastack.actions import CastSpell, describe
    from manastack.rules.casting import cast_spell, castable_from

    state = ctx.state
    player = res.controller
    offers = castable_from(state, player, e.zone, e.filter, free=e.without_paying)
    what = f"{res.source_name}: you may cast {_a(e.filter.describe())} spell from your {e.zone.value}"
    if not offers:
        log(state, NothingToCast(res.source_name, player))
        return
    opts: tuple[CastSpell | Done, ...] = tuple(offers) + (Done(),)
    labels = tuple(describe(a, state) for a in offers) + ("Don't cast",)
    ans = ctx.choose(Decision(player, DecisionKind.CAST, opts, context=what, labels=labels))
    if not isinstance(ans, CastSpell):
        return
    sid = cast_spell(ctx, player, ans.card, ans.adventure, ans.alt)
    if e.replacement is not None and sid in state.objects:
        state.effects.append(ActiveEffect(
            static=e.replacement, source_id=res.source, controller=player, timestamp=state.new_timestamp(),
            duration=Duration.PERMANENT, affected=frozenset({sid}), source_name=res.source_name,
        ))
        state.version += 1


def _a(words: str) -> str:
    return ("an " if words[:1].lower() in "aeiou" else "a ") + words
