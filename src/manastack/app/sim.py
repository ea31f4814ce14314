"""Simulating many games between two decks, split over worker processes.

Game ``i`` uses seed ``seed + i`` and player A plays first in even games, B in odd ones; each
game depends only on its index, so the results are the same whatever the number of workers.
Players are named "A" (the first deck) and "B".
"""

from __future__ import annotations

import math
import multiprocessing
import os
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from manastack.app.decks import Deck, deck_from_names
from manastack.app.runner import GameResult, GameSpec, play_game

NAMES = ("A", "B")


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for ``k`` successes in ``n`` trials (95% for z = 1.96)."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True, slots=True)
class SimConfig:
    """What to simulate: two decks, how many games, the first seed, each side's AI level."""

    deck_a: Deck
    deck_b: Deck
    games: int
    seed: int = 0
    ai: tuple[str, str] = ("heuristic", "heuristic")
    max_actions: int = 6000

    def spec(self, i: int) -> GameSpec:
        return GameSpec(NAMES, (self.deck_a.cards, self.deck_b.cards), self.seed + i, i % 2, self.ai)


@dataclass(slots=True)
class SimResult:
    """The games in game order and the wall time."""

    config: SimConfig
    games: list[GameResult]
    seconds: float
    workers: int

    def summary(self) -> dict[str, Any]:
        n = len(self.games)
        wins = sum(1 for g in self.games if g.winner == "A")
        losses = sum(1 for g in self.games if g.winner == "B")
        failed = [g for g in self.games if g.status != "finished"]
        draws = n - wins - losses - len(failed)
        lo, hi = wilson(wins, n)
        turns = [g.turns for g in self.games if g.status == "finished"]
        actions = sum(g.actions for g in self.games)
        return {
            "deck_a": self.config.deck_a.name, "deck_b": self.config.deck_b.name, "ai_a": self.config.ai[0], "ai_b": self.config.ai[1],
            "games": n, "seed": self.config.seed, "wins": wins, "losses": losses, "draws": draws, "failures": len(failed),
            "win_rate": wins / n if n else 0.0, "win_rate_interval_95": [lo, hi],
            "mean_turns": statistics.fmean(turns) if turns else 0.0,
            "mean_actions": actions / n if n else 0.0,
            "seconds": self.seconds, "games_per_second": n / self.seconds if self.seconds else 0.0,
            "actions_per_second": actions / self.seconds if self.seconds else 0.0, "workers": self.workers,
        }

    def to_json(self) -> dict[str, Any]:
        return {"games": [g.summary_dict() for g in self.games], "summary": self.summary()}


# ---- workers ---------------------------------------------------------------------------------------

_worker_config: SimConfig | None = None


def _init_worker(a: tuple[str, list[str]], b: tuple[str, list[str]], games: int, seed: int, ai: tuple[str, str], max_actions: int) -> None:
    global _worker_config
    _worker_config = SimConfig(deck_from_names(*a), deck_from_names(*b), games, seed, ai, max_actions)


def _play_index(i: int) -> tuple[int, GameResult]:
    assert _worker_config is not None
    return i, play_game(_worker_config.spec(i), max_actions=_worker_config.max_actions)[1]


def run_sim(config: SimConfig, workers: int | None = None, progress: Callable[[GameResult], None] | None = None) -> SimResult:
    """Play ``config.games`` games over ``workers`` processes (default: every core; 1 plays in
    this process). ``progress`` is called after each game, in completion order."""
    k = max(1, workers or os.cpu_count() or 1)
    results: list[GameResult | None] = [None] * config.games
    t0 = time.perf_counter()
    if k == 1 or config.games <= 1:
        for i in range(config.games):
            results[i] = play_game(config.spec(i), max_actions=config.max_actions)[1]
            if progress:
                progress(results[i])  # type: ignore[arg-type]
    else:
        args = ((config.deck_a.name, config.deck_a.card_names), (config.deck_b.name, config.deck_b.card_names),
                config.games, config.seed, config.ai, config.max_actions)
        ctx = multiprocessing.get_context("fork") if "fork" in multiprocessing.get_all_start_methods() else multiprocessing.get_context()
        with ctx.Pool(min(k, config.games), initializer=_init_worker, initargs=args) as pool:
            for i, r in pool.imap_unordered(_play_index, range(config.games)):
                results[i] = r
                if progress:
                    progress(r)
    done = [r for r in results if r is not None]
    assert len(done) == config.games
    return SimResult(config, done, time.perf_counter() - t0, k)


__all__ = ["NAMES", "SimConfig", "SimResult", "run_sim", "wilson"]
