"""``manastack sim --backend ray``: the games played as Ray tasks are the games the local worker
pool plays for the same seed, at a duel and at a Commander table; the command's JSON is the local
backend's but for the timing; Ctrl-C keeps the games finished. One private local Ray instance
serves the module (``address="local"``: never a cluster the machine may be running)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from manastack.app.decks import resolve_deck
from manastack.app.runner import GameResult
from manastack.app.sim import SimConfig, run_sim
from manastack.app.sim_ray import run_sim_ray
from manastack.app.table import table_decks
from manastack.cli import app
from manastack.state.game_state import Format

ray = pytest.importorskip("ray", reason="Ray is the optional extra [ray]: pip install -e '.[ray]'")

#: The summary's figures that depend on the machine and the backend, not on the games.
TIMING = {"seconds", "games_per_second", "actions_per_second", "workers"}


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    ray.init(address="local", num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


def _without_timing(data: dict[str, Any]) -> dict[str, Any]:
    return {"games": data["games"], "summary": {k: v for k, v in data["summary"].items() if k not in TIMING}}


def test_a_duel_on_ray_plays_the_games_of_the_local_pool(local_ray: None) -> None:
    cfg = SimConfig((resolve_deck("gruul"), resolve_deck("orzhov-blue")), 4, seed=11, ai=("heuristic", "random"))
    seen: list[int] = []
    on_ray = run_sim_ray(cfg, progress=lambda r: seen.append(r.seed))
    local = run_sim(cfg, 2)
    assert _without_timing(on_ray.to_json()) == _without_timing(local.to_json())
    assert [g.seed for g in on_ray.games] == [11, 12, 13, 14] and sorted(seen) == [11, 12, 13, 14]
    assert on_ray.workers == 2 and not on_ray.interrupted  # every CPU of the instance


def test_a_commander_table_of_three_on_ray_plays_the_games_of_the_local_pool(local_ray: None) -> None:
    # Capped at 200 decisions: a game stopped there is reported with every decision, all compared.
    decks = tuple(table_decks([], 3, 7, commander=True))
    cfg = SimConfig(decks, 3, seed=7, ai=("random",) * 3, max_actions=200, format=Format.FREE_FOR_ALL)
    on_ray = run_sim_ray(cfg, workers=1).to_json()
    local = run_sim(cfg, 1).to_json()
    assert _without_timing(on_ray) == _without_timing(local)
    assert [g["first_player"] for g in on_ray["games"]] == ["A", "B", "C"]
    assert [s["commanders"] for s in on_ray["games"][0]["seats"]] == [d.commander_names for d in decks]
    assert any("decisions" in g for g in on_ray["games"])  # the cap was reached: the decisions were compared


def test_ctrl_c_cancels_the_games_left_and_keeps_the_finished_ones(local_ray: None) -> None:
    cfg = SimConfig((resolve_deck("gruul"), resolve_deck("gruul")), 40, seed=3, ai=("random", "random"), max_actions=200)
    finished: list[GameResult] = []

    def interrupt_after_two(r: GameResult) -> None:
        finished.append(r)
        if len(finished) == 2:
            raise KeyboardInterrupt

    result = run_sim_ray(cfg, progress=interrupt_after_two)
    assert result.interrupted and result.games == sorted(finished, key=lambda g: g.seed)
    assert result.summary()["games_planned"] == 40 and result.summary()["games"] == 2
    first = [g.seed - cfg.seed for g in result.games]
    again = run_sim(SimConfig(cfg.decks, max(first) + 1, cfg.seed, cfg.ai, cfg.max_actions), 1)  # the same games, played here
    assert [again.games[i].summary_dict() for i in first] == [g.summary_dict() for g in result.games]


def test_the_command_on_its_own_ray_writes_the_json_of_the_local_backend(tmp_path: Path) -> None:
    """The command starts and stops a Ray instance of its own (``--address local``), at most one
    game at a time (``-j 1``), in a process of its own: this one is connected to the module's."""
    args = ["sim", "gruul", "orzhov-blue", "-n", "2", "--seed", "5", "--ai", "heuristic,random", "-q"]
    r = CliRunner().invoke(app, [*args, "--json", str(tmp_path / "local.json")])
    assert r.exit_code == 0, r.output
    env = {**os.environ, "COLUMNS": "200", "TERM": "dumb"}
    cmd = [sys.executable, "-c", "from manastack.cli import main; main()", *args, "--json", str(tmp_path / "ray.json"),
           "--backend", "ray", "--address", "local", "-j", "1"]
    done = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    on_ray, local = (json.loads((tmp_path / f"{name}.json").read_text()) for name in ("ray", "local"))
    assert _without_timing(on_ray) == _without_timing(local)
    assert on_ray["summary"]["workers"] == 1 and "2 games, seed 5, 1 worker(s)" in done.stdout
    wins = [ln for ln in r.output.splitlines() if ln.startswith(("A wins", "A win rate"))]
    assert len(wins) == 2 and all(ln in done.stdout.splitlines() for ln in wins)


def test_an_address_ray_cannot_join_is_an_error_naming_it() -> None:
    cmd = [sys.executable, "-c", "from manastack.cli import main; main()", "sim", "gruul", "gruul", "-n", "1", "-q", "--backend", "ray", "--address", "nowhere"]
    done = subprocess.run(cmd, capture_output=True, text=True, env={**os.environ, "COLUMNS": "200"}, timeout=300)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "error: could not start or join Ray at nowhere: Invalid address format: nowhere" in done.stdout


@pytest.mark.parametrize("auth_mode", [None, "token"])
def test_a_ray_client_address_that_fails_names_the_token_setting_unless_it_is_set(monkeypatch: pytest.MonkeyPatch, auth_mode: str | None) -> None:
    """Ray 2.59 and later protect a cluster with a token by default; a Ray Client connection
    without it times out, so the error says what to set."""
    from manastack.app.sim_ray import RayConnectionError, _join

    def refused(**_: Any) -> None:
        raise ConnectionError("ray client connection timeout")

    monkeypatch.setattr(ray, "init", refused)
    if auth_mode is None:
        monkeypatch.delenv("RAY_AUTH_MODE", raising=False)
    else:
        monkeypatch.setenv("RAY_AUTH_MODE", auth_mode)
    with pytest.raises(RayConnectionError) as e:
        _join("ray://head:10001")
    assert str(e.value).startswith("could not start or join Ray at ray://head:10001: ray client connection timeout")
    assert ("RAY_AUTH_MODE=token" in str(e.value)) is (auth_mode is None)
    with pytest.raises(RayConnectionError) as e:
        _join("head:6379")
    assert "RAY_AUTH_MODE" not in str(e.value)
