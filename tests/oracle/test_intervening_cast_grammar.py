"""An intervening "if you cast it" (CR 603.4) asks whether the ability's own source was cast: read
on a permanent's own enters trigger, left unsupported on a trigger about another object."""

from __future__ import annotations

from manastack.model.abilities import TriggeredAbility
from manastack.model.conditions import WasCast
from tests.oracle.helpers import compiled, ok


def test_if_you_cast_it_on_its_own_enters_trigger() -> None:
    c = ok("Test", "Creature — Test", "When this creature enters, if you cast it, draw a card.", pt="1/1")
    ab = c.abilities[0]
    assert isinstance(ab, TriggeredAbility) and ab.intervening_if == WasCast()


def test_if_you_cast_it_about_another_entering_creature_stays_unsupported() -> None:
    c = compiled(
        "Test", "Enchantment",
        "Whenever a creature you control enters, if you cast it, destroy that creature, then create a 2/2 black Zombie Druid creature token.",
    )
    assert c.card is None and any(u.reason == "intervening if" for u in c.unsupported)
