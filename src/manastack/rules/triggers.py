"""Triggered abilities (CR 603): noticing events, and putting triggered abilities on the stack.

:func:`fire` is called by the event primitives after each event. Abilities that trigger wait in
``state.pending_triggers`` until a player would receive priority; then :func:`put_on_stack` puts
them on the stack in APNAP order, each controller choosing the order of their own (603.3b).
Leaves-the-battlefield abilities "look back in time" (603.10) through the object's last known
information, passed as ``lki``. Triggered mana abilities resolve at once (605.4a).
"""

from __future__ import annotations

from dataclasses import dataclass

from manastack.actions import Choose, Decision, DecisionKind
from manastack.events import AbilityTriggered
from manastack.model.abilities import TriggerCondition, TriggeredAbility, TriggerEvent
from manastack.model.types import Step, Zone
from manastack.rules.conditions import condition_holds
from manastack.rules.context import Ctx
from manastack.rules.layers import battlefield_abilities, chars
from manastack.rules.pipeline import log
from manastack.rules.relations import related
from manastack.state.characteristics import Chars
from manastack.state.game_state import GameState, PendingTrigger
from manastack.state.objects import GameObject, TriggerInfo


@dataclass(slots=True)
class Happened:
    """What a triggered ability sees of an event."""

    kind: TriggerEvent
    obj: int | None = None
    lki: tuple[GameObject, Chars] | None = None
    player: int | None = None
    amount: int = 0
    step: Step | None = None
    mana: tuple[str, ...] = ()  # the types of mana produced (106.12a: "tapped for mana")
    nth: int = 0  # the player's how-many-th event of this kind this turn (draws)
    # A batched event's objects, each with its last known information if it left the battlefield.
    batch: tuple[tuple[int, tuple[GameObject, Chars] | None], ...] = ()
    # COUNTERS_PUT: the kind of counter and how many of that kind the object had before (714.2b).
    counter_kind: str = ""
    counters_before: int = 0


def _matches(state: GameState, t: TriggerCondition, src: int, you: int, h: Happened) -> bool:
    from manastack.rules.filters import chars_match

    if t.event is not h.kind:
        return False
    if t.step is not None and t.step is not h.step:
        return False
    if t.self_only and h.obj != src:
        return False
    if t.attached and (h.obj is None or src not in state.objects or state.objects[src].attached_to != h.obj):
        return False
    if not related(state, t.player, you, h.player):
        return False
    if t.nth_this_turn is not None and h.nth != t.nth_this_turn:
        return False
    if t.chapter is not None and not (h.counter_kind == "lore" and h.counters_before < t.chapter <= h.counters_before + h.amount):
        return False  # 714.2b: the lore counters were fewer than N and became at least N
    if t.mana_type is not None and t.mana_type not in h.mana:
        return False  # 106.12a: "tapped for {C}" — the ability produced no mana of that type
    if t.except_first_in_draw_step and h.player is not None and (
        state.step is Step.DRAW and state.active == h.player and state.players[h.player].draws_this_draw_step == 1
    ):
        return False  # the first card the player draws in their own draw step (504.1)
    if t.while_condition is not None and not condition_holds(state, t.while_condition, you, src):
        return False
    if h.batch:
        # CR 603.2c: one trigger for the whole event, if enough of its objects match.
        n = 0
        for oid, lki in h.batch:
            if t.filter is None:
                n += 1
            elif lki is not None:
                n += chars_match(state, oid, lki[1], t.filter, you, src, obj=lki[0])
            elif oid in state.objects:
                n += chars_match(state, oid, chars(state, oid), t.filter, you, src)
        return n >= t.min_count
    if t.filter is not None:
        if h.obj is None:
            return False
        if h.lki is not None:
            o, c = h.lki
            if not chars_match(state, h.obj, c, t.filter, you, src, obj=o):
                return False
        elif h.obj not in state.objects or not chars_match(state, h.obj, chars(state, h.obj), t.filter, you, src):
            return False
    return True


