"""Simulating many games between two decks or more (one per seat), split over worker processes.

Game ``i`` uses seed ``seed + i`` and the seat ``i mod N`` plays first (of N seats: A, B, A, B …
between two decks; A, B, C, D, A … at a table of four), so every seat starts equally often over a
multiple of N games; the seats keep their order around the table. Each game depends only on its
index, so the results are the same whatever the number of workers. The seats are named "A" (the
first deck), "B", "C" …

A Commander sim (CR 903: decks with commanders) lists every seat with its commanders, between two
decks as well.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import signal
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from manastack.app.decks import Deck, commanders_of, deck_from_names
from manastack.app.runner import GameResult, GameSpec, play_game
from manastack.app.table import seat_names, table_name
from manastack.state.game_state import Format

NAMES = seat_names(2)


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
    """What to simulate: a deck per seat, how many games, the first seed, each seat's AI level,
    the format."""

    decks: tuple[Deck, ...]
    games: int
    seed: int = 0
    ai: tuple[str, ...] = ("heuristic", "heuristic")
    max_actions: int = 6000
    format: Format = Format.DUEL

    @property
    def names(self) -> tuple[str, ...]:
        return seat_names(len(self.decks))

    @property
    def commander(self) -> bool:
        """A Commander game (CR 903): the decks have commanders."""
        return commanders_of(self.decks) is not None

    def spec(self, i: int) -> GameSpec:
        n = len(self.decks)
        return GameSpec(self.names, tuple(d.cards for d in self.decks), self.seed + i, i % n, self.ai, format=self.format,
                        commanders=commanders_of(self.decks))


@dataclass(slots=True)
class SimResult:
    """The games in game order and the wall time; ``interrupted``: stopped (Ctrl-C) after only
    these games of ``config.games``."""

    config: SimConfig
    games: list[GameResult]
    seconds: float
    workers: int
    interrupted: bool = False

    def summary(self) -> dict[str, Any]:
        """The figures: between two decks, A's wins and losses and win rate; at a table of more
        (or in a Commander game), each seat's wins and win rate (each with its 95% Wilson interval;
        its commanders), and the draws."""
        n = len(self.games)
        cfg = self.config
        failed = [g for g in self.games if g.status != "finished"]
        wins = {name: sum(1 for g in self.games for r in g.seats if r.name == name and r.result == "won") for name in cfg.names}
        draws = sum(1 for g in self.games if g.status == "finished" and g.winner is None)
        turns = [g.turns for g in self.games if g.status == "finished"]
        actions = sum(g.actions for g in self.games)
        if len(cfg.decks) == 2 and not cfg.commander:
            lo, hi = wilson(wins["A"], n)
            head: dict[str, Any] = {
                "deck_a": cfg.decks[0].name, "deck_b": cfg.decks[1].name, "ai_a": cfg.ai[0], "ai_b": cfg.ai[1],
                "games": n, "seed": cfg.seed, "wins": wins["A"], "losses": wins["B"], "draws": draws, "failures": len(failed),
                "win_rate": wins["A"] / n if n else 0.0, "win_rate_interval_95": [lo, hi],
            }
        else:
            head = {
                "format": table_name(cfg.format, cfg.commander), "games": n, "seed": cfg.seed,
                "seats": [
                    {"name": name, "deck": d.name} | ({"commanders": d.commander_names} if cfg.commander else {})
                    | {"ai": ai, "wins": wins[name], "win_rate": wins[name] / n if n else 0.0, "win_rate_interval_95": list(wilson(wins[name], n))}
                    for name, d, ai in zip(cfg.names, cfg.decks, cfg.ai)
                ],
                "draws": draws, "failures": len(failed),
            }
        stop = {"interrupted": True, "games_planned": cfg.games} if self.interrupted else {}
        return head | stop | {
            "mean_turns": statistics.fmean(turns) if turns else 0.0,
            "mean_actions": actions / n if n else 0.0,
            "seconds": self.seconds, "games_per_second": n / self.seconds if self.seconds else 0.0,
            "actions_per_second": actions / self.seconds if self.seconds else 0.0, "workers": self.workers,
        }

    def to_json(self) -> dict[str, Any]:
        """Every game (at a table of more than two or in a Commander game, every seat with its deck
        and commanders) and the summary."""
        decks = tuple(d.name for d in self.config.decks)
        commanders = tuple(d.commander_names for d in self.config.decks) if self.config.commander else ()
        return {"games": [g.summary_dict(decks, commanders) for g in self.games], "summary": self.summary()}


# ---- workers ---------------------------------------------------------------------------------------

_worker_config: SimConfig | None = None


def _init_worker(decks: list[tuple[str, list[str], list[str]]], games: int, seed: int, ai: tuple[str, ...], max_actions: int, fmt: Format) -> None:
    global _worker_config
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C reaches the whole process group: the main process stops the workers
    _worker_config = SimConfig(tuple(deck_from_names(*d) for d in decks), games, seed, ai, max_actions, fmt)


def _play_index(i: int) -> tuple[int, GameResult]:
    assert _worker_config is not None
    return i, play_game(_worker_config.spec(i), max_actions=_worker_config.max_actions)[1]


def run_sim(config: SimConfig, workers: int | None = None, progress: Callable[[GameResult], None] | None = None) -> SimResult:
    """Play ``config.games`` games over ``workers`` processes (default: every core; 1 plays in
    this process). ``progress`` is called after each game, in completion order. Ctrl-C
    (KeyboardInterrupt) stops the sim: the result holds the games finished so far, ``interrupted``."""
    k = max(1, workers or os.cpu_count() or 1)
    results: list[GameResult | None] = [None] * config.games
    t0 = time.perf_counter()
    interrupted = False
    try:
        if k == 1 or config.games <= 1:
            for i in range(config.games):
                results[i] = r = play_game(config.spec(i), max_actions=config.max_actions)[1]
                if progress:
                    progress(r)
        else:
            args = ([(d.name, d.card_names, d.commander_names) for d in config.decks], config.games, config.seed, config.ai, config.max_actions, config.format)
            ctx = multiprocessing.get_context("fork") if "fork" in multiprocessing.get_all_start_methods() else multiprocessing.get_context()
            with ctx.Pool(min(k, config.games), initializer=_init_worker, initargs=args) as pool:
                for i, r in pool.imap_unordered(_play_index, range(config.games)):
                    results[i] = r
                    if progress:
                        progress(r)
    except KeyboardInterrupt:
        interrupted = True
    done = [r for r in results if r is not None]
    assert interrupted or len(done) == config.games
    return SimResult(config, done, time.perf_counter() - t0, k, interrupted)


__all__ = ["NAMES", "SimConfig", "SimResult", "run_sim", "wilson"]
