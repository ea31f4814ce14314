"""Transmute (CR 702.53a): discard this card from the hand to search for a card with the same mana
value, at sorcery speed."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility
from manastack.model.costs import DiscardSelf
from manastack.model.effects import SearchLibrary
from manastack.model.filters import ManaValueAsSource
from manastack.model.types import Zone
from tests.oracle.helpers import compiled, ok

TRANSMUTE = "Transmute {1}{U}{U} ({1}{U}{U}, Discard this card: Search your library for a card with the same mana value as this card, reveal it, put it into your hand, then shuffle. Transmute only as a sorcery.)"


def test_transmute_searches_for_the_same_mana_value() -> None:
    c = ok("Dizzy Spell", "Instant", f"Target creature gets -3/-0 until end of turn.\n{TRANSMUTE}", "{U}")
    (ab,) = (a for a in c.abilities if isinstance(a, ActivatedAbility))
    assert ab.zone is Zone.HAND and ab.sorcery_speed and DiscardSelf() in ab.cost.parts
    (search,) = ab.effects
    assert isinstance(search, SearchLibrary) and search.zone is Zone.HAND and search.filter.get(ManaValueAsSource) is not None


def test_transmute_without_a_mana_cost_is_not_read() -> None:
    c = compiled("Test Spell", "Sorcery", "Draw a card.\nTransmute—Pay 3 life.", "{2}{U}")
    assert c.card is None
    assert any("Transmute" in u.text for u in c.unsupported)
