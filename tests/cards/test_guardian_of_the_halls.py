"""Guardian of the Halls: trample (702.19b); {5}{G}{G}: put three +1/+1 counters on it."""

from __future__ import annotations

from manastack.actions import DecisionKind
from tests.drivers import BOB, C, activate, attack, block, finish_combat, game, kind, life, oid, pass_until, pt, resolve_all


def test_counters_ability() -> None:
    g = game({"battlefield": [{"card": C("Guardian of the Halls"), "as": "g"}] + [C("Forest")] * 7})
    activate(g, "Activate Guardian of the Halls")
    resolve_all(g)
    assert g.state.objects[oid(g, "g")].counters.get("+1/+1") == 3 and pt(g, "g") == (5, 5)


def test_trample_assigns_excess_to_player() -> None:
    g = game({"battlefield": [{"card": C("Guardian of the Halls"), "as": "g", "counters": {"+1/+1": 3}}]},
             {"battlefield": [{"card": C("Elvish Mystic"), "as": "m"}]})
    attack(g, "g")
    block(g, ("m", "g"))
    pass_until(g, lambda g: kind(g) is DecisionKind.ASSIGN_DAMAGE)
    pick = next(a for a in g.legal_actions() if "1 to Elvish Mystic" in g.describe(a) and "4 to bob" in g.describe(a))
    g.apply(pick)
    finish_combat(g)
    assert life(g)[BOB] == 16
