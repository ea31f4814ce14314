"""Exalted Angel: "Whenever this creature deals damage, you gain that much life" — one trigger for
all the damage it deals at once (CR 120.3, 603.2c), in combat (510.2) or not."""

from __future__ import annotations

from tests.drivers import ALICE, BOB, C, attack, block, finish_combat, game, life, resolve_all, triggered

ANGEL = "Exalted Angel"


def test_unblocked_combat_damage_gains_that_much_life() -> None:
    g = game({"battlefield": [{"card": C(ANGEL), "as": "angel"}], "life": 10})
    attack(g, "angel")
    finish_combat(g)
    resolve_all(g)
    assert life(g)[BOB] == 16 and life(g)[ALICE] == 14 and triggered(g, ANGEL) == 1


def test_blocked_by_a_creature_gains_the_damage_dealt_to_it() -> None:
    g = game({"battlefield": [{"card": C(ANGEL), "as": "angel"}], "life": 10},
             {"battlefield": [{"card": C("Giant Spider"), "as": "spider"}]})
    attack(g, "angel")
    block(g, ("spider", "angel"))
    finish_combat(g)
    resolve_all(g)
    assert life(g)[ALICE] == 14 and life(g)[BOB] == 20
