"""Random-vs-random playouts: actions per second (every applied decision counts, priority passes
included), games per second, mean actions per game, Game.copy() time on mid-game states and peak
memory, over every pairing of the decks for a fixed set of seeds; with --players N (3 to 6),
free-for-all games at tables of N, one table per deck in rotation (decks i, i+1, … i+N-1); with
--commander, Commander games (CR 903) at a table of N (default 4) where game S seats the random
Commander decks `manastack play --format commander --seed S` would (one table per seed).

    python benchmarks/playouts.py [--games N] [--seed S] [--decks a,b,...] [--players N] [--commander] [--profile]

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
from manastack.app.decks import WELCOME_PAIR, Deck, commanders_of, default_decks, resolve_deck, shipped_names
from manastack.app.runner import ai_seed
from manastack.app.table import COMMANDER, random_commander_deck, seat_names, table_format
from manastack.game import Game
from manastack.state.game_state import Format


def pairings(names: list[str]) -> list[tuple[str, str]]:
    return list(itertools.combinations_with_replacement(names, 2))


def tables(names: list[str], players: int) -> list[tuple[str, ...]]:
    """Every pairing of the decks for two players; for more, one table per deck in rotation."""
    if players == 2:
        return list(pairings(names))
    return [tuple(names[(i + k) % len(names)] for k in range(players)) for i in range(len(names))]


def default_names() -> list[str]:
    if default_decks() == WELCOME_PAIR:
        return shipped_names()
    return list(default_decks())


#: A playout still running after this many actions is stopped.
PLAYOUT_CAP = 20000


def playout(table: list[Deck], seats: tuple[str, ...], s: int, fmt: Format, i: int, mid_states: list[Game] | None = None) -> tuple[int, Game]:
    """One random game seeded ``s`` (starting player ``i`` around the table); its state at action
    250 is kept in ``mid_states`` if given. Returns the number of actions and the game at its end
    (not over if stopped at ``PLAYOUT_CAP`` actions)."""
    players = len(seats)
    g = Game.new([(seat, list(d.cards)) for seat, d in zip(seats, table)], seed=s, format=fmt, starting_player=i % players, commanders=commanders_of(table))
    ais = {k: RandomPlayer(ai_seed(s, players, k)) for k in range(players)}
    n = 0
    while not g.is_over and n < PLAYOUT_CAP:
        d = g.decision
        assert d is not None
        g.apply(ais[d.player].choose(g))
        n += 1
        if n == 250 and mid_states is not None:
            mid_states.append(g.copy())
    return n, g


def run(names: list[str], games_per_pair: int, seed: int, players: int = 2, commander: bool = False) -> None:
    if commander:
        # one table per seed: the random Commander decks of that seed
        seeds = list(range(seed, seed + games_per_pair))
        layouts = [[random_commander_deck(s, k) for k in range(players)] for s in seeds]
        plan = [(f"commander seed {s}", [(s, ds)]) for s, ds in zip(seeds, layouts)]
        fmt = table_format(COMMANDER, players)
    else:
        decks = {n: resolve_deck(n) for n in names}
        fmt = table_format(None, players)
        plan = [(" vs ".join(t), [(seed + i, [decks[d] for d in t]) for i in range(games_per_pair)]) for t in tables(names, players)]
    seats = seat_names(players)
    actions = games = 0
    mid_states: list[Game] = []
    per_table: list[str] = []
    t0 = time.perf_counter()
    for label, games_here in plan:
        p0, n0 = time.perf_counter(), actions
        for s, table in games_here:
            n, _ = playout(table, seats, s, fmt, s - seed, mid_states)
            actions += n
            games += 1
        dt = time.perf_counter() - p0
        per_table.append(f"  {label}: {len(games_here)} games, {(actions - n0) / dt:.0f} actions/s")
    elapsed = time.perf_counter() - t0
    copy_ms = []
    for state in mid_states:
        reps = 200
        c0 = time.perf_counter()
        for _ in range(reps):
            state.copy()
        copy_ms.append((time.perf_counter() - c0) / reps * 1e3)
    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    what = "pairings" if players == 2 else f"{fmt.value} tables of {players}"
    shown = f"random Commander decks of {players}" if commander else ", ".join(names)
    print(f"decks:              {shown} ({len(plan)} {'tables' if commander else what}, seeds {seed}..{seed + games_per_pair - 1})")
    print("\n".join(per_table))
    print(f"games:              {games}")
    print(f"actions:            {actions} ({actions / games:.0f} per game)")
    print(f"actions per second  {actions / elapsed:.0f}")
    print(f"games per second    {games / elapsed:.2f}")
    if copy_ms:
        print(f"Game.copy() at action 250: median {statistics.median(copy_ms):.3f} ms, max {max(copy_ms):.3f} ms over {len(copy_ms)} states")
    print(f"peak RSS            {rss_mb:.0f} MB")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=10, help="games per pairing (per table)")
    ap.add_argument("--players", type=int, default=None, choices=range(2, 7), metavar="N", help="players per game (2 to 6; 3 or more: free-for-all; default 2, or 4 with --commander)")
    ap.add_argument("--commander", action="store_true", help="Commander games between random Commander decks (default 4 players)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--decks", default="", help="comma-separated deck names (default: Welcome Decks once playable, else built-in)")
    ap.add_argument("--profile", action="store_true", help="print the 25 functions with the most time of their own (cProfile tottime)")
    args = ap.parse_args()
    names = [n.strip() for n in args.decks.split(",") if n.strip()] or default_names()
    players = args.players or (4 if args.commander else 2)
    if args.profile:
        prof = cProfile.Profile()
        prof.runcall(run, names, args.games, args.seed, players, args.commander)
        pstats.Stats(prof).sort_stats("tottime").print_stats(25)
    else:
        run(names, args.games, args.seed, players, args.commander)


if __name__ == "__main__":
    main()
