"""Merciless Executioner: when it enters, each player sacrifices a creature of their choice (701.21a)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from tests.drivers import ALICE, BOB, C, cast, game, graveyard, kind, on_battlefield, resolve, resolve_all

EXEC = "Merciless Executioner"


def test_each_player_sacrifices_a_creature_of_their_choice() -> None:
    g = game({"battlefield": [C("Swamp")] * 3 + [C("Westfold Rider")], "hand": [C(EXEC)]},
             {"battlefield": [C("Elvish Mystic"), C("Desolation Prowler")]})
    cast(g, EXEC)
    resolve(g)
    choices = 0
    while kind(g) is DecisionKind.CHOOSE_OBJECT:
        g.apply("Westfold Rider" if g.decision.player == ALICE else "Elvish Mystic")
        choices += 1
    resolve_all(g)
    assert graveyard(g, ALICE) == ["Westfold Rider"] and EXEC in on_battlefield(g, ALICE)
    assert graveyard(g, BOB) == ["Elvish Mystic"]


def test_ruling_with_no_other_creature_executioner_is_sacrificed() -> None:
    g = game({"battlefield": [C("Swamp")] * 3, "hand": [C(EXEC)]}, {"battlefield": [C("Elvish Mystic")]})
    cast(g, EXEC)
    resolve_all(g)
    assert graveyard(g, ALICE) == [EXEC] and graveyard(g, BOB) == ["Elvish Mystic"]
