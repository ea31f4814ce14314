"""Shared Summons: "Search your library for up to two creature cards with different names, reveal
them, put them into your hand, then shuffle." — no second card with a name already found (201.2)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from tests.drivers import ALICE, C, cast, game, hand, kind, options, resolve


def test_a_second_card_with_the_same_name_is_not_offered() -> None:
    g = game({"battlefield": [C("Forest")] * 5, "hand": [C("Shared Summons")],
              "library": [C("Grizzly Bears"), C("Grizzly Bears"), C("Hill Giant"), C("Forest")]})
    cast(g, "Shared Summons")
    resolve(g)
    assert kind(g) is DecisionKind.CHOOSE_OBJECT
    g.apply("Grizzly Bears [1]")
    assert kind(g) is DecisionKind.CHOOSE_OBJECT
    assert not any("Grizzly Bears" in o for o in options(g)) and any("Hill Giant" in o for o in options(g))
    g.apply("Hill Giant")
    assert sorted(hand(g, ALICE)) == ["Grizzly Bears", "Hill Giant"]
