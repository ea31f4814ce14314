"""``manastack replay``: a saved game replays to the same final state, and a changed log doesn't."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from manastack.cli import app


def test_a_watched_game_replays_to_the_same_digest(tmp_path: Path) -> None:
    log = tmp_path / "game.json"
    r = CliRunner().invoke(app, ["watch", "--seed", "4", "--ai", "heuristic,random", "--save", str(log)])
    assert r.exit_code == 0, r.output
    assert "won on turn" in r.output or "draw" in r.output
    data = json.loads(log.read_text())
    assert data["digest"].startswith("sha256:") and data["decisions"] and data["events"]
    r = CliRunner().invoke(app, ["replay", str(log)])
    assert r.exit_code == 0, r.output
    assert "digest matches" in r.output


def test_a_tampered_log_does_not_match(tmp_path: Path) -> None:
    log = tmp_path / "game.json"
    assert CliRunner().invoke(app, ["watch", "--seed", "2", "--ai", "random", "--save", str(log)]).exit_code == 0
    data = json.loads(log.read_text())
    data["decisions"] = data["decisions"][:-3]
    log.write_text(json.dumps(data))
    r = CliRunner().invoke(app, ["replay", str(log)])
    assert r.exit_code == 1 and "digest differs" in r.output


def test_a_file_that_is_not_a_log_is_an_error(tmp_path: Path) -> None:
    f = tmp_path / "x.json"
    f.write_text("{not json")
    r = CliRunner().invoke(app, ["replay", str(f)])
    assert r.exit_code == 2 and "not JSON" in " ".join(r.output.split())
