"""Stoke the Flames: {2}{R}{R} instant, convoke, "deals 4 damage to any target" (CR 702.51a)."""

from __future__ import annotations

from manastack.actions import Choose, ChooseValue
from tests.drivers import BOB, C, game, life, oid, resolve_all


def test_two_red_creatures_and_two_lands_cast_it() -> None:
    g = game({"battlefield": [C("Mountain"), C("Forest"), {"card": C("Goblin Piker"), "as": "p1"}, {"card": C("Goblin Piker"), "as": "p2"}], "hand": [C("Stoke the Flames")]})
    g.apply("Cast Stoke the Flames")
    g.apply("Bob")
    for p in ("p1", "p2"):
        g.apply(Choose(oid(g, p)))
        g.apply(ChooseValue("{R}"))
    g.apply("Pay automatically")  # lands pay the {2} left
    resolve_all(g)
    assert life(g)[BOB] == 16
    assert all(g.state.objects[oid(g, p)].tapped for p in ("p1", "p2"))
