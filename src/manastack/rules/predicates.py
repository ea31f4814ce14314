"""Object filters and conditions evaluated over a game state (the nouns and "if" clauses of
:mod:`manastack.model`), below the layer system.

Deciding whether an object passes a filter needs its characteristics, and sometimes other
objects' ("defending player controls", "if you control two or more artifacts"). Here those come
from a *characteristics accessor* ``chars_of(state, id)``: the layer system (CR 613) passes the
values it has computed so far, so that a static ability's condition or affected set sees the
objects as the layers have made them (604.3, 613.4a) without computing the layers from inside
themselves; everything above the layers uses :mod:`manastack.rules.filters` and
:mod:`manastack.rules.conditions`, which pass :func:`manastack.rules.layers.chars`.
"""

from __future__ import annotations

from collections.abc import Callable

from manastack.mana import Color
from manastack.model.abilities import Suspend
from manastack.model.conditions import (
    AnOpponentControlsAtLeast,
    APlayerLifeAtMost,
    AttackedThisStep,
    CameUnderControlSinceLastUpkeep,
    CanPair,
    CardTypesInGraveyard,
    CombatDamageToPlayerBy,
    CompletedDungeon,
    Condition,
    ControlsAtLeast,
    CostPaid,
    CreatureDiedThisTurn,
    DevotionAtLeast,
    DidThisTurn,
    DiscardedThisTurn,
    DuringCombat,
    DuringYourSteps,
    EnteredXAtLeast,
    FewerThanAnOpponent,
    ForPlayer,
    GreaterPowerOrToughness,
    HandSizeAtMost,
    HasCitysBlessing,
    HasInitiative,
    IsA,
    IsMonarch,
    LifeAtLeast,
    ManaSpentToCast,
    Not,
    OpponentsAtLeast,
    Paired,
    RingTemptedAtLeast,
    SourceAttackedThisTurn,
    SourceClassLevel,
    SourceHasCounters,
    SourceInZone,
    SourceInZones,
    SourceMonstrous,
    SourceRenowned,
    SourceSolved,
    SpeedAtLeast,
    SpellsCastLastTurn,
    Suspended,
    TurnRecord,
    WasCast,
    YourTurn,
)
from manastack.model.filters import (
    AllCardTypes,
    AnyOf,
    AttackingOrBlocking,
    CardTypes,
    Colorless,
    Colors,
    ControlledByPlayer,
    Controller,
    ControllerIs,
    DealtDamageThisTurn,
    HasCounters,
    HasKeyword,
    Historic,
    IsAttacking,
    IsBlocking,
    IsCommander,
    IsFaceDown,
    IsRingBearer,
    IsTapped,
    IsToken,
    IsUnblocked,
    LacksKeyword,
    ManaValueAsSource,
    ManaValueAtLeast,
    ManaValueAtMost,
    ManaValueAtMostX,
    Monocolored,
    Multicolored,
    Named,
    NamedAsSource,
    NotCardTypes,
    NotColors,
    NotSubtypes,
    NotSupertypes,
    ObjectFilter,
    ObjectRef,
    OfChosen,
    Other,
    OwnerIsYou,
    PlayerRef,
    PowerAtLeast,
    PowerAtMost,
    PowerOrToughnessAtMost,
    PowerThanSource,
    SharesColorWithSource,
    SharesCreatureTypeWithSource,
    Subtypes,
    Supertypes,
    TargetsSource,
    This,
)
from manastack.model.types import CREATURE_TYPES, SHARED_ZONES, CardType, ChoiceKind, Step, Supertype, Zone
from manastack.rules.commander import is_commander_object
from manastack.rules.relations import related
from manastack.state.characteristics import Chars
from manastack.state.game_state import GameState
from manastack.state.objects import GameObject

_CREATURE_TYPES = frozenset(CREATURE_TYPES)

#: The characteristics of an object, as the caller sees them (see the module docstring).
CharsOf = Callable[[GameState, int], Chars]
#: The objects a reference denotes for a resolving spell or ability ("it", "target creature").
RefsOf = Callable[[ObjectRef], list[int]]
PlayersOf = Callable[[PlayerRef], list[int]]
#: The characteristics of the objects a reference denotes, as they last existed if gone (608.2h).
KnownCharsOf = Callable[[ObjectRef], list[Chars]]


