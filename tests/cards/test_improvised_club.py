"""Improvised Club: "As an additional cost to cast this spell, sacrifice an artifact or creature."
(CR 118.8, 601.2h) and "Improvised Club deals 4 damage to any target."""

from __future__ import annotations

from tests.drivers import ALICE, BOB, C, answer, cast, events, game, graveyard, life, options, resolve_all

CLUB = "Improvised Club"


def test_sacrificing_a_creature_deals_four_damage_to_any_target():
    g = game({"hand": [C(CLUB)], "battlefield": [C("Mountain"), C("Mountain"), {"card": C("Grizzly Bears"), "as": "bears"}]})
    cast(g, CLUB, "bob")
    assert "Grizzly Bears" in graveyard(g, ALICE)  # the cost is paid as the spell is cast
    resolve_all(g)
    assert life(g)[BOB] == 16
    assert sorted(graveyard(g, ALICE)) == sorted(["Grizzly Bears", CLUB])


def test_an_artifact_can_be_sacrificed_instead():
    g = game({"hand": [C(CLUB)], "battlefield": [C("Mountain"), C("Mountain"), C("Well-Worn Spatula"), C("Grizzly Bears")]},
             {"battlefield": [{"card": C("Hill Giant"), "as": "giant"}]})
    cast(g, CLUB, "Hill Giant")
    answer(g, "Well-Worn Spatula")
    resolve_all(g)
    assert graveyard(g, BOB) == ["Hill Giant"]
    assert sorted(graveyard(g, ALICE)) == sorted(["Well-Worn Spatula", CLUB])
    assert [dict(e.data)["amount"] for e in events(g, "damage_dealt")] == [4]


def test_cannot_be_cast_without_an_artifact_or_creature_to_sacrifice():
    g = game({"hand": [C(CLUB)], "battlefield": [C("Mountain"), C("Mountain")]})
    assert f"Cast {CLUB}" not in options(g)
