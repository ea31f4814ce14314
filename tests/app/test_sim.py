"""``manastack sim``: the summary, the JSON output, and reproducibility whatever the workers."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from manastack.app.decks import resolve_deck
from manastack.app.sim import SimConfig, run_sim, wilson
from manastack.cli import app


def test_wilson_interval() -> None:
    lo, hi = wilson(9, 10)
    assert lo == pytest.approx(0.5958, abs=1e-3) and hi == pytest.approx(0.9821, abs=1e-3)
    assert wilson(0, 0) == (0.0, 1.0)


def test_results_are_the_same_with_one_or_two_workers() -> None:
    cfg = SimConfig((resolve_deck("gruul"), resolve_deck("orzhov-blue")), 4, seed=11, ai=("heuristic", "random"))
    one = run_sim(cfg, 1).to_json()["games"]
    two = run_sim(cfg, 2).to_json()["games"]
    assert one == two
    assert [g["seed"] for g in one] == [11, 12, 13, 14]
    assert [g["first_player"] for g in one] == ["A", "B", "A", "B"]


def test_sim_command_prints_the_summary_and_writes_json(tmp_path: Path) -> None:
    out = tmp_path / "sim.json"
    r = CliRunner().invoke(app, ["sim", "gruul", "gruul", "-n", "3", "-j", "1", "--seed", "5", "--ai", "heuristic,random", "--json", str(out), "-q"])
    assert r.exit_code == 0, r.output
    assert "3 games, seed 5" in r.output and "win rate" in r.output and "Wilson" in r.output and "games/s" in r.output
    data = json.loads(out.read_text())
    assert [set(g) for g in data["games"]] == [{"seed", "first_player", "winner", "turns", "actions"}] * 3
    s = data["summary"]
    assert s["wins"] + s["losses"] + s["draws"] + s["failures"] == 3
    assert len(s["win_rate_interval_95"]) == 2 and s["games_per_second"] > 0


def test_sim_rejects_an_unknown_deck_and_level() -> None:
    r = CliRunner().invoke(app, ["sim", "nope", "gruul", "-n", "1"])
    assert r.exit_code == 2 and "unknown deck 'nope'" in " ".join(r.output.split())
    r = CliRunner().invoke(app, ["sim", "gruul", "gruul", "-n", "1", "--ai", "genius"])
    assert r.exit_code == 2 and "--ai" in r.output


def test_sim_on_ray_without_ray_installed_says_how_to_get_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray fails as where it is not installed
    r = CliRunner().invoke(app, ["sim", "gruul", "gruul", "-n", "1", "--backend", "ray"])
    assert r.exit_code == 2 and "error: --backend ray needs Ray: pip install 'manastack[ray]'" in r.output
    assert "games" not in r.output  # said before any game


def test_sim_rejects_an_unknown_backend_and_an_address_without_ray() -> None:
    r = CliRunner().invoke(app, ["sim", "gruul", "gruul", "-n", "1", "--backend", "spark"])
    assert r.exit_code == 2 and "--backend 'spark': expected local or ray" in r.output
    r = CliRunner().invoke(app, ["sim", "gruul", "gruul", "-n", "1", "--address", "auto"])
    assert r.exit_code == 2 and "--address is the Ray cluster to join: it goes with --backend ray" in r.output
