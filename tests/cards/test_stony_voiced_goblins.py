"""Stony-Voiced Goblins: when it enters, each opponent discards a card (701.9a)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from tests.drivers import BOB, C, cast, game, graveyard, hand, kind, resolve, resolve_all


def test_enters_and_each_opponent_discards_a_card_of_their_choice() -> None:
    g = game({"battlefield": [C("Swamp")] * 2, "hand": [C("Stony-Voiced Goblins")]},
             {"hand": [C("Languish"), C("Forest")]})
    cast(g, "Stony-Voiced Goblins")
    resolve(g)
    assert kind(g) is DecisionKind.DISCARD and g.decision.player == BOB
    g.apply("Forest")
    resolve_all(g)
    assert hand(g, BOB) == ["Languish"] and graveyard(g, BOB) == ["Forest"]
