"""Endless One: {X}, 0/0; "This creature enters with X +1/+1 counters on it" (CR 107.3, 614.1c)."""

from __future__ import annotations

from tests.drivers import ALICE, C, cast, game, graveyard, pt, resolve_all


def test_enters_with_x_counters() -> None:
    g = game({"battlefield": [C("Forest")] * 3, "hand": [C("Endless One")]})
    cast(g, "Endless One", "3")
    resolve_all(g)
    e1 = next(o for o in g.state.battlefield if g.state.objects[o].name == "Endless One")
    assert g.state.objects[e1].counters == {"+1/+1": 3} and pt(g, e1) == (3, 3)


def test_x_zero_dies() -> None:
    g = game({"battlefield": [C("Forest")], "hand": [C("Endless One")]})
    cast(g, "Endless One", "0")
    resolve_all(g)
    assert graveyard(g, ALICE) == ["Endless One"]
