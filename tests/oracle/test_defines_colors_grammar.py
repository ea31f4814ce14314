"""Colour-defining abilities (CR 604.3a): "CARDNAME is colorless", "CARDNAME is all colors"."""

from __future__ import annotations

from manastack.mana import Color
from tests.oracle.helpers import compiled, ok


def test_is_colorless() -> None:
    c = ok("Ghostfire", "Instant", "Ghostfire is colorless.\nGhostfire deals 3 damage to any target.", "{2}{R}")
    assert c.colors == frozenset()


def test_is_all_colors() -> None:
    c = ok("Transguild Courier", "Artifact Creature — Golem", "Transguild Courier is all colors.", "{4}", "3/3")
    assert c.colors == frozenset(Color)


def test_one_colour_stays_unsupported() -> None:
    c = compiled("Test Creature", "Artifact Creature — Golem", "Test Creature is red.", "{4}", "3/3")
    assert c.card is None
