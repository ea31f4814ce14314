""""Whenever a creature dealt damage by CARDNAME this turn dies" (CR 120.3, 603.10a)."""

from __future__ import annotations

from manastack.model.abilities import TriggeredAbility
from manastack.model.filters import CardTypes
from manastack.model.triggers import DamagedByThis, Matches, TriggerEvent
from manastack.model.types import CardType
from tests.oracle.helpers import compiled, ok


def test_sengir_vampire() -> None:
    card = ok("Test", "Creature — Vampire",
              "Flying\nWhenever a creature dealt damage by Test this turn dies, put a +1/+1 counter on Test.", "{3}{B}{B}", "4/4")
    (trig,) = [a for a in card.abilities if isinstance(a, TriggeredAbility)]
    assert trig.trigger.event is TriggerEvent.DIES
    assert trig.trigger.constraint(DamagedByThis) == DamagedByThis()
    m = trig.trigger.constraint(Matches)
    assert m is not None and m.filter.get(CardTypes) == CardTypes(frozenset({CardType.CREATURE}))


def test_dealt_damage_by_another_source_stays_unsupported() -> None:
    c = compiled("Test", "Creature — Vampire",
                 "Whenever a creature dealt damage by equipped creature this turn dies, put a +1/+1 counter on Test.", "{3}{B}", "2/2")
    assert c.card is None and "dealt damage by equipped creature this turn dies" in c.explain()
