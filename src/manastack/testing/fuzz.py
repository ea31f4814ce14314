"""One fuzzed game: random players, the invariants of :mod:`manastack.testing.invariants` checked
after every action (``benchmarks/fuzz.py`` and the random-deck test play these)."""

from __future__ import annotations

import traceback

from manastack.actions import DecisionKind, Pass
from manastack.ai import RandomPlayer
from manastack.app.decks import Deck
from manastack.game import Game
from manastack.testing.invariants import check_invariants

#: A game with no result after this many actions counts as stuck.
MAX_ACTIONS = 20000
#: After this many decisions in one step, the players pass priority whenever they may: with a free
#: ability ("{0}: Regenerate enchanted creature") a random player's stack is a random walk without
#: drift, whose length has no finite expectation. A step that still doesn't end is stuck.
PATIENCE = 100


def fuzz_game(a: Deck, b: Deck, seed: int, first: int) -> tuple[Game, list[int], str]:
    """One random game between players "A" (deck ``a``) and "B" with the invariants checked after
    every action: (the game, the index of each decision's chosen option, the error or "")."""
    game = Game.new([("A", list(a.cards)), ("B", list(b.cards))], seed=seed, starting_player=first)
    players = {0: RandomPlayer(seed * 2 + 1), 1: RandomPlayer(seed * 2 + 2)}
    cards = sum(1 for o in game.state.objects.values() if not o.is_token)
    start_life = [t.life for t in game.state.teams]
    decisions: list[int] = []
    step, in_step = (0, ""), 0
    try:
        check_invariants(game, cards, None, start_life)
        while not game.is_over:
            if len(decisions) >= MAX_ACTIONS:
                return game, decisions, f"stuck: no result after {MAX_ACTIONS} actions"
            d = game.decision
            assert d is not None
            before = (game.state.turn, game.state.step.value)
            step, in_step = before, (in_step + 1 if before == step else 1)
            patient = in_step <= PATIENCE or d.kind is not DecisionKind.PRIORITY
            action = players[d.player].choose(game) if patient else Pass()
            decisions.append(d.options.index(action))
            game.apply(action)
            check_invariants(game, cards, before, start_life)
    except Exception as e:  # noqa: BLE001 - every escaping exception or broken invariant is a finding
        return game, decisions, f"after action {len(decisions)}: {type(e).__name__}: {e}\n{traceback.format_exc(limit=4)}"
    return game, decisions, ""


__all__ = ["MAX_ACTIONS", "PATIENCE", "fuzz_game"]
