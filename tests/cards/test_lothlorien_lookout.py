"""Lothlórien Lookout: whenever it attacks, scry 1 (508.3a, 701.22a)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from tests.drivers import ALICE, C, attack, game, kind, names, resolve


def test_attack_trigger_scries_one() -> None:
    g = game({"battlefield": [{"card": C("Lothlórien Lookout"), "as": "l"}], "library": [C("Island"), C("Forest")]})
    attack(g, "l")
    resolve(g)
    assert kind(g) is DecisionKind.CHOOSE_OBJECT
    g.apply("Bottom")
    assert names(g, g.state.players[ALICE].library) == ["Forest", "Island"]
