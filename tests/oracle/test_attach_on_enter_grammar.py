"""An Equipment attaching itself as it enters (CR 701.3a): "When this Equipment enters, attach it to
target creature you control.", and "it" that isn't the source staying unsupported."""

from __future__ import annotations

from manastack.model.abilities import TriggeredAbility
from manastack.model.effects import Attach
from manastack.model.filters import Controller, ControllerIs, Target, This
from manastack.model.triggers import TriggerEvent
from tests.oracle.helpers import compiled, ok


def test_attach_it_when_it_enters() -> None:
    c = ok("Bramble Armor", "Artifact — Equipment", "When this Equipment enters, attach it to target creature you control.\nEquipped creature gets +2/+1.\nEquip {4}", "{1}{G}")
    trig = c.abilities[0]
    assert isinstance(trig, TriggeredAbility) and trig.trigger.event is TriggerEvent.ENTERS
    assert trig.effects == (Attach(Target(0), This()),)
    (spec,) = trig.targets
    assert ControllerIs(Controller.YOU) in spec.filter.predicates


def test_attach_cardname_and_you_may() -> None:
    c = ok("Test Blade", "Artifact — Equipment", "Flash\nWhen this Equipment enters, you may attach this Equipment to target creature you control.\nEquip {2}", "{1}")
    trig = c.abilities[1]
    assert isinstance(trig, TriggeredAbility)


def test_attach_it_when_it_is_something_else_stays_unsupported() -> None:
    """'it' naming a creature, not the Equipment, isn't this verb."""
    text = "Whenever a creature you control dies, attach it to target creature you control."
    assert compiled("Test Relic", "Artifact — Equipment", text + "\nEquip {2}", "{1}").card is None
