"""What one player may know about a game: a snapshot with hidden information left out.

>>> obs = game.observe("alice")          # doctest: +SKIP
>>> obs.players[1].hand is None, obs.players[1].hand_count   # doctest: +SKIP
(True, 7)

The rules on hidden information (CR 400.2): the battlefield, graveyards, the stack, exile and the
command zone are public; libraries and hands are hidden. A library is a face-down pile nobody may
look at (401.2); a player may look at their own hand and count anyone's (402.3); in Two-Headed
Giant, teammates may review each other's hands at any time (810.5); in a free-for-all every other
player is an opponent whose hand is a count. Exiled cards are face up
(406.3) unless exiled face down (foretold, 702.143a): their owner may look at them
(``face_down_card``). Tokens (111) are public permanents. A face-down spell
or permanent shows only its face-down characteristics (708.2); its controller may look at it
(708.5: ``face_down_card``), and every one is revealed at the end of the game (708.9).

Hidden cards appear only as counts and get no id, so an agent can't follow them by id; a card
the player looked at or revealed from a library stays hidden here (not tracked). The observation
is built of frozen dataclasses and tuples: it never changes when the game goes on.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, fields, is_dataclass
from typing import TYPE_CHECKING, Any

from manastack.mana import mana_text
from manastack.model.abilities import StaticAbility, TopOfLibraryVisible
from manastack.model.types import Zone
from manastack.rules.commander import is_commander_game
from manastack.rules.costs import is_sick
from manastack.rules.dungeons import dungeon_of, rooms
from manastack.rules.layers import chars, controller, functioning_abilities

if TYPE_CHECKING:
    from manastack.game import Game, Outcome
    from manastack.state.game_state import GameState

#: Zones whose cards all players can see (CR 400.2).
PUBLIC_ZONES = frozenset({Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.STACK, Zone.EXILE, Zone.COMMAND})


@dataclass(frozen=True, slots=True)
class CardView:
    """A card the observer can see: in a public zone, or in a hand the observer may look at."""

    id: int
    name: str
    owner: int
    face_down_card: str | None = None  # a card exiled face down, to a player who may look at it (406.3)


@dataclass(frozen=True, slots=True)
class PlayerView:
    """A player as the observer sees them. ``life`` and ``poison`` are the team's, shared in
    Two-Headed Giant (810.4, 810.10); ``counters``: the player's other counters as (kind, number)
    pairs (energy, 107.14). ``hand`` is None when the observer may only count it (402.3).
    ``lost``: the player has lost (104.3); ``left_game``: they have left a game that goes on
    without them, a multiplayer game (800.4a)."""

    id: int
    name: str
    team: str
    life: int
    poison: int
    lost: bool
    hand_count: int
    library_count: int
    mana_pool: str
    hand: tuple[CardView, ...] | None
    graveyard: tuple[CardView, ...]  # last is the top (404.2: face up)
    counters: tuple[tuple[str, int], ...] = ()
    # The top card of the library, if the observer may see it ("play with the top card of your
    # library revealed", "you may look at the top card of your library any time"; 401.2).
    library_top: CardView | None = None
    speed: int | None = None  # CR 702.179b: None while the player has no speed
    # CR 309.4: the dungeon the player owns in the command zone and the room their venture marker
    # is in; 309.7: the dungeons they have completed, in order.
    dungeon: str | None = None
    room: str | None = None
    completed_dungeons: tuple[str, ...] = ()
    left_game: bool = False
    # CR 903.3: the names of the player's commanders (public, 903.6); 903.8: the times they have
    # cast each from the command zone; 903.10a: the combat damage each commander has dealt this
    # player, as (commander, its owner, damage).
    commanders: tuple[str, ...] = ()
    commander_casts: tuple[tuple[str, int], ...] = ()
    commander_damage: tuple[tuple[str, str, int], ...] = ()


@dataclass(frozen=True, slots=True)
class PermanentView:
    """A permanent with its characteristics after continuous effects (CR 613): ``power`` and
    ``toughness`` are None for a noncreature. ``sick``: it can't attack or pay {T} costs (302.6).
    ``attached_to`` is a permanent's or a player's id. ``counters`` are (kind, number) pairs."""

    id: int
    name: str
    controller: int
    owner: int
    types: tuple[str, ...]
    keywords: tuple[str, ...]
    power: int | None
    toughness: int | None
    tapped: bool
    counters: tuple[tuple[str, int], ...]
    damage: int
    attached_to: int | None
    is_token: bool
    sick: bool
    # 708.5: the card of a face-down permanent, for its controller (and for all once the game is over)
    face_down: bool = False
    face_down_card: str | None = None


@dataclass(frozen=True, slots=True)
class TargetView:
    """A target of an object on the stack: a player or a public object. ``id`` and ``name`` are
    None for an object that has left its zone (a new object, 400.7) or is in a hidden zone."""

    id: int | None
    name: str | None


@dataclass(frozen=True, slots=True)
class StackItemView:
    """A spell or an ability on the stack (CR 405); an ability's ``name`` is its source's and
    ``text`` is its rules text."""

    id: int
    name: str
    controller: int
    is_ability: bool
    text: str
    targets: tuple[TargetView, ...]
    face_down: bool = False  # 708.4: a face-down spell; its card as for a permanent (708.5)
    face_down_card: str | None = None


@dataclass(frozen=True, slots=True)
class DecisionView:
    """The observer's pending decision: ``actions[i]`` is the text of ``Game.legal_actions()[i]``
    (what ``Game.apply`` accepts)."""

    kind: str
    purpose: str  # what the decision is for (manastack.actions.Purpose)
    context: str
    actions: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Observation:
    """What player ``viewer`` may know about the game at one moment. ``deciding_player`` (who the
    game waits for) is public; ``decision`` is set only when it is the viewer. The stack's last
    item is its top."""

    viewer: int
    format: str
    turn: int
    step: str
    active_player: int
    priority_player: int | None
    deciding_player: int | None
    players: tuple[PlayerView, ...]
    battlefield: tuple[PermanentView, ...]
    stack: tuple[StackItemView, ...]
    exile: tuple[CardView, ...]
    command: tuple[CardView, ...]
    decision: DecisionView | None
    outcome: Outcome | None
    day_night: str | None = None  # CR 731.1: "day", "night", or neither
    monarch: int | None = None  # CR 725.1: the player who is the monarch, if any
    initiative: int | None = None  # CR 726.1: the player who has the initiative, if any

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: dataclasses become dicts in field order, tuples lists."""
        result = _plain(self)
        assert isinstance(result, dict)
        return result


