"""Bilbo's Deadly Slice: destroy target creature (701.8a)."""

from __future__ import annotations

from tests.drivers import ALICE, BOB, C, cast, game, graveyard, resolve_all


def test_destroys_target_creature() -> None:
    g = game({"battlefield": [C("Swamp")] * 3, "hand": [C("Bilbo's Deadly Slice")]},
             {"battlefield": [C("Westfold Rider"), C("Elvish Mystic")]})
    cast(g, "Bilbo's Deadly Slice", "Elvish Mystic")
    resolve_all(g)
    assert graveyard(g, BOB) == ["Elvish Mystic"]
    assert graveyard(g, ALICE) == ["Bilbo's Deadly Slice"]
