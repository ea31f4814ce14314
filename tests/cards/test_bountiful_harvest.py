"""Bountiful Harvest: "You gain 1 life for each land you control" (CR 119.3, 608.2h)."""

from __future__ import annotations

from tests.drivers import ALICE, C, cast, events, game, life, resolve_all


def test_one_life_per_land_you_control() -> None:
    g = game({"battlefield": [C("Forest")] * 5, "hand": [C("Bountiful Harvest")]}, {"battlefield": [C("Island"), C("Island")]})
    cast(g, "Bountiful Harvest")
    resolve_all(g)
    # five Forests and the spare Plains, all tapped or not: six lands.
    assert life(g)[ALICE] == 26
    assert [e.get("amount") for e in events(g, "life_gained")] == [6]