def chars_match(
    state: GameState, oid: int, c: Chars, f: ObjectFilter, you: int, source: int | None, obj: GameObject | None = None,
    *, chars_of: CharsOf,
) -> bool:
    """Does object ``oid`` with characteristics ``c`` pass filter ``f`` for an ability controlled by
    ``you`` whose source is ``source``? ``obj`` gives the object as it last existed when it has
    left its zone (last known information, CR 608.2h)."""
    if not f.predicates:
        return True
    o = obj or state.objects.peek(oid)
    for p in f.predicates:
        # One case per predicate type of ObjectFilter (the most common first).
        match p:
            case CardTypes(types):
                ok = bool(types & c.types) or not types
            case ControllerIs(who):
                if who is Controller.DEFENDING:
                    ok = c.controller == defending_player(state, source, chars_of)
                else:
                    ok = related(state, who, you, c.controller)
            case ControlledByPlayer(player):
                ok = c.controller == player
            case Other():
                ok = oid != source
            case Subtypes(subtypes):
                ok = any(t in c.subtypes for t in subtypes) or not subtypes
            case NotSubtypes(subtypes):
                ok = not any(t in c.subtypes for t in subtypes)
            case IsTapped(value):
                ok = o.tapped == value
            case IsFaceDown(value):
                ok = (o.face_down is not None) == value  # 708.2
            case IsToken(value):
                ok = o.is_token == value
            case AllCardTypes(types):
                ok = types <= c.types
            case NotCardTypes(types):
                ok = not (types & c.types)
            case Supertypes(supertypes):
                ok = supertypes <= c.supertypes
            case NotSupertypes(supertypes):
                ok = not (supertypes & c.supertypes)
            case Colors(colors):
                ok = bool(colors & c.colors) or not colors
            case NotColors(colors):
                ok = not (colors & c.colors)  # "nonblack": 105.2
            case Colorless():
                ok = not c.colors  # 105.2c: a colorless object has no color
            case Multicolored():
                ok = len(c.colors) > 1  # 105.2b
            case Monocolored():
                ok = len(c.colors) == 1  # 105.2a
            case OwnerIsYou():
                ok = o.owner == you
            case IsAttacking(value):
                ok = (state.combat is not None and oid in state.combat.attackers) == value
            case IsUnblocked():
                combat = state.combat
                ok = combat is not None and combat.blockers_declared and oid in combat.attackers and oid not in combat.blocked
            case IsBlocking(value):
                ok = (state.combat is not None and oid in state.combat.blockers) == value
            case AttackingOrBlocking():
                ok = state.combat is not None and (oid in state.combat.attackers or oid in state.combat.blockers)
            case HasKeyword(keyword):
                ok = keyword in c.keywords
            case AnyOf(filters):
                ok = any(chars_match(state, oid, c, g, you, source, obj, chars_of=chars_of) for g in filters)
            case LacksKeyword(keyword):
                ok = keyword not in c.keywords
            case ManaValueAtMost(n):
                ok = c.mana_value <= n
            case ManaValueAtMostX():
                ok = True  # X not announced yet: some X may admit it (601.2b); counted, it is ManaValueAtMost
            case PowerAtLeast(n):
                ok = (c.power or 0) >= n
            case PowerAtMost(n):
                ok = (c.power or 0) <= n
            case PowerOrToughnessAtMost(n):
                ok = (c.power or 0) <= n or (c.toughness or 0) <= n
            case Named(name):
                ok = c.name == name
            case PowerThanSource(greater=greater):
                mine = chars_of(state, source).power or 0 if source is not None and source in state.objects else None
                ok = mine is not None and ((c.power or 0) > mine if greater else (c.power or 0) < mine)
            case ManaValueAsSource():
                # the source as it last existed (old objects stay in state.objects, 400.7)
                ok = source is not None and source in state.objects and c.mana_value == chars_of(state, source).mana_value
            case NamedAsSource(value=named):
                ok = (source is not None and source in state.objects and c.name == chars_of(state, source).name) == named
            case SharesColorWithSource():
                ok = source is not None and source in state.objects and bool(c.colors & chars_of(state, source).colors)
            case OfChosen():
                ok = _of_chosen(state, c, p, source)
            case SharesCreatureTypeWithSource():
                ok = source is not None and source in state.objects and bool(
                    set(c.subtypes) & set(chars_of(state, source).subtypes) & _CREATURE_TYPES
                )
            case DealtDamageThisTurn(value):
                ok = (oid in state.damaged_this_turn) == value
            case ManaValueAtLeast(n):
                ok = c.mana_value >= n
            case Historic():
                ok = CardType.ARTIFACT in c.types or Supertype.LEGENDARY in c.supertypes or "Saga" in c.subtypes  # 700.6
            case TargetsSource():
                ok = source is not None and source in o.targets
            case IsRingBearer():
                # 701.54a, e: the designation ends when another player gains control of it (even if it comes back)
                holder = state.players[you]
                ok = holder.ring_bearer == oid and o.zone is Zone.BATTLEFIELD and c.controller == you and o.controlled_since == holder.ring_bearer_since
            case IsCommander(value):
                ok = is_commander_object(state, o) == value  # 903.3
            case HasCounters(kind=None, at_least=n):
                ok = sum(o.counters.values()) >= n
            case HasCounters(kind=str(k), at_least=n):
                ok = o.counters.get(k, 0) >= n
            case _:
                raise TypeError(f"unknown object predicate {p!r}")
        if not ok:
            return False
    return True


