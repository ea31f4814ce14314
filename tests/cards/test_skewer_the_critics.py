"""Skewer the Critics: "Skewer the Critics deals 3 damage to any target." Spectacle {R} (CR
702.137a: cast for {R} rather than its mana cost if an opponent lost life this turn)."""

from __future__ import annotations

from tests.drivers import BOB, C, attack, cast, finish_combat, game, life, options, resolve_all


def test_spectacle_after_combat_damage_to_the_opponent() -> None:
    g = game({"battlefield": [C("Mountain"), C("Grizzly Bears")], "hand": [C("Skewer the Critics")]})
    assert "Cast Skewer the Critics with spectacle" not in options(g)
    attack(g, "Grizzly Bears")
    finish_combat(g)
    cast(g, "Skewer the Critics with spectacle", BOB)
    resolve_all(g)
    assert life(g)[BOB] == 20 - 2 - 3
