"""Evaluating amounts and references while a spell or ability resolves (CR 608.2)."""

from __future__ import annotations

from dataclasses import dataclass, field

from manastack.mana import COLOR_ORDER
from manastack.model.filters import (
    AllMatching,
    Amount,
    AttachedTo,
    AttackedBy,
    BlockersBeyondFirst,
    BlockersOf,
    ColorsSpent,
    CommanderCasts,
    CommanderTax,
    ControlledBy,
    ControllerOf,
    CountedAsEntered,
    CountersOn,
    CountOf,
    CountRef,
    CreatedObjects,
    DamageDealtThisWay,
    DamagedThisWay,
    DefendingPlayer,
    Devotion,
    DiscardedThisWay,
    EachOpponent,
    EachPlayer,
    EventAmount,
    EventObject,
    EventPlayer,
    EventSpell,
    ExiledWith,
    GreatestPower,
    LifeLostThisWay,
    LifeTotal,
    ManaValueOf,
    ObjectRef,
    OpponentsAttacked,
    OwnerOf,
    PlayerBeside,
    Plus,
    PowerOf,
    Ref,
    Remembered,
    RevealedThisWay,
    Sacrificed,
    SameNameAs,
    Target,
    This,
    TimesPaid,
    Together,
    TopOfLibrary,
    ToughnessOf,
    X,
    XTargets,
    You,
)
from manastack.model.types import Zone
from manastack.rules.commander import highest_commander_tax, times_cast_from_command_zone
from manastack.rules.filters import count_matching, matches, matching
from manastack.rules.layers import chars
from manastack.rules.predicates import defending_player, devotion
from manastack.rules.relations import player_beside
from manastack.state.characteristics import Chars
from manastack.state.game_state import GameState
from manastack.state.objects import GameObject, TriggerInfo


@dataclass(slots=True)
class Resolving:
    """What a resolving spell or ability knows: its source, controller, chosen targets (with
    ``None`` for a target that became illegal, 608.2b), X, and its trigger's event."""

    source: int
    controller: int
    source_name: str
    targets: tuple[int | None, ...] = ()
    x: int = 0
    trigger: TriggerInfo | None = None
    created: list[int] = field(default_factory=list)
    spell_id: int | None = None
    tapped_for_mana: bool = False  # a mana ability with {T} in its cost is resolving (106.12)
    division: tuple[int, ...] = ()  # 601.2d: the spell's division, one share per target slot
    # 608.2h: objects this resolution moved out of a zone, as they last existed there (by old id).
    last_known: dict[int, tuple[GameObject, Chars]] = field(default_factory=dict)
    # 113.7a: the source as it last existed on the battlefield, if the ability's cost removed it.
    source_lki: tuple[GameObject, Chars] | None = None
    # 608.2h: the permanents sacrificed to pay its costs, as they last existed ("the sacrificed creature").
    sacrificed: tuple[tuple[GameObject, Chars], ...] = ()
    # The cards it discarded, where they went ("discarded this way", 701.9).
    discarded: list[int] = field(default_factory=list)
    # The cards it revealed ("revealed this way", 701.20a).
    revealed: list[int] = field(default_factory=list)
    # 120.3: the players and permanents this resolution dealt damage to, and how much each time.
    damaged: list[tuple[int, int]] = field(default_factory=list)
    life_lost: int = 0  # 119.3: the life players lost to this resolution ("the life lost this way")
    # 400.7j: objects this resolution moved to a public zone, old id -> the new object there.
    moved_to: dict[int, int] = field(default_factory=dict)


