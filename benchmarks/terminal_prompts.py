"""How often `manastack play` asks the human, and how much it prints: games in the terminal whose
"human" answers as the heuristic AI would (the text of the action it chooses), against the
heuristic AI, on the Welcome Decks.

    python benchmarks/terminal_prompts.py [--games N] [--seed S] [--always]

Prints, per game and in total: the prompts (times the human was asked), the decisions the human
made (asked or answered automatically: passes and mana payments), and the lines printed at a
width of 100 columns. ``--always`` asks at every priority with something to do and pays by hand
(stops everywhere), to compare with the defaults.
"""

from __future__ import annotations

import argparse
import io
import statistics

from rich.console import Console

from manastack.ai import make_player
from manastack.app.decks import WELCOME_PAIR, resolve_deck
from manastack.app.runner import ai_seed
from manastack.app.stops import STACK, STEP_WORDS, Stops
from manastack.app.tui import TerminalGame
from manastack.game import Game

EVERYWHERE = Stops.parse(" ".join(f"{side}:{','.join([*STEP_WORDS, STACK])}" for side in ("your", "their")))


def one_game(seed: int, always: bool) -> tuple[int, int, int, int]:
    """(prompts, human decisions, lines, turns) of one game."""
    decks = [resolve_deck(name) for name in WELCOME_PAIR]
    game = Game.new([("you", list(decks[0].cards)), ("ai", list(decks[1].cards))], seed=seed, starting_player=seed % 2)
    human = make_player("heuristic", ai_seed(seed, 2, 0))
    out = io.StringIO()

    asked: set[int] = set()

    def read(_: str) -> str:
        if len(tg.decisions) in asked:
            raise RuntimeError(f"seed {seed}: the answer to decision {len(tg.decisions)} was not understood")
        asked.add(len(tg.decisions))
        return game.describe(human.choose(game))

    tg = TerminalGame(game, 0, {1: make_player("heuristic", ai_seed(seed, 2, 1))}, Console(file=out, width=100), read,
                      EVERYWHERE if always else Stops(), manual_pay=always)
    tg.run()
    return tg.prompts, len(tg.decisions), out.getvalue().count("\n"), game.state.turn


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--always", action="store_true", help="stop everywhere and pay by hand")
    args = ap.parse_args()
    rows = [one_game(args.seed + i, args.always) for i in range(args.games)]
    for i, (prompts, decisions, lines, turns) in enumerate(rows):
        print(f"seed {args.seed + i}: {prompts} prompts of {decisions} decisions, {lines} lines, {turns} turns")
    prompts, decisions, lines, turns = (sum(r[k] for r in rows) for k in range(4))
    print(f"{'always asked' if args.always else 'default stops'}: {args.games} games, {turns} turns; "
          f"prompts per game {statistics.mean(r[0] for r in rows):.1f}, per turn {prompts / turns:.2f}; "
          f"{prompts / decisions:.0%} of the human's decisions asked; lines per game {statistics.mean(r[2] for r in rows):.0f}")


if __name__ == "__main__":
    main()
