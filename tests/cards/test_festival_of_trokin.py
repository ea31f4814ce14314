"""Festival of Trokin: "You gain 2 life for each creature you control" — one life gain of twice
the number counted as it resolves (CR 119.3, 608.2h)."""

from __future__ import annotations

from tests.drivers import ALICE, C, cast, events, game, life, resolve_all


def test_two_life_per_creature_in_one_event() -> None:
    g = game({"battlefield": [C("Grizzly Bears"), C("Grizzly Bears"), C("Hill Giant")], "hand": [C("Festival of Trokin")]},
             {"battlefield": [C("Grizzly Bears")]})
    cast(g, "Festival of Trokin")
    resolve_all(g)
    assert life(g)[ALICE] == 26
    assert [e.get("amount") for e in events(g, "life_gained")] == [6]
