"""Fellwar Stone: "{T}: Add one mana of any color that a land an opponent controls could produce"
(CR 106.7)."""

from __future__ import annotations

from manastack.actions import ChooseManaType
from manastack.mana import mana_text
from tests.drivers import ALICE, C, activate, cast, events, game, options, resolve_all


def test_offers_the_colors_of_opponents_lands() -> None:
    g = game({"battlefield": [C("Fellwar Stone"), C("Plains")]}, {"battlefield": [C("Island"), C("Mountain")]}, spare=False)
    activate(g, "Activate Fellwar Stone")
    assert sorted(options(g)) == sorted(g.describe(ChooseManaType(t)) for t in ("U", "R"))
    g.apply(ChooseManaType("R"))
    assert mana_text(g.state.players[ALICE].mana_pool) == "{R}"


def test_cast_for_two_and_nothing_if_opponent_has_no_lands() -> None:
    g = game({"battlefield": [C("Plains"), C("Plains")], "hand": [C("Fellwar Stone")]}, spare=False)
    cast(g, "Fellwar Stone")
    resolve_all(g)
    activate(g, "Activate Fellwar Stone")
    assert mana_text(g.state.players[ALICE].mana_pool) == ""
    assert events(g, "no_mana_produced")
