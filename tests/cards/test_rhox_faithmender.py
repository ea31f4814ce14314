"""Rhox Faithmender: Lifelink; "If you would gain life, you gain twice that much life instead"
(CR 702.15, 614.1a)."""

from __future__ import annotations

from tests.drivers import C, attack, cast, finish_combat, game, life, resolve_all


def test_lifelink_damage_gains_twice_as_much() -> None:
    g = game({"battlefield": [{"card": C("Rhox Faithmender"), "as": "rhox"}]})
    attack(g, "rhox")
    finish_combat(g)
    assert life(g) == [22, 19]


def test_doubles_other_life_gain() -> None:
    g = game({"battlefield": [C("Rhox Faithmender"), C("Plains")], "hand": [C("Healing Salve")]})
    cast(g, "Healing Salve", "Mode 1", "alice")
    resolve_all(g)
    assert life(g) == [26, 20]
