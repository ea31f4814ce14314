"""Reflecting Pool: "{T}: Add one mana of any type that a land you control could produce"
(CR 106.7): the types its controller's lands could produce, none if none is defined."""

from __future__ import annotations

from manastack.actions import ChooseManaType
from manastack.mana import mana_text
from tests.drivers import ALICE, C, activate, events, game, options


def test_offers_the_types_your_lands_could_produce() -> None:
    g = game({"battlefield": [C("Reflecting Pool"), C("Forest"), C("Island")]}, spare=False)
    activate(g, "Activate Reflecting Pool")
    assert sorted(options(g)) == sorted(g.describe(ChooseManaType(t)) for t in ("U", "G"))
    g.apply(ChooseManaType("U"))
    assert mana_text(g.state.players[ALICE].mana_pool) == "{U}"


def test_with_no_other_land_it_produces_nothing() -> None:
    g = game({"battlefield": [C("Reflecting Pool")]}, {"battlefield": [C("Forest")]}, spare=False)
    activate(g, "Activate Reflecting Pool")
    assert mana_text(g.state.players[ALICE].mana_pool) == ""
    assert events(g, "no_mana_produced")
