"""Aragorn and Arwen, Wed: "Whenever Aragorn and Arwen enters or attacks, put a +1/+1 counter on
each other creature you control. You gain 1 life for each other creature you control." — the life
is one life-gaining event of the number counted as it resolves (CR 119.3, 608.2h)."""

from __future__ import annotations

from tests.drivers import ALICE, C, cast, events, game, life, pt, resolve_all


def test_enters_counters_and_one_life_per_other_creature() -> None:
    g = game({
        "battlefield": [{"card": C("Grizzly Bears"), "as": "bears"}, C("Grizzly Bears"), C("Forest"), C("Forest"), C("Forest"), C("Forest"), C("Plains")],
        "hand": [C("Aragorn and Arwen, Wed")],
    }, {"battlefield": [C("Hill Giant")]})
    cast(g, "Aragorn and Arwen, Wed")
    resolve_all(g)
    assert pt(g, "bears") == (3, 3)
    assert life(g)[ALICE] == 22
    assert [e.get("amount") for e in events(g, "life_gained")] == [2]
