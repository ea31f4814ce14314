"""A permission to cast the next spell as though it had flash (CR 601.3b)."""

from __future__ import annotations

from manastack.model.effects import DrawCards, NextSpellWithFlash
from manastack.model.filters import CardTypes
from manastack.model.types import CardType, Zone
from tests.oracle.helpers import compiled, ok


def test_next_sorcery_spell_with_flash() -> None:
    c = ok("Test Spell", "Instant", "The next sorcery spell you cast this turn can be cast as though it had flash. Draw a card.", "{U}")
    e, draw = c.spell_ability.effects  # type: ignore[union-attr]
    assert isinstance(e, NextSpellWithFlash) and isinstance(draw, DrawCards)
    assert e.filter.zone is Zone.STACK and e.filter.get(CardTypes) == CardTypes(frozenset({CardType.SORCERY}))


def test_every_spell_this_turn_stays_unsupported() -> None:
    assert compiled("Test Spell", "Instant", "You may cast sorcery spells this turn as though they had flash.", "{U}").card is None
