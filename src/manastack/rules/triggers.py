"""Triggered abilities (CR 603): which abilities an event triggers, and waiting to be put on the
stack.

:func:`notice` is shown every event that happens (:func:`manastack.rules.pipeline.happened`). What a
trigger condition looks for is said in the words of the cards ("enters", "dies", "you gain life",
:class:`~manastack.model.abilities.TriggerEvent`); :func:`_seen` reads each typed event
(:mod:`manastack.events`) in those words — a zone change from the battlefield to a graveyard is a
creature "leaving the battlefield" and "dying" (700.4). Abilities that trigger wait in
``state.pending_triggers`` until a player would receive priority (:mod:`manastack.rules.stack` puts
them on the stack). Leaves-the-battlefield abilities "look back in time" (603.10) through the
object's last known information. Triggered mana abilities resolve at once (605.4a).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from typing import TypeGuard

from manastack.events import (
    AbilityActivated,
    AbilityTriggered,
    AttackDeclared,
    AttackedWith,
    BecameBlocked,
    BecameMonstrous,
    BecameTarget,
    BlockDeclared,
    CardDrawn,
    ClassLevelGained,
    CoinFlipped,
    CombatDamagedBy,
    CountersPut,
    CountersRemoved,
    CreaturesDied,
    Crewed,
    Cycled,
    DamageDealt,
    Discarded,
    DungeonCompleted,
    Exploited,
    Explored,
    GameEvent,
    LeftTheGame,
    LifeGained,
    LifeLost,
    ManaAdded,
    NotBlocked,
    PlayerAttacked,
    RingTempted,
    RoomEntered,
    Scried,
    SourceDealtDamage,
    SpellCast,
    StepBegan,
    Tapped,
    TokenCreated,
    TookInitiative,
    TurnedFaceUp,
    Untapped,
    ZoneChange,
)
from manastack.model.abilities import Suspend, TriggeredAbility
from manastack.model.card import CardDef, per_card
from manastack.model.conditions import SourceInZones
from manastack.model.triggers import (
    AboutAttached,
    AboutRemembered,
    AboutThis,
    AtStep,
    AttacksAlone,
    AttacksMostLife,
    AttacksWithGreaterPower,
    AttacksWithOthers,
    AttacksYou,
    BlocksMatching,
    BlocksThis,
    ByPlayer,
    ChapterReached,
    Constraint,
    DamagedByThis,
    DamagedPlayer,
    LastCounterRemoved,
    LevelReached,
    Matches,
    NotFirstDrawInDrawStep,
    NotManaAbility,
    NthThisTurn,
    ProducesMana,
    Room,
    StateHolds,
    TriggerCondition,
    TriggerEvent,
    While,
)
from manastack.model.types import CardType, Step, Zone
from manastack.rules.amounts import Resolving
from manastack.rules.conditions import condition_holds
from manastack.rules.context import Ctx
from manastack.rules.execute import execute
from manastack.rules.filters import chars_match
from manastack.rules.layers import chars, functioning_abilities
from manastack.rules.log import record
from manastack.rules.relations import related
from manastack.rules.vocabulary import named_in_game
from manastack.state.characteristics import Chars
from manastack.state.game_state import GameState, PendingTrigger
from manastack.state.objects import GameObject, TriggerInfo


@dataclass(slots=True)
class Seen:
    """An event as a trigger condition reads it: in the words of the cards (``kind``), with the
    object and player it is about, its amount and the other facts conditions look at. Made for
    every event and only read (not frozen: a frozen dataclass's fields are set more slowly)."""

    kind: TriggerEvent
    obj: int | None = None
    lki: tuple[GameObject, Chars] | None = None
    player: int | None = None
    amount: int = 0
    moved_to: int | None = None  # 400.7e: the object it became in a public zone
    step: Step | None = None
    mana: tuple[str, ...] = ()  # the types of mana produced (106.12a: "tapped for mana")
    nth: int = 0  # the player's how-many-th event of this kind this turn (draws, spells cast)
    # A batched event's objects, each with its last known information if it left the battlefield.
    batch: tuple[tuple[int, tuple[GameObject, Chars] | None], ...] = ()
    # COUNTERS_PUT: the kind of counter and how many of that kind the object had before (714.2b).
    counter_kind: str = ""
    counters_before: int = 0
    spell: int | None = None  # BECOMES_TARGET: the spell or ability that targets the object; ACTIVATES: the ability
    blocked: int | None = None  # BLOCKS: the attacking creature the object blocks (509.1)
    attacked: int | None = None  # ATTACKS: the player or planeswalker it attacks (506.2)


#: The public zones (CR 400.2), where a triggered ability can find the object an object became (400.7e).
_PUBLIC_ZONES = frozenset({Zone.GRAVEYARD, Zone.EXILE, Zone.BATTLEFIELD, Zone.STACK, Zone.COMMAND})


def _seen(state: GameState, ev: GameEvent) -> Iterator[Seen]:
    """What ``ev`` is in the words of trigger conditions (CR 603.2, 603.6, 603.10, 700.4)."""
    match ev:
        case ZoneChange(from_zone=Zone.BATTLEFIELD, lki=lki, old_id=oid) if lki is not None:
            new = ev.card_id if ev.to in _PUBLIC_ZONES else None  # 400.7e
            yield Seen(TriggerEvent.LEAVES, obj=oid, lki=lki, player=lki[1].controller, moved_to=new)  # 603.6c
            if ev.to is Zone.GRAVEYARD:
                yield Seen(TriggerEvent.PUT_INTO_GRAVEYARD, obj=oid, lki=lki, player=lki[1].controller, moved_to=new)
                if CardType.CREATURE in lki[1].types:
                    yield Seen(TriggerEvent.DIES, obj=oid, lki=lki, player=lki[1].controller, moved_to=new)  # 700.4
        case LeftTheGame(object=oid, lki=lki) if lki is not None:
            yield Seen(TriggerEvent.LEAVES, obj=oid, lki=lki, player=lki[1].controller)  # 603.6c, 800.4a
        case ZoneChange(to=Zone.BATTLEFIELD, card_id=new) if new is not None and new in state.objects:
            yield Seen(TriggerEvent.ENTERS, obj=new, player=state.objects[new].controller)  # 603.6a
        case TokenCreated(token_id=new, player=p) if new is not None:
            yield Seen(TriggerEvent.ENTERS, obj=new, player=p)  # 111.1, 603.6a
            yield Seen(TriggerEvent.TOKEN_CREATED, obj=new, player=p)
        case CreaturesDied(died=batch):
            yield Seen(TriggerEvent.DIES_BATCH, batch=batch)  # 603.2c
        case LifeGained(player=p, amount=n):
            yield Seen(TriggerEvent.GAIN_LIFE, player=p, amount=n)
        case LifeLost(player=p, amount=n):
            yield Seen(TriggerEvent.LOSE_LIFE, player=p, amount=n)
        case DamageDealt(source=src, target=t, amount=n):
            to_player = state.is_player_id(t)
            yield Seen(TriggerEvent.DEALS_DAMAGE, obj=src, player=t if to_player else None, amount=n)
            if ev.combat and to_player:
                yield Seen(TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER, obj=src, player=t, amount=n)
            if not to_player:
                yield Seen(TriggerEvent.DEALT_DAMAGE, obj=t, amount=n)  # 120.3
        case SourceDealtDamage(source=src, amount=n, combat=combat):
            yield Seen(TriggerEvent.DEALS_DAMAGE_AT_ONCE, obj=src, amount=n)  # 120.3, 603.2c
            if combat:
                yield Seen(TriggerEvent.DEALS_COMBAT_DAMAGE, obj=src, amount=n)  # 510.2, 603.2c
        case Tapped(object=o):
            yield Seen(TriggerEvent.BECOMES_TAPPED, obj=o)  # 701.26a
        case Untapped(object=o):
            yield Seen(TriggerEvent.BECOMES_UNTAPPED, obj=o)  # 701.26b
        case NotBlocked(attacker=a):
            yield Seen(TriggerEvent.ATTACKS_UNBLOCKED, obj=a)  # 509.3g
        case CardDrawn(player=p, card=card, nth=nth):
            yield Seen(TriggerEvent.DRAW, obj=card, player=p, nth=nth)
        case CountersPut(target=t, count=n, counter=kind, before=before):
            yield Seen(TriggerEvent.COUNTERS_PUT, obj=None if state.is_player_id(t) else t, amount=n, counter_kind=kind, counters_before=before)
        case CountersRemoved(target=t, count=n, counter=kind) if t in state.objects:
            left = state.objects[t].counters.get(kind, 0)
            yield Seen(TriggerEvent.COUNTERS_REMOVED, obj=t, amount=n, counter_kind=kind, counters_before=left + n)
        case ManaAdded(tapped_for_mana=True, source=src, player=p, types=types):
            yield Seen(TriggerEvent.TAPPED_FOR_MANA, obj=src, lki=ev.source_lki, player=p, amount=len(types), mana=types)  # 106.12a
        case SpellCast(player=p, card=spell):
            # amount: the other spells cast before it this turn, by any player (702.40a)
            before = sum(q.spells_cast_this_turn for q in state.players) - 1
            yield Seen(TriggerEvent.CAST, obj=spell, player=p, nth=state.players[p].spells_cast_this_turn, amount=before)
        case AbilityActivated(source=src, player=p, ability_id=ab):
            # a source a cost removed is seen as it last existed (608.2h: "sacrifice this artifact")
            lki = state.objects[ab].source_lki if ab is not None and ab in state.objects else None
            yield Seen(TriggerEvent.ACTIVATES, obj=src, lki=lki, player=p, spell=ab)  # 602.2b
        case BecameTarget(target=t, spell=spell, player=p):
            yield Seen(TriggerEvent.BECOMES_TARGET, obj=t, player=p, spell=spell)  # 601.2c
        case StepBegan(step=step, active=p):
            yield Seen(TriggerEvent.BEGINNING_OF_STEP, step=step, player=p)
        case AttackDeclared(attacker=a, defender=d):
            yield Seen(TriggerEvent.ATTACKS, obj=a, player=d if state.is_player_id(d) else None, attacked=d)
        case AttackedWith(player=p, attackers=attackers):
            yield Seen(TriggerEvent.ATTACK_WITH, player=p, batch=tuple((a, None) for a in attackers))  # 508.3c-d
        case PlayerAttacked(player=p, attackers=attackers):
            yield Seen(TriggerEvent.ATTACK_PLAYER, player=p, batch=tuple((a, None) for a in attackers))  # 508.3e
        case BlockDeclared(blocker=b, attacker=a):
            yield Seen(TriggerEvent.BLOCKS, obj=b, blocked=a)
        case BecameBlocked(attacker=a):
            yield Seen(TriggerEvent.BECOMES_BLOCKED, obj=a)  # 509.3c
        case Crewed(vehicle=v, player=p):
            yield Seen(TriggerEvent.BECOMES_CREWED, obj=v, player=p)  # 702.122d
        case TurnedFaceUp(object_id=oid):
            yield Seen(TriggerEvent.TURNED_FACE_UP, obj=oid, player=state.objects[oid].controller)  # 708.8
        case Cycled(player=p, card=card):
            yield Seen(TriggerEvent.CYCLED, obj=card, player=p)  # 702.29c
        case Discarded(player=p, card=card):
            yield Seen(TriggerEvent.DISCARDS, obj=card, player=p)  # 701.9a
        case BecameMonstrous(object=o, x=x):
            yield Seen(TriggerEvent.BECOMES_MONSTROUS, obj=o, player=state.objects[o].controller, amount=x)  # 701.37b-c
        case Exploited(object=o, player=p, lki=lki):
            yield Seen(TriggerEvent.EXPLOITS, obj=o, lki=lki, player=p)  # 702.110b
        case Explored(object=o, player=p, lki=lki):
            yield Seen(TriggerEvent.EXPLORES, obj=o, lki=lki, player=p)  # 701.44b-c
        case Scried(player=p, count=n):
            yield Seen(TriggerEvent.SCRY, player=p, amount=n)  # 701.22b
        case RoomEntered(player=p, dungeon=d, index=i):
            yield Seen(TriggerEvent.ROOM_ENTERED, obj=d, player=p, amount=i)  # 309.4c
        case DungeonCompleted(player=p):
            yield Seen(TriggerEvent.COMPLETES_DUNGEON, player=p)  # 309.7
        case TookInitiative(player=p):
            yield Seen(TriggerEvent.TAKES_INITIATIVE, player=p)  # 726.2, 726.5
        case CombatDamagedBy(player=p, creatures=cs):
            yield Seen(TriggerEvent.CREATURES_DEAL_COMBAT_DAMAGE_TO_PLAYER, obj=cs[0], player=p, batch=tuple((c, None) for c in cs))  # 603.2c
        case RingTempted(player=p, bearer=b):
            yield Seen(TriggerEvent.RING_TEMPTS, obj=b, player=p)  # 701.54d
        case CoinFlipped(player=p, won=True):
            yield Seen(TriggerEvent.WINS_COIN_FLIP, player=p)  # 705.2
        case ClassLevelGained(object=o, level=n):
            yield Seen(TriggerEvent.BECOMES_LEVEL, obj=o, player=state.objects[o].controller, amount=n)  # 716.2a


def notice(ctx: Ctx, ev: GameEvent) -> None:
    """CR 603.2: every triggered ability whose trigger condition ``ev`` meets triggers."""
    for h in _seen(ctx.state, ev):
        _fire(ctx, h)


def would_trigger(state: GameState, ab: TriggeredAbility, source: int, you: int, ev: GameEvent) -> bool:
    """Whether ``ev`` would trigger ``ab`` of ``source`` (for looking ahead: what tapping a land
    for mana would add through triggered mana abilities, 605.1b). Nothing is changed."""
    return any(_matches(state, ab.trigger, source, you, h, state.objects.get(source)) for h in _seen(state, ev))


def trigger_reflexive(ctx: Ctx, ab: TriggeredAbility, source: int, name: str, you: int) -> None:
    """CR 603.12: a reflexive triggered ability ("when you do, …") triggers on the action just taken."""
    _trigger(ctx, ab, source, name, you, Seen(TriggerEvent.REFLEXIVE))


def _matches(state: GameState, t: TriggerCondition, src: int, you: int, h: Seen, src_obj: GameObject | None, remembered: tuple[int, ...] = ()) -> bool:
    """Whether ``h`` is the event ``t`` watches for: of its kind, meeting each constraint.
    ``src_obj``: the source as it is, or as it last existed if it left in the same event (603.10a);
    ``remembered``: a delayed triggered ability's particular objects (603.7c)."""
    if t.event is not h.kind:
        return False
    for c in t.constraints:
        if not _meets(state, c, src, you, h, src_obj, remembered):
            return False
    return True


def _meets(state: GameState, c: Constraint, src: int, you: int, h: Seen, src_obj: GameObject | None, remembered: tuple[int, ...]) -> bool:
    match c:
        case AtStep(step):
            return step is h.step
        case AboutThis():
            return h.obj == src
        case AboutRemembered():
            return h.obj in remembered
        case AboutAttached():
            # an Aura leaving with the creature it enchanted still looks back to it (603.10a)
            return h.obj is not None and src_obj is not None and src_obj.attached_to == h.obj
        case ByPlayer(who):
            return related(state, who, you, h.player)
        case NotManaAbility():
            return h.spell is not None  # 605.3a: a mana ability isn't put on the stack
        case NthThisTurn(n, of) if of:
            cast = state.players[h.player].spell_types_this_turn[:h.nth] if h.player is not None else ()
            return bool(cast) and bool(cast[-1] & of) and sum(1 for types in cast if types & of) == n
        case NthThisTurn(n):
            return h.nth == n
        case BlocksThis():
            return h.blocked == src
        case BlocksMatching(flt):
            return h.blocked is not None and h.blocked in state.objects and chars_match(state, h.blocked, chars(state, h.blocked), flt, you, src)
        case AttacksAlone():
            return state.combat is not None and len(state.combat.attackers) == 1  # 506.5
        case AttacksMostLife():
            # 702.105a: a player attacked (not a planeswalker) whose life no player in the game exceeds
            d = h.attacked
            if d is None or not state.is_player_id(d):
                return False
            return state.team_of(d).life >= max(state.team_of(p.id).life for p in state.players if not p.lost)
        case AttacksYou(planeswalkers):
            d = h.attacked
            if d is None or state.is_player_id(d):
                return d == you
            return planeswalkers and d in state.battlefield and chars(state, d).controller == you  # 506.2
        case ChapterReached(n):
            # 714.2b: the lore counters were fewer than N and became at least N
            return h.counter_kind == "lore" and h.counters_before < n <= h.counters_before + h.amount
        case Room(index=i):
            return h.amount == i  # 309.4c: "when you move your venture marker into this room"
        case LevelReached(n):
            return h.amount == n  # 716.2a: "when this Class becomes level N"
        case ProducesMana(mana_type):
            return mana_type in h.mana  # 106.12a: "tapped for {C}"
        case NotFirstDrawInDrawStep():
            # the first card the player draws in their own draw step (504.1) doesn't count
            return h.player is None or not (
                state.step is Step.DRAW and state.active == h.player and state.players[h.player].draws_this_draw_step == 1
            )
        case While(condition):
            return condition_holds(state, condition, you, src)
        case Matches(flt, min_count) if h.batch:
            # CR 603.2c: one trigger for the whole event, if enough of its objects match.
            n = 0
            for oid, lki in h.batch:
                if lki is not None:
                    n += chars_match(state, oid, lki[1], flt, you, src, obj=lki[0])
                elif oid in state.objects:
                    n += chars_match(state, oid, chars(state, oid), flt, you, src)
            return n >= min_count
        case Matches(flt):
            if h.obj is None:
                return False
            if h.lki is not None:
                o, ch = h.lki
                return chars_match(state, h.obj, ch, flt, you, src, obj=o)
            return h.obj in state.objects and chars_match(state, h.obj, chars(state, h.obj), flt, you, src)
        case StateHolds():
            return True  # checked by check_state_triggers (603.8), not on an event
        case AttacksWithGreaterPower():
            attackers = [a for a, _ in h.batch]
            if src not in attackers:
                return False
            mine = chars(state, src).power or 0
            return any((chars(state, a).power or 0) > mine for a in attackers if a != src and a in state.battlefield)  # 702.149a
        case AttacksWithOthers(n):
            attackers = [a for a, _ in h.batch]
            return src in attackers and len(attackers) > n
        case DamagedPlayer(who):
            return h.player is not None and related(state, who, you, h.player)
        case DamagedByThis():
            damaged = h.lki[0] if h.lki is not None else state.objects.get(h.obj) if h.obj is not None else None
            return damaged is not None and src in damaged.damaged_by
        case LastCounterRemoved(kind):
            return h.counter_kind == kind and h.counters_before == h.amount  # none left (702.62a)


def _of_objects(state: GameState, h: Seen) -> list[tuple[int, GameObject, Chars, int, TriggeredAbility]]:
    """The triggered abilities of objects that may trigger on ``h``, by its kind: the permanents' and
    the command zone's (603.2), those of permanents leaving in the event looking back (603.10a),
    and those that function in exile (702.62a) or in a graveyard (113.6b)."""
    kind = h.kind
    found: list[tuple[int, GameObject, Chars, int, TriggeredAbility]] = [
        (oid, state.objects[oid], c, i, ab) for oid, i, ab, c in functioning_abilities(state, TriggeredAbility) if ab.trigger.event is kind
    ]
    sources: list[tuple[int, GameObject, Chars]] = []
    if h.lki is not None and h.obj is not None and h.lki[0].zone is Zone.BATTLEFIELD and h.obj not in state.battlefield:
        sources.append((h.obj, h.lki[0], h.lki[1]))  # 603.10a: look back in time
    if h.lki is not None or h.batch:
        # 603.10a, 704.3: permanents that left in the same event (events.move_together) look back too.
        for oid, (o, c) in state.leaving_together.items():
            if oid != h.obj and oid not in state.battlefield:
                sources.append((oid, o, c))
    found += [
        (oid, o, c, i, ab) for oid, o, c in sources for i, ab in enumerate(c.abilities) if isinstance(ab, TriggeredAbility) and ab.trigger.event is kind
    ]
    found += [(oid, o, c, i, ab) for oid, o, c, i, ab in _exile_triggers(state) if ab.trigger.event is kind]
    found += [(oid, o, c, i, ab) for oid, o, c, i, ab in _graveyard_triggers(state) if ab.trigger.event is kind]
    return found


def _fire(ctx: Ctx, h: Seen) -> None:
    """CR 603.2: every triggered ability whose trigger event matches ``h`` triggers."""
    state = ctx.state
    kind = h.kind
    found = _of_objects(state, h) if kind in named_in_game(state) else ()  # 603.2: else none can trigger
    for oid, o, c, i, ab in found:
        once_key = -1 - i  # "triggers only once each turn": kept with the source's per-turn uses
        if ab.trigger.once_each_turn and o.abilities_used_this_turn.get(once_key, 0):
            continue
        if _matches(state, ab.trigger, oid, c.controller, h, o):
            if _trigger(ctx, ab, oid, c.name, c.controller, h) and ab.trigger.once_each_turn and oid in state.objects:
                used = state.objects[oid].abilities_used_this_turn
                used[once_key] = used.get(once_key, 0) + 1
    own_card = _OF_THE_CARD.get(kind)
    if own_card is not None:
        own_card(ctx, h)
    for rec in list(state.delayed_triggers):
        if _matches(state, rec.ability.trigger, rec.source_id, rec.controller, h, state.objects.get(rec.source_id), rec.objects):
            if rec.once:
                state.delayed_triggers.remove(rec)
            _trigger(ctx, rec.ability, rec.source_id, rec.source_name, rec.controller, h, remembered=rec.objects)
    for source in _SOURCELESS:
        for you, name, ab in source(state):
            # The controlling player stands in for the missing source, and keeps the count of
            # "triggers only once each turn".
            once = ab.trigger.once_each_turn
            if once and ab.text in state.players[you].sourceless_triggered_this_turn:
                continue
            if ab.trigger.event is kind and _matches(state, ab.trigger, you, you, h, None):
                if _trigger(ctx, ab, you, name, you, h) and once:
                    state.players[you].sourceless_triggered_this_turn += (ab.text,)


#: Triggered abilities that belong to no object (CR 725.2: the monarch's): each function gives,
#: for the current state, (controller, name, ability) of those that function. Their mechanic's
#: module registers the function with :func:`sourceless_triggers`.
_SOURCELESS: list[Callable[[GameState], Iterable[tuple[int, str, TriggeredAbility]]]] = []


def sourceless_triggers(fn: Callable[[GameState], Iterable[tuple[int, str, TriggeredAbility]]]) -> Callable[[GameState], Iterable[tuple[int, str, TriggeredAbility]]]:
    """Register a function giving triggered abilities that have no source (see ``_SOURCELESS``)."""
    _SOURCELESS.append(fn)
    return fn


def _exile_triggers(state: GameState) -> Iterator[tuple[int, GameObject, Chars, int, TriggeredAbility]]:
    """CR 702.62a: the triggered abilities of suspend function in the exile zone (the index is
    past the card's own abilities, for "only once each turn" counts)."""
    for oid in state.exile:
        for a in state.objects.peek(oid).card.abilities:
            if isinstance(a, Suspend):
                o, c = state.objects[oid], chars(state, oid)
                n = len(c.abilities)
                yield from ((oid, o, c, n + i, ab) for i, ab in enumerate(a.triggered))


def _graveyard_triggers(state: GameState) -> Iterator[tuple[int, GameObject, Chars, int, TriggeredAbility]]:
    """CR 113.6b: a triggered ability whose intervening "if" says its source is in a graveyard ("if
    CARDNAME is in your graveyard [or on the battlefield]") functions there; its owner controls it."""
    for p in state.players:
        for oid in p.graveyard:
            # A card in a graveyard has its printed abilities (113.6, 604.3: only its P/T can
            # differ), so its face says whether it has such an ability at all.
            if not _has_graveyard_trigger(state.objects.peek(oid).face):
                continue
            c = chars(state, oid)
            for i, ab in enumerate(c.abilities):
                if _functions_in_graveyard(ab):
                    yield oid, state.objects[oid], c, i, ab


@per_card
def _has_graveyard_trigger(face: CardDef) -> bool:
    """Whether the face prints a triggered ability that functions in a graveyard (asked for every
    card in every graveyard at every event)."""
    return any(_functions_in_graveyard(ab) for ab in face.abilities)


def _functions_in_graveyard(ab: object) -> TypeGuard[TriggeredAbility]:
    return isinstance(ab, TriggeredAbility) and isinstance(ab.intervening_if, SourceInZones) and Zone.GRAVEYARD in ab.intervening_if.zones


def _fire_cycled_card_triggers(ctx: Ctx, h: Seen) -> None:
    """CR 702.29c: "when you cycle this card" triggers from whatever zone the card wound up in."""
    state = ctx.state
    if h.obj is None or h.obj not in state.objects or state.objects[h.obj].zone is Zone.BATTLEFIELD:
        return
    o, c = state.objects[h.obj], chars(state, h.obj)
    for ab in c.abilities:
        if isinstance(ab, TriggeredAbility) and ab.trigger.event is TriggerEvent.CYCLED and AboutThis() in ab.trigger.constraints:
            if _matches(state, ab.trigger, h.obj, o.owner, h, o):
                _trigger(ctx, ab, h.obj, c.name, o.owner, h)


def _fire_own_cast_triggers(ctx: Ctx, h: Seen) -> None:
    """CR 702.40a, 702.85a: a spell's own "when you cast this spell" abilities (storm, cascade)
    function on the stack. They remember the spell as it was cast: if it has left the stack when
    they resolve, its last known information is used (608.2h)."""
    state = ctx.state
    if h.obj is None or h.obj not in state.objects or state.objects[h.obj].zone is not Zone.STACK:
        return
    c = chars(state, h.obj)
    seen = replace(h, lki=(state.objects[h.obj].copy(), c))
    for ab in c.abilities:
        if isinstance(ab, TriggeredAbility) and ab.trigger.event is TriggerEvent.CAST and AboutThis() in ab.trigger.constraints:
            if _matches(state, ab.trigger, h.obj, c.controller, seen, state.objects[h.obj]):
                _trigger(ctx, ab, h.obj, c.name, c.controller, seen)


def _spell_x(state: GameState, h: Seen) -> int:
    """The value of X the triggered ability takes from the object of the event: a spell's X (cast
    triggers), and for a permanent entering the battlefield the X of the spell that became it as it
    resolved (CR 107.3m, an exception to 107.3i: the permanent's own X is 0; 0 if it wasn't cast)."""
    if h.obj is None or h.obj not in state.objects:
        return 0
    o = state.objects[h.obj]
    return o.entered_x if h.kind is TriggerEvent.ENTERS and o.zone is Zone.BATTLEFIELD else o.x


def _trigger(ctx: Ctx, ab: TriggeredAbility, src: int, name: str, you: int, h: Seen, remembered: tuple[int, ...] = ()) -> bool:
    """The ability triggers (unless its intervening "if" is false, 603.4); returns whether it did."""
    state = ctx.state
    # 603.4; a leaves-the-battlefield ability looks back in time (603.10a): a condition about its
    # source ("if it had no -1/-1 counters on it") sees the source as it last existed.
    lki = h.lki[0] if h.lki is not None and h.obj == src else None
    info = TriggerInfo(
        object_id=h.obj,
        object_name=h.lki[1].name if h.lki else (state.name_of(h.obj) if h.obj is not None else None),
        player=h.player,
        amount=h.amount,
        spell_x=_spell_x(state, h),
        mana=h.mana,
        lki=h.lki,
        remembered=remembered,
        spell=h.spell,
        moved_to=h.moved_to,
    )
    # "if that creature's power is greater than …" (702.100a): the condition sees the event's object.
    res = Resolving(src, you, state.name_of(src), (), 0, info)
    if ab.intervening_if is not None and not condition_holds(state, ab.intervening_if, you, src, res, source_lki=lki):
        return False
    record(state, AbilityTriggered(name, src, you))
    if ab.is_mana_ability:
        execute(ctx, ab.effects, res)  # 605.4a: it resolves at once
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
    if TriggerEvent.STATE not in named_in_game(state):
        return False  # no definition of the game has a state trigger
    waiting: list[tuple[int, TriggeredAbility]] = [(t.source_id, t.ability) for t in state.pending_triggers]
    for sid in state.stack:
        o = state.objects.peek(sid)
        if o.is_ability and isinstance(o.ability, TriggeredAbility) and o.source_id is not None:
            waiting.append((o.source_id, o.ability))
    triggered = False
    for oid in list(state.battlefield):
        c = chars(state, oid)
        for ab in c.abilities:
            if not isinstance(ab, TriggeredAbility) or ab.trigger.event is not TriggerEvent.STATE:
                continue
            holds = ab.trigger.constraint(StateHolds)
            if holds is None or (oid, ab) in waiting:
                continue
            if condition_holds(state, holds.condition, c.controller, oid):
                _trigger(ctx, ab, oid, c.name, c.controller, Seen(TriggerEvent.STATE))
                waiting.append((oid, ab))
                triggered = True
    return triggered



#: The events on which a card's own abilities trigger from where it is — casting it ("when you cast
#: this spell", 702.40a, 702.85a), cycling it (702.29c) — and the function firing them, by kind (a
#: table, read for every event: docs/architecture.md, "Hot paths").
_OF_THE_CARD: dict[TriggerEvent, Callable[[Ctx, Seen], None]] = {
    TriggerEvent.CAST: _fire_own_cast_triggers,
    TriggerEvent.CYCLED: _fire_cycled_card_triggers,
}

__all__ = ["Seen", "check_state_triggers", "notice", "trigger_reflexive", "would_trigger"]
