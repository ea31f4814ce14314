"""Players that answer the game's decisions: a random player and a heuristic player.

>>> from manastack.ai import make_player
>>> make_player("heuristic", seed=1).choose  # doctest: +ELLIPSIS
<bound method HeuristicPlayer.choose of ...>

Every player has one method, ``choose(game) -> Action``, called when the pending decision is its
own; :func:`make_player` builds one by level name (:data:`LEVELS`).
"""

from __future__ import annotations

from typing import Protocol

from manastack.actions import Action
from manastack.ai.heuristic import HeuristicPlayer
from manastack.ai.random_player import RandomPlayer, is_mana_ability
from manastack.game import Game


class Player(Protocol):
    """Anything that answers a game's pending decision with one of its legal actions."""

    def choose(self, game: Game) -> Action: ...


#: AI levels by name, weakest first.
LEVELS: tuple[str, ...] = ("random", "heuristic")


def make_player(level: str, seed: int = 0) -> Player:
    """A player of the given level ("random" or "heuristic") with its own seeded RNG."""
    if level == "random":
        return RandomPlayer(seed)
    if level == "heuristic":
        return HeuristicPlayer(seed)
    raise ValueError(f"unknown AI level {level!r}; levels: {', '.join(LEVELS)}")


__all__ = ["LEVELS", "HeuristicPlayer", "Player", "RandomPlayer", "is_mana_ability", "make_player"]
