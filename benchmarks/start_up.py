"""How long a fresh process takes to be ready to play: importing the engine, loading a Welcome Deck
(its cards read from the on-disk cache) and starting a game, in CPU seconds of the process.

    python benchmarks/start_up.py [--runs N] [--deck hob-green]

A first, untimed run fills the caches: the compiled cards, and Python's bytecode caches unless
``PYTHONDONTWRITEBYTECODE`` is set (then, where no bytecode cache was written before, every run
compiles the engine's source again: about half as much again as the import, a cost an installed
package doesn't pay). Then N runs are timed and their median and range printed.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys

CHILD = """
import json, sys, time
t0 = time.process_time()
from manastack.game import Game
t1 = time.process_time()
from manastack.app.decks import resolve_deck
deck = resolve_deck(sys.argv[1]).cards
t2 = time.process_time()
Game.new([("A", deck), ("B", deck)], seed=0)
t3 = time.process_time()
print(json.dumps([t1 - t0, t2 - t0, t3 - t0]))
"""


def run_once(deck: str) -> list[float]:
    out = subprocess.run([sys.executable, "-c", CHILD, deck], check=True, capture_output=True, text=True).stdout
    times: list[float] = json.loads(out)
    return times


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--deck", default="hob-green")
    args = ap.parse_args()
    run_once(args.deck)  # fills the caches
    runs = [run_once(args.deck) for _ in range(args.runs)]
    bytecode = "caches not written (PYTHONDONTWRITEBYTECODE)" if os.environ.get("PYTHONDONTWRITEBYTECODE") else "cached"
    print(f"{args.runs} fresh processes, Python bytecode {bytecode}; CPU seconds from the first import, median (min–max):")
    for i, what in enumerate(("import manastack.game", f"+ load {args.deck}", "+ Game.new (two decks)")):
        xs = [r[i] for r in runs]
        print(f"  {what:<24} {statistics.median(xs):.3f} s ({min(xs):.3f}–{max(xs):.3f})")


if __name__ == "__main__":
    main()
