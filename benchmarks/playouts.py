"""Random-vs-random playouts: actions per second (every applied decision counts, priority passes
included), games per second, mean actions per game, Game.copy() time on mid-game states and peak
memory, over every pairing of the decks for a fixed set of seeds.

    python benchmarks/playouts.py [--games N] [--seed S] [--decks a,b,...] [--profile]

The decks default to the Welcome Decks once they are playable, else the built-in decks (see
manastack.app.decks.default_decks). --profile prints where the time goes (cProfile, top 25).
"""

from __future__ import annotations

import argparse
import cProfile
import itertools
import pstats
import resource
import statistics
import time

from manastack.ai import RandomPlayer
from manastack.app.decks import WELCOME_PAIR, default_decks, resolve_deck, shipped_names
from manastack.game import Game


def pairings(names: list[str]) -> list[tuple[str, str]]:
    return list(itertools.combinations_with_replacement(names, 2))


def default_names() -> list[str]:
    if default_decks() == WELCOME_PAIR:
        return shipped_names()
    return list(default_decks())


def run(names: list[str], games_per_pair: int, seed: int) -> None:
    decks = {n: resolve_deck(n).cards for n in names}
    pairs = pairings(names)
    actions = games = 0
    mid_states: list[Game] = []
    per_pair: list[str] = []
    t0 = time.perf_counter()
    for a, b in pairs:
        p0, n0 = time.perf_counter(), actions
        for i in range(games_per_pair):
            s = seed + i
            g = Game.new([("A", list(decks[a])), ("B", list(decks[b]))], seed=s, starting_player=i % 2)
            players = {0: RandomPlayer(s * 2 + 1), 1: RandomPlayer(s * 2 + 2)}
            n = 0
            while not g.is_over and n < 20000:
                d = g.decision
                assert d is not None
                g.apply(players[d.player].choose(g))
                n += 1
                if n == 250:
                    mid_states.append(g.copy())
            actions += n
            games += 1
        dt = time.perf_counter() - p0
        per_pair.append(f"  {a} vs {b}: {games_per_pair} games, {(actions - n0) / dt:.0f} actions/s")
    elapsed = time.perf_counter() - t0
    copy_ms = []
    for state in mid_states:
        reps = 200
        c0 = time.perf_counter()
        for _ in range(reps):
            state.copy()
        copy_ms.append((time.perf_counter() - c0) / reps * 1e3)
    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"decks:              {', '.join(names)} ({len(pairs)} pairings, seeds {seed}..{seed + games_per_pair - 1})")
    print("\n".join(per_pair))
    print(f"games:              {games}")
    print(f"actions:            {actions} ({actions / games:.0f} per game)")
    print(f"actions per second  {actions / elapsed:.0f}")
    print(f"games per second    {games / elapsed:.2f}")
    if copy_ms:
        print(f"Game.copy() at action 250: median {statistics.median(copy_ms):.3f} ms, max {max(copy_ms):.3f} ms over {len(copy_ms)} states")
    print(f"peak RSS            {rss_mb:.0f} MB")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=10, help="games per pairing")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--decks", default="", help="comma-separated deck names (default: Welcome Decks once playable, else built-in)")
    ap.add_argument("--profile", action="store_true", help="print the 25 functions with the most cumulative time")
    args = ap.parse_args()
    names = [n.strip() for n in args.decks.split(",") if n.strip()] or default_names()
    if args.profile:
        prof = cProfile.Profile()
        prof.runcall(run, names, args.games, args.seed)
        pstats.Stats(prof).sort_stats("tottime").print_stats(25)
    else:
        run(names, args.games, args.seed)


if __name__ == "__main__":
    main()
