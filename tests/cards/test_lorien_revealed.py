"""Lórien Revealed: Draw three cards; Islandcycling {1}."""

from __future__ import annotations

from tests.cards._cycling import check_typecycling
from tests.drivers import ALICE, C, cast, game, graveyard, hand, resolve_all

LORIEN = "Lórien Revealed"


def test_draws_three_cards():
    g = game({"hand": [C(LORIEN)], "battlefield": [C("Island")] * 5, "library": [C("Forest"), C("Mountain"), C("Swamp"), C("Plains")]})
    cast(g, LORIEN)
    resolve_all(g)
    assert sorted(hand(g, ALICE)) == ["Forest", "Mountain", "Swamp"]
    assert graveyard(g, ALICE) == [LORIEN]


def test_islandcycling_discards_it_to_find_an_island():
    check_typecycling(LORIEN, "Islandcycling", "Island", "Plains")
