"""Attercop: reach (702.17b), deathtouch (702.2b); landfall — whenever a land you control enters,
+1/+1 until end of turn (rulings: any way the land enters)."""

from __future__ import annotations

from tests.drivers import ALICE, BOB, C, activate, attack, block, finish_combat, game, graveyard, pt, resolve, resolve_all

ATTERCOP = "Attercop"


def test_landfall_on_playing_a_land() -> None:
    g = game({"battlefield": [{"card": C(ATTERCOP), "as": "a"}], "hand": [C("Forest")]})
    g.apply("Play Forest")
    resolve_all(g)
    assert pt(g, "a") == (3, 2)


def test_ruling_landfall_when_an_effect_puts_a_land_onto_the_battlefield() -> None:
    g = game({"battlefield": [{"card": C(ATTERCOP), "as": "a"}, C("Wayfarer's Bauble"), C("Plains"), C("Plains")],
              "library": [C("Forest"), C("Plains")]})
    activate(g, "Activate Wayfarer's Bauble")
    resolve(g)
    g.apply("Forest")
    resolve_all(g)
    assert pt(g, "a") == (3, 2)


def test_reach_and_deathtouch_block_and_kill_a_flyer() -> None:
    g = game({"battlefield": [{"card": C("Eagle of the Great Shelf"), "as": "eagle"}]},
             {"battlefield": [{"card": C(ATTERCOP), "as": "a"}]})
    attack(g, "eagle")
    resolve_all(g)
    block(g, ("a", "eagle"))
    finish_combat(g)
    assert graveyard(g, ALICE) == ["Eagle of the Great Shelf"] and graveyard(g, BOB) == [ATTERCOP]
