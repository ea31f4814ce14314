"""Bake into a Pie: "Destroy target creature. Create a Food token" (CR 701.8, 111)."""

from __future__ import annotations

from tests.drivers import ALICE, BOB, C, activate, cast, game, graveyard, life, oid, on_battlefield, resolve_all


def test_destroys_the_creature_and_makes_a_food_that_gains_three() -> None:
    g = game({"battlefield": [C("Swamp")] * 4 + [C("Plains")] * 2, "hand": [C("Bake into a Pie")]}, {"battlefield": [{"card": C("Serra Angel"), "as": "angel"}]})
    cast(g, "Bake into a Pie", oid(g, "angel"))
    resolve_all(g)
    assert graveyard(g, BOB) == ["Serra Angel"]
    assert "Food" in on_battlefield(g, ALICE)
    activate(g, "Activate Food")
    resolve_all(g)
    assert life(g) == [23, 20]
