"""Random-vs-random playouts on the built-in decks: actions per second, games per second, mean
actions per game, Game.copy() time on mid-game states and peak memory.

    python benchmarks/playouts.py [--games N] [--seed S]
"""

from __future__ import annotations

import argparse
import resource
import statistics
import time

from manastack.cards.decks import builtin_deck
from manastack.game import Game
from manastack.players import RandomPlayer


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    actions = 0
    snapshots: list[Game] = []
    t0 = time.perf_counter()
    for i in range(args.games):
        seed = args.seed + i
        g = Game.new([("alice", builtin_deck("gruul")), ("bob", builtin_deck("orzhov-blue"))], seed=seed)
        players = {0: RandomPlayer(seed * 2 + 1), 1: RandomPlayer(seed * 2 + 2)}
        n = 0
        while not g.is_over and n < 20000:
            d = g.decision
            assert d is not None
            g.apply(players[d.player].choose(g))
            n += 1
            if n == 150:
                snapshots.append(g)
                g = g.copy()
        actions += n
    elapsed = time.perf_counter() - t0
    copy_times = []
    for s in snapshots:
        reps = 200
        c0 = time.perf_counter()
        for _ in range(reps):
            s.copy()
        copy_times.append((time.perf_counter() - c0) / reps * 1e3)
    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"games:             {args.games}")
    print(f"actions:           {actions} ({actions / args.games:.0f} per game)")
    print(f"actions per second {actions / elapsed:.0f}")
    print(f"games per second   {args.games / elapsed:.2f}")
    if copy_times:
        print(f"Game.copy() at action 150: median {statistics.median(copy_times):.3f} ms, max {max(copy_times):.3f} ms over {len(copy_times)} states")
    print(f"peak RSS           {rss_mb:.0f} MB")


if __name__ == "__main__":
    main()
