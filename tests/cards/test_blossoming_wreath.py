"""Blossoming Wreath: "You gain life equal to the number of creature cards in your graveyard"
(CR 119.3, 608.2h: counted as it resolves)."""

from __future__ import annotations

from tests.drivers import ALICE, C, cast, events, game, life, resolve_all


def test_life_equal_to_the_creature_cards_in_your_graveyard() -> None:
    g = game({"battlefield": [C("Forest")], "hand": [C("Blossoming Wreath")], "graveyard": [C("Grizzly Bears"), C("Lightning Bolt"), C("Hill Giant")]})
    cast(g, "Blossoming Wreath")
    resolve_all(g)
    assert life(g)[ALICE] == 22
    assert [e.get("amount") for e in events(g, "life_gained")] == [2]
