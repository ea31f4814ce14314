"""One deck check for ``cards deck``, ``play``, ``watch`` and ``sim``: the same errors with the
same exit status (2) everywhere, and the deck size rules (CR 100.2a, 100.2b: a warning for casual
play; CR 903.5a: a Commander deck of exactly 100 cards, an error) (issue 14, item 8)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from manastack.app.decks import check_deck
from manastack.carddata.decks import shipped_deck_text
from manastack.cli import app


def _run(*args: str) -> tuple[int, str]:
    r = CliRunner().invoke(app, list(args))
    return r.exit_code, " ".join(r.output.split())


@pytest.mark.parametrize("command", [["cards", "deck"], ["play", "--deck"], ["watch", "--deck"], ["sim", "gruul"]])
def test_an_unsupported_card_is_the_same_error_with_exit_2_in_every_command(tmp_path: Path, command: list[str]) -> None:
    deck = tmp_path / "goyf.txt"
    deck.write_text("36 Forest\n4 Tarmogoyf\n")
    code, out = _run(*command, str(deck))
    assert code == 2, out
    assert f"error: 1 card(s) in {deck} can't be played yet: {deck} line 2: not supported: Tarmogoyf" in out


@pytest.mark.parametrize("command", [["cards", "deck"], ["play", "--format", "commander", "--deck"]])
def test_a_commander_deck_of_99_cards_is_an_error_with_exit_2(tmp_path: Path, command: list[str]) -> None:
    text = shipped_deck_text("bilbo-commander")
    last = text.rstrip().splitlines()[-1]
    deck = tmp_path / "bilbo-99.txt"
    deck.write_text(text.replace(last + "\n", "") if text.endswith("\n") else text.replace(last, ""))
    code, out = _run(*command, str(deck))
    assert code == 2, out
    assert "99" in out and "100" in out and "Traceback" not in out


def test_cards_deck_reads_a_shipped_commander_deck_by_name() -> None:
    code, out = _run("cards", "deck", "bilbo-commander")
    assert code == 0, out
    assert out.startswith("commander (1 cards) 1 Bilbo, Birthday Celebrant") and "main (99 cards)" in out


def test_a_deck_under_forty_cards_is_a_warning_in_cards_deck_and_watch(tmp_path: Path) -> None:
    deck = tmp_path / "five.txt"
    deck.write_text("4 Mountain\n1 Lightning Bolt\n")
    warning = "warning: deck 'five' has 5 cards, fewer than any format allows (limited: 40, CR 100.2b; constructed: 60, CR 100.2a)"
    code, out = _run("cards", "deck", str(deck))
    assert code == 0 and warning in out and "main (5 cards)" in out
    code, out = _run("watch", "--deck", str(deck), "--ai", "random")
    assert code == 0 and warning in out and "won on turn" in out


def test_forty_card_decks_get_no_warning() -> None:
    assert check_deck("hob-red").warning is None and check_deck("gruul").warning is None
    assert check_deck("bilbo-commander").deck.commander_names == ["Bilbo, Birthday Celebrant"]
