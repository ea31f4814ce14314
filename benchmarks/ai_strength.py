"""How often one AI beats another: N games per deck in mirror matches, AI A against AI B (by
default the heuristic player against the random player), A and B alternating who plays first,
over every core.

    python benchmarks/ai_strength.py [-n 200] [--seed 0] [--decks a,b] [--workers K] [--ai A,B] [--timing G]

``--ai mcts:32,heuristic`` measures the search player (levels: manastack.ai.LEVELS_HELP).
``--timing G`` first plays G games in this process and reports A's seconds per decision: over
all of its decisions, and over the decisions it searched (the search player's budget at work),
in wall-clock time and in CPU time (what an idle machine would take: the machine may be busy).
A game that doesn't finish (stuck or crashed) is listed with its seed, to play again. A running
count of the games done and won goes to stderr.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from manastack.actions import Action
from manastack.ai import MCTSPlayer, Player, make_player
from manastack.app.decks import WELCOME_PAIR, Deck, default_decks, resolve_deck, shipped_names
from manastack.app.runner import GameResult, GameSpec, ai_seed, play_game
from manastack.app.sim import SimConfig, run_sim
from manastack.game import Game


class Timed:
    """A player whose decisions are timed; a search player's searched decisions apart."""

    def __init__(self, player: Player) -> None:
        self.player = player
        self.all: list[tuple[float, float]] = []  # (wall, CPU) seconds
        self.searched: list[tuple[float, float]] = []

    def choose(self, game: Game) -> Action:
        if isinstance(self.player, MCTSPlayer):
            self.player.iterations = 0
        t, c = time.perf_counter(), time.process_time()
        action = self.player.choose(game)
        dt, dc = time.perf_counter() - t, time.process_time() - c
        self.all.append((dt, dc))
        if isinstance(self.player, MCTSPlayer) and self.player.iterations:
            self.searched.append((dt, dc))
        return action


class Tally:
    """A running count on stderr, game by game: how many are done and how many A won so far."""

    def __init__(self, name: str, games: int) -> None:
        self.name, self.games, self.done, self.won = name, games, 0, 0

    def __call__(self, r: GameResult) -> None:
        self.done += 1
        self.won += r.seats[0].result == "won"
        end = "\n" if self.done == self.games else ""
        print(f"\r{self.name}: {self.done}/{self.games} games, A won {self.won} ({self.won / self.done:.0%})", end=end, file=sys.stderr, flush=True)


def timing(deck: Deck, levels: tuple[str, str], games: int, seed: int) -> str:
    timed: list[Timed] = []
    for i in range(games):
        spec = GameSpec(("A", "B"), (deck.cards, deck.cards), seed + i, i % 2, levels)
        a = Timed(make_player(levels[0], ai_seed(spec.seed, 2, 0)))
        play_game(spec, players={0: a, 1: make_player(levels[1], ai_seed(spec.seed, 2, 1))})
        timed.append(a)
    every = [t for a in timed for t in a.all]
    searched = [t for a in timed for t in a.searched]
    text = (f"{levels[0]} over {games} games: {statistics.fmean(w for w, _ in every) * 1000:.1f} ms per decision "
            f"({statistics.fmean(c for _, c in every) * 1000:.1f} ms CPU; {len(every) / games:.0f} a game)")
    if searched:
        wall, cpu = [w for w, _ in searched], [c for _, c in searched]
        text += (f"; searched decisions {len(searched) / games:.1f} a game, wall mean {statistics.fmean(wall):.2f} s "
                 f"(max {max(wall):.2f} s), CPU mean {statistics.fmean(cpu):.2f} s (median {statistics.median(cpu):.2f} s, "
                 f"max {max(cpu):.2f} s)")
    return text


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", "--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--decks", default="")
    ap.add_argument("--workers", type=int, default=None)
    ap.add_argument("--ai", default="heuristic,random", help="A,B: the AI measured and its opponent")
    ap.add_argument("--timing", type=int, default=0, metavar="G", help="time A's decisions over G games first")
    args = ap.parse_args()
    a, b = (p.strip() for p in args.ai.split(","))
    names = [n.strip() for n in args.decks.split(",") if n.strip()] or (shipped_names() if default_decks() == WELCOME_PAIR else list(default_decks()))
    for name in names:
        deck = resolve_deck(name)
        if args.timing:
            print(f"{name} mirror, {timing(deck, (a, b), args.timing, args.seed)}", flush=True)
        r = run_sim(SimConfig((deck, deck), args.games, args.seed, (a, b)), args.workers, Tally(name, args.games))
        s = r.summary()
        lo, hi = s["win_rate_interval_95"]
        print(f"{name} mirror, {a} vs {b}: {s['wins']}/{s['games']} = {s['win_rate']:.1%} "
              f"(95% CI {lo:.1%}–{hi:.1%}), B wins {s['losses']}, draws {s['draws']}, failures {s['failures']}, "
              f"mean turns {s['mean_turns']:.1f}, {s['games_per_second']:.2f} games/s", flush=True)
        for g in r.games:
            if g.status != "finished":  # enough to play it again: same deck, AIs and seed
                last = g.error.strip().splitlines()[-1] if g.error.strip() else ""
                print(f"  {g.status}: game seed {g.seed} ({g.first_player} first, {g.actions} decisions, turn {g.turns}) {last}", flush=True)


if __name__ == "__main__":
    main()
