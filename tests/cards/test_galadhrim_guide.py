"""Galadhrim Guide: when it enters, scry 2 (701.22a)."""

from __future__ import annotations

from tests.drivers import ALICE, C, cast, game, names, resolve, resolve_all


def test_enters_and_scries_two() -> None:
    g = game({"battlefield": [C("Forest")] * 4, "hand": [C("Galadhrim Guide")], "library": [C("Island"), C("Swamp"), C("Forest")]})
    cast(g, "Galadhrim Guide")
    resolve(g)
    g.apply("Top")
    g.apply("Bottom")
    resolve_all(g)
    assert names(g, g.state.players[ALICE].library) == ["Island", "Forest", "Swamp"]
