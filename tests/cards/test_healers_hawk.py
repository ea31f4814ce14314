"""Healer's Hawk: 1/1 Flying, Lifelink (CR 702.9, 702.15)."""

from __future__ import annotations

from tests.drivers import C, attack, can_block, finish_combat, game, life


def test_flying_and_lifelink_on_an_attack() -> None:
    g = game({"battlefield": [{"card": C("Healer's Hawk"), "as": "hawk"}]}, {"battlefield": [{"card": C("Grizzly Bears"), "as": "bears"}]})
    attack(g, "hawk")
    assert not can_block(g, "bears", "hawk")
    finish_combat(g)
    assert life(g) == [21, 19]
