"""Urborg Syphon-Mage: "{2}{B}, {T}, Discard a card: Each other player loses 2 life. You gain life
equal to the life lost this way." (CR 102.1: each player but you; 119.3)."""

from __future__ import annotations

from tests.drivers import ALICE, C, activate, game, graveyard, life, resolve_all


def test_each_other_player_loses_two_and_you_gain_what_was_lost() -> None:
    g = game({"battlefield": [C("Urborg Syphon-Mage"), *[C("Swamp")] * 3], "hand": [C("Shock")]})
    activate(g, "Activate Urborg Syphon-Mage")
    resolve_all(g)
    assert graveyard(g, ALICE) == ["Shock"]
    assert life(g) == [22, 18]
