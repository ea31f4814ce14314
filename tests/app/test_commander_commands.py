"""The commands with ``--format commander`` (CR 903): Commander decks given or random ones chosen
by the seed and the seat, saved games and replay with each seat's commanders, the terminal table
(the command zone, the commander tax, the commander damage, who has left), sim's seats, and each
error message."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from random import Random
from typing import Any

import pytest
from typer.testing import CliRunner

from manastack.app.decks import commanders_of, deck_from_names, resolve_commander_deck
from manastack.app.gamelog import GameLogError, load_log, make_log, replay
from manastack.app.table import TableError, table_decks, table_format
from manastack.app.tui import board, commander_rows, standings
from manastack.carddata.catalog import default_catalog
from manastack.carddata.commander_deck import CommanderDeckError, check_commander_deck
from manastack.cli import app
from manastack.game import Game
from manastack.position import position
from manastack.state.game_state import Format
from tests.app.test_play import run_play

BILBO = "Bilbo, Birthday Celebrant"


def _flat(text: str) -> str:
    return " ".join(text.split())


def test_the_shipped_bilbo_deck_is_a_legal_commander_deck_of_compiled_cards() -> None:
    """CR 903.3–903.5: Bilbo, Birthday Celebrant leads 99 singleton cards (basic lands apart) of
    his colour identity, each one the engine plays."""
    deck = resolve_commander_deck("bilbo-commander")
    assert deck.commander_names == [BILBO] and len(deck.cards) == 99
    catalog = default_catalog()

    def printed(name: str) -> Any:
        found = catalog.lookup(name)
        assert found is not None
        return found[0]

    assert check_commander_deck([printed(BILBO)], [printed(n) for n in deck.card_names]) == []


def test_seats_without_a_deck_get_random_commander_decks_from_the_seed_and_the_seat() -> None:
    """The same seed gives the same table; each seat's deck depends on the seed and the seat; a
    deck given keeps its seat."""
    a = table_decks(["bilbo-commander"], 3, 11, commander=True)
    b = table_decks([None, None, None], 3, 11, commander=True)
    assert a[0].commander_names == [BILBO]
    assert [d.card_names for d in a[1:]] == [d.card_names for d in b[1:]]
    assert [d.commander_names for d in a[1:]] == [d.commander_names for d in b[1:]]
    other = table_decks([], 3, 12, commander=True)
    assert [d.card_names for d in other] != [d.card_names for d in b]
    for d in b:
        assert len(d.commanders) == 1 and len(d.cards) == 99 and d.kind == "random"


def test_a_commander_table_is_a_duel_of_two_or_a_free_for_all_of_up_to_six() -> None:
    """CR 903.2: Commander is a duel between two players or a multiplayer free-for-all."""
    assert table_format("commander", 2) is Format.DUEL and table_format("commander", 4) is Format.FREE_FOR_ALL
    with pytest.raises(TableError, match="commander is played by 2 to 6 players, not 7"):
        table_format("commander", 7)


def test_a_watched_four_player_commander_game_is_saved_with_the_commanders_and_replays_exactly(tmp_path: Path) -> None:
    """The log names the format and each seat's commanders apart from their 99 cards; replay
    rebuilds the game (CR 903.6: the commanders in the command zone) and the same log again."""
    path = tmp_path / "game.json"
    r = CliRunner().invoke(app, ["watch", "--format", "commander", "--players", "4", "--deck", "bilbo-commander", "--seed", "3", "--save", str(path)])
    assert r.exit_code == 0, r.output
    text = _flat(r.output)
    assert f"A: bilbo-commander [{BILBO}] (heuristic)" in text and "won on turn" in text
    assert "A 40 life (tax {0}) · B 40 life (tax {0})" in text  # the standings as the first turn begins
    log = load_log(path)
    assert log["format"] == "commander"
    assert [len(p["cards"]) for p in log["players"]] == [99] * 4 and log["players"][0]["commanders"] == [BILBO]
    assert all(len(p["commanders"]) == 1 for p in log["players"])
    again = replay(log)
    assert again.matches
    decks = tuple(deck_from_names(p["deck"], p["cards"], p["commanders"]) for p in log["players"])
    names = tuple(p["name"] for p in log["players"])
    rebuilt = make_log(again.game, decks, names, tuple(p["ai"] for p in log["players"]), log["seed"], log["first_player"], log["decisions"])
    saved = json.loads(path.read_text())
    saved.pop("result")
    assert json.dumps(rebuilt, indent=1, default=str) == json.dumps(saved, indent=1, default=str)
    r = CliRunner().invoke(app, ["replay", str(path)])
    assert r.exit_code == 0 and "digest matches" in r.output, r.output


def _commander_log() -> dict[str, Any]:
    """The log of a Commander duel of two Bilbo decks before its first decision, to tamper with."""
    decks = table_decks(["bilbo-commander", "bilbo-commander"], 2, 1, commander=True)
    game = Game.new([("A", list(decks[0].cards)), ("B", list(decks[1].cards))], seed=1, starting_player=0, commanders=commanders_of(decks))
    return make_log(game, tuple(decks), ("A", "B"), ("heuristic", "heuristic"), 1, 0, [], events=False)


@pytest.mark.parametrize(("change", "message"), [
    (lambda log: log["players"][1].pop("commanders"), "players[1].commanders: missing"),
    (lambda log: log["players"][0].__setitem__("commanders", BILBO), "players[0].commanders: expected a list of one or two card names"),
    (lambda log: log["players"][0].__setitem__("commanders", []), "players[0].commanders: expected a list of one or two card names"),
    (lambda log: log.pop("format"), "players[0].commanders: commanders are only in a log with \"format\": \"commander\""),
])
def test_a_malformed_commander_entry_in_a_log_is_an_error_naming_the_key(change: Any, message: str) -> None:
    log = _commander_log()
    assert replay(log).matches
    change(log)
    with pytest.raises(GameLogError) as e:
        replay(log)
    assert message in str(e.value)


def test_a_deck_without_a_commander_is_an_error_naming_the_deck() -> None:
    r = CliRunner().invoke(app, ["sim", "hob-red", "-n", "1", "--format", "commander", "--players", "2"])
    assert r.exit_code == 2
    assert "deck 'hob-red': no commander: add a `Commander` section naming it (CR 903.3)" in _flat(r.output), r.output


def test_an_illegal_commander_deck_is_an_error_naming_the_file_and_each_card(tmp_path: Path) -> None:
    """CR 903.5a–c: colour identity, singleton, 100 cards — every problem, each with its card."""
    f = tmp_path / "bad.txt"
    f.write_text(f"Commander\n1 {BILBO}\n\nDeck\n1 Lightning Bolt\n2 Llanowar Elves\n95 Forest\n", encoding="utf-8")
    with pytest.raises(CommanderDeckError) as e:
        resolve_commander_deck(str(f))
    text = str(e.value)
    assert text.startswith(f"{f}: not a legal Commander deck")
    assert "Lightning Bolt: its colour identity has R, outside the commander's (WBG) (CR 903.5c)" in text
    assert "Llanowar Elves: 2 copies" in text and "(CR 903.5b)" in text
    r = CliRunner().invoke(app, ["watch", "--format", "commander", "--deck", str(f)])
    assert r.exit_code == 2 and "Lightning Bolt: its colour identity has R" in _flat(r.output)


def test_the_commander_table_shows_the_tax_and_the_commander_damage_taken() -> None:
    """CR 903.8: cast twice from the command zone, the next cast costs {4} more; CR 903.10a: the
    combat damage each commander has dealt each player."""
    library = ["Forest"] * 5
    g = position(
        {"alice": {"commander": ["Kird Ape"], "commander_casts": {"Kird Ape": 2}, "library": library},
         "bob": {"commander_damage": {"Kird Ape": 7}, "library": library}, "carol": {"library": library}},
        commander=True, format=Format.FREE_FOR_ALL,
    )
    assert not g.is_over
    obs = g.observe("carol")
    rows = {p.name: [(what, row.plain) for what, row in commander_rows(obs, p)] for p in obs.players}
    assert rows["alice"] == [("commander", "Kird Ape (in the command zone; cast 2 times, tax {4})")]
    assert rows["bob"] == [("cmdr damage", "Kird Ape (alice) 7 (of 21)")] and rows["carol"] == []
    assert standings(obs) == "alice 40 life (tax {4}) · bob 40 life (commander damage 7 from alice) · carol 40 life"
    from rich.console import Console

    console = Console(width=120, record=True)
    console.print(board(g, 2))
    shown = console.export_text()
    assert "cast 2 times, tax {4}" in shown and "Kird Ape (alice) 7 (of 21)" in shown


def test_play_at_a_commander_table_of_four_shows_the_command_zone_and_plays_to_the_end() -> None:
    """``play --format commander --players 4``: you (Bilbo) and three AIs with random Commander
    decks; the board shows each seat's commander and 40 life (CR 903.7)."""
    r = run_play("keep\n" + "1\n" * 3000, "--format", "commander", "--players", "4", "--deck", "bilbo-commander", "--seed", "3", timeout=600)
    assert r.returncode == 0, r.stderr
    out = r.stdout
    assert f"commander: bilbo-commander [{BILBO}] (you) vs ai-1: random commander" in _flat(out)
    assert f"{BILBO} (in the command zone; cast 0 times, tax {{0}})" in out and "you: 40 life" in out
    assert "You won" in out or "You lost" in out or "draw" in out


