"""What the environments share: the game they start (decks, format, seats) and the rewards."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from manastack.app.decks import WELCOME_PAIR, resolve_deck
from manastack.game import Game
from manastack.model.card import CardDef
from manastack.state.game_state import Format

#: Seats per format when not given: a duel, Two-Headed Giant (810), a four-player free-for-all.
DEFAULT_PLAYERS = {Format.DUEL: 2, Format.TWO_HEADED_GIANT: 4, Format.FREE_FOR_ALL: 4}


@dataclass(frozen=True, slots=True)
class GameSetup:
    """The games an environment plays: a deck per seat and the format. :meth:`make` takes deck
    names or files (as ``manastack play`` does) or card lists, repeated round the table (default:
    the two Welcome Decks of ``play``), a format and a number of seats.
    Two-Headed Giant seats are given team by team (seats 0 and 1 are a team, CR 810.1)."""

    decks: tuple[tuple[CardDef, ...], ...]
    format: Format

    @staticmethod
    def make(decks: Sequence[str | Sequence[CardDef]] | None, format: Format | str, num_players: int | None) -> GameSetup:
        fmt = Format(format)
        n = DEFAULT_PLAYERS[fmt] if num_players is None else num_players
        given = [resolve_deck(d).cards if isinstance(d, str) else tuple(d) for d in (decks or WELCOME_PAIR)]
        if not given:
            raise ValueError("decks: give at least one deck")
        return GameSetup(tuple(given[i % len(given)] for i in range(n)), fmt)

    @property
    def agents(self) -> list[str]:
        return [f"player_{i}" for i in range(len(self.decks))]

    def new_game(self, seed: int) -> Game:
        """A new game, its library shuffles and starting player from ``seed``."""
        return Game.new(list(zip(self.agents, self.decks, strict=True)), seed=seed, format=self.format)


def game_seed(seed: int, k: int) -> int:
    """The seed of game ``k`` (from 0) after an environment is reset with ``seed``: distinct for
    every (seed, k) with k < 2**32, so environments seeded 0, 1, 2 … (a vector of them) never
    play the same game."""
    return (seed << 32) + k


def rewards(game: Game) -> list[float]:
    """Each seat's reward once the game is over (CR 104): +1 for a winning team, -1 for a losing
    one, 0 for all in a draw (104.4a) or a game not over (truncated)."""
    outcome = game.outcome()
    if outcome is None or outcome.draw:
        return [0.0] * len(game.state.players)
    return [1.0 if p.name in outcome.winners else -1.0 for p in game.state.players]


__all__ = ["DEFAULT_PLAYERS", "GameSetup", "game_seed", "rewards"]
