"""Simulating on Ray (the optional extra ``[ray]``: ``pip install 'manastack[ray]'``): the games of
a sim (:mod:`manastack.app.sim`) as Ray tasks, on a local Ray instance or on a cluster.

Game ``i`` is played from ``config.spec(i)`` wherever it runs, so the results are those of
:func:`manastack.app.sim.run_sim` for the same config. The config (the decks' card definitions
with it) goes to the cluster once (``ray.put``); each task plays one game (a task costs
milliseconds, a game a second or more: tasks of several games measured no faster), and at most
``workers`` tasks run at once. A task lost with its worker or node is run again by Ray, with the
same result. Every node needs the same manastack installed.

This module imports Ray only when it is called, so that ``--backend ray`` without Ray installed
is told how to get it (:func:`require_ray`).
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable
from itertools import islice

from manastack.app.runner import GameResult, play_game
from manastack.app.sim import SimConfig, SimResult

#: How to get Ray (quoted: an unquoted ``[ray]`` is a pattern to the shell).
INSTALL_HINT = "pip install 'manastack[ray]'"


class RayUnavailableError(RuntimeError):
    """Ray is not installed."""


class RayConnectionError(RuntimeError):
    """The Ray cluster at the address given can't be joined (or a local instance can't start)."""


def require_ray() -> None:
    """Raise :class:`RayUnavailableError` (with :data:`INSTALL_HINT`) unless Ray can be imported:
    ``sim --backend ray`` checks this before any game is played."""
    try:
        import ray  # noqa: F401
    except ImportError:
        raise RayUnavailableError(f"--backend ray needs Ray: {INSTALL_HINT}") from None


def _play(config: SimConfig, i: int) -> tuple[int, GameResult]:
    """One Ray task: game ``i`` of the sim."""
    return i, play_game(config.spec(i), max_actions=config.max_actions)[1]


def run_sim_ray(config: SimConfig, workers: int | None = None, progress: Callable[[GameResult], None] | None = None,
                address: str | None = None) -> SimResult:
    """Play ``config.games`` games as Ray tasks, at most ``workers`` at once (default: every CPU of
    the cluster when the sim starts). ``progress`` is called after each game, in completion order.

    Ray is joined at ``address`` (``auto``, ``host:6379`` or ``ray://host:10001``); without one,
    by Ray's own rule (``RAY_ADDRESS``, else a cluster started with ``ray start`` on this machine,
    else a new local instance; ``local``: always a new one). A process already connected to Ray
    keeps its connection (``address`` is not used); one this call makes is closed at the end. The
    time counts from the connection. :class:`RayConnectionError` if Ray can't be started or joined.

    Ctrl-C (KeyboardInterrupt) cancels the games still running or waiting: the result holds the
    games finished so far, ``interrupted`` (none, with no worker, if Ray was still starting)."""
    require_ray()
    import ray

    joined = not ray.is_initialized()
    results: list[GameResult | None] = [None] * config.games
    pending: list[ray.ObjectRef[tuple[int, GameResult]]] = []
    k = 0  # no worker until Ray is reached
    t0 = time.perf_counter()
    interrupted = False
    try:
        if joined:
            _join(address)
        k = max(1, workers or int(ray.cluster_resources().get("CPU", 1)))
        t0 = time.perf_counter()
        play = ray.remote(_play)
        shared = ray.put(config)
        todo = iter(range(config.games))
        pending = [play.remote(shared, i) for i in islice(todo, k)]
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            for i, r in ray.get(done):
                results[i] = r
                if progress:
                    progress(r)
            pending += [play.remote(shared, i) for i in islice(todo, len(done))]
    except KeyboardInterrupt:
        interrupted = True
        for ref in pending:
            ray.cancel(ref)
    finally:
        if joined:
            ray.shutdown()
    finished = [r for r in results if r is not None]
    assert interrupted or len(finished) == config.games
    return SimResult(config, finished, time.perf_counter() - t0, k, interrupted)


def _join(address: str | None) -> None:
    """Start or join Ray (quietly: Ray's warnings only, the workers' output not relayed)."""
    import ray

    try:
        ray.init(address=address, include_dashboard=False, log_to_driver=False, logging_level=logging.WARNING)
    except (ConnectionError, ValueError, RuntimeError) as e:
        where = f" at {address}" if address else ""
        raise RayConnectionError(f"could not start or join Ray{where}: {e}{_client_hint(address)}") from None


def _client_hint(address: str | None) -> str:
    """What to check when a Ray Client connection fails: Ray 2.59 and later ask for the cluster's
    token by default, and a client sends it only with token authentication switched on."""
    if not (address or "").startswith("ray://") or os.environ.get("RAY_AUTH_MODE"):
        return ""
    return (" (is the client server reachable? A cluster with token authentication, the default since Ray 2.59, "
            "needs RAY_AUTH_MODE=token and its token: `ray get-auth-token` on the head, here RAY_AUTH_TOKEN or ~/.ray/auth_token)")

__all__ = ["INSTALL_HINT", "RayConnectionError", "RayUnavailableError", "require_ray", "run_sim_ray"]