#: The predicates that read only an object's characteristics, its id, owner, token status and
#: counters, and the ability's controller and source id (see :func:`reads_characteristics_only`).
_CHARACTERISTICS_ONLY: frozenset[type] = frozenset({
    CardTypes, ControlledByPlayer, Other, Subtypes, NotSubtypes, AllCardTypes, NotCardTypes, Supertypes,
    NotSupertypes, Colors, NotColors, Colorless, Multicolored, Monocolored, OwnerIsYou, IsToken, HasKeyword,
    LacksKeyword, ManaValueAtMost, ManaValueAtMostX, ManaValueAtLeast, PowerAtLeast, PowerAtMost,
    PowerOrToughnessAtMost, Named, Historic, HasCounters,
})


def reads_characteristics_only(f: ObjectFilter) -> bool:
    """Whether :func:`chars_match` decides ``f`` from the object's characteristics, id, owner, token
    status and counters alone (and the ability's controller and source id): not from the game's
    state ("tapped", "attacking", "dealt damage this turn") or another object's characteristics
    ("the defending player", "shares a color with it"). The layer system keeps characteristics
    computed with such filters while those inputs are unchanged (:func:`manastack.rules.layers.chars`)."""
    return all(_characteristics_only(p) for p in f.predicates)


def _characteristics_only(p: object) -> bool:
    if isinstance(p, ControllerIs):
        return p.who is not Controller.DEFENDING
    if isinstance(p, AnyOf):
        return all(reads_characteristics_only(g) for g in p.filters)
    return type(p) in _CHARACTERISTICS_ONLY


def defending_player(state: GameState, attacker: int | None, chars_of: CharsOf) -> int | None:
    """CR 508.5: the defending player relative to an attacking creature — the player it is
    attacking, or the controller of the planeswalker (protector of the battle) it is attacking.
    None when ``attacker`` isn't attacking."""
    combat = state.combat
    if attacker is None or combat is None or attacker not in combat.attackers:
        return None
    what = combat.attackers[attacker]
    if state.is_player_id(what):
        return what
    return chars_of(state, what).controller if what in state.objects else None


def _of_chosen(state: GameState, c: Chars, p: OfChosen, source: int | None) -> bool:
    """CR 607.2d, 614.12a: "of the chosen color/type" refers to the choice made for the source as
    it entered (kept in its ``chosen`` values); if no choice was made, nothing is of it."""
    src = state.objects.get(source) if source is not None else None
    if src is None:
        return False
    for kind in p.kinds:
        value = src.chosen.get(kind.value)
        if value is None:
            return False
        if kind is ChoiceKind.COLOR and not any(col.word == value for col in c.colors):
            return False
        if kind is ChoiceKind.CREATURE_TYPE and value not in c.subtypes:
            return False
    return True


def objects_in_zone(state: GameState, f: ObjectFilter, you: int) -> list[int]:
    """Ids of the objects in the filter's zone (all owners' zones of that kind)."""
    if f.zone in SHARED_ZONES:
        return list(state.zone_list(f.zone, None))
    out: list[int] = []
    owners = [you] if f.get(OwnerIsYou) else [p.id for p in state.players]
    for p in owners:
        out += state.zone_list(f.zone, p)
    return out


