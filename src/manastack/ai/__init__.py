"""Players that answer the game's decisions: a random player, a heuristic player and a search player.

>>> from manastack.ai import make_player
>>> make_player("heuristic", seed=1).choose  # doctest: +ELLIPSIS
<bound method HeuristicPlayer.choose of ...>

Every player has one method, ``choose(game) -> Action``, called when the pending decision is its
own; :func:`make_player` builds one by level name (:data:`LEVELS`); the search player's level
takes a budget per decision: ``mcts`` (32 playouts), ``mcts:200`` (playouts) or ``mcts:0.5s``
(seconds).
"""

from __future__ import annotations

from typing import Protocol

from manastack.actions import Action
from manastack.ai.heuristic import HeuristicPlayer
from manastack.ai.mcts import MCTSPlayer
from manastack.ai.random_player import RandomPlayer, is_mana_ability
from manastack.game import Game


class Player(Protocol):
    """Anything that answers a game's pending decision with one of its legal actions."""

    def choose(self, game: Game) -> Action: ...


#: AI levels by name, weakest first.
LEVELS: tuple[str, ...] = ("random", "heuristic", "mcts")
#: How the levels are written, for help and errors.
LEVELS_HELP = "random, heuristic, mcts (mcts:N playouts or mcts:Ns seconds per decision)"


def make_player(level: str, seed: int = 0) -> Player:
    """A player of the given level (:data:`LEVELS`; ``mcts:N`` or ``mcts:Ns`` for a search budget
    of N playouts or N seconds per decision) with its own seeded RNG. An unknown level raises
    ValueError naming the levels."""
    name, _, budget = level.partition(":")
    if name == "random" and not budget:
        return RandomPlayer(seed)
    if name == "heuristic" and not budget:
        return HeuristicPlayer(seed)
    if name == "mcts":
        try:
            if not budget:
                return MCTSPlayer(seed)
            if budget.endswith("s"):
                return MCTSPlayer(seed, playouts=None, seconds=float(budget[:-1]))
            return MCTSPlayer(seed, playouts=int(budget))
        except ValueError:
            pass
    raise ValueError(f"unknown AI level {level!r}; levels: {LEVELS_HELP}")


def is_level(level: str) -> bool:
    """Whether ``level`` names an AI level :func:`make_player` builds."""
    try:
        make_player(level)
    except ValueError:
        return False
    return True


__all__ = ["LEVELS", "LEVELS_HELP", "HeuristicPlayer", "MCTSPlayer", "Player", "RandomPlayer", "is_level", "is_mana_ability", "make_player"]
