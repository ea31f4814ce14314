"""Distributing counters among targets (CR 601.2d): "Distribute two +1/+1 counters among one or two
target creatures", "… among one, two, or three target creatures you control"."""

from __future__ import annotations

from manastack.model.abilities import TriggeredAbility
from manastack.model.effects import PutDividedCounters
from manastack.model.filters import Controller, ControllerIs
from tests.oracle.helpers import compiled, ok


def test_abzan_charm_mode() -> None:
    c = ok("Abzan Charm", "Instant",
           "Choose one —\n• Exile target creature with power 3 or greater.\n• You draw two cards and you lose 2 life.\n"
           "• Distribute two +1/+1 counters among one or two target creatures.", "{W}{B}{G}")
    mode = c.abilities[0].modes[2]  # type: ignore[union-attr]
    assert mode.effects == (PutDividedCounters("+1/+1", 2),)
    (spec,) = mode.targets
    assert spec.count == 2 and spec.minimum == 1


def test_three_among_creatures_you_control() -> None:
    c = ok("Armament Test", "Creature — Human Soldier",
           "When this creature enters, distribute three +1/+1 counters among one, two, or three target creatures you control.", "{3}", "2/2")
    (ab,) = c.abilities
    assert isinstance(ab, TriggeredAbility) and ab.effects == (PutDividedCounters("+1/+1", 3),)
    (spec,) = ab.targets
    assert spec.count == 3 and spec.filter.get(ControllerIs) == ControllerIs(Controller.YOU)


def test_any_number_of_targets_stays_unsupported() -> None:
    c = compiled("Any Test", "Sorcery", "Distribute four +1/+1 counters among any number of target creatures you control.")
    assert c.card is None
