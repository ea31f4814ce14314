"""Rats' Feast: "Exile X target cards from a single graveyard." — X is announced first (CR 601.2b),
then exactly X targets, all from one graveyard (601.2c); an X no graveyard can supply isn't offered."""

from __future__ import annotations

from manastack.actions import DecisionKind
from tests.drivers import ALICE, BOB, C, answer, cast, exiled, game, graveyard, kind, options, resolve_all

FEAST = "Rats' Feast"


def test_x_cards_of_one_graveyard_are_exiled() -> None:
    g = game({"battlefield": [C("Swamp")] * 3, "hand": [C(FEAST)], "graveyard": [C("Forest")]}, {"graveyard": [C("Grizzly Bears"), C("Hill Giant")]})
    cast(g, FEAST)
    assert kind(g) is DecisionKind.X and options(g) == ["0", "1", "2"]  # four mana would pay X = 3; no graveyard has three cards
    g.apply("2")
    assert options(g) == ["Grizzly Bears", "Hill Giant"]  # Alice's graveyard has one card: not enough for two targets
    answer(g, "Grizzly Bears", "Hill Giant")
    resolve_all(g)
    assert sorted(exiled(g)) == ["Grizzly Bears", "Hill Giant"] and graveyard(g, BOB) == [] and graveyard(g, ALICE) == ["Forest", FEAST]
