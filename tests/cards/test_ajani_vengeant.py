"""Ajani Vengeant: its text names it "Ajani" (CR 201.5c: a shortened name is the card's name) —
"−2: Ajani deals 3 damage to any target and you gain 3 life."; "+1: Target permanent doesn't untap
during its controller's next untap step."."""

from __future__ import annotations

from tests.drivers import ALICE, BOB, C, activate, answer, game, life, resolve_all


def test_minus_two_deals_3_damage_and_gains_3_life() -> None:
    g = game({"battlefield": [C("Ajani Vengeant")]})
    activate(g, "Activate Ajani Vengeant: -2", "Bob")
    answer(g, "Bob")
    resolve_all(g)
    assert life(g)[BOB] == 17 and life(g)[ALICE] == 23
