"""Fog: "Prevent all combat damage that would be dealt this turn" (CR 615)."""

from __future__ import annotations

from manastack.actions import DecisionKind, Pass
from tests.drivers import C, attack, cast, finish_combat, game, kind, life, resolve_all


def test_prevents_the_combat_damage_of_an_attack() -> None:
    g = game({"battlefield": [{"card": C("Hill Giant"), "as": "giant"}]}, {"battlefield": [C("Forest")], "hand": [C("Fog")]})
    attack(g, "giant")
    # Alice holds priority in the declare attackers step; she passes and Bob casts Fog.
    assert kind(g) is DecisionKind.PRIORITY
    g.apply(Pass())
    cast(g, "Fog")
    resolve_all(g)
    finish_combat(g)
    assert life(g) == [20, 20]