def observe(game: Game, viewer: int) -> Observation:
    """The observation of ``viewer`` (a player id) of ``game`` as it stands."""
    s = game.state
    d = game.decision
    return Observation(
        viewer=viewer,
        format=s.format.value,
        turn=s.turn,
        step=s.step.value,
        active_player=s.active,
        priority_player=s.priority,
        deciding_player=d.player if d is not None else None,
        players=tuple(_player(s, p.id, viewer) for p in s.players),
        battlefield=tuple(_permanent(s, oid, _looks(s, oid, viewer, game)) for oid in s.battlefield),
        stack=tuple(_stack_item(s, oid, _looks(s, oid, viewer, game)) for oid in s.stack),
        exile=tuple(_card(s, oid, _looks(s, oid, viewer, game)) for oid in s.exile),
        command=tuple(_card(s, oid) for oid in s.command),
        decision=(
            DecisionView(d.kind.value, d.purpose.value, d.context, tuple(game.describe(a) for a in d.options))
            if d is not None and d.player == viewer
            else None
        ),
        outcome=game.outcome(),
        day_night=s.day_night,
        monarch=s.monarch,
        initiative=s.initiative,
    )


def _looks(s: GameState, oid: int, viewer: int, game: Game) -> str | None:
    """The card of a face-down spell or permanent, if ``viewer`` may see it: its controller may look
    at it (708.5; a foretold card's owner, who controls it in exile, 702.143a); at the end of the
    game all are revealed (708.9, 702.143f)."""
    o = s.objects[oid]
    if o.face_down is None:
        return None
    return o.card.name if controller(s, oid) == viewer or game.outcome() is not None else None


def _card(s: GameState, oid: int, looked_at: str | None = None) -> CardView:
    o = s.objects[oid]
    return CardView(oid, o.name, o.owner, looked_at)


def _player(s: GameState, pid: int, viewer: int) -> PlayerView:
    p = s.players[pid]
    team = s.team_of(pid)
    sees_hand = pid == viewer or pid in s.teammates(viewer)  # 402.3, 810.5
    dungeon = dungeon_of(s, pid)
    cards = {o.uid: (o.name, s.players[o.owner].name) for o in s.objects.values() if not o.is_token} if is_commander_game(s) else {}
    return PlayerView(
        id=pid,
        name=p.name,
        team=team.name,
        life=team.life,
        poison=team.poison,
        lost=p.lost,
        hand_count=len(p.hand),
        library_count=len(p.library),
        mana_pool=mana_text(p.mana_pool),
        hand=tuple(_card(s, oid) for oid in p.hand) if sees_hand else None,
        graveyard=tuple(_card(s, oid) for oid in p.graveyard),
        counters=tuple(sorted(p.counters.items())),
        library_top=_card(s, p.library[0]) if p.library and _sees_top(s, pid, viewer) else None,
        speed=p.speed,
        dungeon=s.objects[dungeon].card.name if dungeon is not None else None,
        room=rooms(s.objects[dungeon].card)[p.venture_room].name if dungeon is not None and p.venture_room is not None else None,
        completed_dungeons=p.completed_dungeons,
        left_game=p.left_game,
        # 800.4a: the commanders of a player who has left the game left it with them (no card, no name)
        commanders=tuple(cards[u][0] for u in p.commanders if u in cards),
        commander_casts=tuple((cards[u][0], p.commander_casts.count(u)) for u in p.commanders if u in p.commander_casts and u in cards),
        commander_damage=tuple((*cards[u], n) for u, n in p.commander_damage if u in cards),
    )


