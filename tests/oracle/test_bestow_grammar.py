"""Bestow lines (CR 702.103a): an alternative cost from the hand; cast that way the spell is an Aura
with enchant creature (702.103b, :func:`manastack.model.card.bestowed_face`)."""

from __future__ import annotations

from manastack.mana import ManaCost
from manastack.model.abilities import BESTOW, AlternativeCost, Enchant
from manastack.model.card import bestowed_face
from manastack.model.costs import Cost
from manastack.model.filters import CardTypes
from manastack.model.types import CardType, Zone
from tests.oracle.helpers import compiled, ok, plain

_REMINDER = (" (If you cast this card for its bestow cost, it's an Aura spell with enchant creature. It becomes a creature again"
             " if it's not attached to a creature.)")


def test_nyxborn_rollicker_has_a_bestow_cost_and_an_aura_face() -> None:
    c = ok("Nyxborn Rollicker", "Enchantment Creature — Satyr", "Bestow {1}{R}" + _REMINDER + "\nEnchanted creature gets +1/+1.", "{R}", "1/1")
    (bestow,) = [a for a in c.abilities if isinstance(a, AlternativeCost)]
    assert plain(bestow) == AlternativeCost(Cost(mana=ManaCost.parse("{1}{R}")), BESTOW, Zone.HAND)
    aura = bestowed_face(c)
    assert aura is bestowed_face(c)
    assert aura.types == frozenset({CardType.ENCHANTMENT}) and aura.subtypes == ("Aura",) and aura.power is None
    enchant = aura.abilities[0]
    assert isinstance(enchant, Enchant) and enchant.filter.predicates == (CardTypes(frozenset({CardType.CREATURE})),)
    assert aura.abilities[1:] == c.abilities and aura.mana_cost == c.mana_cost


def test_bestow_with_an_unread_ability_stays_unsupported() -> None:
    c = compiled("Eidolon of Countless Battles", "Enchantment Creature — Spirit", "Bestow {2}{W}{W}" + _REMINDER
                 + "\nThis creature and enchanted creature each get +1/+1 for each creature you control and +1/+1 for each Aura you control.",
                 "{1}{W}{W}", "0/0")
    assert c.card is None and "each get +1/+1 for each creature you control" in c.explain()
