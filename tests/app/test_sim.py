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


@pytest.mark.parametrize("where", ["ai", "engine"])
def test_a_crashed_game_is_reported_and_its_log_replays_to_the_crash(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, where: str) -> None:
    """An exception escaping an AI or the engine fails that game only: sim names it, saves its log
    (to ``manastack-failures/`` without ``--logs``) and exits 1; the log replays to the state
    before the decision that crashed, which the error names when the engine raised."""
    from manastack.ai.random_player import RandomPlayer
    from manastack.game import Game

    owner, name = (RandomPlayer, "choose") if where == "ai" else (Game, "apply")
    method = getattr(owner, name)
    games: list[object] = []

    def crash_on_turn_3(self, *args):  # type: ignore[no-untyped-def]
        game = args[0] if where == "ai" else self
        if game not in games:
            games.append(game)
        if game.state.turn == 3 and games.index(game) == 1:  # the second game (seed 6) only
            raise RuntimeError("simulated bug")
        return method(self, *args)

    monkeypatch.setattr(owner, name, crash_on_turn_3)
    monkeypatch.chdir(tmp_path)
    r = CliRunner().invoke(app, ["sim", "gruul", "gruul", "-n", "2", "-j", "1", "--seed", "5", "--ai", "random", "-q"])
    monkeypatch.undo()
    assert r.exit_code == 1, r.output
    log = Path("manastack-failures") / "game-00001-seed-6.json"
    assert "game 1 crashed (seed 6, " in r.output and f"log {log}): RuntimeError: simulated bug" in r.output.replace("\n", "")
    assert sorted(p.name for p in (tmp_path / "manastack-failures").iterdir()) == [log.name]
    data = json.loads((tmp_path / log).read_text())
    assert data["result"]["status"] == "crashed"
    assert ("while applying decision" in data["result"]["error"]) == (where == "engine")
    replayed = CliRunner().invoke(app, ["replay", str(tmp_path / log)])
    assert replayed.exit_code == 0 and "turn 3, game in progress" in replayed.output and "digest matches" in replayed.output, replayed.output
