""""the player or planeswalker it's attacking" (CR 506.2, 508.1b) in an ability about an
attacking creature; outside one it names nothing and stays unsupported."""

from __future__ import annotations

from manastack.model.abilities import TriggeredAbility
from manastack.model.effects import DealDamage
from manastack.model.filters import AttackedBy, EventObject, This
from manastack.model.triggers import TriggerEvent
from tests.oracle.helpers import compiled, ok


def test_hellrider_damages_what_the_attacking_creature_attacks() -> None:
    c = ok("Hellrider", "Creature — Devil", "Haste\nWhenever a creature you control attacks, this creature deals 1 damage to the player or planeswalker it's attacking.", "{2}{R}{R}", "3/3")
    (trig,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert trig.trigger.event is TriggerEvent.ATTACKS
    assert trig.effects == (DealDamage(1, AttackedBy(EventObject()), This()),)


def test_outside_an_attack_trigger_stays_unsupported() -> None:
    c = compiled("Test Creature", "Creature — Devil", "When this creature enters, it deals 1 damage to the player or planeswalker it's attacking.", "{2}{R}", "2/2")
    assert c.card is None
