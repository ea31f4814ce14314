"""How fast a game with a real deck starts: a fresh process reads a deck list (every card looked up
by name and compiled) and sets up a game, first with an empty on-disk cache, then with the cache
the first run left (:mod:`manastack.carddata.disk_cache`).

    python benchmarks/deck_start.py [DECK_FILE ...]

The default decks are the fully playable deck lists of the shared reference data. Each figure is
the time inside the process from the first import of manastack to the game's first decision.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT = [
    ROOT.parent / "shared" / "decks" / "more" / name
    for name in ("decks-to-beat-bant-hexproof-tdtb-st-jun-2013.txt", "ai-white-honor.txt")
]

CHILD = """
import sys, time
t = time.perf_counter()
from manastack.app.decks import resolve_deck
from manastack.game import Game
deck = resolve_deck(sys.argv[1])
game = Game.new([("A", list(deck.cards)), ("B", list(deck.cards))], seed=1)
assert game.decision is not None
print(f"{time.perf_counter() - t:.3f}")
"""


def run(deck: Path, cache: str) -> float:
    env = dict(os.environ, MANASTACK_CACHE_DIR=cache)
    out = subprocess.run([sys.executable, "-c", CHILD, str(deck)], env=env, capture_output=True, text=True, check=True)
    return float(out.stdout.strip())


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("decks", nargs="*", type=Path)
    args = ap.parse_args()
    decks = args.decks or [d for d in DEFAULT if d.exists()]
    if not decks:
        sys.exit("no deck lists (give one, or put the shared reference data beside the repository)")
    for deck in decks:
        with tempfile.TemporaryDirectory() as cache:
            cold = run(deck, cache)
            warm = min(run(deck, cache) for _ in range(3))
        off = run(deck, "off")
        print(f"{deck.stem}: cold cache {cold:.2f} s, warm cache {warm:.2f} s, no cache {off:.2f} s")


if __name__ == "__main__":
    main()
