"""Thraben Inspector: "When this creature enters, investigate" (CR 701.16: create a Clue token,
"{2}, Sacrifice this token: Draw a card")."""

from __future__ import annotations

from tests.drivers import ALICE, C, activate, cast, game, hand, on_battlefield, resolve_all


def test_entering_creates_a_clue_that_draws_a_card() -> None:
    g = game({"battlefield": [C("Plains"), C("Plains"), C("Plains")], "hand": [C("Thraben Inspector")], "library": [C("Forest")] + [C("Plains")] * 5})
    cast(g, "Thraben Inspector")
    resolve_all(g)
    resolve_all(g)
    assert "Clue" in on_battlefield(g, ALICE)
    activate(g, "Activate Clue")
    resolve_all(g)
    assert "Clue" not in on_battlefield(g, ALICE)
    assert hand(g, ALICE) == ["Forest"]
