"""Fuzzing: N random games over every pairing of the decks, with the invariant checks of the
test suite (manastack.testing.invariants) after every action. Reports games, actions and
failures; a failure names its seed and saves a replayable game log (seed + decisions).

    python benchmarks/fuzz.py [-n GAMES] [--seed S] [--decks a,b,...] [--logs DIR]

The decks default to the five Welcome Decks once they are playable, else the built-in decks.
Exit status 1 if any game failed.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
import traceback
from pathlib import Path

from manastack.ai import RandomPlayer
from manastack.app.decks import WELCOME_PAIR, Deck, default_decks, resolve_deck, shipped_names
from manastack.app.gamelog import make_log, save_log
from manastack.game import Game
from manastack.testing.invariants import check_invariants

MAX_ACTIONS = 20000


def fuzz_game(a: Deck, b: Deck, seed: int, first: int) -> tuple[Game, list[int], str]:
    """One random game with the invariants checked after every action: (game, decisions, error)."""
    game = Game.new([("A", list(a.cards)), ("B", list(b.cards))], seed=seed, starting_player=first)
    players = {0: RandomPlayer(seed * 2 + 1), 1: RandomPlayer(seed * 2 + 2)}
    cards = sum(1 for o in game.state.objects.values() if not o.is_token)
    start_life = [t.life for t in game.state.teams]
    decisions: list[int] = []
    try:
        check_invariants(game, cards, None, start_life)
        while not game.is_over:
            if len(decisions) >= MAX_ACTIONS:
                return game, decisions, f"stuck: no result after {MAX_ACTIONS} actions"
            d = game.decision
            assert d is not None
            before = (game.state.turn, game.state.step.value)
            action = players[d.player].choose(game)
            decisions.append(d.options.index(action))
            game.apply(action)
            check_invariants(game, cards, before, start_life)
    except Exception as e:  # noqa: BLE001 - every escaping exception or broken invariant is a finding
        return game, decisions, f"after action {len(decisions)}: {type(e).__name__}: {e}\n{traceback.format_exc(limit=4)}"
    return game, decisions, ""


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", "--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--decks", default="")
    ap.add_argument("--logs", default="fuzz-failures", help="folder for the logs of failed games")
    args = ap.parse_args()
    names = [n.strip() for n in args.decks.split(",") if n.strip()] or (shipped_names() if default_decks() == WELCOME_PAIR else list(default_decks()))
    decks = {n: resolve_deck(n) for n in names}
    pairs = list(itertools.combinations_with_replacement(names, 2))
    t0 = time.perf_counter()
    actions = failures = 0
    for i in range(args.games):
        a, b = pairs[i % len(pairs)]
        seed = args.seed + i
        game, decisions, error = fuzz_game(decks[a], decks[b], seed, i % 2)
        actions += len(decisions)
        if error:
            failures += 1
            folder = Path(args.logs)
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / f"fuzz-seed-{seed}.json"
            log = make_log(game, (decks[a], decks[b]), ("A", "B"), ("random", "random"), seed, i % 2, decisions, events=False)
            log["error"] = error
            save_log(path, log)
            print(f"FAIL game {i} ({a} vs {b}, seed {seed}, first player {'AB'[i % 2]}): {error.splitlines()[0]}\n  decisions saved to {path}", flush=True)
    elapsed = time.perf_counter() - t0
    print(f"decks: {', '.join(names)} ({len(pairs)} pairings)")
    print(f"games {args.games}, actions {actions}, failures {failures}, {elapsed:.1f}s ({actions / elapsed:.0f} actions/s with checks)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
