"""Divination: "Draw two cards" (CR 121)."""

from __future__ import annotations

from tests.drivers import ALICE, C, cast, game, graveyard, hand, resolve_all


def test_draws_two_cards() -> None:
    g = game({"battlefield": [C("Island")] * 3, "hand": [C("Divination")], "library": [C("Forest"), C("Mountain"), C("Plains"), C("Plains")]})
    cast(g, "Divination")
    resolve_all(g)
    assert hand(g, ALICE) == ["Forest", "Mountain"]
    assert graveyard(g, ALICE) == ["Divination"]
