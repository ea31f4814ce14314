"""Merciless Executioner: when it enters, each player sacrifices a creature of their choice (701.21a)."""

from __future__ import annotations

from tests.cards.welcome import ALICE, BOB, C, DecisionKind, cast, game, graveyard, kind, on_battlefield, resolve_all, resolve_top

EXEC = "Merciless Executioner"


def test_each_player_sacrifices_a_creature_of_their_choice() -> None:
    g = game({"battlefield": [C("Swamp")] * 3 + [C("Westfold Rider")], "hand": [C(EXEC)]},
             {"battlefield": [C("Elvish Mystic"), C("Desolation Prowler")]})
    cast(g, EXEC)
    resolve_top(g)
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
