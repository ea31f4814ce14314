"""Rebound (CR 702.88a): a keyword whose rule is the spell's own replacement effect (rules.zones)."""

from __future__ import annotations

from manastack.model.abilities import KeywordAbility, SpellAbility
from manastack.model.types import Keyword
from tests.oracle.helpers import compiled, ok

_REMINDER = (" (If you cast this spell from your hand, exile it as it resolves. At the beginning of your next upkeep, you may cast"
             " this card from exile without paying its mana cost.)")


def test_staggershock_has_rebound() -> None:
    c = ok("Staggershock", "Instant", "Staggershock deals 2 damage to any target.\nRebound" + _REMINDER, "{2}{R}")
    assert c.has_keyword(Keyword.REBOUND)
    assert [type(a) for a in c.abilities] == [SpellAbility, KeywordAbility]


def test_granting_rebound_stays_unsupported() -> None:
    c = compiled("Cast Through Time", "Enchantment", "Instant and sorcery spells you control have rebound." + _REMINDER, "{4}{U}{U}{U}")
    assert c.card is None and "rebound" in c.explain()
