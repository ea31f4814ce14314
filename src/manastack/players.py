"""Players that answer decisions (the players live in :mod:`manastack.ai`; this module keeps the
names older code imports) and :func:`play_out`."""

from __future__ import annotations

from manastack.ai import Player
from manastack.ai.random_player import RandomPlayer, is_mana_ability
from manastack.game import Game

_is_mana_ability = is_mana_ability


def play_out(game: Game, players: dict[int, RandomPlayer] | dict[int, Player], max_actions: int = 20000) -> int:
    """Let the players answer every decision until the game ends; returns the actions applied."""
    n = 0
    while not game.is_over and n < max_actions:
        d = game.decision
        assert d is not None
        game.apply(players[d.player].choose(game))
        n += 1
    return n


__all__ = ["RandomPlayer", "_is_mana_ability", "is_mana_ability", "play_out"]
