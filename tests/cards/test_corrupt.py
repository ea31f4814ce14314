"""Corrupt: "Corrupt deals damage to any target equal to the number of Swamps you control. You gain
life equal to the damage dealt this way." (CR 120.3: damage dealt, not the toughness it exceeds;
615: damage prevented isn't dealt)."""

from __future__ import annotations

from tests.drivers import ALICE, BOB, C, cast, game, graveyard, life, oid, resolve_all


def test_all_the_damage_dealt_to_a_small_creature_is_gained() -> None:
    g = game({"battlefield": [*[C("Swamp")] * 6], "hand": [C("Corrupt")]}, {"battlefield": [{"card": C("Grizzly Bears"), "as": "bears"}]})
    cast(g, "Corrupt", oid(g, "bears"))
    resolve_all(g)
    assert graveyard(g, BOB) == ["Grizzly Bears"]
    assert life(g)[ALICE] == 26


def test_damage_to_a_player_is_gained() -> None:
    g = game({"battlefield": [*[C("Swamp")] * 6], "hand": [C("Corrupt")]})
    cast(g, "Corrupt", BOB)
    resolve_all(g)
    assert life(g) == [26, 14]
