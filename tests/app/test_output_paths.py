"""Output paths are checked before any game is played, and results that can't be written at the
end are kept elsewhere and said where (issue 14, items 1 and 7)."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from manastack.app import commands
from manastack.app.outputs import OutputPathError, check_output, write_output
from manastack.cli import app


def _no_games(*args: Any, **kwargs: Any) -> Any:
    raise AssertionError("a game was played before the options were checked")


def _output(r: Any) -> str:
    return " ".join(r.output.split())


@pytest.mark.parametrize("args, option", [
    (["sim", "-n", "2", "--json", "/nonexistent/dir/r.json"], "--json"),
    (["sim", "-n", "2", "--plot", "/nonexistent/dir/r.png"], "--plot"),
    (["play", "--save", "/nonexistent/dir/g.json"], "--save"),
    (["watch", "--save", "/nonexistent/dir/g.json"], "--save"),
])
def test_an_output_path_in_a_missing_folder_is_refused_before_any_game(args: list[str], option: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # --plot: the path is checked first either way
    monkeypatch.setattr(commands, "run_sim", _no_games)
    monkeypatch.setattr(commands, "play_game", _no_games)
    monkeypatch.setattr(commands.Game, "new", _no_games)
    r = CliRunner().invoke(app, args)
    assert r.exit_code == 2, r.output
    assert f"error: {option} '/nonexistent/dir/" in _output(r) and "the folder '/nonexistent/dir' does not exist" in _output(r)
    assert "Traceback" not in r.output


def test_an_output_path_that_is_a_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(OutputPathError, match="--json .*: is a folder; give a file name"):
        check_output("--json", tmp_path)


def test_a_logs_path_that_is_a_file_is_refused(tmp_path: Path) -> None:
    f = tmp_path / "f"
    f.write_text("")
    with pytest.raises(OutputPathError, match="--logs .*: not a folder"):
        check_output("--logs", f, folder=True)


def test_sim_results_are_kept_when_the_json_folder_vanishes_during_the_games(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "gone" / "r.json"
    out.parent.mkdir()
    real = commands.run_sim

    def run_then_remove_the_folder(*args: Any, **kwargs: Any) -> Any:
        result = real(*args, **kwargs)
        shutil.rmtree(out.parent)
        return result

    monkeypatch.setattr(commands, "run_sim", run_then_remove_the_folder)
    r = CliRunner().invoke(app, ["sim", "gruul", "gruul", "-n", "2", "-j", "1", "--ai", "random", "-q", "--json", str(out)])
    assert r.exit_code == 1, r.output
    text = _output(r)
    assert "A win rate" in text and f"error: could not write the results to '{out}'" in text
    kept = Path(text.split("the results kept in ")[1].split()[0])
    try:
        data = json.loads(kept.read_text())
    finally:
        kept.unlink()
    assert len(data["games"]) == 2 and data["summary"]["games"] == 2


def test_write_output_prints_the_text_when_no_file_can_be_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    said: list[str] = []
    monkeypatch.setattr("tempfile.mkstemp", lambda **kw: (_ for _ in ()).throw(OSError("no space")))
    assert not write_output(tmp_path / "none" / "x.json", '{"games": []}', "the results", said.append)
    assert said[0].startswith("error: could not write the results to") and said[0].endswith("the results follow:")
    assert said[1] == '{"games": []}'


def test_plot_without_matplotlib_fails_before_any_game_with_the_hint_quoted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    monkeypatch.setattr(commands, "run_sim", _no_games)
    r = CliRunner().invoke(app, ["sim", "gruul", "gruul", "-n", "2", "--plot", str(tmp_path / "p.png")])
    assert r.exit_code == 2, r.output
    assert "error: --plot needs matplotlib: pip install 'manastack[plot]'" in _output(r)


def test_watch_refuses_a_negative_delay() -> None:
    r = CliRunner().invoke(app, ["watch", "--delay", "-1"])
    assert r.exit_code == 2 and "error: --delay -1: expected a number of seconds, 0 or more" in _output(r)


def test_play_first_names_the_allowed_values() -> None:
    r = CliRunner().invoke(app, ["play", "--first", "me"])
    assert r.exit_code == 2 and "error: --first 'me': expected one of you, ai, random" in _output(r)
