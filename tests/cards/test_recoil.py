"""Recoil: "Return target permanent to its owner's hand. Then that player discards a card." — "that
player" is the owner named by "its owner's hand" (CR 608.2c), who chooses the card (701.9a)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from tests.drivers import ALICE, BOB, C, answer, cast, game, graveyard, hand, kind, on_battlefield, one, resolve_all

LANDS = [C("Island"), C("Swamp"), C("Swamp")]


def test_the_owner_discards_a_card_of_their_choice() -> None:
    g = game({"battlefield": LANDS, "hand": [C("Recoil")]}, {"battlefield": [C("Grizzly Bears")], "hand": [C("Forest")]})
    cast(g, "Recoil", one(g, "Grizzly Bears"))
    resolve_all(g)
    assert kind(g) is DecisionKind.DISCARD and g.decision is not None and g.decision.player == BOB
    answer(g, "Forest")
    assert hand(g, BOB) == ["Grizzly Bears"] and graveyard(g, BOB) == ["Forest"] and graveyard(g, ALICE) == ["Recoil"]


def test_own_permanent_returned_its_controller_discards() -> None:
    g = game({"battlefield": [*LANDS, C("Grizzly Bears")], "hand": [C("Recoil")]}, {"hand": [C("Forest")]})
    cast(g, "Recoil", one(g, "Grizzly Bears"))
    resolve_all(g)  # Alice's hand is the Bears alone: it is discarded
    assert graveyard(g, ALICE) == ["Grizzly Bears", "Recoil"] and hand(g, BOB) == ["Forest"]
    assert "Grizzly Bears" not in on_battlefield(g)
