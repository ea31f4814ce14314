"""Exotic Orchard: "{T}: Add one mana of any color that a land an opponent controls could produce"
(CR 106.7)."""

from __future__ import annotations

from manastack.mana import mana_text
from tests.drivers import ALICE, C, activate, game


def test_offers_the_colors_of_opponents_lands_only() -> None:
    g = game({"battlefield": [C("Exotic Orchard"), C("Forest")]}, {"battlefield": [C("Swamp")]}, spare=False)
    activate(g, "Activate Exotic Orchard")  # one possible type ({B}, not {G}): no choice to make
    assert mana_text(g.state.players[ALICE].mana_pool) == "{B}"


def test_it_can_be_played_as_a_land() -> None:
    g = game({"hand": [C("Exotic Orchard")]})
    g.apply("Play Exotic Orchard")
    assert any(g.state.objects[o].name == "Exotic Orchard" for o in g.state.battlefield)
