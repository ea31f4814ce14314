"""Putting triggered abilities on the stack (CR 603.3): the next time a player would receive
priority, the abilities that triggered go on the stack in APNAP order, each player choosing the
order of their own (603.3b); targets are chosen as each is put on the stack (603.3d)."""

from __future__ import annotations

from manastack.actions import Choose, Decision, DecisionKind, Purpose
from manastack.events import AbilityPutOnStack, AbilityRemoved
from manastack.model.abilities import TriggeredAbility
from manastack.model.card import CardDef
from manastack.model.types import Zone
from manastack.rules.casting import divide_for_ability
from manastack.rules.context import Ctx
from manastack.rules.log import record
from manastack.rules.targets import become_targets, choose_targets
from manastack.state.game_state import PendingTrigger
from manastack.state.objects import GameObject


def put_on_stack(ctx: Ctx) -> bool:
    """CR 603.3b: put pending triggered abilities on the stack, APNAP, each player choosing the
    order of their own; targets and modes are chosen as each is put on the stack (603.3d).
    Abilities that trigger meanwhile (on a target chosen) wait for the next time (603.3b).
    Returns whether anything was put on the stack."""
    state = ctx.state
    if not state.pending_triggers:
        return False
    # 800.4d: an ability a player who has left the game would control isn't put on the stack.
    state.pending_triggers = [t for t in state.pending_triggers if not state.players[t.controller].left_game]
    waiting = {t.order for t in state.pending_triggers}
    any_put = False
    for pid in state.apnap():
        while True:
            mine = [t for t in state.pending_triggers if t.controller == pid and t.order in waiting]
            if not mine:
                break
            # Instances of the same ability of the same source with the same event info are interchangeable.
            distinct: dict[tuple[int, int], PendingTrigger] = {}
            for t in mine:
                distinct.setdefault((t.source_id, id(t.ability)), t)
            chosen = mine[0]
            if len(distinct) > 1:
                opts = tuple(Choose(t.order) for t in distinct.values())
                labels = tuple(f"{t.source_name}: {t.ability.text or 'triggered ability'}" for t in distinct.values())
                ans = ctx.choose(
                    Decision(pid, DecisionKind.TRIGGER_ORDER, opts, context="put on the stack next", labels=labels, purpose=Purpose.TRIGGER_ORDER)
                )
                assert isinstance(ans, Choose)
                chosen = next(t for t in mine if t.order == ans.id)
            state.pending_triggers.remove(chosen)
            if put_triggered_ability_on_stack(ctx, chosen):
                any_put = True
    return any_put


def put_triggered_ability_on_stack(ctx: Ctx, t: PendingTrigger) -> bool:
    """CR 603.3: the ability goes on the stack under its controller; targets are chosen now and if
    a required target can't be chosen it is removed (603.3d)."""
    state = ctx.state
    ab: TriggeredAbility = t.ability
    sid = state.new_id()
    src = state.objects.get(t.source_id)
    card = src.face if src is not None else None
    s = GameObject(
        id=sid, uid=sid, card=card or CardDef(name=t.source_name), owner=t.controller, controller=t.controller,
        zone=Zone.STACK, ability=ab, source_id=t.source_id, trigger=t.info,
    )
    s.x = t.info.spell_x
    state.objects[sid] = s
    state.stack.append(sid)
    if ab.targets:
        chosen = choose_targets(ctx, ab.targets, t.controller, t.source_id, t.source_name, itself=sid)
        if chosen is None:
            state.stack.remove(sid)
            del state.objects[sid]
            record(state, AbilityRemoved(t.source_name))
            return False
        s.targets = chosen
        become_targets(ctx, sid)
    divide_for_ability(ctx, s, ab.effects, t.controller, t.source_name)
    record(state, AbilityPutOnStack(t.source_name, t.source_id, t.controller))
    return True


__all__ = ["put_on_stack", "put_triggered_ability_on_stack"]
