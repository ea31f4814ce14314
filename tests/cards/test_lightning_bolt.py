"""Lightning Bolt: "Lightning Bolt deals 3 damage to any target" (CR 115.4, 120)."""

from __future__ import annotations

from tests.drivers import BOB, C, cast, game, graveyard, life, oid, resolve_all


def test_three_damage_to_a_player() -> None:
    g = game({"battlefield": [C("Mountain")], "hand": [C("Lightning Bolt")]})
    cast(g, "Lightning Bolt", "bob")
    resolve_all(g)
    assert life(g) == [20, 17] and graveyard(g, 0) == ["Lightning Bolt"]


def test_three_damage_destroys_a_three_toughness_creature() -> None:
    g = game({"battlefield": [C("Mountain")], "hand": [C("Lightning Bolt")]}, {"battlefield": [{"card": C("Hill Giant"), "as": "giant"}]})
    cast(g, "Lightning Bolt", oid(g, "giant"))
    resolve_all(g)
    assert graveyard(g, BOB) == ["Hill Giant"]