def _sees_top(s: GameState, pid: int, viewer: int) -> bool:
    """CR 401.2: the library is face down, unless a static ability of a permanent ``pid`` controls
    reveals its top card to every player or lets ``pid`` look at it any time."""
    return any(
        isinstance(ab.effect, TopOfLibraryVisible) and c.controller == pid and (ab.effect.to_all or viewer == pid)
        for _oid, _i, ab, c in functioning_abilities(s, StaticAbility)
    )


def _permanent(s: GameState, oid: int, looked_at: str | None) -> PermanentView:
    o = s.objects[oid]
    c = chars(s, oid)
    return PermanentView(
        id=oid,
        name=c.name,
        controller=c.controller,
        owner=o.owner,
        types=tuple(sorted(t.value for t in c.types)),
        keywords=tuple(sorted(k.value for k in c.keywords)),
        power=c.power,
        toughness=c.toughness,
        tapped=o.tapped,
        counters=tuple(sorted((k, n) for k, n in o.counters.items() if n)),
        damage=o.damage,
        attached_to=o.attached_to,
        is_token=o.is_token,
        sick=is_sick(s, oid),
        face_down=o.face_down is not None,
        face_down_card=looked_at,
    )


def _stack_item(s: GameState, oid: int, looked_at: str | None) -> StackItemView:
    o = s.objects[oid]
    return StackItemView(
        id=oid,
        name=o.name,
        controller=o.controller,
        is_ability=o.is_ability,
        text=getattr(o.ability, "text", "") if o.is_ability else "",
        targets=tuple(_target(s, t) for t in o.targets if t != -1),
        face_down=o.face_down is not None,
        face_down_card=looked_at,
    )


def _target(s: GameState, tid: int) -> TargetView:
    if s.is_player_id(tid):
        return TargetView(tid, s.players[tid].name)
    o = s.objects.get(tid)
    if o is None or o.zone not in PUBLIC_ZONES:
        return TargetView(None, None)
    return TargetView(tid, o.name)


def _plain(x: Any) -> Any:
    if is_dataclass(x) and not isinstance(x, type):
        return {f.name: _plain(getattr(x, f.name)) for f in fields(x)}
    if isinstance(x, tuple):
        return [_plain(v) for v in x]
    return x


__all__ = [
    "PUBLIC_ZONES",
    "CardView",
    "DecisionView",
    "Observation",
    "PermanentView",
    "PlayerView",
    "StackItemView",
    "TargetView",
    "observe",
]


def redeal_hidden(s: GameState, viewer: int, rng: random.Random) -> None:
    """Deal again at random, in place, the cards ``viewer`` can't see: one world consistent with
    what they know, as an information-set search imagines it. Libraries are face down (CR 401.2),
    so every library is shuffled; a hand is hidden from everyone but its owner and, in Two-Headed
    Giant, their teammates (402.3, 810.5), so each other player's hand is dealt again from that
    hand and library together, keeping its size. A library's top card the viewer may see
    (``library_top``) stays where it is. Cards the viewer looked at or saw revealed are not
    tracked (see the module docstring) and are dealt again like the others; face-down cards keep
    their identity."""
    for p in s.players:
        if p.left_game:
            continue
        top = p.library[:1] if p.library and _sees_top(s, p.id, viewer) else []
        pool = p.library[len(top):]
        hidden_hand = p.id != viewer and p.id not in s.teammates(viewer)
        if hidden_hand:
            pool = p.hand + pool
        pool.sort()  # the deal depends on which cards are hidden, not on where they really are
        rng.shuffle(pool)
        if hidden_hand:
            p.hand, pool = pool[: len(p.hand)], pool[len(p.hand):]
            for oid in p.hand:
                s.objects[oid].zone = Zone.HAND
        p.library = top + pool
        for oid in pool:
            s.objects[oid].zone = Zone.LIBRARY

