"""How often the heuristic player beats the random player: N games per deck in mirror matches,
the heuristic player as A, A and B alternating who plays first, over every core.

    python benchmarks/ai_strength.py [-n 200] [--seed 0] [--decks a,b] [--workers K]
"""

from __future__ import annotations

import argparse

from manastack.app.decks import WELCOME_PAIR, default_decks, resolve_deck, shipped_names
from manastack.app.sim import SimConfig, run_sim


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", "--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--decks", default="")
    ap.add_argument("--workers", type=int, default=None)
    args = ap.parse_args()
    names = [n.strip() for n in args.decks.split(",") if n.strip()] or (shipped_names() if default_decks() == WELCOME_PAIR else list(default_decks()))
    for name in names:
        deck = resolve_deck(name)
        r = run_sim(SimConfig((deck, deck), args.games, args.seed, ("heuristic", "random")), args.workers)
        s = r.summary()
        lo, hi = s["win_rate_interval_95"]
        print(f"{name} mirror, heuristic vs random: {s['wins']}/{s['games']} = {s['win_rate']:.1%} "
              f"(95% CI {lo:.1%}–{hi:.1%}), B wins {s['losses']}, draws {s['draws']}, failures {s['failures']}, "
              f"mean turns {s['mean_turns']:.1f}, {s['games_per_second']:.2f} games/s", flush=True)


if __name__ == "__main__":
    main()
