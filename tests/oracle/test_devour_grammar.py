"""Devour lines (CR 702.82a): the permanents sacrificed as it enters and the counters for each;
"for each creature it devoured" (702.82b); "Devour [quality] N" (702.82c) stays unsupported."""

from __future__ import annotations

from manastack.model.abilities import DEVOURED, Devour, EntersWithCounters, StaticAbility
from manastack.model.effects import DrawCards
from manastack.model.filters import CardTypes, CountedAsEntered
from manastack.model.types import CardType
from tests.oracle.helpers import compiled, ok, plain

_REMINDER = " (As this creature enters, you may sacrifice any number of creatures. It enters with twice that many +1/+1 counters on it.)"


def test_devour_2_sacrifices_creatures_and_counts_them_twice() -> None:
    c = ok("Thorn-Thrash Viashino", "Creature — Viashino Warrior", "Devour 2" + _REMINDER, "{3}{R}", "2/2")
    devour, counters = plain(c.abilities)[:2]
    assert isinstance(devour, StaticAbility) and isinstance(devour.effect, Devour) 
    assert devour.effect.filter.predicates == (CardTypes(frozenset({CardType.CREATURE})),)
    assert counters == StaticAbility(EntersWithCounters("+1/+1", CountedAsEntered(DEVOURED, 2)))


def test_draw_a_card_for_each_creature_it_devoured() -> None:
    c = ok("Skullmulcher", "Creature — Elemental", "Devour 1" + _REMINDER + "\nWhen this creature enters, draw a card for each creature it devoured.", "{4}{G}", "3/3")
    assert any(isinstance(e, DrawCards) and e.amount == CountedAsEntered(DEVOURED) for a in c.abilities for e in getattr(a, "effects", ()))


def test_devour_of_a_quality_stays_unsupported() -> None:
    c = compiled("Caprichrome", "Artifact Creature — Phyrexian Construct", "Flash\nVigilance\nDevour artifact 1 (As this creature enters, you may"
                 " sacrifice any number of artifacts. It enters with that many +1/+1 counters on it.)", "{3}{W}", "2/2")
    assert c.card is None and "Devour artifact 1" in c.explain()
