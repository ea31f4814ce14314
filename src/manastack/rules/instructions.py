"""How the instructions of a resolving spell or ability combine (CR 608.2c–d, 603.7, 603.12,
118.12): "you may", "if you do", "[player] may pay [cost]" and "unless [player] pays", conditions,
"for each player", delayed and reflexive triggered abilities."""

from __future__ import annotations

import dataclasses

from manastack.actions import Answer, Decision, DecisionKind, Purpose
from manastack.events import CostPaidOnResolution
from manastack.model.abilities import TriggeredAbility
from manastack.model.effects import (
    Conditional,
    DelayedTrigger,
    ForEachPlayer,
    IfDone,
    May,
    PayCost,
    Reflexive,
)
from manastack.model.triggers import TriggerCondition, TriggerEvent
from manastack.rules.amounts import Resolving, moved_earlier, objects_of, players_of, res_amount
from manastack.rules.conditions import condition_holds
from manastack.rules.context import Ctx
from manastack.rules.costs import can_pay_cost_components, pay_cost_components
from manastack.rules.execute import execute, verb
from manastack.rules.log import record
from manastack.rules.mana import pay_mana, plan
from manastack.rules.triggers import trigger_reflexive
from manastack.state.game_state import DelayedTriggerRecord
from manastack.state.objects import TriggerInfo


@verb(May)
def _may(ctx: Ctx, e: May, res: Resolving, did: bool) -> bool:
    """"You may [effects]": a choice made on resolution; returns whether the player did. "If you
    don't, [otherwise]" (608.2c) follows a refusal."""
    who = players_of(ctx.state, e.player, res) or [res.controller]
    ans = ctx.choose(Decision(who[0], DecisionKind.YES_NO, (Answer(True), Answer(False)), context=f"{res.source_name}: you may", purpose=Purpose.YOU_MAY, source=res.source))
    if isinstance(ans, Answer) and ans.yes:
        if execute(ctx, e.effects, res) or not e.otherwise:
            return True
        # 101.3: an action that couldn't be performed wasn't done — "if you don't" applies
    execute(ctx, e.otherwise, res)
    return False


@verb(IfDone)
def _if_done(ctx: Ctx, e: IfDone, res: Resolving, did: bool) -> bool:
    """"[action]. If you do, [then]"; "If you can't, [otherwise]" (CR 608.2c)."""
    execute(ctx, e.then if execute(ctx, e.effects, res) else e.otherwise, res)
    return did


@verb(PayCost)
def _pay_cost(ctx: Ctx, e: PayCost, res: Resolving, did: bool) -> bool:
    """CR 118.12, 118.12a: the player may pay the cost while the spell or ability resolves — offered
    only if they can pay it fully (118.3); mana abilities may be activated to pay it (the payment
    decisions of 601.2g–h); an {X} in it is the spell's X (107.3a). Then ``then`` if they paid, ``otherwise`` if they didn't. Returns
    whether they paid ("if you do"; "if a player does" when any of the players may pay)."""
    state = ctx.state
    who = players_of(state, e.player, res)
    if e.any_player:
        # "any opponent may …": offered in turn order from the active player (101.4) until one pays
        who = [p for p in state.apnap() if p in who]
    paid = False
    for pid in who if e.any_player else who[:1]:
        cost = e.cost if e.times == 1 else e.cost.repeated(res_amount(state, e.times, res))  # 702.24a
        # 107.3a: an {X} in the cost to pay ("unless its controller pays {X}") is the X announced for the spell
        mana = cost.mana.with_x(res.x) if cost.mana is not None else None
        mana = mana if mana is not None and not mana.is_free() else None
        others = dataclasses.replace(cost, mana=None)
        can = can_pay_cost_components(state, pid, others, res.source) and (mana is None or plan(state, pid, mana, None) is not None)
        if can:
            text = cost.text()
            ans = ctx.choose(Decision(pid, DecisionKind.YES_NO, (Answer(True), Answer(False)), context=f"{res.source_name}: pay {text}?",
                                      labels=(f"Pay {text}", "Don't pay"), purpose=Purpose.PAY_WHILE_RESOLVING, source=res.source, about=text))
            if isinstance(ans, Answer) and ans.yes:
                if mana is not None:
                    pay_mana(ctx, pid, mana, None, res.source_name)
                res.sacrificed += tuple(pay_cost_components(ctx, pid, others, res.source))  # "If you do, … the sacrificed creature's power"
                record(state, CostPaidOnResolution(pid, text, res.source_name))
                paid = True
                break
    execute(ctx, e.then if paid else e.otherwise, res)
    return paid


@verb(Conditional)
def _conditional(ctx: Ctx, e: Conditional, res: Resolving, did: bool) -> bool:
    """"If [condition], [effects]; otherwise [otherwise]" — checked as the effect is performed (608.2c)."""
    holds = condition_holds(ctx.state, e.condition, res.controller, res.source, res)
    return execute(ctx, e.effects if holds else e.otherwise, res)


@verb(ForEachPlayer)
def _for_each_player(ctx: Ctx, e: ForEachPlayer, res: Resolving, did: bool) -> bool:
    """The effects once for each referenced player, who is "that player" in them; "it" and "them"
    in one pass are the objects that pass created (encore's token "that attacks that opponent",
    702.141a), and after the loop every object the passes created."""
    for pid in players_of(ctx.state, e.players, res):
        sub = Resolving(res.source, res.controller, res.source_name, res.targets, res.x,
                        TriggerInfo(player=pid, amount=res.trigger.amount if res.trigger else 0), [], res.spell_id)
        execute(ctx, e.effects, sub)
        res.created += sub.created
    return did


@verb(DelayedTrigger)
def _delayed_trigger(ctx: Ctx, e: DelayedTrigger, res: Resolving, did: bool) -> bool:
    """CR 603.7: create a delayed triggered ability; the particular objects it refers to are fixed now
    (603.7c). One with a stated duration ("this turn", "until your next turn") triggers each time
    until it ends (603.7b), or only the next time within it ("when you next cast …")."""
    # an object an earlier part of the effect moved to a public zone is found there (400.7j)
    objs = tuple(objects_of(ctx.state, e.about, res) or moved_earlier(ctx.state, e.about, res)) if e.about is not None else ()
    ctx.state.delayed_triggers.append(DelayedTriggerRecord(
        TriggeredAbility(e.trigger, e.effects), res.controller, res.source, res.source_name, once=e.lasts is None or e.next_only, objects=objs, lasts=e.lasts,
    ))
    return did


@verb(Reflexive)
def _reflexive(ctx: Ctx, e: Reflexive, res: Resolving, did: bool) -> bool:
    """CR 603.12: "when you do, …" triggers if the preceding optional action was taken."""
    if did:
        trigger_reflexive(ctx, TriggeredAbility(TriggerCondition(TriggerEvent.REFLEXIVE), e.effects), res.source, res.source_name, res.controller)
    return did
