"""Drudge Skeletons: "{B}: Regenerate this creature." (CR 701.19a, 614.8): the shield replaces
its next destruction this turn — here by lethal combat damage (704.5g) — with removing the
damage and tapping it; the creature it blocked stays blocked (509.1h)."""

from __future__ import annotations

from manastack.game import Game
from tests.drivers import ALICE, C, activate, attack, block, events, finish_combat, game, life, oid, pass_until


def _blocking_game() -> Game:
    return game(
        {"battlefield": [{"card": C("Drudge Skeletons"), "as": "skel"}, C("Swamp"), C("Swamp")]},
        {"battlefield": [{"card": C("Hill Giant"), "as": "giant"}]},
        active="bob", step="precombat_main",
    )


def test_regenerates_from_lethal_combat_damage() -> None:
    g = _blocking_game()
    attack(g, "giant", defender=ALICE)
    block(g, ("skel", "giant"))
    pass_until(g, lambda g: g.state.priority == ALICE)
    activate(g, "Activate Drudge Skeletons")
    finish_combat(g)
    skel = oid(g, "skel")
    assert skel in g.state.battlefield
    o = g.state.objects[skel]
    assert o.tapped and o.damage == 0
    assert [e.get("object") for e in events(g, "regenerated")] == ["Drudge Skeletons"]
    assert life(g)[ALICE] == 20  # the Giant was blocked: it deals no damage to Alice


def test_without_a_shield_it_dies() -> None:
    g = _blocking_game()
    attack(g, "giant", defender=ALICE)
    block(g, ("skel", "giant"))
    finish_combat(g)
    assert oid(g, "skel") not in g.state.battlefield
    assert events(g, "regenerated") == []
