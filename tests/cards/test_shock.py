"""Shock: "Shock deals 2 damage to any target" (CR 115.4, 120)."""

from __future__ import annotations

from tests.drivers import BOB, C, cast, game, graveyard, life, oid, resolve_all


def test_two_damage_to_a_player() -> None:
    g = game({"battlefield": [C("Mountain")], "hand": [C("Shock")]})
    cast(g, "Shock", "bob")
    resolve_all(g)
    assert life(g) == [20, 18]


def test_two_damage_to_a_creature_kills_a_bear_not_a_giant() -> None:
    g = game({"battlefield": [C("Mountain")], "hand": [C("Shock")]},
             {"battlefield": [{"card": C("Grizzly Bears"), "as": "bears"}, {"card": C("Hill Giant"), "as": "giant"}]})
    cast(g, "Shock", oid(g, "bears"))
    resolve_all(g)
    assert graveyard(g, BOB) == ["Grizzly Bears"]
    g = game({"battlefield": [C("Mountain")], "hand": [C("Shock")]}, {"battlefield": [{"card": C("Hill Giant"), "as": "giant"}]})
    cast(g, "Shock", oid(g, "giant"))
    resolve_all(g)
    assert graveyard(g, BOB) == []
    assert g.state.objects[oid(g, "giant")].damage == 2
