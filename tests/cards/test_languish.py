"""Languish: all creatures get -4/-4 until end of turn (611.2c; 704.5f)."""

from __future__ import annotations

from tests.drivers import ALICE, BOB, C, cast, game, graveyard, pt, resolve_all


def test_all_creatures_get_minus_four() -> None:
    g = game({"battlefield": [C("Swamp")] * 4 + [{"card": C("Westfold Rider"), "as": "r"}], "hand": [C("Languish")]},
             {"battlefield": [{"card": C("Eagle of the Great Shelf"), "as": "eagle"}, C("Elvish Mystic")]})
    cast(g, "Languish")
    resolve_all(g)
    assert graveyard(g, ALICE) == ["Westfold Rider", "Languish"] or sorted(graveyard(g, ALICE)) == ["Languish", "Westfold Rider"]
    assert graveyard(g, BOB) == ["Elvish Mystic"]
    assert pt(g, "eagle") == (-2, 1)
