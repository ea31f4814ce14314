"""The game state as plain data (CR 400–405): players, teams, zones, objects, the turn, combat,
active continuous effects, pending triggers, the RNG and the event log.

Nothing here knows a rule; :mod:`manastack.rules` reads and changes this data. ``copy()`` makes
a fully independent copy cheaply (immutable definitions are shared, mutable records copied).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import Enum
from operator import attrgetter
from typing import Any

from manastack.mana import ManaUnit
from manastack.model.abilities import TriggeredAbility
from manastack.model.card import CardDef
from manastack.model.effects import Duration, Effect
from manastack.model.types import SHARED_ZONES, CardType, Step, Zone
from manastack.state.effects import ActiveEffect
from manastack.state.object_table import ObjectTable
from manastack.state.objects import GameObject, TriggerInfo

#: The lists of the zones all players share, and of each player's own (CR 400.1), by zone: read in
#: a table rather than by naming the zones one after another (docs/architecture.md, "Hot paths").
_SHARED_ZONES = {zone: attrgetter(zone.value) for zone in SHARED_ZONES}
_OWN_ZONES = {zone: attrgetter(zone.value) for zone in Zone if zone not in SHARED_ZONES}

#: Ids below this belong to players; objects count up from it.
FIRST_OBJECT_ID = 100


class Format(str, Enum):
    DUEL = "duel"
    TWO_HEADED_GIANT = "two-headed-giant"
    FREE_FOR_ALL = "free-for-all"


@dataclass(slots=True)
class Team:
    """A team: one player in a duel, two in Two-Headed Giant, where life and poison are shared
    (CR 810.4, 810.10)."""

    name: str
    members: list[int]
    life: int
    poison: int = 0

    def copy(self) -> Team:
        return Team(self.name, list(self.members), self.life, self.poison)


@dataclass(slots=True)
class Player:
    """A player and the zones they own (CR 102, 400.2)."""

    id: int
    name: str
    team: int
    library: list[int] = field(default_factory=list)  # index 0 is the top
    hand: list[int] = field(default_factory=list)
    graveyard: list[int] = field(default_factory=list)  # last is the top
    mana_pool: list[ManaUnit] = field(default_factory=list)
    lands_played: int = 0
    land_plays: int = 1
    extra_land_plays: int = 0  # 305.2: "you may play an additional land this turn" (this turn only)
    max_hand_size: int = 7
    drew_from_empty_library: bool = False
    lost: bool = False
    left_game: bool = False  # 800.4a: a player who lost has left a game that goes on without them
    won: bool = False
    loss_reason: str = ""
    draws_this_turn: int = 0
    draws_this_draw_step: int = 0
    life_gained_this_turn: int = 0
    life_lost_this_turn: int = 0  # 119.3: life lost this turn, however (damage, paying life, effects)
    attacked_this_turn: bool = False  # 508.1: declared one or more attackers this turn ("raid")
    permanents_left_this_turn: int = 0  # permanents that left the battlefield under their control ("revolt")
    spells_cast_this_turn: int = 0  # 601.2i: spells this player has cast this turn
    creature_spells_cast_this_turn: int = 0  # … of which creature spells
    spell_types_this_turn: tuple[frozenset[CardType], ...] = ()  # … the card types of each, in order
    spells_cast_last_turn: int = 0  # … and in the turn before this one
    city_blessing: bool = False  # 702.131c: a designation kept for the rest of the game
    speed: int | None = None  # 702.179b: players have no speed until a rule or effect sets it
    # "This ability triggers only once each turn" for the inherent abilities this player controls
    # (they have no source to keep the count, 702.179d): the texts of those that triggered this turn.
    sourceless_triggered_this_turn: tuple[str, ...] = ()
    ring_tempts: int = 0  # 701.54c: how many times the Ring has tempted this player
    ring_bearer: int | None = None  # 701.54a: the creature chosen as this player's Ring-bearer
    ring_bearer_since: int = 0  # … and since when the player controlled it then: a change of control ends the designation
    venture_room: int | None = None  # CR 309.4: the room of their dungeon in the command zone their venture marker is in
    completed_dungeons: tuple[str, ...] = ()  # CR 309.7: the names of the dungeons completed, in order
    mulligans: int = 0
    kept_hand: bool = False
    # The moments (each a timestamp of its own on the clock of 613.7) this player's two latest
    # upkeeps began, the latest last (echo, 702.30a: "since the beginning of your last upkeep").
    upkeeps_began: tuple[int, int] = (0, 0)
    # 122.1: counters on the player other than poison, which are the team's (energy, 107.14).
    counters: dict[str, int] = field(default_factory=dict)
    # CR 903.3: the cards (by ``GameObject.uid``, which a card keeps from zone to zone) that are this
    # player's commanders; empty outside a Commander game.
    commanders: tuple[int, ...] = ()
    # CR 903.8: one entry (the commander's uid) for each time this player cast a commander from the command zone.
    commander_casts: tuple[int, ...] = ()
    # CR 903.10a: (commander uid, combat damage) for each commander that has dealt this player combat damage this game.
    commander_damage: tuple[tuple[int, int], ...] = ()

    def copy(self) -> Player:
        p = Player.__new__(Player)
        for name in _PLAYER_SLOTS:
            setattr(p, name, getattr(self, name))
        p.library = list(self.library)
        p.hand = list(self.hand)
        p.graveyard = list(self.graveyard)
        p.mana_pool = list(self.mana_pool)
        p.counters = dict(self.counters)
        return p


_PLAYER_SLOTS = Player.__slots__


@dataclass(frozen=True, slots=True)
class PendingTrigger:
    """A triggered ability that has triggered and waits to be put on the stack (CR 603.3)."""

    controller: int
    source_id: int
    source_name: str
    ability: TriggeredAbility
    info: TriggerInfo
    order: int


@dataclass(frozen=True, slots=True)
class DelayedTriggerRecord:
    """A delayed triggered ability created by a resolving spell or ability (CR 603.7)."""

    ability: TriggeredAbility
    controller: int
    source_id: int
    source_name: str
    once: bool = True
    objects: tuple[int, ...] = ()  # the particular objects it refers to (603.7c)
    # 603.7b: a stated duration (the end of the turn, or its controller's next turn); with ``once``
    # too, it triggers only the next time within it ("when you next cast …")
    lasts: Duration | None = None


@dataclass(frozen=True, slots=True)
class ExileLink:
    """A card a resolving ability of ``source_id`` exiled: what that object's linked abilities call
    "the exiled card" (CR 607.2a). ``until_source_leaves``: it returns to the battlefield when the
    source leaves it (610.3)."""

    source_id: int
    card_id: int
    until_source_leaves: bool = False


@dataclass(frozen=True, slots=True)
class PlayPermission:
    """"You may play [that card]" from exile (CR 601.2a, 305.1 via a permission effect): ``player``
    may play card ``card_id`` while it stays in exile (a card leaving exile is a new object, 400.7)
    and, if ``until_turn`` is set, until that turn ends; from turn ``from_turn`` on ("after the
    current turn has ended", warp, CR 702.185a)."""

    card_id: int
    player: int
    until_turn: int | None = None
    source_name: str = ""
    spells_only: bool = False  # "you may cast spells from among them" (not play lands)
    any_mana_type: bool = False  # "mana of any type can be spent to cast them" (609.4b)
    without_paying: bool = False  # "cast that card without paying its mana cost" (118.9)
    from_turn: int = 0

    def lasts(self, turn: int) -> bool:
        """Whether the permission applies during turn ``turn`` (while the card stays in exile)."""
        return self.from_turn <= turn and (self.until_turn is None or turn <= self.until_turn)


@dataclass(slots=True)
class Combat:
    """Who attacks whom and who blocks whom (CR 506–511)."""

    attackers: dict[int, int] = field(default_factory=dict)  # attacker -> player or planeswalker id
    blockers: dict[int, list[int]] = field(default_factory=dict)  # blocker -> attackers it blocks
    blocked: set[int] = field(default_factory=set)  # attackers that became blocked (509.1h)
    first_strike_step: bool = False
    dealt_first_strike: set[int] = field(default_factory=set)
    attackers_declared: bool = False
    blockers_declared: bool = False
    # An attacker removed from combat -> the creatures that were blocking it then: "each creature
    # blocking it" for an attacker that has left the battlefield, as it last existed (608.2h)
    former_blockers: dict[int, tuple[int, ...]] = field(default_factory=dict)

    def copy(self) -> Combat:
        return Combat(
            dict(self.attackers),
            {k: list(v) for k, v in self.blockers.items()},
            set(self.blocked),
            self.first_strike_step,
            set(self.dealt_first_strike),
            self.attackers_declared,
            self.blockers_declared,
            dict(self.former_blockers),
        )

    def blockers_of(self, attacker: int) -> list[int]:
        return [b for b, atts in self.blockers.items() if attacker in atts]

    def remove(self, oid: int) -> bool:
        """CR 506.4: a permanent removed from combat (by an effect, by leaving the battlefield, by
        a change of control) stops being an attacking, blocking, blocked and/or unblocked
        creature; creatures that were blocking it stay blocking creatures but block nothing
        (510.1d), and a creature it was blocking stays blocked (509.1h). Returns whether it was
        attacking or blocking."""
        was = oid in self.attackers or oid in self.blockers
        if oid in self.attackers:
            self.former_blockers[oid] = tuple(self.blockers_of(oid))
        self.attackers.pop(oid, None)
        self.blockers.pop(oid, None)
        self.blocked.discard(oid)
        for atts in self.blockers.values():
            if oid in atts:
                atts.remove(oid)
        return was


@dataclass(frozen=True, slots=True)
class LogEvent:
    """One thing that happened, as logged: its kind, its fields and the rules it applied."""

    event: str
    data: tuple[tuple[str, Any], ...]
    rules: tuple[str, ...] = ()

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.data:
            if k == key:
                return v
        return default

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"event": self.event}
        d.update(self.data)
        d["rules"] = list(self.rules)
        return d


