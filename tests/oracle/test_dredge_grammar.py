"""Dredge N (CR 702.52a): a replacement effect of a card in its owner's graveyard."""

from __future__ import annotations

from manastack.model.abilities import Dredge, StaticAbility
from tests.oracle.helpers import compiled, ok


def test_dredge_is_a_static_replacement() -> None:
    text = "Target creature gets -1/-1 until end of turn.\nDredge 3 (If you would draw a card, you may mill three cards instead. If you do, return this card from your graveyard to your hand.)"
    c = ok("Darkblast", "Instant", text, "{B}")
    assert [a.effect for a in c.abilities if isinstance(a, StaticAbility)] == [Dredge(3)]


def test_dredge_x_is_not_read() -> None:
    c = compiled("Test Troll", "Creature — Troll", "Dredge X", "{4}{G}", "4/4")
    assert c.card is None
    assert any("Dredge X" in u.text for u in c.unsupported)