def amount_of(
    state: GameState,
    a: Amount,
    *,
    controller: int,
    source: int,
    x: int = 0,
    trigger: TriggerInfo | None = None,
    res: Resolving | None = None,
) -> int:
    match a:
        case int():
            return a
        case X(times):
            return x * times
        case CountOf(filter=f, times=k):
            return count_matching(state, f, controller, source) * k
        case EventAmount():
            return trigger.amount if trigger else 0
        case PowerOf(of=ref):
            ids = known_objects(state, ref, res) if res else [source]
            if ids:
                return max(0, chars(state, ids[0]).power or 0)
            known = last_known(ref, res) if res else None
            return max(0, known[1].power or 0) if known else 0
        case ToughnessOf():
            return max(0, _signed_pt(state, a, source, res))
        case CountRef(of=ref):
            return len(objects_of(state, ref, res)) if res else 0
        case OpponentsAttacked():
            if state.combat is None:
                return 0
            attacked = {d for a, d in state.combat.attackers.items() if state.is_player_id(d) and a in state.objects and chars(state, a).controller == controller}
            return len(attacked & set(state.opponents(controller)))  # 702.121a
        case BlockersBeyondFirst(of=ref, times=k):
            ids = objects_of(state, ref, res) if res else [source]
            if not ids or state.combat is None:
                return 0
            return k * max(0, len(state.combat.blockers_of(ids[0])) - 1)  # 702.23a-b
        case TimesPaid(name=name, times=k):
            o = _source_known(state, source, res)
            return o.costs_paid.count(name) * k if o is not None else 0
        case ColorsSpent(times=k):
            o = _source_known(state, source, res)
            return k * sum(1 for c in COLOR_ORDER if o is not None and c in o.mana_spent)  # 601.2h
        case CountedAsEntered(key=key, times=k):
            o = _source_known(state, source, res)
            return int(o.chosen.get(key, 0)) * k if o is not None else 0  # 702.82b, 702.38a
        case CountersOn(kind=k, of=ref):
            return counters_known(state, ref, res, source).get(k, 0)
        case GreatestPower(filter=f):
            return max((chars(state, o).power or 0 for o in matching(state, f, controller, source)), default=0)
        case LifeTotal(player=ref):
            # 107.1b: a negative life total as an amount is 0.
            who = players_of(state, ref, res) if res else [controller] if isinstance(ref, You) else []
            return max(0, state.team_of(who[0]).life) if who else 0
        case Devotion(colors=colors):
            return devotion(state, controller, colors, chars)
        case LifeLostThisWay():
            return res.life_lost if res else 0
        case DamageDealtThisWay():
            return sum(n for _, n in res.damaged) if res else 0
        case ManaValueOf(of=ref):
            ids = known_objects(state, ref, res) if res else [source]
            if ids:
                return chars(state, ids[0]).mana_value
            known = last_known(ref, res) if res else None
            return known[1].mana_value if known else 0
        case CommanderTax(times=k):
            return k * highest_commander_tax(state, controller)  # 903.8
        case CommanderCasts(yours=yours, times=k):
            return k * times_cast_from_command_zone(state, controller, own_only=yours)  # 903.8
        case Plus(amount=inner, plus=n):
            return amount_of(state, inner, controller=controller, source=source, x=x, trigger=trigger, res=res) + n
    raise TypeError(f"unknown amount {a!r}")


def _source_known(state: GameState, source: int, res: Resolving | None) -> GameObject | None:
    """The source, or as it last existed if it has left its zone (608.2h: a spell that has left the
    stack, replicate's copies, 702.56a; a permanent that has left the battlefield)."""
    o = state.objects.get(source)
    if o is None and res is not None:
        known = last_known(This(), res)
        o = known[0] if known is not None else None
    return o


def _signed_pt(state: GameState, a: PowerOf | ToughnessOf, source: int, res: Resolving | None) -> int:
    """The power or toughness of the referenced object, negative values kept (608.2h: its last
    known information if it has left the battlefield)."""
    ids = known_objects(state, a.of, res) if res else [source]
    if ids:
        c = chars(state, ids[0])
    else:
        known = last_known(a.of, res) if res else None
        if known is None:
            return 0
        c = known[1]
    return (c.power if isinstance(a, PowerOf) else c.toughness) or 0


def signed_amount(state: GameState, a: Amount, res: Resolving) -> int:
    """CR 107.1b: an amount that sets power and/or toughness to a value may be negative ("its base
    power and toughness become equal to CARDNAME's power and toughness"); other amounts are
    computed as usual (a negative result is 0)."""
    if isinstance(a, (PowerOf, ToughnessOf)):
        return _signed_pt(state, a, res.source, res)
    return res_amount(state, a, res)


def names_of(state: GameState, ref: ObjectRef, res: Resolving) -> set[str]:
    """The names of the objects ``ref`` denotes, for "with the same name as that card" (CR 201.2;
    a nameless face-down object shares no name, 708.2)."""
    found = refs_of(state, ref, res)
    if not found:
        known = last_known(ref, res)  # 608.2h: an object this resolution moved, as it last existed
        return {known[1].name} - {""} if known is not None else set()
    return {chars(state, t).name for t in found if not state.is_player_id(t)} - {""}


def counters_known(state: GameState, ref: ObjectRef, res: Resolving | None, source: int) -> dict[str, int]:
    """The counters on the object ``ref`` names (without a resolving ability: the source) — as it
    last existed if it has left its zone (608.2h)."""
    ids = known_objects(state, ref, res) if res else [source]
    if ids:
        return state.objects[ids[0]].counters
    known = last_known(ref, res) if res else None
    return known[0].counters if known else {}


