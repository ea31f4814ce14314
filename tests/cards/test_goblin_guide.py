"""Goblin Guide: whenever it attacks, defending player reveals the top card of their library; a land
card goes to that player's hand (CR 701.20a, 401.2), anything else stays on top."""

from __future__ import annotations

from tests.drivers import BOB, C, attack, game, hand, library, resolve_all

GUIDE = "Goblin Guide"


def test_a_revealed_land_goes_to_the_defending_players_hand() -> None:
    g = game({"battlefield": [{"card": C(GUIDE), "as": "g"}]}, {"library": [C("Forest"), C("Plains")]})
    attack(g, "g")
    resolve_all(g)
    assert "Forest" in hand(g, BOB) and library(g, BOB)[0] == "Plains"


def test_a_revealed_nonland_card_stays_on_top() -> None:
    g = game({"battlefield": [{"card": C(GUIDE), "as": "g"}]}, {"library": [C("Grizzly Bears"), C("Plains")]})
    before = hand(g, BOB)
    attack(g, "g")
    resolve_all(g)
    assert hand(g, BOB) == before and library(g, BOB)[:2] == ["Grizzly Bears", "Plains"]
