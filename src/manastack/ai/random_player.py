"""The random player: uniform among the legal actions, from its own seeded RNG."""

from __future__ import annotations

import random

from manastack.actions import Action, Activate, Cancel, DecisionKind
from manastack.game import Game
from manastack.model.abilities import ActivatedAbility
from manastack.rules.layers import chars


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
            opts = [a for a in opts if not (isinstance(a, Activate) and is_mana_ability(game, a))] or opts
        return self.rng.choice(opts)


def is_mana_ability(game: Game, a: Activate) -> bool:
    """Whether ``a`` activates a mana ability (CR 605.1a)."""
    abilities = chars(game.state, a.source).abilities
    ab = abilities[a.index] if a.index < len(abilities) else None
    return isinstance(ab, ActivatedAbility) and ab.is_mana_ability


__all__ = ["RandomPlayer", "is_mana_ability"]
