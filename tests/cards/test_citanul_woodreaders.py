"""Citanul Woodreaders: Kicker {2}{G}; "When this creature enters, if it was kicked, draw two
cards." (CR 702.33d; an intervening "if", 603.4: unkicked, the ability doesn't trigger)."""

from __future__ import annotations

from tests.drivers import ALICE, C, cast, events, game, hand, resolve_all


def test_kicked_draws_two() -> None:
    g = game({"battlefield": [C("Forest")] * 6, "hand": [C("Citanul Woodreaders")], "library": [C("Island"), C("Swamp"), C("Mountain")]})
    cast(g, "Citanul Woodreaders", "Pay Kicker {2}{G}")
    resolve_all(g)
    assert sorted(hand(g, ALICE)) == ["Island", "Swamp"]
    assert [e.get("source") for e in events(g, "ability_triggered")] == ["Citanul Woodreaders"]


def test_unkicked_does_not_trigger() -> None:
    g = game({"battlefield": [C("Forest")] * 6, "hand": [C("Citanul Woodreaders")], "library": [C("Island"), C("Swamp"), C("Mountain")]})
    cast(g, "Citanul Woodreaders", "Don't pay kicker")
    resolve_all(g)
    assert hand(g, ALICE) == []
    assert events(g, "ability_triggered") == []
