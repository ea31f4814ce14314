"""Elvish Visionary: when it enters, draw a card."""

from __future__ import annotations

from tests.drivers import ALICE, C, cast, game, hand, resolve_all


def test_enters_and_draws() -> None:
    g = game({"battlefield": [C("Forest")] * 2, "hand": [C("Elvish Visionary")], "library": [C("Island"), C("Forest")]})
    cast(g, "Elvish Visionary")
    resolve_all(g)
    assert hand(g, ALICE) == ["Island"]
