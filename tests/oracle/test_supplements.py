"""Game supplements are not cards: coverage leaves them out instead of reporting their type line.

Card files list Jumpstart theme cards, substitute cards (CR 713) and counter-tracking cards with
the type line "Card", sticker sheets (CR 123.2) with "Stickers" and Theros hero cards with "Hero",
all in the "normal" layout. Counted as cards they showed up as 132 cards with the unsupported
clause shape "Card" (the type line); none of them is a card a deck holds (CR 100.2, 108.2).
"""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from manastack.carddata.record import CardFace, CardRecord
from manastack.cli import app
from manastack.oracle.coverage import playable

SUPPLEMENTS = [
    {"name": "Above the Clouds", "layout": "normal", "type_line": "Card", "oracle_text": "(Theme color: {U})"},
    {"name": "Double-Faced Substitute Card", "layout": "normal", "type_line": "Card",
     "oracle_text": "(You can use this card to represent a double-faced card.)"},
    {"name": "Ancestral Hot Dog Minotaur", "layout": "normal", "type_line": "Stickers", "oracle_text": "Ancestral"},
    {"name": "The Avenger", "layout": "normal", "type_line": "Hero", "oracle_text": "Whenever you cast a spell, scry 1."},
]
BEARS = {"name": "Grizzly Bears", "layout": "normal", "type_line": "Creature — Bear", "mana_cost": "{1}{G}",
         "oracle_text": "", "power": "2", "toughness": "2"}


def test_a_card_record_knows_it_is_a_supplement() -> None:
    theme = CardRecord("Above the Clouds", "normal", (CardFace("Above the Clouds", "Card"),))
    bears = CardRecord("Grizzly Bears", "normal", (CardFace("Grizzly Bears", "Creature — Bear"),))
    # A real card whose type line merely contains the word is no supplement.
    card_named = CardRecord("Card Shark", "normal", (CardFace("Card Shark", "Creature — Card Shark"),))
    assert theme.is_supplement
    assert not bears.is_supplement and not card_named.is_supplement


def test_playable_leaves_supplements_out() -> None:
    assert [c.name for c in playable([*SUPPLEMENTS, BEARS])] == ["Grizzly Bears"]


def test_coverage_command_counts_no_supplement(tmp_path: Path) -> None:
    f = tmp_path / "cards.json"
    f.write_text(json.dumps([*SUPPLEMENTS, BEARS]), encoding="utf-8")
    out = CliRunner().invoke(app, ["cards", "coverage", "--file", str(f), "--list"])
    assert out.exit_code == 0, out.output
    assert "1 of 1 cards compile fully" in out.output
    assert "type line" not in out.output and "Card" not in out.output.split("\n", 1)[1]
