"""The commands with more than two players: ``sim``, ``watch``, ``replay`` and ``play`` at a
free-for-all table (CR 806), and the checks of ``--players`` against ``--format``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from manastack.app.decks import shipped_names
from manastack.app.table import TableError, table_decks, table_format
from manastack.cli import app
from manastack.state.game_state import Format
from tests.app.test_play import run_play


def test_sim_at_a_table_of_three_reports_every_seat_and_rotates_the_first_player(tmp_path: Path) -> None:
    out = tmp_path / "sim.json"
    r = CliRunner().invoke(app, ["sim", "gruul", "orzhov-blue", "gruul", "-n", "3", "-j", "1", "--seed", "9", "--ai", "random", "--json", str(out), "-q"])
    assert r.exit_code == 0, r.output
    text = " ".join(r.output.split())
    assert "free-for-all, 3 seats: 3 games, seed 9" in text
    for seat in ("A: gruul (random) wins", "B: orzhov-blue (random) wins", "C: gruul (random) wins"):
        assert seat in text
    assert "Wilson interval" in text and "draws" in text and "mean turns" in text
    data = json.loads(out.read_text())
    assert [g["first_player"] for g in data["games"]] == ["A", "B", "C"]
    for g in data["games"]:
        assert [(s["name"], s["deck"]) for s in g["seats"]] == [("A", "gruul"), ("B", "orzhov-blue"), ("C", "gruul")]
        results = [s["result"] for s in g["seats"]]
        assert results.count("won") == (g["winner"] is not None) and all(isinstance(s["life"], int) for s in g["seats"])
    s = data["summary"]
    assert s["format"] == "free-for-all" and [x["deck"] for x in s["seats"]] == ["gruul", "orzhov-blue", "gruul"]
    assert sum(x["wins"] for x in s["seats"]) + s["draws"] + s["failures"] == 3


def test_a_watched_four_player_game_is_saved_and_replays_to_the_same_digest(tmp_path: Path) -> None:
    log = tmp_path / "game.json"
    r = CliRunner().invoke(app, ["watch", "--players", "4", "--seed", "3", "--ai", "random", "--save", str(log)])
    assert r.exit_code == 0, r.output
    assert "A: " in r.output and "D: " in r.output and ("won on turn" in r.output or "draw" in r.output)
    # CR 800.4a: a player who loses leaves; the story says so once, not card by card (the standings
    # line of each later turn says "D left the game")
    assert "loses the game" in r.output and "leaves the game with its owner" not in r.output
    assert any(line.strip().startswith("A ") and "left the game" in line for line in r.output.splitlines())
    data = json.loads(log.read_text())
    assert data["format"] == "free-for-all" and [p["name"] for p in data["players"]] == ["A", "B", "C", "D"]
    assert [p["deck"] for p in data["players"]] == [shipped_names()[(3 + i) % len(shipped_names())] for i in range(4)]
    r = CliRunner().invoke(app, ["replay", str(log)])
    assert r.exit_code == 0 and "digest matches" in r.output, r.output


@pytest.mark.parametrize(("args", "message"), [
    (["--players", "3", "--format", "duel"], "duel is played by 2 players, not 3"),
    (["--players", "3", "--format", "two-headed-giant"], "two-headed-giant is played by 4 players, not 3"),
    (["--players", "7"], "free-for-all is played by 3 to 6 players, not 7"),
    (["--players", "3", "--format", "chaos"], "unknown format 'chaos'"),
    (["--players", "3", "--ai", "random,random"], "--ai takes a level or three levels 'A,B,C'"),
    (["--players", "3", "--plot", "x.png"], "--plot draws a sim between two decks"),
])
def test_a_player_count_or_format_that_does_not_fit_is_an_error(args: list[str], message: str) -> None:
    r = CliRunner().invoke(app, ["sim", "-n", "1", *args])
    assert r.exit_code == 2 and message in " ".join(r.output.split()), r.output


def test_more_decks_than_players_is_an_error() -> None:
    with pytest.raises(TableError, match="3 decks given for 2 players"):
        table_decks(["gruul", "gruul", "gruul"], 2, 0)


def test_the_format_follows_the_number_of_players_unless_given() -> None:
    assert table_format(None, 2) is Format.DUEL and table_format(None, 5) is Format.FREE_FOR_ALL
    assert table_format("two-headed-giant", 4) is Format.TWO_HEADED_GIANT


def test_seats_without_a_deck_get_welcome_decks_chosen_by_the_seed() -> None:
    names = shipped_names()
    assert [d.name for d in table_decks([None, "gruul"], 4, 2)] == [names[2 % len(names)], "gruul", names[4 % len(names)], names[5 % len(names)]]


def test_play_against_three_ais_names_them_and_the_game_goes_on_after_you_concede() -> None:
    """CR 104.3a, 800.4a: the human concedes (end of input) and leaves; the three AIs play on to the
    end. The board lists every opponent."""
    r = run_play("keep\n", "--players", "4", "--seed", "5", "--ai", "random", "--first", "you", "--vs", "gruul")
    out = r.stdout
    assert r.returncode == 0, r.stderr
    assert "free-for-all:" in out and "ai-1: gruul" in out and "ai-3:" in out
    assert "ai-1:" in out and "ai-2:" in out and "(end of input: conceding)" in out
    assert "You lost" in out
