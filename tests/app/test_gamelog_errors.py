"""A save file's bad values are errors naming the key and what was expected, never a traceback or a
silent acceptance (issue 14, items 1 and 9)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from manastack.cli import app


@pytest.fixture(scope="module")
def saved(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    log = tmp_path_factory.mktemp("log") / "game.json"
    r = CliRunner().invoke(app, ["watch", "--seed", "2", "--ai", "random", "--save", str(log)])
    assert r.exit_code == 0, r.output
    data: dict[str, Any] = json.loads(log.read_text())
    return data


def _replay(tmp_path: Path, data: dict[str, Any]) -> tuple[int, str]:
    f = tmp_path / "bad.json"
    f.write_text(json.dumps(data))
    r = CliRunner().invoke(app, ["replay", str(f)])
    assert "Traceback" not in r.output
    return r.exit_code, " ".join(r.output.split())


def test_a_seed_that_is_not_a_number_names_the_key(tmp_path: Path, saved: dict[str, Any]) -> None:
    code, out = _replay(tmp_path, saved | {"seed": "seven"})
    assert code == 2 and "'seed' is 'seven'; expected a whole number" in out


def test_a_text_decision_names_its_index(tmp_path: Path, saved: dict[str, Any]) -> None:
    code, out = _replay(tmp_path, saved | {"decisions": [0, "keep", 1]})
    assert code == 2 and ("'decisions'[1] is 'keep'; expected an option index (0 or more), -1 (the deciding player concedes) "
                          "or -2 - P (player P concedes, P from 0 to 1)") in out


def test_a_concession_of_a_player_who_is_not_at_the_table_is_refused(tmp_path: Path, saved: dict[str, Any]) -> None:
    """Two players: -2 and -3 concede for players 0 and 1; -4 names no one."""
    code, out = _replay(tmp_path, saved | {"decisions": [0, -4]})
    assert code == 2 and "'decisions'[1] is -4" in out


def test_a_decision_out_of_range_names_its_index_and_the_options(tmp_path: Path, saved: dict[str, Any]) -> None:
    code, out = _replay(tmp_path, saved | {"decisions": [0, 999]})
    assert code == 2 and "the log's 'decisions' do not replay: decisions[1] is 999: no such option" in out and "options 0 to" in out


def test_minus_one_is_a_concession_that_ends_a_duel(tmp_path: Path, saved: dict[str, Any]) -> None:
    code, out = _replay(tmp_path, saved | {"decisions": [-1, 0]})
    assert code == 2 and "the game ended before decisions[1] (1 decision(s) left over)" in out
    code, out = _replay(tmp_path, saved | {"decisions": [-1]})
    assert code == 1 and "game won by B" in out and "digest differs" in out


def test_a_first_player_outside_the_table_is_refused(tmp_path: Path, saved: dict[str, Any]) -> None:
    code, out = _replay(tmp_path, saved | {"first_player": 5})
    assert code == 2 and "'first_player' is 5; expected a seat from 0 to 1" in out


def test_a_newer_log_version_says_so(tmp_path: Path, saved: dict[str, Any]) -> None:
    code, out = _replay(tmp_path, saved | {"manastack_log": 99})
    assert code == 2 and "'manastack_log' is 99: a newer manastack wrote it; this manastack reads game logs of version 1" in out
    code, out = _replay(tmp_path, saved | {"manastack_log": "one"})
    assert code == 2 and "'manastack_log' is 'one': an unknown version" in out


def test_a_json_file_without_the_log_key_is_not_a_game_log(tmp_path: Path) -> None:
    code, out = _replay(tmp_path, {"seed": 1})
    assert code == 2 and "not a manastack game log (no 'manastack_log' key)" in out
