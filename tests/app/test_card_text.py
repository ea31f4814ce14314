"""``card NAME`` / ``card N`` during ``play`` (app.card_text) and ``cards show``'s mana cost."""

from __future__ import annotations

import io

import pytest
from rich.console import Console
from typer.testing import CliRunner

from manastack.app.card_text import card_text, numbered_cards
from manastack.app.tui import TerminalGame, board
from manastack.cli import app
from manastack.errors import ManastackError
from manastack.game import Game
from manastack.position import position


def table() -> Game:
    return position({
        "alice": {"battlefield": ["Mountain", {"card": "Grizzly Bears", "counters": {"+1/+1": 1}}], "hand": ["Lightning Bolt"], "library": ["Forest"] * 3},
        "bob": {"battlefield": ["Llanowar Elves"], "hand": ["Shock"], "library": ["Forest"] * 3},
    })


def test_card_name_prints_the_printed_card_and_how_the_permanent_is_now() -> None:
    """CR 613: the "now" line is after continuous effects and counters (122.1a)."""
    text = card_text(table(), 0, "grizzly bears").splitlines()
    assert text[:2] == ["Grizzly Bears  {1}{G}", "Creature — Bear  2/2"]
    assert text[-1].startswith("now: Grizzly Bears 3/3") and "1×+1/+1" in text[-1]


def test_card_number_is_the_number_the_board_shows() -> None:
    g = table()
    cards = numbered_cards(g, 0)
    shown = io.StringIO()
    Console(file=shown, width=120).print(board(g, 0))
    for i, oid in enumerate(cards, start=1):
        name = g.state.objects[oid].card.name
        assert f"#{i} {name}" in shown.getvalue()
        assert card_text(g, 0, str(i)).startswith(name) and card_text(g, 0, f"#{i}").startswith(name)


def test_a_card_no_one_can_see_is_told_by_its_printed_text_only() -> None:
    """Bob's Shock is in a hidden hand: ``card Shock`` is the public card text, not where it is."""
    text = card_text(table(), 0, "Shock")
    assert text.startswith("Shock  {R}\nInstant\n") and "now:" not in text


def test_bad_card_queries_say_what_is_wrong() -> None:
    g = table()
    with pytest.raises(ManastackError, match="no card on the board, the stack or your hand has #9"):
        card_text(g, 0, "9")
    with pytest.raises(ManastackError, match="did you mean 'Lightning Bolt'"):
        card_text(g, 0, "Lightning Blot")


def test_the_card_command_in_the_play_loop_prints_the_text_and_asks_again() -> None:
    g = table()
    out = io.StringIO()
    answers = iter(["card Lightning Bolt", "card 99", "concede"])
    TerminalGame(g, 0, {}, Console(file=out, width=120), lambda _: next(answers)).run()
    text = out.getvalue()
    assert "Lightning Bolt  {R}\nInstant\nLightning Bolt deals 3 damage to any target." in text
    assert "has #99 now" in text and "You lost" in text


@pytest.mark.parametrize(("name", "title"), [("Lightning Bolt", "Lightning Bolt  {R}"), ("Bilbo, Birthday Celebrant", "Bilbo, Birthday Celebrant  {W}{B}{G}")])
def test_cards_show_prints_a_single_faced_cards_mana_cost(name: str, title: str) -> None:
    r = CliRunner().invoke(app, ["cards", "show", name])
    assert r.exit_code == 0 and r.output.startswith(title), r.output
