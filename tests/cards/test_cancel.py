"""Cancel: "Counter target spell" for {1}{U}{U} (CR 701.6)."""

from __future__ import annotations

from manastack.actions import Pass
from tests.drivers import ALICE, BOB, C, cast, game, graveyard, life, resolve_all


def test_counters_an_instant() -> None:
    g = game({"battlefield": [C("Mountain")], "hand": [C("Lightning Bolt")]},
             {"battlefield": [C("Island")] * 3, "hand": [C("Cancel")]})
    cast(g, "Lightning Bolt", "bob")
    bolt = g.state.stack[-1]
    g.apply(Pass())
    cast(g, "Cancel", bolt)
    resolve_all(g)
    assert life(g) == [20, 20]
    assert graveyard(g, ALICE) == ["Lightning Bolt"] and graveyard(g, BOB) == ["Cancel"]
