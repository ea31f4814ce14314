"""Players that answer decisions: the random player used by tests, fuzzing and the default game."""

from __future__ import annotations

import random

from manastack.actions import Action, Activate, Cancel, DecisionKind
from manastack.game import Game


class RandomPlayer:
    """Chooses uniformly among the legal actions, from its own seeded RNG. It never cancels a
    payment it started (that would only waste time) and, at priority, it does not activate mana
    abilities on their own (mana would just empty from the pool), unless nothing else is legal."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Action:
        d = game.decision
        assert d is not None
        opts = list(d.options)
        if d.kind is DecisionKind.PAY_MANA:
            opts = [a for a in opts if not isinstance(a, Cancel)] or opts
        elif d.kind is DecisionKind.PRIORITY:
            opts = [a for a in opts if not (isinstance(a, Activate) and _is_mana_ability(game, a))] or opts
        return self.rng.choice(opts)


def _is_mana_ability(game: Game, a: Activate) -> bool:
    from manastack.model.abilities import ActivatedAbility
    from manastack.rules.layers import chars

    ab = chars(game.state, a.source).abilities[a.index]
    return isinstance(ab, ActivatedAbility) and ab.is_mana_ability


def play_out(game: Game, players: dict[int, RandomPlayer], max_actions: int = 20000) -> int:
    """Let the players answer every decision until the game ends; returns the actions applied."""
    n = 0
    while not game.is_over and n < max_actions:
        d = game.decision
        assert d is not None
        game.apply(players[d.player].choose(game))
        n += 1
    return n
