"""Impulse: look at the top four cards, put one of them into your hand and the rest on the bottom
of your library in any order (CR 401.2, 401.4)."""

from __future__ import annotations

from tests.drivers import ALICE, C, cast, game, hand, names, resolve


def test_one_card_to_hand_the_rest_on_the_bottom_in_the_chosen_order() -> None:
    library = [C("Forest"), C("Swamp"), C("Mountain"), C("Plains"), C("Island")]
    g = game({"battlefield": [C("Island")] * 2, "hand": [C("Impulse")], "library": library})
    cast(g, "Impulse")
    resolve(g)
    g.apply("Swamp")  # into the hand
    g.apply("Plains")  # the rest, topmost first: Plains, Mountain, Forest
    g.apply("Mountain")
    assert hand(g, ALICE) == ["Swamp"]
    assert names(g, g.state.players[ALICE].library) == ["Island", "Plains", "Mountain", "Forest"]