def test_sim_of_commander_games_lists_every_seat_with_its_commanders(tmp_path: Path) -> None:
    out = tmp_path / "sim.json"
    r = CliRunner().invoke(app, ["sim", "bilbo-commander", "-n", "2", "-j", "2", "--format", "commander", "--players", "2", "--seed", "5", "--json", str(out), "-q"])
    assert r.exit_code == 0, r.output
    text = _flat(r.output)
    assert "commander, 2 seats: 2 games, seed 5" in text and f"A: bilbo-commander [{BILBO}] (heuristic) wins" in text and "Wilson interval" in text
    data = json.loads(out.read_text())
    seats = data["summary"]["seats"]
    assert data["summary"]["format"] == "commander" and seats[0]["commanders"] == [BILBO] and len(seats[1]["commanders"]) == 1
    for g in data["games"]:
        assert [s["commanders"] for s in g["seats"]] == [s["commanders"] for s in seats]
    one = tmp_path / "one.json"
    r = CliRunner().invoke(app, ["sim", "bilbo-commander", "-n", "2", "-j", "1", "--format", "commander", "--players", "2", "--seed", "5", "--json", str(one), "-q"])
    assert r.exit_code == 0 and json.loads(one.read_text())["games"] == data["games"]  # the same games in one process


def _fuzz_module() -> Any:
    path = Path(__file__).resolve().parents[2] / "benchmarks" / "fuzz.py"
    spec = importlib.util.spec_from_file_location("fuzz_benchmark", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["fuzz_benchmark"] = module
    spec.loader.exec_module(module)
    return module


def test_a_failed_fuzzed_commander_game_is_saved_as_a_log_that_replays(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """benchmarks/fuzz.py saves a Commander failure as it saves a duel's: a game log with the
    commanders, which ``manastack replay`` plays to the same state."""
    from manastack.testing.random_decks import RandomDecks

    fuzz = _fuzz_module()
    real = fuzz.fuzz_table

    def failing(*args: Any) -> Any:
        game, decisions, _ = real(*args)
        return game, decisions, "planted failure"

    monkeypatch.setattr(fuzz, "fuzz_table", failing)
    builder = RandomDecks()
    failures, actions = fuzz.play(fuzz.commander_games(builder, 7, 1, 3), tmp_path, False, False)
    assert failures == 1 and actions > 0
    log = load_log(tmp_path / "fuzz-commander-seed-7.json")
    assert log["format"] == "commander" and log["error"] == "planted failure" and log["first_player"] == 7 % 3
    rng = Random(7)
    assert [p["commanders"] for p in log["players"]] == [builder.commander_deck(rng).commander_names for _ in range(3)]
    r = CliRunner().invoke(app, ["replay", str(tmp_path / "fuzz-commander-seed-7.json")])
    assert r.exit_code == 0 and "digest matches" in r.output, r.output
