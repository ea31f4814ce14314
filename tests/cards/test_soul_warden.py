"""Soul Warden: "Whenever another creature enters, you gain 1 life" (CR 603.6a) — any player's."""

from __future__ import annotations

from tests.drivers import C, cast, game, life, resolve_all


def test_each_other_creature_entering_gains_one_life() -> None:
    g = game({"battlefield": [C("Soul Warden"), C("Forest")], "hand": [C("Grizzly Bears")]}, {"battlefield": [C("Forest"), C("Forest")], "hand": [C("Grizzly Bears")]})
    g.apply("Activate Forest: {T}: Add {G}.")
    cast(g, "Grizzly Bears")
    resolve_all(g)
    resolve_all(g)
    assert life(g) == [21, 20]


def test_an_opponents_creature_counts_too_but_not_itself() -> None:
    g = game({"battlefield": [C("Plains")], "hand": [C("Soul Warden")]}, {"battlefield": [C("Forest"), C("Forest")], "hand": [C("Llanowar Elves")]})
    cast(g, "Soul Warden")
    resolve_all(g)
    assert life(g) == [20, 20]  # "another": not itself
    g2 = game({"battlefield": [C("Soul Warden")]}, {"battlefield": [C("Forest")], "hand": [C("Llanowar Elves")]}, active="bob")
    cast(g2, "Llanowar Elves")
    resolve_all(g2)
    resolve_all(g2)
    assert life(g2) == [21, 20]
