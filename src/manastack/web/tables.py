"""Tables: games played through the browser, each seat reached by its own secret token.

A :class:`Table` holds one :class:`~manastack.game.Game`, its seats (a human, the heuristic AI,
the random player or the search player) and a spectator token. Humans answer through
:meth:`Table.act` with the index of a legal action; :meth:`Table.advance` then makes the AIs'
moves, server-side, until a human must decide or the game is over, telling a callback of each
move as it is made (a searched decision takes seconds, and the pages show each move and that the
AI is thinking). Priority where a human can do nothing but tap mana is passed for them, as in
``manastack play``. Every applied answer is recorded (its option index; -1 is a concession), so a
table created with a seed plays the same game for the same answers (the search player's budget
being a number of playouts).

An AI chooses on a copy of the game, without the table's lock: views can be taken while it
searches, and a player may concede meanwhile (CR 104.3a); any other message is refused as it
would be at any time the AI decides ("it is not your decision", or a stale version).
"""

from __future__ import annotations

import secrets
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from manastack.actions import Action, Concede, Pass
from manastack.ai import Player, is_level, make_player
from manastack.app.runner import MAX_ACTIONS, ai_seed, apply_recorded
from manastack.app.stops import nothing_to_do
from manastack.errors import ManastackError
from manastack.game import Game
from manastack.model.card import CardDef

#: Who can sit at a seat: a person, or one of the AIs of :func:`manastack.ai.make_player` ("mcts":
#: the search player, at the table's search level).
SEAT_KINDS = ("human", "heuristic", "random", "mcts")
#: The search player's level at a table unless told otherwise: 32 playouts per decision.
SEARCH_LEVEL = "mcts"


def search_level(level: str) -> str:
    """``level`` if it is a level of the search player (``mcts``, ``mcts:N`` playouts, ``mcts:Ns``
    seconds per decision), else a :class:`~manastack.errors.ManastackError` saying so."""
    if level.partition(":")[0] != "mcts" or not is_level(level):
        raise ManastackError(f"the search level must be mcts, mcts:N (playouts) or mcts:Ns (seconds), got {level!r}")
    return level


class ProtocolError(ManastackError):
    """A message a table refuses (malformed, stale, not this seat's turn, an unknown action); the
    game is unchanged."""


@dataclass(slots=True)
class Seat:
    """One player of a table: the name, the secret token of its link, and the AI playing it (None
    for a human)."""

    name: str
    token: str
    ai: Player | None = None

    @property
    def human(self) -> bool:
        return self.ai is None


