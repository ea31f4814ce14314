"""Amounts equal to an object's mana value (CR 202.3) and revealing the top card into the hand."""

from __future__ import annotations

from manastack.model.abilities import TriggeredAbility
from manastack.model.effects import LoseLife, RevealUntil
from manastack.model.filters import CreatedObjects, ManaValueOf, You
from manastack.model.types import Zone
from tests.oracle.helpers import compiled, ok


def test_dark_confidant() -> None:
    c = ok("Dark Confidant", "Creature — Human Wizard", "At the beginning of your upkeep, reveal the top card of your library and put that "
           "card into your hand. You lose life equal to its mana value.", pt="2/1")
    ab = c.abilities[0]
    assert isinstance(ab, TriggeredAbility)
    reveal, lose = ab.effects
    assert isinstance(reveal, RevealUntil) and reveal.to is Zone.HAND and not reveal.filter.predicates
    assert lose == LoseLife(ManaValueOf(CreatedObjects()), You())


def test_mana_value_with_nothing_to_refer_to_stays_unsupported() -> None:
    assert compiled("Test", "Sorcery", "You lose life equal to its mana value.").card is None
