"""Galadhrim Guide: when it enters, scry 2 (701.22a)."""

from __future__ import annotations

from tests.cards.welcome import ALICE, C, cast, game, named, resolve_all, resolve_top


def test_enters_and_scries_two() -> None:
    g = game({"battlefield": [C("Forest")] * 4, "hand": [C("Galadhrim Guide")], "library": [C("Island"), C("Swamp"), C("Forest")]})
    cast(g, "Galadhrim Guide")
    resolve_top(g)
    g.apply("Top")
    g.apply("Bottom")
    resolve_all(g)
    assert named(g, g.state.players[ALICE].library) == ["Island", "Forest", "Swamp"]
