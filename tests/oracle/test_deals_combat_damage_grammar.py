"""'Whenever [it] deals combat damage' (CR 510.2, 603.2c): one trigger event per source and step."""

from __future__ import annotations

from manastack.model.abilities import TriggeredAbility
from manastack.model.triggers import AboutAttached, TriggerEvent
from tests.oracle.helpers import compiled, ok


def test_equipped_creature_deals_combat_damage() -> None:
    card = ok("Test Jitte", "Artifact — Equipment",
              "Whenever equipped creature deals combat damage, put two charge counters on Test Jitte.\nEquip {2}", "{2}")
    (trig,) = [a for a in card.abilities if isinstance(a, TriggeredAbility)]
    assert trig.trigger.event is TriggerEvent.DEALS_COMBAT_DAMAGE and trig.trigger.constraints == (AboutAttached(),)


def test_combat_damage_to_a_creature_stays_unsupported() -> None:
    c = compiled("Test Blade", "Artifact — Equipment",
                 "Whenever equipped creature deals combat damage to a creature, put a charge counter on Test Blade.\nEquip {2}", "{2}")
    assert c.card is None and "deals combat damage to a creature" in c.explain()
