"""Instructions executed by random-vs-random games, counted by Valgrind (cachegrind): a figure that
doesn't move with the machine's load, for comparing two versions of the engine where timings on a
shared machine vary by more than the change (needs ``valgrind``, e.g. ``apt install valgrind``;
about 50 times slower than running the games).

    python benchmarks/instructions.py [--games N] [--seed S] [--decks a,b]
    PYTHONPATH=/path/to/other/checkout/src python benchmarks/instructions.py   # the other version

It runs this script twice under cachegrind — playing the games, and loading the same decks without
playing — and prints the difference (the games' instructions), the actions played and the
instructions per action. Game i is seeded S + i, the first deck's player chosen by the seed.
Card compilations are read from the disk cache: run it once first after changing the compiler, or
the first run counts compiling the cards.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys


def play(games: int, seed: int, decks: list[str]) -> int:
    from manastack.ai import RandomPlayer
    from manastack.app.decks import resolve_deck
    from manastack.game import Game

    a, b = (resolve_deck(d).cards for d in decks)
    actions = 0
    for s in range(seed, seed + games):
        g = Game.new([("A", a), ("B", b)], seed=s)
        players = [RandomPlayer(s), RandomPlayer(s + 1000)]
        while not g.is_over:
            d = g.decision
            assert d is not None
            g.apply(players[d.player].choose(g))
            actions += 1
    return actions


def counted(games: int, seed: int, decks: str) -> tuple[int, int]:
    """(instructions, actions) of this script run under cachegrind with ``--inner``."""
    cmd = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
           sys.executable, __file__, "--inner", "--games", str(games), "--seed", str(seed), "--decks", decks]
    done = subprocess.run(cmd, capture_output=True, text=True, check=True)
    m = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
    if m is None:
        raise SystemExit(f"no instruction count in valgrind's output:\n{done.stderr[-2000:]}")
    return int(m.group(1).replace(",", "")), int(done.stdout.strip())


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--decks", default="hob-green,hob-red")
    ap.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    decks = [d.strip() for d in args.decks.split(",")]
    if len(decks) != 2:
        ap.error("--decks: two deck names, comma-separated")
    if args.inner:
        print(play(args.games, args.seed, decks))
        return
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt install valgrind)")
    with_games, actions = counted(args.games, args.seed, args.decks)
    without, _ = counted(0, args.seed, args.decks)
    games = with_games - without
    print(f"decks {decks[0]} vs {decks[1]}, {args.games} games from seed {args.seed}: {actions} actions")
    print(f"instructions in the games  {games:,}")
    print(f"instructions per action    {games // max(actions, 1):,}")
    print(f"start-up (import, decks)   {without:,}")


if __name__ == "__main__":
    main()