def count_matching(state: GameState, f: ObjectFilter, you: int, source: int | None, chars_of: CharsOf) -> int:
    """How many objects in the filter's zone pass it."""
    return sum(
        1 for oid in objects_in_zone(state, f, you) if chars_match(state, oid, chars_of(state, oid), f, you, source, chars_of=chars_of)
    )


def _controlled_by(state: GameState, f: ObjectFilter, player: int, source: int | None, chars_of: CharsOf) -> int:
    """How many permanents the filter admits ``player`` controls (the filter read as ``player``'s)."""
    return sum(1 for oid in state.battlefield if (c := chars_of(state, oid)).controller == player and chars_match(state, oid, c, f, player, source, chars_of=chars_of))


def _turn_record(state: GameState, pid: int, r: TurnRecord) -> int:
    p = state.players[pid]
    match r:
        case TurnRecord.LIFE_GAINED:
            return p.life_gained_this_turn
        case TurnRecord.LIFE_LOST:
            return p.life_lost_this_turn
        case TurnRecord.ATTACKED:
            return int(p.attacked_this_turn)
        case TurnRecord.PERMANENT_LEFT:
            return p.permanents_left_this_turn
        case TurnRecord.DEALT_DAMAGE:
            return int(pid in state.damaged_this_turn)  # 120.3: players are remembered with objects
        case TurnRecord.CREATURE_SPELLS_CAST:
            return p.creature_spells_cast_this_turn
        case TurnRecord.NONCREATURE_SPELLS_CAST:
            return p.spells_cast_this_turn - p.creature_spells_cast_this_turn
        case TurnRecord.TEAM_SPELLS_CAST:
            return sum(state.players[m].spells_cast_this_turn for m in state.team_of(pid).members)  # 702.117a


def devotion(state: GameState, you: int, colors: frozenset[Color], chars_of: CharsOf) -> int:
    """CR 700.5: the mana symbols of these colours among the mana costs of permanents ``you``
    control, each symbol once however many of the colours it has (a hybrid {W/B} counts once
    toward devotion to white and black); 700.5a: the costs after copy and control effects."""
    return sum(
        1 for oid in state.battlefield if (c := chars_of(state, oid)).controller == you and c.mana_cost is not None
        for s in c.mana_cost.symbols if s.colors & colors
    )


def _last_upkeep_began(state: GameState, you: int) -> int:
    """When ``you``'s last upkeep began; during that player's upkeep, the one before it (702.30a)."""
    before, latest = state.players[you].upkeeps_began
    return before if state.step is Step.UPKEEP and state.is_active(you) else latest


def _greater_power_or_toughness(a: Chars, b: Chars) -> bool:
    """CR 702.100a: ``a``'s power is greater than ``b``'s and/or its toughness is; 702.100c: only
    between creatures."""
    if CardType.CREATURE not in a.types or CardType.CREATURE not in b.types:
        return False
    return (a.power or 0) > (b.power or 0) or (a.toughness or 0) > (b.toughness or 0)


def paired_partner(state: GameState, oid: int, chars_of: CharsOf) -> int | None:
    """CR 702.95: the creature ``oid`` is paired with, if the pairing lasts: both remain creatures on
    the battlefield under the control of the player who paired them (702.95e: another player gaining
    control of either ends it, even if it comes back — each one's ``controlled_since`` is as it was)."""
    o = state.objects.get(oid)
    if o is None or o.paired_with is None or oid not in state.battlefield:
        return None
    other, since = o.paired_with
    q = state.objects.get(other)
    if q is None or other not in state.battlefield or q.paired_with is None or q.paired_with[0] != oid:
        return None
    if o.controlled_since != since or q.controlled_since != q.paired_with[1]:
        return None
    a, b = chars_of(state, oid), chars_of(state, other)
    if CardType.CREATURE not in a.types or CardType.CREATURE not in b.types or a.controller != b.controller:
        return None
    return other


def can_pair(state: GameState, oid: int, you: int, chars_of: CharsOf) -> bool:
    """An unpaired creature ``you`` control (soulbond, CR 702.95a) — on the battlefield: one that has
    left it, or left the game with its owner (800.4a), can't pair."""
    if oid not in state.battlefield:
        return False
    c = chars_of(state, oid)
    return CardType.CREATURE in c.types and c.controller == you and paired_partner(state, oid, chars_of) is None