def last_known(ref: Ref, res: Resolving) -> tuple[GameObject, Chars] | None:
    """CR 608.2h: an object the effect needs information from that is no longer on the battlefield
    is used as it last existed there. The triggered ability carries that last known information for
    its event's object (603.10a): "it"/"that creature" for the event's object, and "this creature"
    when the event was about the ability's source (its own dies or leaves-the-battlefield trigger)."""
    if isinstance(ref, Target) and ref.index < len(res.targets):
        old = res.targets[ref.index]
        if old is not None and old in res.last_known:
            return res.last_known[old]  # moved by this very resolution ("that card's power")
    if isinstance(ref, This) and res.source_lki is not None:
        return res.source_lki  # 113.7a: an activated ability whose cost removed its source
    if isinstance(ref, Sacrificed):
        return res.sacrificed[0] if res.sacrificed else None  # 608.2h: "the sacrificed creature"
    if isinstance(ref, This) and res.source in res.last_known:
        return res.last_known[res.source]  # moved by this very resolution ("shuffle this spell into its owner's library")
    t = res.trigger
    if isinstance(ref, EventObject) and t is not None and t.object_id is not None and t.object_id in res.last_known:
        return res.last_known[t.object_id]  # moved by this very resolution ("sacrifice it. If you do, it deals …")
    if t is None or t.lki is None:
        return None
    match ref:
        case EventObject():
            return t.lki
        case This() if t.object_id == res.source:
            return t.lki
    return None


def known_objects(state: GameState, ref: ObjectRef, res: Resolving) -> list[int]:
    """The referenced objects, for information about them and as the source of what they do: not the
    new object the trigger's object became (400.7e) — "its power", "counters on it" are its last
    known information (608.2h), and "it deals damage" is dealt by it as it last existed (113.7a)."""
    ids = objects_of(state, ref, res)
    t = res.trigger
    return [] if t is not None and t.moved_to is not None and ids == [t.moved_to] else ids


def _moved_to(state: GameState, res: Resolving) -> list[int]:
    """CR 400.7e: an ability that triggered on its object moving from one zone to another finds the
    new object it became in the public zone it moved to — while it is still there."""
    t = res.trigger
    if t is None or t.moved_to is None or t.moved_to not in state.objects:
        return []
    return [t.moved_to]


def moved_earlier(state: GameState, ref: ObjectRef, res: Resolving) -> list[int]:
    """CR 400.7j: "exile target creature, then return that card to the battlefield" — an object an
    earlier part of this effect moved to a public zone is found there, while it stays there."""
    match ref:
        case Target(index) if index < len(res.targets):
            old = res.targets[index]
        case This():
            old = res.source
        case _:
            return []
    new = res.moved_to.get(old) if old is not None else None
    return [new] if new is not None and new in state.objects else []


def res_amount(state: GameState, a: Amount, res: Resolving) -> int:
    return amount_of(state, a, controller=res.controller, source=res.source, x=res.x, trigger=res.trigger, res=res)


