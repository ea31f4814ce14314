"""Sengir Vampire: "Whenever a creature dealt damage by this creature this turn dies, put a +1/+1
counter on this creature" (CR 120.3; the creature that died, as it last existed, 603.10a)."""

from __future__ import annotations

from tests.drivers import BOB, C, attack, block, finish_combat, game, graveyard, pt, resolve_all

SENGIR = "Sengir Vampire"


def test_blocker_killed_by_its_damage_gives_a_counter() -> None:
    g = game({"battlefield": [{"card": C(SENGIR), "as": "sengir"}]}, {"battlefield": [{"card": C("Giant Spider"), "as": "spider"}]})
    attack(g, "sengir")
    block(g, ("spider", "sengir"))
    finish_combat(g)
    resolve_all(g)
    assert graveyard(g, BOB) == ["Giant Spider"] and pt(g, "sengir") == (5, 5)


def test_a_blocker_that_survives_gives_nothing() -> None:
    g = game({"battlefield": [{"card": C(SENGIR), "as": "sengir"}]}, {"battlefield": [{"card": C("Wall of Swords"), "as": "wall"}]})
    attack(g, "sengir")
    block(g, ("wall", "sengir"))
    finish_combat(g)
    resolve_all(g)
    assert graveyard(g, BOB) == [] and pt(g, "sengir") == (4, 4)
