"""The public face of the engine: a game as a state machine.

>>> game = Game.new([("alice", deck_a), ("bob", deck_b)], seed=1)   # doctest: +SKIP
>>> game.decision.player, game.legal_actions()                      # doctest: +SKIP
>>> game.apply(game.legal_actions()[0])                             # doctest: +SKIP

Every choice is a :class:`~manastack.actions.Decision`; :meth:`Game.apply` answers it. Each
operation of the game (a step's beginning, a player's priority, a spell or ability resolving) runs
in a greenlet taken from a pool of idle ones: a decision suspends it, and the answer resumes it
where it stopped. The state stays plain data: the game keeps a checkpoint and the answers of the
operations completed since (the tape), so a copy of the game (:meth:`Game.copy`, at any point)
replays an operation part-way through from the stable state before it began with the answers so
far — as does a game answered from another thread than the one its operation began in (a
greenlet lives in its thread).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from threading import get_ident, local
from typing import Any, ClassVar

from greenlet import getcurrent, greenlet

from manastack.actions import Action, Concede, Decision, DecisionKind
from manastack.answers import match_answer
from manastack.cards.dungeons import dungeon_cards
from manastack.errors import (
    GameOverError,
    IllegalActionError,
    ManastackError,
)
from manastack.model.card import CardDef
from manastack.model.effects import Effect
from manastack.model.types import Zone
from manastack.observation import Observation, observe, redeal_hidden
from manastack.rules import mechanics  # noqa: F401 - registers every effect verb and replacement kind
from manastack.rules.commander import designate_commander
from manastack.rules.context import Ctx, ReplayMismatch
from manastack.rules.costs import Rewind
from manastack.rules.describe import describe, option_text
from manastack.rules.turn import asks_before_changing, concede, step_once
from manastack.state.game_state import Format, GameState, LogEvent, Next, Performance, Player, Team
from manastack.state.objects import GameObject


def _operations(ctx: Ctx) -> None:
    """Operations (units of a game: :func:`~manastack.rules.turn.step_once`), one after another,
    in a greenlet kept for them (creating a greenlet costs more than an operation's switches): a
    decision suspends the running one (:func:`_suspend`); when it is done the greenlet reports it
    (None) and waits, in its thread's pool (:func:`_worker`), for the next one's context, of any
    game."""
    while True:
        step_once(ctx)
        del ctx  # not kept while waiting
        game = getcurrent().parent
        assert game is not None
        ctx = game.switch(None)


_IDLE = local()  # per thread (a greenlet lives in its thread): the idle workers


def _worker() -> greenlet:
    """A greenlet of this thread waiting for an operation (:func:`_operations`), or a new one."""
    idle: list[greenlet] | None = getattr(_IDLE, "workers", None)
    if idle is None:
        idle = _IDLE.workers = []
    return idle.pop() if idle else greenlet(_operations)


def _done_with(worker: greenlet) -> None:
    """``worker`` finished its operation and waits for another: back to its thread's pool."""
    idle: list[greenlet] = _IDLE.workers
    idle.append(worker)


def _suspend(decision: Decision) -> Action:
    """Suspend the running operation until ``decision`` is answered: its greenlet switches back to the
    game, which resumes it with the answer."""
    game = getcurrent().parent
    assert game is not None  # an operation's greenlet is always switched to from the game's
    answer: Action = game.switch(decision)
    return answer

#: Completed operations kept on the tape before the live state becomes the new checkpoint: a
#: longer tape means fewer checkpoint copies, but a game suspended part-way replays it once before
#: it is copied (Game._compact). Measured with 8, 16, 32, 64 and 256: random games
#: (benchmarks/instructions.py) 2.10 million instructions per action with 8, 2.01 with 32, 1.98
#: with 64; a search player's game (mcts:8, 150 decisions) 19.6, 19.1 and 18.8 billion with 8, 16
#: and 32; the heuristic player 1.2 ms of CPU per decision with 8, 1.3 with 32.
_TAPE_LIMIT = 32
#: CR 903.7: each player's starting life in a Commander game.
COMMANDER_LIFE = 40


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended: the winning team's player names, or a draw."""

    winners: tuple[str, ...]
    draw: bool


class Game:
    """A game of Magic driven by decisions."""

    #: Check every replayed answer against the options recomputed for its decision (slower; the
    #: tests switch it on, see :class:`~manastack.rules.context.Ctx`).
    check_replays: ClassVar[bool] = False

    def __init__(self, state: GameState) -> None:
        # The live state, and how to rebuild it: a checkpoint (never changed after it is taken) and
        # the answers of every operation completed since (the tape).
        self._live = state
        self._checkpoint = state.copy()
        self._tape: list[list[Action]] = []
        self._answers: list[Action] = []
        self._dirty = False  # the live state is part-way through a suspended operation
        self._clean = False  # the current operation asks before it changes anything
        self._op: greenlet | None = None  # the suspended operation, resumed with the next answer
        self._op_thread = 0  # the thread it began in
        self._decision: Decision | None = None
        self._advance()

    # ---- construction ---------------------------------------------------------------------------

    @staticmethod
    def new(
        players: Sequence[tuple[str, Sequence[CardDef]]],
        *,
        seed: int = 0,
        format: Format = Format.DUEL,
        life: int | None = None,
        starting_player: int | None = None,
        skip_mulligans: bool = False,
        commanders: Sequence[Sequence[CardDef]] | None = None,
    ) -> Game:
        """Start a game: libraries shuffled with the seeded RNG, the starting player chosen from the
        seed (103.1), seven-card hands drawn (103.5) and the mulligan process begun.
        In Two-Headed Giant the players are given team by team: [A1, A2, B1, B2].

        ``commanders`` makes it a Commander game (CR 903, a duel or, with ``format`` free-for-all or
        more than two players, a multiplayer game): for each player, in order, the commander cards
        (one, or two partners), given apart from the rest of the deck. They start in the command
        zone (903.6) and each player's life is 40 (903.7) unless ``life`` says otherwise. Check the
        decks first with :func:`manastack.carddata.commander_deck.check_commander_deck`."""
        if commanders is not None and len(commanders) != len(players):
            raise ValueError(f"commanders: one list per player ({len(players)}), got {len(commanders)}")
        if commanders is not None and life is None:
            life = COMMANDER_LIFE
        state = empty_state(players=[n for n, _ in players], seed=seed, format=format, life=life)
        for pid, (_, deck) in enumerate(players):
            for card in (commanders or [()] * len(players))[pid]:
                designate_commander(state, add_card(state, pid, card, Zone.COMMAND))  # 903.6
            for card in deck:
                add_card(state, pid, card, Zone.LIBRARY)
        rng = state.rng
        for p in state.players:
            rng.shuffle(p.library)
        team_first = rng.randrange(len(state.teams)) if starting_player is None else state.players[starting_player].team
        state.starting_player = state.teams[team_first].members[0] if starting_player is None else starting_player
        state.active = state.starting_player
        state.priority = state.active
        for p in state.players:
            for _ in range(7):
                if p.library:
                    oid = p.library.pop(0)
                    state.objects[oid].zone = Zone.HAND
                    p.hand.append(oid)
        state.next = Next.BEGIN_STEP if skip_mulligans else Next.MULLIGANS
        return Game(state)

    # ---- the state machine --------------------------------------------------------------------

    @property
    def state(self) -> GameState:
        """The current state (while a decision is pending inside an operation, the state as it
        stands at that decision)."""
        return self._live

    @property
    def decision(self) -> Decision | None:
        """The pending decision, or None when the game is over."""
        return self._decision

    def legal_actions(self) -> list[Action]:
        return list(self._decision.options) if self._decision else []

    @property
    def is_over(self) -> bool:
        return self._live.game_over

    def apply(self, action: Action | str) -> None:
        """Answer the pending decision. An illegal action raises :class:`IllegalActionError` and
        changes nothing. Text is parsed against the legal actions (see :meth:`parse_action`)."""
        if isinstance(action, str):
            action = self.parse_action(action)
        if self._live.game_over or self._decision is None:
            raise GameOverError("the game is over")
        if isinstance(action, Concede):
            if action.player is not None and not 0 <= action.player < len(self._live.players):
                raise IllegalActionError(f"no player {action.player} to concede")
            self._abandon()
            self._rebuild()
            concede(self._live, self._decision.player if action.player is None else action.player)
            self._answers = []
            self._checkpoint, self._tape = self._live.copy(), []
            self._advance()
            return
        if action not in self._decision.options:
            raise IllegalActionError(
                f"{_safe_describe(action, self._live)} is not a legal answer to {self._decision.kind.value} "
                f"for {self._live.players[self._decision.player].name}; legal: "
                + "; ".join(self.describe(a) for a in self._decision.options[:12])
            )
        self._answers.append(action)
        self._advance()

    def perform(self, effects: Sequence[Effect], *, controller: int, targets: Sequence[int] = (), name: str = "effect") -> None:
        """Make effects happen as if a resolving ability controlled by ``controller`` did it (for
        scenarios and tests): e.g. ``game.perform([GainLife(3)], controller=0)``, or
        ``game.perform([Destroy(Target(0))], controller=0, targets=[bears])``. They are the game's
        next operation — through replacement effects and triggers, asking decisions like any
        other. Only while a player holds priority; the same player holds priority afterwards."""
        d = self._decision
        if d is None or d.kind is not DecisionKind.PRIORITY or self._dirty or self._answers:
            raise IllegalActionError("an effect can be performed only while a player holds priority")
        self._abandon()
        self._live.performing = Performance(tuple(effects), controller, tuple(targets), name)
        self._live.given_effects += tuple(effects)
        self._live.next = Next.PERFORM
        self._checkpoint, self._tape = self._live.copy(), []
        self._advance()

    def _rebuild(self) -> None:
        """Restore the stable state before the suspended operation: copy the checkpoint and replay
        the completed operations of the tape (deterministic, the RNG being part of the state)."""
        if not self._dirty:
            return
        s = self._replayed_tape()
        if self._tape:
            self._checkpoint, self._tape = s.copy(), []
        self._live, self._dirty = s, False

    def _advance(self) -> None:
        while True:
            op = self._resumable()
            try:
                if op is not None:
                    op.parent = getcurrent()
                    self._live.objects.pinned = False
                    asked = op.switch(self._answers[-1])
                else:
                    self._rebuild()
                    live = self._live
                    if live.game_over:
                        self._decision = None
                        return
                    self._clean = asks_before_changing(live) and not self._answers
                    op = _worker()
                    op.parent = getcurrent()
                    asked = op.switch(Ctx(live, list(self._answers), check=self.check_replays, suspend=_suspend))
            except Rewind:
                self._dirty = True
                self._answers = []
                continue
            if asked is not None:
                self._op, self._op_thread = op, get_ident()
                self._live.objects.pinned = True
                self._dirty = not (self._clean and len(self._answers) == 0)
                self._decision = asked
                return
            _done_with(op)
            if self._dirty and self.check_replays:
                self._check_replay()
            self._tape.append(self._answers)
            self._answers = []
            self._dirty = False
            if len(self._tape) >= _TAPE_LIMIT:
                self._checkpoint, self._tape = self._live.copy(), []

    def _check_replay(self) -> None:
        """The operation just completed, resumed answer by answer, replayed from the stable state
        before it with the same answers (each checked against its decision's options) must reach
        the same state: the same events logged and the same objects (:attr:`check_replays`)."""
        replayed = self._replayed_tape()
        step_once(Ctx(replayed, list(self._answers), check=True))
        if replayed.log != self._live.log or replayed.objects != self._live.objects:
            raise ReplayMismatch(f"an operation answered {self._answers!r} replays differently from how it ran")

    def _resumable(self) -> greenlet | None:
        """The suspended operation to resume with the answer just given, if it can be: not in
        another thread than the one it began in (a greenlet lives in its thread); otherwise it is
        dropped (left to unwind in its own thread, on a state no longer used) and the operation
        replayed on the stable state rebuilt."""
        op, self._op = self._op, None
        if op is not None and self._op_thread != get_ident():
            self._live.objects.pinned = False
            self._dirty = True
            return None
        return op

    def _abandon(self) -> None:
        """Drop the suspended operation (its frames unwound at once) and rebuild the stable state."""
        op, self._op = self._op, None
        if op is not None:
            self._live.objects.pinned = False
            if self._op_thread == get_ident():
                op.throw()
            self._dirty = True
            self._rebuild()

    # ---- text ---------------------------------------------------------------------------------

    def describe(self, action: Action) -> str:
        d = self._decision
        if d is not None and action in d.options:
            i = d.options.index(action)
            text = option_text(d, i, self._live)
            same = [j for j in range(len(d.options)) if option_text(d, j, self._live) == text]
            if len(same) > 1:
                return f"{text} [{same.index(i) + 1}]"
            return text
        return describe(action, self._live)

    def parse_action(self, text: str) -> Action:
        """The legal action ``text`` means: its text (case-insensitive) or its 1-based number (an
        exact text wins, so "3" answers "choose X" with X = 3, CR 107.3a), a shortcut (``pass``,
        ``ok``, ``auto``), identical options as one, or a unique prefix — see :mod:`manastack.answers`."""
        if text.strip().lower() == "concede":
            return Concede()
        return match_answer(text, [(self.describe(a), a) for a in self.legal_actions()])

    # ---- copies, outcome, log -----------------------------------------------------------------

    def copy(self) -> Game:
        """An independent copy of this game: the live state is copied, the checkpoint shared, and a
        pending operation's answers kept, so both games replay it identically."""
        self._compact()
        g = Game.__new__(Game)
        g._live = self._live.copy()
        g._checkpoint = self._checkpoint  # shared: a checkpoint is never changed
        g._tape = list(self._tape)
        g._answers = list(self._answers)
        g._dirty = self._dirty
        g._decision = self._decision
        g._clean, g._op, g._op_thread = self._clean, None, 0
        return g

    def determinized(self, player: int, rng: random.Random) -> Game:
        """A copy of this game as ``player`` might imagine it: the cards hidden from them dealt
        again at random (:func:`~manastack.observation.redeal_hidden`, CR 400.2) and the RNG of the
        copy reseeded from ``rng`` (so the copy's shuffles and coin flips are not the real ones).
        An operation part-way through is replayed on the new world with its answers so far; if the
        new RNG would send it elsewhere (a random choice already made in it), the copy keeps the
        game's RNG. For searching, as :meth:`copy`: the game itself is not changed."""
        stable = self._stable_state()
        redeal_hidden(stable, player, rng)
        seed = rng.getrandbits(64)
        reseeded = stable.copy()
        reseeded.rng = random.Random(seed)
        try:
            g = self._resumed(reseeded)
        except ManastackError:
            g = None
        if g is not None and g._decision is not None and self._decision is not None and (g._decision.kind, g._decision.player) == (self._decision.kind, self._decision.player):
            return g
        return self._resumed(stable)

    def _stable_state(self) -> GameState:
        """A copy of the stable state: the live state, or before a suspended operation, the
        checkpoint with the tape replayed."""
        self._compact()
        return self._replayed_tape() if self._dirty else self._live.copy()

    def _compact(self) -> None:
        """While an operation is suspended part-way, make the stable state before it (the tape
        replayed once) the checkpoint: a copy then replays only that operation, not the tape too
        (a lookahead or a search copies the same decision many times)."""
        if self._dirty and self._tape:
            self._checkpoint, self._tape = self._replayed_tape(), []

    def _replayed_tape(self) -> GameState:
        """A copy of the checkpoint with the completed operations of the tape replayed on it
        (deterministic, the RNG being part of the state)."""
        s = self._checkpoint.copy()
        for answers in self._tape:
            step_once(Ctx(s, list(answers), check=self.check_replays))
        return s

    def _resumed(self, stable: GameState) -> Game:
        """A game from ``stable`` (a stable state, now its own) with this game's pending
        operation, answered so far as here, replayed on it."""
        g = Game.__new__(Game)
        g._live, g._checkpoint, g._tape = stable, stable.copy(), []
        g._answers, g._dirty, g._decision = list(self._answers), self._dirty, None
        g._clean, g._op, g._op_thread = False, None, 0
        g._advance()
        return g

    def outcome(self) -> Outcome | None:
        s = self._live
        if not s.game_over:
            return None
        if s.winner_team is None:
            return Outcome((), True)
        return Outcome(tuple(s.players[m].name for m in s.teams[s.winner_team].members), False)

    @property
    def log(self) -> list[LogEvent]:
        return self._live.log

    def log_dicts(self) -> list[dict[str, Any]]:
        return [e.to_dict() for e in self._live.log]

    def observe(self, player: int | str) -> Observation:
        """What ``player`` (an id or a name) may know now, hidden information left out (CR 400.2,
        401.2, 402.3, 810.5): a frozen snapshot, see :mod:`manastack.observation`."""
        return observe(self, self.player_id(player) if isinstance(player, str) else player)

    def player_id(self, name: str) -> int:
        for p in self._live.players:
            if p.name == name:
                return p.id
        raise KeyError(name)


def _safe_describe(action: Action, state: GameState) -> str:
    try:
        return describe(action, state)
    except (KeyError, IndexError, TypeError):
        return repr(action)


def empty_state(players: Sequence[str], *, seed: int = 0, format: Format = Format.DUEL, life: int | None = None) -> GameState:
    """A game state with players and no cards (CR 103.4: 20 life in a duel and in free-for-all;
    810.4: 30 per team in Two-Headed Giant); each player owns the dungeon cards outside the game
    (309.2). Free-for-all is a game of three to six players, each on their own (800.1, 802: every
    opponent may be attacked); in a multiplayer game other than Two-Headed Giant the starting
    player doesn't skip their first draw (103.8c)."""
    if format is Format.TWO_HEADED_GIANT:
        if len(players) != 4:
            raise ValueError("Two-Headed Giant needs four players, given team by team")
        teams = [Team("A", [0, 1], 30 if life is None else life), Team("B", [2, 3], 30 if life is None else life)]
    else:
        if format is Format.FREE_FOR_ALL and not 3 <= len(players) <= 6:
            raise ValueError(f"a free-for-all game needs three to six players (got {len(players)})")
        teams = [Team(n, [i], 20 if life is None else life) for i, n in enumerate(players)]
    ps = [Player(i, n, next(t for t, team in enumerate(teams) if i in team.members)) for i, n in enumerate(players)]
    state = GameState(format=format, players=ps, teams=teams, seed=seed, rng=random.Random(seed), dungeons=dungeon_cards())
    state.skip_first_draw = len(players) <= 2 or format is Format.TWO_HEADED_GIANT  # 103.8a-c
    return state


def add_card(state: GameState, owner: int, card: CardDef, zone: Zone, *, controller: int | None = None, token: bool = False) -> int:
    """Put a new object for ``card`` into a zone (for setting up games and scenarios)."""
    oid = state.new_id()
    o = GameObject(
        id=oid, uid=oid, card=card, owner=owner, controller=owner if controller is None else controller,
        zone=zone, timestamp=state.new_timestamp(), is_token=token or card.is_token,
    )
    state.objects[oid] = o
    state.zone_list(zone, owner).append(oid)
    if o.is_token and zone is not Zone.BATTLEFIELD:
        state.token_left_battlefield = True  # 704.5d: to cease to exist
    state.version += 1
    return oid


__all__ = ["Game", "Outcome", "add_card", "empty_state"]