@dataclass(slots=True)
class Table:
    """One game and the people and AIs at it (see the module docstring)."""

    game: Game
    seats: list[Seat]
    watch_token: str
    decisions: list[int] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock, repr=False)
    _advancing: bool = field(default=False, init=False, repr=False)  # a thread is in advance() (read and set under lock)

    @classmethod
    def create(
        cls,
        decks: Sequence[Sequence[CardDef]],
        kinds: Sequence[str],
        *,
        seed: int,
        names: Sequence[str] = ("you", "opponent"),
        token: Callable[[], str] = lambda: secrets.token_urlsafe(16),
        search: str = SEARCH_LEVEL,
    ) -> Table:
        """A new duel: one deck and one seat kind (:data:`SEAT_KINDS`) per seat; the first seat
        is a human. The AIs are seeded from ``seed`` as in ``manastack play``; an "mcts" seat plays
        at level ``search`` (``mcts``, ``mcts:N`` playouts or ``mcts:Ns`` seconds per decision).
        No AI has moved yet: :meth:`advance` makes their moves."""
        if len(decks) != 2 or len(kinds) != 2:
            raise ProtocolError(f"a table seats two players, got {len(decks)} decks and {len(kinds)} seat kinds")
        if kinds[0] != "human":
            raise ProtocolError("the first seat is the person creating the table")
        for kind in kinds:
            if kind not in SEAT_KINDS:
                raise ProtocolError(f"unknown seat kind {kind!r}; kinds: {', '.join(SEAT_KINDS)}")
        levels = {"mcts": search_level(search)}
        game = Game.new(list(zip(names, decks)), seed=seed)
        seats = [
            Seat(n, token(), None if k == "human" else make_player(levels.get(k, k), ai_seed(seed, 2, i)))
            for i, (n, k) in enumerate(zip(names, kinds))
        ]
        table = cls(game, seats, token())
        table._pass_for_humans()
        return table

    def seat_of(self, token: str) -> int | None:
        """The seat of ``token``, None for the spectator token; KeyError for any other."""
        if secrets.compare_digest(token, self.watch_token):
            return None
        for i, seat in enumerate(self.seats):
            if secrets.compare_digest(token, seat.token):
                return i
        raise KeyError(token)

    @property
    def version(self) -> int:
        """How many answers the game has had: a message names the version it answers."""
        return len(self.decisions)

    def waiting_for(self, seat: int) -> bool:
        """Whether the game waits for ``seat``'s answer."""
        d = self.game.decision
        return d is not None and d.player == seat

    @property
    def thinking(self) -> int | None:
        """The seat whose AI must answer the pending decision (:meth:`advance` is choosing its
        move); None while a person decides and once the game is over."""
        d = self.game.decision
        if d is None or self.game.is_over or self.version >= MAX_ACTIONS or self.seats[d.player].human:
            return None
        return d.player

    def act(self, seat: int | None, message: object) -> None:
        """Apply a message of ``seat`` (None: a spectator), and the automatic passes after it;
        :meth:`advance` makes the AIs' moves. The messages: ``{"type": "act", "index": i,
        "version": v}`` answers the pending decision with its ``i``-th legal action; ``{"type":
        "concede", "version": v}`` concedes, whoever is deciding (CR 104.3a). Anything else, a
        stale version or an action of a seat that isn't deciding raises :class:`ProtocolError`."""
        with self.lock:
            self._apply(self._parse(seat, message))
            self._pass_for_humans()

    def _parse(self, seat: int | None, message: object) -> Action:
        if not isinstance(message, dict):
            raise ProtocolError("a message is a JSON object")
        kind = message.get("type")
        if kind not in ("act", "concede"):
            raise ProtocolError(f"unknown message type {kind!r}; types: act, concede")
        if seat is None:
            raise ProtocolError("spectators can't act")
        version = message.get("version")
        if type(version) is not int:
            raise ProtocolError("'version' must be an integer")
        if version != self.version:
            raise ProtocolError(f"the game has moved on (version {self.version}, the message answers {version})")
        if self.game.is_over:
            raise ProtocolError("the game is over")
        if kind == "concede":
            return Concede(seat)  # at any time (CR 104.3a)
        if not self.waiting_for(seat):
            raise ProtocolError("it is not your decision")
        index = message.get("index")
        options = self.game.legal_actions()
        if type(index) is not int or not 0 <= index < len(options):
            raise ProtocolError(f"'index' must be an integer from 0 to {len(options) - 1}")
        return options[index]

    def _apply(self, action: Action) -> None:
        apply_recorded(self.game, action, self.decisions)

    def advance(self, on_move: Callable[[Action], None] | None = None) -> None:
        """Make the AIs' moves, each followed by the humans' automatic passes, until a human must
        decide or the game is over; ``on_move`` is called with each AI move once it is applied,
        without the lock. The AI chooses on a copy of the game with the lock released; if the
        game has moved on meanwhile (a player conceded), its choice is dropped. One thread
        advances a table at a time: a call while another thread advances it returns at once (that
        thread goes on from whatever changed)."""
        with self.lock:
            if self._advancing:
                return
            self._advancing = True
            turn = self._next_ai()
        try:
            while turn is not None:
                ai, game, version = turn
                action = ai.choose(game)
                with self.lock:
                    applied = self.version == version
                    if applied:
                        self._apply(action)
                        self._pass_for_humans()
                    turn = self._next_ai()
                if applied and on_move is not None:
                    on_move(action)
        finally:
            if turn is not None:  # stopped by an exception: another call may advance the table
                with self.lock:
                    self._advancing = False

    def _next_ai(self) -> tuple[Player, Game, int] | None:
        """The AI that must decide now, a copy of the game for it and the version it answers;
        None (and no longer advancing) when no AI must decide. Called with the lock held."""
        seat = self.thinking
        if seat is None:
            self._advancing = False
            return None
        ai = self.seats[seat].ai
        assert ai is not None
        return ai, self.game.copy(), self.version

    def _pass_for_humans(self) -> None:
        """Pass priority for the humans with nothing to do but tap mana (:func:`nothing_to_do`)."""
        while not self.game.is_over and self.version < MAX_ACTIONS:
            d = self.game.decision
            assert d is not None
            if not (self.seats[d.player].human and nothing_to_do(self.game, d)):
                return
            self._apply(Pass())


@dataclass(slots=True)
class Lobby:
    """Every table of a server, found by any of its tokens."""

    tables: dict[str, Table] = field(default_factory=dict)

    def add(self, table: Table) -> None:
        for token in (*(s.token for s in table.seats), table.watch_token):
            self.tables[token] = table

    def find(self, token: str) -> tuple[Table, int | None]:
        """The table of ``token`` and its seat (None: a spectator); KeyError if unknown."""
        table = self.tables[token]
        return table, table.seat_of(token)


__all__ = ["SEARCH_LEVEL", "SEAT_KINDS", "Lobby", "ProtocolError", "Seat", "Table", "search_level"]
