"""Cresting Mosasaurus: Emerge {6}{U} (CR 702.119a: cast by paying {6}{U} and sacrificing a
creature, the total cost reduced by its mana value); "When this creature enters, if you cast it,
return each non-Dinosaur creature to its owner's hand.\""""

from __future__ import annotations

from tests.drivers import ALICE, BOB, C, cast, game, graveyard, hand, oid, on_battlefield, options, resolve_all


def test_emerge_sacrificing_a_four_drop_costs_two_and_blue() -> None:
    g = game(
        {"battlefield": [C("Island")] * 2 + [{"card": C("Hill Giant"), "as": "giant"}], "hand": [C("Cresting Mosasaurus")]},
        {"battlefield": [C("Grizzly Bears")]},
    )
    cast(g, "Cresting Mosasaurus with emerge", oid(g, "giant"))
    resolve_all(g)
    assert graveyard(g, ALICE) == ["Hill Giant"]
    assert "Cresting Mosasaurus" in on_battlefield(g, ALICE)
    assert hand(g, BOB) == ["Grizzly Bears"]  # the enters trigger: it was cast


def test_emerge_not_offered_when_the_reduced_cost_is_still_too_much() -> None:
    g = game({"battlefield": [C("Island")] * 2 + [C("Grizzly Bears")], "hand": [C("Cresting Mosasaurus")]})
    assert "Cast Cresting Mosasaurus with emerge" not in options(g)  # {6}{U} - 2 is more than three lands
