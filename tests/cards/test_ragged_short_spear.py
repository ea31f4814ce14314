"""Ragged Short Spear: "When this Equipment enters, you may discard a card. If you do, draw two
cards." (CR 118.12); "Equipped creature gets +2/+0."; Equip {3}."""

from __future__ import annotations

from tests.drivers import ALICE, C, activate, answer, cast, game, graveyard, hand, oid, pt, resolve_all

SPEAR = "Ragged Short Spear"


def test_discarding_a_card_draws_two():
    g = game({"hand": [C(SPEAR), C("Hill Giant")], "battlefield": [C("Mountain")] * 2, "library": [C("Swamp"), C("Island"), C("Forest")]})
    cast(g, SPEAR)
    resolve_all(g)
    answer(g, "Pay Discard 1")  # the only card in hand is discarded
    assert graveyard(g, ALICE) == ["Hill Giant"]
    assert sorted(hand(g, ALICE)) == ["Island", "Swamp"]


def test_declining_draws_nothing():
    g = game({"hand": [C(SPEAR), C("Hill Giant")], "battlefield": [C("Mountain")] * 2})
    cast(g, SPEAR)
    resolve_all(g)
    answer(g, "Don't pay")
    assert hand(g, ALICE) == ["Hill Giant"]
    assert graveyard(g, ALICE) == []


def test_with_an_empty_hand_there_is_nothing_to_discard_and_no_draw():
    g = game({"hand": [C(SPEAR)], "battlefield": [C("Mountain")] * 2})
    cast(g, SPEAR)
    resolve_all(g)
    assert hand(g, ALICE) == []


def test_equip_three_and_equipped_creature_gets_plus_two():
    g = game({"battlefield": [{"card": C(SPEAR), "as": "spear"}, {"card": C("Grizzly Bears"), "as": "bears"}] + [C("Mountain")] * 3})
    activate(g, f"Activate {SPEAR}: Equip")
    resolve_all(g)
    assert g.state.objects[oid(g, "spear")].attached_to == oid(g, "bears")
    assert pt(g, "bears") == (4, 2)
