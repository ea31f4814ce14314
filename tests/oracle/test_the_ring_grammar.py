"""The Ring tempts you (CR 701.54)."""

from __future__ import annotations

from manastack.model.abilities import TriggeredAbility
from manastack.model.effects import RingTempts
from manastack.model.filters import Controller, You
from manastack.model.triggers import ByPlayer, TriggerEvent
from tests.oracle.helpers import compiled, ok


def test_701_54a_the_ring_tempts_you() -> None:
    ab = ok("Relentless Rohirrim", "Creature — Human Knight", "When this creature enters, the Ring tempts you.", pt="4/3").abilities[0]
    assert isinstance(ab, TriggeredAbility) and ab.effects == (RingTempts(You()),)


def test_701_54d_whenever_the_ring_tempts_you() -> None:
    ab = ok("Test", "Enchantment", "Whenever the Ring tempts you, draw a card.").abilities[0]
    assert isinstance(ab, TriggeredAbility) and ab.trigger.event is TriggerEvent.RING_TEMPTS
    assert ab.trigger.constraints == (ByPlayer(Controller.YOU),)


def test_conditions_on_the_chosen_ring_bearer_stay_unsupported() -> None:
    c = compiled("Test", "Creature — Test", "Whenever the Ring tempts you, if you chose a creature other than this creature as your Ring-bearer, draw a card.", pt="1/1")
    assert c.card is None and "as your Ring-bearer" in c.explain() and "intervening if" in c.explain()