def refs_of(state: GameState, ref: Ref, res: Resolving) -> list[int]:
    """The objects and players a reference denotes now; illegal targets are left out (608.2b)."""
    match ref:
        case Together(refs=parts):
            return [x for part in parts for x in refs_of(state, part, res)]
        case Target(index):
            if index < len(res.targets):
                t = res.targets[index]
                return [t] if t is not None and (state.is_player_id(t) or t in state.objects) else []
            return []
        case XTargets(index):
            return [t for i in range(index, index + res.x) for t in refs_of(state, Target(i), res)]
        case This():
            if res.source in state.objects:
                return [res.source]
            aura = res.trigger.source_moved_to if res.trigger is not None else None
            if aura is not None:
                return [aura] if aura in state.objects and state.objects[aura].zone is Zone.GRAVEYARD else []  # 400.7f
            return _moved_to(state, res) if res.trigger is not None and res.trigger.object_id == res.source else []
        case AttachedTo():
            # An Equipment sacrificed to pay for its own ability: what it was attached to as it last
            # existed (113.7a, 608.2h).
            src = state.objects.get(res.source) or (res.source_lki[0] if res.source_lki is not None else None)
            host = src.attached_to if src is not None else None
            return [host] if host is not None and host in state.objects else []
        case EventObject():
            if res.trigger and res.trigger.object_id is not None and res.trigger.object_id in state.objects:
                return [res.trigger.object_id]
            return _moved_to(state, res)
        case EventSpell():
            spell = res.trigger.spell if res.trigger else None
            return [spell] if spell is not None and spell in state.stack else []
        case CreatedObjects():
            return [o for o in res.created if o in state.objects]
        case DiscardedThisWay():
            return [o for o in res.discarded if o in state.objects]
        case Sacrificed():
            return []  # no longer on the battlefield: known only as it last existed there (608.2h)
        case RevealedThisWay(filter=f):
            return [o for o in res.revealed if o in state.objects and matches(state, o, f, res.controller, res.source)]
        case DamagedThisWay(filter=f):
            return [o for o in dict.fromkeys(t for t, _ in res.damaged) if o in state.battlefield and matches(state, o, f, res.controller, res.source)]
        case AllMatching(filter=f):
            return matching(state, f, res.controller, res.source)
        case TopOfLibrary(count=n, of_event_player=theirs):
            owner = res.trigger.player if theirs and res.trigger is not None else None if theirs else res.controller
            return list(state.players[owner].library[:n]) if owner is not None else []
        case Remembered():
            # 603.7c: the delayed ability's objects, if still in the zone they were in (an object
            # that changed zones is a new object with a new id, 400.7).
            return [o for o in res.trigger.remembered if o in state.objects] if res.trigger else []
        case SameNameAs(of=of, filter=flt):
            named = [t for t in refs_of(state, of, res) if not state.is_player_id(t)]
            names = names_of(state, of, res)
            return [oid for oid in matching(state, flt, res.controller, res.source) if oid not in named and chars(state, oid).name in names]
        case ExiledWith():
            # 607.2a: the cards this object's abilities exiled that are still in exile (the source
            # may have left the battlefield: its id is the object the ability came from).
            return [link.card_id for link in state.exile_links if link.source_id == res.source and link.card_id in state.exile]
        case BlockersOf(of=inner):
            combat = state.combat
            if combat is None:
                return []
            # 608.2h: an attacker that has left the battlefield ("sacrifice it. If you do, it deals 4
            # damage to each creature blocking it"): the creatures blocking it as it last existed.
            gone = last_known(inner, res)
            if gone is not None and gone[0].id not in state.objects:
                return [b for b in combat.former_blockers.get(gone[0].id, ()) if b in state.battlefield]
            return [b for a in refs_of(state, inner, res) for b in combat.blockers_of(a) if b in state.battlefield]
        case ControlledBy(filter=f, player=p):
            players = set(refs_of(state, p, res))
            return [o for o in matching(state, f, res.controller, res.source) if chars(state, o).controller in players]
        case You():
            return [res.controller]
        case EventPlayer():
            return [res.trigger.player] if res.trigger and res.trigger.player is not None else []
        case ControllerOf(of=inner):
            found = refs_of(state, inner, res)
            if not found:
                # 608.2h: "its controller" after this resolution moved it (destroyed, exiled):
                # the controller it had as it last existed on the battlefield.
                known = last_known(inner, res)
                return [known[1].controller] if known is not None else []
            return [chars(state, o).controller if not state.is_player_id(o) else o for o in found]
        case OwnerOf(of=inner):
            found_owned = refs_of(state, inner, res)
            if not found_owned:
                known = last_known(inner, res)
                return [known[0].owner] if known is not None else []
            return [state.objects[o].owner for o in found_owned if not state.is_player_id(o)]
        case EachOpponent():
            return [p for p in state.apnap() if state.players[p].team != state.players[res.controller].team]
        case PlayerBeside(left=left, opponent=opponent):
            beside = player_beside(state, res.controller, left=left, opponent=opponent)  # 103.1
            return [beside] if beside is not None else []
        case EachPlayer(other=other):
            return [p for p in state.apnap() if not (other and p == res.controller)]
        case AttackedBy(attacker=a):
            combat = state.combat
            return [combat.attackers[x] for x in refs_of(state, a, res) if x in combat.attackers] if combat is not None else []
        case DefendingPlayer(attacker=a):
            attackers = refs_of(state, a, res)
            who = defending_player(state, attackers[0], chars) if attackers else None
            return [who] if who is not None else []
    raise TypeError(f"unknown reference {ref!r}")


def objects_of(state: GameState, ref: Ref, res: Resolving) -> list[int]:
    return [i for i in refs_of(state, ref, res) if not state.is_player_id(i)]


def gone_permanent(state: GameState, ref: ObjectRef, res: Resolving) -> tuple[int, tuple[GameObject, Chars] | None] | None:
    """The permanent "this creature" or "it" (the trigger event's) named that is no longer on the
    battlefield, with its last known information when the ability has it (an explore or endure of
    a permanent that left, CR 701.44c, 701.63a)."""
    match ref:
        case This() if res.source not in state.battlefield:
            return res.source, res.source_lki
        case EventObject() if res.trigger is not None and res.trigger.object_id is not None and res.trigger.object_id not in state.battlefield:
            return res.trigger.object_id, res.trigger.lki
    return None


def players_of(state: GameState, ref: Ref, res: Resolving) -> list[int]:
    return [i for i in refs_of(state, ref, res) if state.is_player_id(i)]
