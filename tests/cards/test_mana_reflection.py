"""Mana Reflection: "If you tap a permanent for mana, it produces twice as much of that mana
instead" (CR 106.12b, 614.1a)."""

from __future__ import annotations

from manastack.mana import mana_text
from tests.drivers import ALICE, BOB, C, activate, cast, game, on_battlefield, resolve_all


def test_lands_and_creatures_tapped_for_mana_produce_double() -> None:
    g = game({"battlefield": [C("Mana Reflection"), C("Forest"), C("Llanowar Elves")]})
    activate(g, "Activate Forest")
    activate(g, "Activate Llanowar Elves")
    assert mana_text(g.state.players[ALICE].mana_pool) == "{G}{G}{G}{G}"


def test_one_forest_pays_for_a_bear_and_opponents_mana_is_not_doubled() -> None:
    g = game({"battlefield": [C("Mana Reflection"), C("Forest")], "hand": [C("Grizzly Bears")]})
    cast(g, "Grizzly Bears")
    resolve_all(g)
    assert "Grizzly Bears" in on_battlefield(g, ALICE)
    g = game({"battlefield": [C("Mana Reflection")]}, {"battlefield": [C("Forest")]}, active="bob")
    activate(g, "Activate Forest")
    assert mana_text(g.state.players[BOB].mana_pool) == "{G}"
