"""Militia Bugler: when it enters, look at the top four cards; you may reveal a creature card with
power 2 or less from among them and put it into your hand; the rest go on the bottom in a random
order (CR 401.2, 401.4, 701.20a)."""

from __future__ import annotations

from tests.drivers import ALICE, C, cast, events, game, hand, names, resolve, resolve_all


def test_reveals_a_small_creature_and_bottoms_the_rest() -> None:
    library = [C("Hill Giant"), C("Grizzly Bears"), C("Forest"), C("Plains"), C("Island")]
    g = game({"battlefield": [C("Plains")] * 3, "hand": [C("Militia Bugler")], "library": library})
    cast(g, "Militia Bugler")
    resolve(g)  # the creature
    resolve(g)  # its enters trigger: Hill Giant (power 3) is not offered
    assert sorted(g.describe(a) for a in g.legal_actions()) == ["Done", "Grizzly Bears"]
    g.apply("Grizzly Bears")
    resolve_all(g)
    assert hand(g, ALICE) == ["Grizzly Bears"]
    assert [e.get("card") for e in events(g, "revealed")] == ["Grizzly Bears"]
    lib = names(g, g.state.players[ALICE].library)
    assert lib[0] == "Island" and sorted(lib[1:]) == ["Forest", "Hill Giant", "Plains"]
