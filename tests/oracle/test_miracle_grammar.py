"""Miracle (CR 702.94a): an alternative cost paid only by the triggered ability of revealing the
first card drawn in a turn."""

from __future__ import annotations

from manastack.model.abilities import MIRACLE, AlternativeCost
from manastack.model.types import Zone
from tests.oracle.helpers import compiled, ok

MIRACLE_R = "Miracle {R} (You may cast this card for its miracle cost when you draw it if it's the first card you drew this turn.)"


def test_miracle_is_an_alternative_cost_of_a_card_in_hand() -> None:
    c = ok("Thunderous Wrath", "Instant", f"This spell deals 5 damage to any target.\n{MIRACLE_R}", "{4}{R}{R}")
    (alt,) = (a for a in c.abilities if isinstance(a, AlternativeCost))
    assert alt.name == MIRACLE and alt.zone is Zone.HAND and alt.cost.mana is not None and alt.cost.mana.text() == "{R}"


def test_miracle_without_a_cost_is_not_read() -> None:
    c = compiled("Test Spell", "Sorcery", "Draw two cards.\nMiracle", "{3}{U}")
    assert c.card is None
    assert any("Miracle" in u.text for u in c.unsupported)
