"""Tables: games played through the browser, each seat reached by its own secret token.

A :class:`Table` holds one :class:`~manastack.game.Game`, its seats (a human, the heuristic AI or
the random player) and a spectator token. Humans answer through :meth:`Table.act` with the index
of a legal action; the AIs' moves are made right after, server-side, until a human must decide or
the game is over. Priority where a human can do nothing but tap mana is passed for them, as in
``manastack play``. Every applied answer is recorded (its option index; -1 is a concession), so a
table created with a seed plays the same game for the same answers.
"""

from __future__ import annotations

import secrets
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from manastack.actions import Action, Concede, Pass
from manastack.ai import Player, make_player
from manastack.app.runner import MAX_ACTIONS, ai_seed, apply_recorded
from manastack.app.stops import nothing_to_do
from manastack.errors import ManastackError
from manastack.game import Game
from manastack.model.card import CardDef

#: Who can sit at a seat: a person, or one of the AIs of :func:`manastack.ai.make_player`.
SEAT_KINDS = ("human", "heuristic", "random")


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

    @classmethod
    def create(
        cls,
        decks: Sequence[Sequence[CardDef]],
        kinds: Sequence[str],
        *,
        seed: int,
        names: Sequence[str] = ("you", "opponent"),
        token: Callable[[], str] = lambda: secrets.token_urlsafe(16),
    ) -> Table:
        """A new duel: one deck and one seat kind (:data:`SEAT_KINDS`) per seat; the first seat
        is a human. The AIs are seeded from ``seed`` as in ``manastack play``."""
        if len(decks) != 2 or len(kinds) != 2:
            raise ProtocolError(f"a table seats two players, got {len(decks)} decks and {len(kinds)} seat kinds")
        if kinds[0] != "human":
            raise ProtocolError("the first seat is the person creating the table")
        for kind in kinds:
            if kind not in SEAT_KINDS:
                raise ProtocolError(f"unknown seat kind {kind!r}; kinds: {', '.join(SEAT_KINDS)}")
        game = Game.new(list(zip(names, decks)), seed=seed)
        seats = [Seat(n, token(), None if k == "human" else make_player(k, ai_seed(seed, 2, i))) for i, (n, k) in enumerate(zip(names, kinds))]
        table = cls(game, seats, token())
        table.advance()
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

    def act(self, seat: int | None, message: object) -> None:
        """Apply a message of ``seat`` (None: a spectator), then the AIs' moves. The messages:
        ``{"type": "act", "index": i, "version": v}`` answers the pending decision with its
        ``i``-th legal action; ``{"type": "concede", "version": v}`` concedes, whoever is deciding (CR 104.3a).
        Anything else, a stale version or an action of a seat that isn't deciding raises
        :class:`ProtocolError`."""
        with self.lock:
            self._apply(self._parse(seat, message))
            self.advance()

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

    def advance(self) -> None:
        """Make the AIs' moves and the humans' automatic passes until a human must decide."""
        while not self.game.is_over and self.version < MAX_ACTIONS:
            d = self.game.decision
            assert d is not None
            ai = self.seats[d.player].ai
            if ai is not None:
                self._apply(ai.choose(self.game))
            elif nothing_to_do(self.game, d):
                self._apply(Pass())
            else:
                return


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


__all__ = ["SEAT_KINDS", "Lobby", "ProtocolError", "Seat", "Table"]