def fire(ctx: Ctx, h: Happened) -> None:
    """CR 603.2: every triggered ability whose trigger event matches ``h`` triggers."""
    state = ctx.state
    found: list[tuple[int, GameObject, Chars, int, TriggeredAbility]] = [
        (oid, state.objects[oid], c, i, ab) for oid, i, ab, c in battlefield_abilities(state, TriggeredAbility)
    ]
    sources: list[tuple[int, GameObject, Chars]] = []
    if h.lki is not None and h.obj is not None and h.lki[0].zone is Zone.BATTLEFIELD and h.obj not in state.battlefield:
        sources.append((h.obj, h.lki[0], h.lki[1]))  # 603.10a: look back in time
    if h.lki is not None or h.batch:
        # 603.10a, 704.3: permanents that left in the same event (events.move_together) look back too.
        for oid, (o, c) in state.leaving_together.items():
            if oid != h.obj and oid not in state.battlefield:
                sources.append((oid, o, c))
    found += [(oid, o, c, i, ab) for oid, o, c in sources for i, ab in enumerate(c.abilities) if isinstance(ab, TriggeredAbility)]
    for oid, o, c, i, ab in found:
        if ab.trigger.event is h.kind:
            once_key = -1 - i  # "triggers only once each turn": kept with the source's per-turn uses
            if ab.trigger.once_each_turn and o.abilities_used_this_turn.get(once_key, 0):
                continue
            if _matches(state, ab.trigger, oid, c.controller, h):
                if _trigger(ctx, ab, oid, c.name, c.controller, h) and ab.trigger.once_each_turn and oid in state.objects:
                    used = state.objects[oid].abilities_used_this_turn
                    used[once_key] = used.get(once_key, 0) + 1
    for rec in list(state.delayed_triggers):
        if _matches(state, rec.ability.trigger, rec.source_id, rec.controller, h):
            if rec.once:
                state.delayed_triggers.remove(rec)
            _trigger(ctx, rec.ability, rec.source_id, rec.source_name, rec.controller, h, remembered=rec.objects)


def _spell_x(state: GameState, h: Happened) -> int:
    """The value of X the triggered ability takes from the object of the event: a spell's X (cast
    triggers), and for a permanent entering the battlefield the X of the spell that became it as it
    resolved (CR 107.3m, an exception to 107.3i: the permanent's own X is 0; 0 if it wasn't cast)."""
    if h.obj is None or h.obj not in state.objects:
        return 0
    o = state.objects[h.obj]
    return o.entered_x if h.kind is TriggerEvent.ENTERS and o.zone is Zone.BATTLEFIELD else o.x


def _trigger(ctx: Ctx, ab: TriggeredAbility, src: int, name: str, you: int, h: Happened, remembered: tuple[int, ...] = ()) -> bool:
    """The ability triggers (unless its intervening "if" is false, 603.4); returns whether it did."""
    state = ctx.state
    if ab.intervening_if is not None and not condition_holds(state, ab.intervening_if, you, src):
        return False  # 603.4
    info = TriggerInfo(
        object_id=h.obj,
        object_name=h.lki[1].name if h.lki else (state.name_of(h.obj) if h.obj is not None else None),
        player=h.player,
        amount=h.amount,
        spell_x=_spell_x(state, h),
        mana=h.mana,
        lki=h.lki,
        remembered=remembered,
    )
    log(state, AbilityTriggered(name, src, you))
    if ab.is_mana_ability:
        from manastack.rules.resolution import resolve_ability_now

        resolve_ability_now(ctx, ab, src, you, info)  # 605.4a
        return True
    state.trigger_counter += 1
    state.pending_triggers.append(PendingTrigger(you, src, name, ab, info, state.trigger_counter))
    return True


def check_state_triggers(ctx: Ctx) -> bool:
    """CR 603.8: a state trigger triggers as soon as the game state matches its condition (checked
    whenever a player would receive priority, 117.5). It doesn't trigger again while it waits to be
    put on the stack or is on the stack; once it has left the stack (resolved, countered, removed)
    it triggers again if its object is still there and the state still matches. A permanent that
    changed zones is a new object (400.7), so its ability starts afresh. Returns whether any
    ability triggered."""
    state = ctx.state
    waiting: list[tuple[int, TriggeredAbility]] = [(t.source_id, t.ability) for t in state.pending_triggers]
    for sid in state.stack:
        o = state.objects[sid]
        if o.is_ability and isinstance(o.ability, TriggeredAbility) and o.source_id is not None:
            waiting.append((o.source_id, o.ability))
    triggered = False
    for oid in list(state.battlefield):
        c = chars(state, oid)
        for ab in c.abilities:
            if not isinstance(ab, TriggeredAbility) or ab.trigger.event is not TriggerEvent.STATE:
                continue
            cond = ab.trigger.state_condition
            if cond is None or (oid, ab) in waiting:
                continue
            if condition_holds(state, cond, c.controller, oid):
                _trigger(ctx, ab, oid, c.name, c.controller, Happened(TriggerEvent.STATE))
                waiting.append((oid, ab))
                triggered = True
    return triggered


def put_on_stack(ctx: Ctx) -> bool:
    """CR 603.3b: put pending triggered abilities on the stack, APNAP, each player choosing the
    order of their own; targets and modes are chosen as each is put on the stack (603.3d).
    Returns whether anything was put on the stack."""
    from manastack.rules.casting import put_triggered_ability_on_stack

    state = ctx.state
    if not state.pending_triggers:
        return False
    any_put = False
    for pid in state.apnap():
        while True:
            mine = [t for t in state.pending_triggers if t.controller == pid]
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
                    Decision(pid, DecisionKind.TRIGGER_ORDER, opts, context="put on the stack next", labels=labels)
                )
                assert isinstance(ans, Choose)
                chosen = next(t for t in mine if t.order == ans.id)
            state.pending_triggers.remove(chosen)
            if put_triggered_ability_on_stack(ctx, chosen):
                any_put = True
    return any_put
