"""Playing one complete game between AI players (two or more), reproducibly from a seed, recording every
decision so that the game can be saved, replayed, or reported when it crashes or gets stuck.

A game is fully determined by its :class:`GameSpec` (decks, seed, who plays first, AI levels):
the engine's RNG and each player's RNG are derived from the seed.
"""

from __future__ import annotations

import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from manastack.actions import Action, Concede
from manastack.ai import Player, make_player
from manastack.game import Game
from manastack.model.card import CardDef
from manastack.state.game_state import Format

#: A game still running after this many decisions is stopped and reported as stuck.
MAX_ACTIONS = 6000


@dataclass(frozen=True, slots=True)
class GameSpec:
    """Everything that determines a game: the players' names and decks (one per seat, in turn
    order), the seed, the player who plays first (an index), each player's AI level, the
    format and, in a Commander game (CR 903), each player's commanders."""

    names: tuple[str, ...]
    decks: tuple[tuple[CardDef, ...], ...]
    seed: int
    first_player: int = 0
    ai: tuple[str, ...] = ("heuristic", "heuristic")
    life: int | None = None
    format: Format = Format.DUEL
    commanders: tuple[tuple[CardDef, ...], ...] | None = None

    def new_game(self) -> Game:
        return Game.new(list(zip(self.names, self.decks)), seed=self.seed, format=self.format, starting_player=self.first_player, life=self.life,
                        commanders=self.commanders)

    def players(self) -> dict[int, Player]:
        """Each player's AI, seeded from the game's seed (so a game replays exactly)."""
        return {i: make_player(self.ai[i], ai_seed(self.seed, len(self.names), i)) for i in range(len(self.names))}


def ai_seed(seed: int, players: int, seat: int) -> int:
    """The seed of the AI in ``seat`` of a game of ``players`` seeded ``seed``."""
    return seed * players + 1 + seat


@dataclass(frozen=True, slots=True)
class SeatResult:
    """How one seat ended a game: "won", "lost" or "draw" ("unfinished" for a stuck or crashed
    game), and its life (its team's) at the end."""

    name: str
    result: str
    life: int


def seat_results(game: Game, finished: bool) -> tuple[SeatResult, ...]:
    """Every seat's result (CR 104.2–104.4: the winners, the players who lost, a draw)."""
    s = game.state
    out = game.outcome()
    results = []
    for p in s.players:
        if not finished or out is None:
            r = "unfinished"
        elif out.draw:
            r = "draw"
        else:
            r = "won" if p.name in out.winners else "lost"
        results.append(SeatResult(p.name, r, s.team_of(p.id).life))
    return tuple(results)


@dataclass(slots=True)
class GameResult:
    """How a game went: winner (a player's name; None for a draw or an unfinished game), turns,
    decisions applied, status ("finished", "stuck", "crashed" or "interrupted"), the decision history (option
    index per decision; -1 is a concession) and, for a crash, the error."""

    seed: int
    first_player: str
    winner: str | None
    turns: int
    actions: int
    status: str = "finished"
    decisions: list[int] = field(default_factory=list)
    error: str = ""
    seconds: float = 0.0
    seats: tuple[SeatResult, ...] = ()

    def summary_dict(self, decks: Sequence[str] = (), commanders: Sequence[Sequence[str]] = ()) -> dict[str, object]:
        """The game as sim's JSON lists it; a game of more than two players or a Commander game
        lists every seat (with its deck's name from ``decks`` and its commanders' from
        ``commanders``, one per seat, when given)."""
        d: dict[str, object] = {"seed": self.seed, "first_player": self.first_player, "winner": self.winner, "turns": self.turns, "actions": self.actions}
        if len(self.seats) > 2 or commanders:
            d["seats"] = [
                {"name": r.name} | ({"deck": decks[i]} if decks else {}) | ({"commanders": list(commanders[i])} if commanders else {})
                | {"result": r.result, "life": r.life}
                for i, r in enumerate(self.seats)
            ]
        if self.status != "finished":
            d["status"] = self.status
            d["error"] = self.error
            d["decisions"] = list(self.decisions)
        return d


