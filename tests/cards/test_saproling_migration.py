"""Saproling Migration: Kicker {4}; "Create two 1/1 green Saproling creature tokens. If this spell
was kicked, create four of those tokens instead." (CR 702.33e, 608.2c)."""

from __future__ import annotations

from tests.drivers import ALICE, C, cast, game, on_battlefield, resolve_all


def test_unkicked_creates_two() -> None:
    g = game({"battlefield": [C("Forest")] * 6, "hand": [C("Saproling Migration")]})
    cast(g, "Saproling Migration", "Don't pay kicker")
    resolve_all(g)
    assert on_battlefield(g, ALICE).count("Saproling") == 2


def test_kicked_creates_four_instead() -> None:
    g = game({"battlefield": [C("Forest")] * 6, "hand": [C("Saproling Migration")]})
    cast(g, "Saproling Migration", "Pay Kicker {4}")
    resolve_all(g)
    assert on_battlefield(g, ALICE).count("Saproling") == 4
