"""Bilbo Baggins, Burglar // Take a Glance: an enters trigger that draws a card (603.6a); the
Adventure scries 2 (701.22a) and exiles the card, from which Bilbo may be cast (715.3d)."""

from __future__ import annotations

from tests.drivers import ALICE, C, cast, game, hand, names, on_battlefield, resolve, resolve_all

BILBO = "Bilbo Baggins, Burglar"
GLANCE = f"Take a Glance (Adventure of {BILBO})"
LIBRARY = [C("Forest"), C("Mountain"), C("Swamp"), C("Plains"), C("Island")]


def test_enters_trigger_draws_a_card() -> None:
    g = game({"battlefield": [C("Island")] * 3, "hand": [C(BILBO)], "library": LIBRARY})
    cast(g, BILBO)
    resolve_all(g)
    assert BILBO in on_battlefield(g, ALICE)
    assert hand(g, ALICE) == ["Forest"]


def test_take_a_glance_scries_two_then_bilbo_is_cast_from_exile() -> None:
    g = game({"battlefield": [C("Island")] * 4, "hand": [C(BILBO)], "library": LIBRARY})
    cast(g, GLANCE)
    resolve(g)
    g.apply("Bottom")  # Forest
    g.apply("Top")  # Mountain
    assert names(g, g.state.players[ALICE].library) == ["Mountain", "Swamp", "Plains", "Island", "Forest"]
    assert names(g, g.state.exile) == [BILBO]
    cast(g, BILBO)
    resolve_all(g)
    assert BILBO in on_battlefield(g, ALICE) and hand(g, ALICE) == ["Mountain"]
