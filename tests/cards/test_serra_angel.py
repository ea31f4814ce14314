"""Serra Angel: 4/4 Flying (CR 702.9), Vigilance (702.20)."""

from __future__ import annotations

from tests.drivers import C, attack, can_block, finish_combat, game, life, oid, pt


def test_flying_a_creature_without_flying_or_reach_cant_block_it() -> None:
    g = game({"battlefield": [{"card": C("Serra Angel"), "as": "angel"}]}, {"battlefield": [{"card": C("Grizzly Bears"), "as": "bears"}]})
    assert pt(g, "angel") == (4, 4)
    attack(g, "angel")
    assert not can_block(g, "bears", "angel")
    finish_combat(g)
    assert life(g) == [20, 16]


def test_vigilance_attacking_does_not_tap_it() -> None:
    g = game({"battlefield": [{"card": C("Serra Angel"), "as": "angel"}]})
    attack(g, "angel")
    assert g.state.objects[oid(g, "angel")].tapped is False