def condition_holds(
    state: GameState, cond: Condition, you: int, source: int | None, *, chars_of: CharsOf, refs_of: RefsOf | None = None,
    source_lki: GameObject | None = None, known_chars: KnownCharsOf | None = None, players_of: PlayersOf | None = None,
) -> bool:
    """Does ``cond`` hold now for a player ``you`` and an ability's ``source``? ``refs_of`` gives
    the objects a reference denotes while a spell or ability resolves, for conditions about them
    ("if it's a Dwarf"), and ``known_chars`` their characteristics (as they last existed if gone);
    ``players_of`` the players a reference denotes ("if that player has …"); without them such a
    condition is false."""
    match cond:
        case ForPlayer(player=ref, condition=inner):
            pids = players_of(ref) if players_of is not None else []
            return bool(pids) and all(
                condition_holds(state, inner, pid, source, chars_of=chars_of, refs_of=refs_of, source_lki=source_lki, known_chars=known_chars, players_of=players_of)
                for pid in pids
            )
        case LifeAtLeast(amount):
            return state.team_of(you).life >= amount
        case ControlsAtLeast(filter=f, count=n):
            return count_matching(state, f, you, source, chars_of) >= n
        case YourTurn():
            return state.is_active(you)
        case SpellsCastLastTurn(at_least=n, most=m):
            counts = [p.spells_cast_last_turn for p in state.players]
            return max(counts) >= n if m is None else sum(counts) <= m
        case Not(condition=inner):
            return not condition_holds(
                state, inner, you, source, chars_of=chars_of, refs_of=refs_of, source_lki=source_lki, known_chars=known_chars, players_of=players_of,
            )
        case IsA(what=ref, filter=f):
            # 608.2c: checked as the effect is performed; a gone or illegal target is nothing (608.2b).
            ids = refs_of(ref) if refs_of is not None else [source] if isinstance(ref, This) and source is not None and source in state.objects else []
            return bool(ids) and all(chars_match(state, o, chars_of(state, o), f, you, source, chars_of=chars_of) for o in ids)
        case DuringYourSteps(steps=steps):
            return state.is_active(you) and state.step in steps
        case DuringCombat():
            return state.step.is_combat  # CR 506.1: the steps of the combat phase
        case AttackedThisStep():
            return state.step is Step.DECLARE_ATTACKERS and state.combat is not None and you in state.combat.attackers.values()
        case CostPaid(name=name):
            # 702.33d: "kicked" — the cost was announced and paid as the spell was cast; the
            # permanent it became knows it too (400.7d).
            # Either of two kicker costs ("kicker {1}{G}", 702.33f) makes it "kicked".
            o = state.objects.get(source) if source is not None else None
            return o is not None and (o.alt_cost == name or any(n == name or n.startswith(f"{name} {{") for n in o.costs_paid))
        case CreatureDiedThisTurn(count=n):
            return state.creatures_died_this_turn >= n  # 700.4
        case SourceHasCounters(kind=k, count=n, at_most=most):
            src = (state.objects.get(source) if source is not None else None) or source_lki
            return src is not None and n <= src.counters.get(k, 0) <= (src.counters.get(k, 0) if most is None else most)
        case CameUnderControlSinceLastUpkeep():
            o = state.objects.get(source) if source is not None else None
            return o is not None and o.zone is Zone.BATTLEFIELD and o.controlled_since > _last_upkeep_began(state, you)
        case SourceInZone(zone=z):
            return source is not None and source in state.objects and state.objects[source].zone is z
        case SourceInZones(zones=zones):
            o = state.objects.get(source) if source is not None else None
            return o is not None and o.zone in zones and (o.zone is not Zone.GRAVEYARD or o.owner == you)
        case Suspended():
            # 702.62b: in exile, with suspend and a time counter on it.
            o = state.objects.get(source) if source is not None else None
            return o is not None and o.zone is Zone.EXILE and o.counters.get("time", 0) > 0 and any(isinstance(a, Suspend) for a in o.card.abilities)
        case SourceRenowned():
            return source is not None and source in state.objects and state.objects[source].renowned
        case SourceClassLevel(at_least=low, at_most=high):
            o = state.objects.get(source) if source is not None else None
            level = 1 if o is None or o.class_level is None else o.class_level  # 716.2d
            return o is not None and low <= level and (high is None or level <= high)
        case SourceSolved():
            return source is not None and source in state.objects and state.objects[source].solved
        case SourceMonstrous():
            return source is not None and source in state.objects and state.objects[source].monstrous
        case SourceAttackedThisTurn(or_blocked=blocks):
            src = state.objects.get(source) if source is not None else None
            return src is not None and (src.attacked_this_turn or (blocks and src.blocked_this_turn))
        case DidThisTurn(record=r, who=who, at_least=n):
            players = [you] if who is Controller.YOU else state.opponents(you)
            return any(_turn_record(state, pid, r) >= n for pid in players)
        case CombatDamageToPlayerBy(subtype=st):
            return any(c == you and st in subtypes for c, subtypes in state.combat_damage_to_players)  # 702.173a
        case DiscardedThisTurn():
            return source is not None and source in state.discarded_this_turn  # 702.187b
        case WasCast(zone=z):
            src = (state.objects.get(source) if source is not None else None) or source_lki
            return src is not None and src.cast_from is not None and (z is None or src.cast_from is z)
        case ManaSpentToCast(mana_type=t):
            src = (state.objects.get(source) if source is not None else None) or source_lki
            return src is not None and t in src.mana_spent
        case EnteredXAtLeast(n=n):
            src = (state.objects.get(source) if source is not None else None) or source_lki
            return src is not None and src.entered_x >= n
        case CardTypesInGraveyard(at_least=n):
            types = {t for oid in state.players[you].graveyard for t in chars_of(state, oid).types}
            return len(types) >= n  # 205.2a: card types (supertypes and subtypes don't count)
        case HandSizeAtMost(count=n):
            return len(state.players[you].hand) <= n
        case RingTemptedAtLeast(times=n):
            return state.players[you].ring_tempts >= n  # 701.54c
        case Paired():
            return source is not None and paired_partner(state, source, chars_of) is not None
        case CanPair(other=ref):
            if source is None or not can_pair(state, source, you, chars_of):
                return False
            if ref is None:  # "another creature", unpaired
                return any(o != source and can_pair(state, o, you, chars_of) for o in state.battlefield)
            others = refs_of(ref) if refs_of is not None else []
            return any(o != source and can_pair(state, o, you, chars_of) for o in others)
        case HasCitysBlessing():
            return state.players[you].city_blessing  # 702.131c
        case SpeedAtLeast(amount=n):
            return (state.players[you].speed or 0) >= n  # 702.179e-f
        case IsMonarch(who=who):
            return state.monarch is not None and related(state, who, you, state.monarch)  # CR 725.1
        case HasInitiative(who=who):
            return state.initiative is not None and related(state, who, you, state.initiative)  # CR 726.1
        case CompletedDungeon(name=name):
            done = state.players[you].completed_dungeons  # CR 309.7
            return bool(done) if name is None else name in done
        case GreaterPowerOrToughness(what=what, than=than):
            bigger, smaller = (known_chars(what), known_chars(than)) if known_chars is not None else ([], [])
            return bool(bigger and smaller) and _greater_power_or_toughness(bigger[0], smaller[0])
        case AnOpponentControlsAtLeast(filter=f, count=n):
            return any(_controlled_by(state, f, opp, source, chars_of) >= n for opp in state.opponents(you))
        case DevotionAtLeast(colors=colors, count=n):
            return devotion(state, you, colors, chars_of) >= n
        case FewerThanAnOpponent(filter=None):
            return any(state.team_of(opp).life > state.team_of(you).life for opp in state.opponents(you))
        case FewerThanAnOpponent(filter=f) if f is not None:
            mine = _controlled_by(state, f, you, source, chars_of)
            return any(_controlled_by(state, f, opp, source, chars_of) > mine for opp in state.opponents(you))
        case APlayerLifeAtMost(amount=n, who=who):
            living = [p for p in state.turn_order_from(you) if not state.players[p].lost]
            players = {Controller.YOU: [you], Controller.OPPONENT: state.opponents(you)}.get(who, living)
            return any(state.team_of(p).life <= n for p in players)
        case OpponentsAtLeast(count=n):
            return len(state.opponents(you)) >= n
    raise TypeError(f"unknown condition {cond!r}")


__all__ = ["CharsOf", "KnownCharsOf", "RefsOf", "chars_match", "condition_holds", "count_matching", "defending_player", "devotion", "objects_in_zone", "reads_characteristics_only"]
