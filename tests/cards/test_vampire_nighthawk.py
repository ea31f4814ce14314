"""Vampire Nighthawk: 2/3 Flying, Deathtouch, Lifelink (CR 702.9, 702.2, 702.15)."""

from __future__ import annotations

from tests.drivers import BOB, C, attack, block, can_block, finish_combat, game, graveyard, life


def test_flying_and_lifelink_when_unblocked() -> None:
    g = game({"battlefield": [{"card": C("Vampire Nighthawk"), "as": "vn"}]}, {"battlefield": [{"card": C("Grizzly Bears"), "as": "bears"}]})
    attack(g, "vn")
    assert not can_block(g, "bears", "vn")
    finish_combat(g)
    assert life(g) == [22, 18]


def test_deathtouch_kills_a_bigger_blocker_and_lifelink_gains() -> None:
    g = game({"battlefield": [{"card": C("Vampire Nighthawk"), "as": "vn"}]}, {"battlefield": [{"card": C("Serra Angel"), "as": "angel"}]})
    attack(g, "vn")
    block(g, ("angel", "vn"))
    finish_combat(g)
    assert "Serra Angel" in graveyard(g, BOB)
    assert life(g)[0] == 22