class Next(str, Enum):
    """What the game does next: one unit of :func:`manastack.rules.turn.step_once`."""

    MULLIGANS = "mulligans"  # CR 103.5: the game hasn't started
    BEGIN_STEP = "begin step"  # 500–514: a step (or phase) begins: its turn-based actions
    CHECKS = "checks"  # 117.5: state-based actions and triggered abilities, before priority
    PRIORITY = "priority"  # 117.3: a player holds priority
    END_STEP = "end step"  # 500.2–500.5: a step without priority (untap, cleanup) ends
    RESOLVE = "resolve"  # 117.4, 608: every player passed; the top of the stack resolves
    PERFORM = "perform"  # effects given from outside the rules (``performing``)


@dataclass(frozen=True, slots=True)
class Performance:
    """Effects made to happen as if a resolving ability controlled by ``controller`` did it (a
    scenario's ``effect:`` step, tests): its ``targets`` are what :class:`~manastack.model.filters.Target`
    references denote; ``name`` is how the log names its source."""

    effects: tuple[Effect, ...]
    controller: int
    targets: tuple[int, ...] = ()
    name: str = "effect"


@dataclass(slots=True)
class GameState:
    """Everything that is true about one game at one moment."""

    format: Format
    players: list[Player]
    teams: list[Team]
    seed: int
    rng: random.Random
    objects: ObjectTable = field(default_factory=ObjectTable)  # CR 109: shared with copies until used
    battlefield: list[int] = field(default_factory=list)
    stack: list[int] = field(default_factory=list)  # last is the top
    exile: list[int] = field(default_factory=list)
    command: list[int] = field(default_factory=list)
    turn: int = 1
    active: int = 0  # the active player (in 2HG, the first player of the active team)
    step: Step = Step.UNTAP
    next: Next = Next.MULLIGANS  # what the game does next (manastack.rules.turn.step_once)
    performing: Performance | None = None  # the effects to perform, when ``next`` is PERFORM
    priority: int | None = None
    passes: int = 0
    starting_player: int = 0
    skip_first_draw: bool = True
    next_id: int = FIRST_OBJECT_ID
    next_timestamp: int = 1
    combat: Combat | None = None
    effects: list[ActiveEffect] = field(default_factory=list)
    pending_triggers: list[PendingTrigger] = field(default_factory=list)
    delayed_triggers: list[DelayedTriggerRecord] = field(default_factory=list)
    log: list[LogEvent] = field(default_factory=list)
    game_over: bool = False
    winner_team: int | None = None  # None with game_over: a draw
    trigger_counter: int = 0
    labels: dict[str, int] = field(default_factory=dict)
    cleanup_again: bool = False  # 514.3a: another cleanup step follows this one
    version: int = 0
    always_ask_priority: bool = False  # ask for priority even when passing is the only option
    # Permanents leaving in the current event, as they last existed (603.10a look-back, 704.3).
    leaving_together: dict[int, tuple[GameObject, Any]] = field(default_factory=dict)
    # Creatures that died in the current event, collected for "one or more … die" (603.2c); None
    # outside a multi-object event.
    dying_together: list[tuple[int, Any]] | None = None
    # The permanents' characteristics (613) at ``version``, and the inputs they were computed from
    # (None: that version only); see manastack.rules.layers.chars.
    chars_cache: tuple[int, Any, tuple[object, ...] | None] | None = None
    # Abilities of permanents and command-zone objects by kind at ``version``, with the
    # characteristics and objects they were found in (manastack.rules.layers.functioning_abilities).
    abilities_cache: tuple[int, Any, tuple[int, ...], dict[type, Any]] | None = None
    # A token was put into a zone other than the battlefield since the state-based actions last
    # looked for one (704.5d: it ceases to exist): they scan the zones only then.
    token_left_battlefield: bool = False
    # Each player's mana sources for the automatic payment, with the version they were found at
    # and what they were found from (manastack.rules.mana.simple_sources).
    sources_cache: dict[int, Any] | None = None
    exile_links: tuple[ExileLink, ...] = ()  # cards exiled by permanents' abilities (607.2a, 610.3)
    play_permissions: tuple[PlayPermission, ...] = ()  # cards a player may play from exile
    # This turn's history for "was dealt damage this turn" and "if a creature died this turn": the
    # players and objects dealt damage (ids: a permanent that changed zones is a new object, CR
    # 400.7) and the number of creatures that died (700.4). Both reset as a turn begins.
    damaged_this_turn: frozenset[int] = frozenset()
    creatures_died_this_turn: int = 0
    # The cards put into a graveyard by a discard this turn, as the objects they became there (701.9a;
    # mayhem, 702.187b). Reset as a turn begins.
    discarded_this_turn: frozenset[int] = frozenset()
    # The creatures that dealt combat damage to a player this turn, as they were as they dealt it
    # (510.2): their controller and subtypes (freerunning, 702.173a). Reset as a turn begins.
    combat_damage_to_players: tuple[tuple[int, tuple[str, ...]], ...] = ()
    day_night: str | None = None  # CR 731.1: "day", "night", or neither
    last_turn_team: int | None = None  # the team whose turn the previous turn was (731.2)
    monarch: int | None = None  # CR 725.1: the player who is the monarch, if any
    initiative: int | None = None  # CR 726.1: the player who has the initiative, if any
    dungeons: tuple[CardDef, ...] = ()  # CR 309.2: the dungeon cards each player owns outside the game
    extra_turns: tuple[int, ...] = ()  # CR 500.7: the players of the extra turns to come, the next one last
    resume_after: int | None = None  # 500.7: the player of the turn the extra turns were added after
    # CR 702.26: phased-out permanents, treated as though they don't exist (not in ``battlefield``,
    # though their zone is still the battlefield): (permanent, the player it phased out under, the
    # permanent it phased out along with — None if it phased out directly, 702.26g).
    phased_out: tuple[tuple[int, int, int | None], ...] = ()
    # Effects that apply during a player's next turn, waiting for it (611.2a): (player, effect).
    waiting_effects: tuple[tuple[int, ActiveEffect], ...] = ()
    # CR 903.9a: commanders in a graveyard or in exile (these objects, 400.7) whose owner has already
    # chosen whether to put them into the command zone.
    commanders_offered: frozenset[int] = frozenset()
    # Effects given from outside the rules in this game (``Game.perform``: a scenario's ``effect:``
    # step), oldest first: with the cards that have been objects (``ObjectTable.cards``), where
    # every ability in the game comes from.
    given_effects: tuple[Effect, ...] = ()
    # What the definitions of the game's cards and given effects name, with those they were found in
    # (manastack.rules.vocabulary.named_in_game).
    named_cache: tuple[tuple[CardDef, ...], tuple[Effect, ...], frozenset[Any]] | None = None

    def copy(self) -> GameState:
        s = GameState.__new__(GameState)
        for name in _STATE_SLOTS:
            setattr(s, name, getattr(self, name))
        s.players = [p.copy() for p in self.players]
        s.teams = [t.copy() for t in self.teams]
        rng = random.Random.__new__(random.Random)  # not seeded from the system: the state follows
        rng.setstate(self.rng.getstate())
        s.rng = rng
        s.objects = self.objects.share()
        s.battlefield = list(self.battlefield)
        s.stack = list(self.stack)
        s.exile = list(self.exile)
        s.command = list(self.command)
        s.combat = self.combat.copy() if self.combat else None
        s.effects = list(self.effects)
        s.pending_triggers = list(self.pending_triggers)
        s.delayed_triggers = list(self.delayed_triggers)
        s.log = list(self.log)
        s.labels = dict(self.labels)
        s.leaving_together = dict(self.leaving_together)
        s.dying_together = list(self.dying_together) if self.dying_together is not None else None
        return s

    # ---- small queries that every rules module needs -----------------------------------------

    def player(self, pid: int) -> Player:
        return self.players[pid]

    def obj(self, oid: int) -> GameObject:
        return self.objects[oid]

    def is_player_id(self, x: int) -> bool:
        return x < FIRST_OBJECT_ID

    def team_of(self, pid: int) -> Team:
        return self.teams[self.players[pid].team]

    def opponents(self, pid: int) -> list[int]:
        """CR 102.3: players on other teams, in turn order from ``pid``."""
        team = self.players[pid].team
        return [p for p in self.turn_order_from(pid) if self.players[p].team != team and not self.players[p].lost]

    def teammates(self, pid: int) -> list[int]:
        return [p for p in self.teams[self.players[pid].team].members if p != pid]

    def turn_order_from(self, pid: int) -> list[int]:
        n = len(self.players)
        return [(pid + i) % n for i in range(n)]

    def next_holder(self) -> int | None:
        """Who takes a designation its holder lost by leaving the game (CR 725.4 the monarch, 726.4
        the initiative): the active player, or if they have left, the next player in turn order
        who is still in the game; None if there is none."""
        return next((p for p in self.turn_order_from(self.active) if not self.players[p].left_game), None)

    def apnap(self) -> list[int]:
        """CR 101.4: the active player (the active team's players) first, then the others in turn order."""
        active_team = self.players[self.active].team
        order = self.turn_order_from(self.active)
        first = [p for p in order if self.players[p].team == active_team]
        rest = [p for p in order if self.players[p].team != active_team]
        return [p for p in first + rest if not self.players[p].lost]

    def is_active(self, pid: int) -> bool:
        return self.players[pid].team == self.players[self.active].team

    def zone_list(self, zone: Zone, owner: int | None) -> list[int]:
        """The objects in ``zone`` (CR 400.1): the game's shared zone, or player ``owner``'s own."""
        shared = _SHARED_ZONES.get(zone)
        if shared is not None:
            return shared(self)  # type: ignore[no-any-return]
        assert owner is not None
        return _OWN_ZONES[zone](self.players[owner])  # type: ignore[no-any-return]

    def new_id(self) -> int:
        i = self.next_id
        self.next_id += 1
        return i

    def new_timestamp(self) -> int:
        t = self.next_timestamp
        self.next_timestamp += 1
        return t

    def name_of(self, x: int) -> str:
        if x < FIRST_OBJECT_ID:
            return self.players[x].name
        o = self.objects.get(x)
        return o.name if o else f"#{x}"

    def label_of(self, oid: int) -> str | None:
        for k, v in self.labels.items():
            if v == oid:
                return k
        return None


_STATE_SLOTS = GameState.__slots__


def clear_caches(state: GameState) -> None:
    """Forget every value cached on ``state``: the next query computes from scratch."""
    state.chars_cache = state.abilities_cache = state.sources_cache = state.named_cache = None


__all__ = [
    "LogEvent",
    "clear_caches",
    "Combat",
    "DelayedTriggerRecord",
    "Format",
    "GameState",
    "PendingTrigger",
    "Player",
    "Team",
]