Observer = Callable[[Game, int, str], None]


def play_game(spec: GameSpec, *, max_actions: int = MAX_ACTIONS, observer: Observer | None = None, players: dict[int, Player] | None = None,
              interruptible: bool = False) -> tuple[Game, GameResult]:
    """Play ``spec`` to the end. ``observer(game, player, action_text)`` is told each decision
    after it is applied. Exceptions from the engine are caught and reported in the result; with
    ``interruptible``, so is Ctrl-C (status "interrupted", the game and its decisions so far)."""
    t0 = time.perf_counter()
    game = spec.new_game()
    ais = players or spec.players()
    history: list[int] = []
    status, error = "finished", ""
    applying = ""  # the decision being applied, for a crash report
    try:
        while not game.is_over:
            if len(history) >= max_actions:
                status, error = "stuck", f"no result after {max_actions} decisions"
                break
            d = game.decision
            assert d is not None
            action = ais[d.player].choose(game)
            text = game.describe(action)
            index = -1 if isinstance(action, Concede) else d.options.index(action)
            applying = f"while applying decision {len(history)} (option {index}: {text})\n"
            game.apply(action)
            history.append(index)  # once applied: the log replays to the state before a crash
            applying = ""
            if observer is not None:
                observer(game, d.player, text)
    except Exception as e:  # noqa: BLE001 - any escaping exception is an engine or AI bug: report it
        status, error = "crashed", f"{type(e).__name__}: {e}\n{applying}{traceback.format_exc(limit=8)}"
    except KeyboardInterrupt:
        if not interruptible:
            raise
        status, error = "interrupted", "stopped by Ctrl-C"
    if applying:  # stopped inside Game.apply, the game half-changed: the state before that decision
        game = spec.new_game()
        replay_decisions(game, history)
    out = game.outcome()
    winner = out.winners[0] if out is not None and not out.draw and out.winners else None
    return game, GameResult(
        spec.seed, spec.names[spec.first_player], winner, game.state.turn, len(history), status,
        history, error, time.perf_counter() - t0, seat_results(game, status == "finished"),
    )


def apply_recorded(game: Game, action: Action, decisions: list[int]) -> None:
    """Apply ``action`` to the pending decision and record it in ``decisions`` the way
    :func:`replay_decisions` reads them back (its option index; -1 concedes)."""
    d = game.decision
    assert d is not None
    index = concession(action, d.player) if isinstance(action, Concede) else d.options.index(action)
    game.apply(action)
    decisions.append(index)  # once applied: an action the game refuses is not recorded


def concession(action: Concede, deciding: int) -> int:
    """How a save file records a concession (CR 104.3a): -1 by the player deciding, -2 - P by
    player P while another player decides."""
    return -1 if action.player in (None, deciding) else -2 - action.player


def replay_decisions(game: Game, decisions: Sequence[int]) -> Game:
    """Apply recorded decisions (option indices; -1 the deciding player concedes, -2 - P player P
    does, :func:`concession`) to a new game."""
    for i, idx in enumerate(decisions):
        d = game.decision
        if d is None:
            raise ValueError(f"the game ended before decisions[{i}] ({len(decisions) - i} decision(s) left over)")
        if idx < 0:
            game.apply(Concede(None if idx == -1 else -2 - idx))
            continue
        if not 0 <= idx < len(d.options):
            raise ValueError(f"decisions[{i}] is {idx}: no such option ({d.kind.value}: options 0 to {len(d.options) - 1})")
        game.apply(d.options[idx])
    return game


__all__ = ["MAX_ACTIONS", "GameResult", "GameSpec", "SeatResult", "ai_seed", "apply_recorded", "play_game", "replay_decisions", "seat_results"]
