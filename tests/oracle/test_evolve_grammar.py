"""Evolve (CR 702.100a): a triggered ability with an intervening "if" comparing the entering
creature's power and toughness with this creature's."""

from __future__ import annotations

from manastack.model.abilities import TriggeredAbility
from manastack.model.conditions import GreaterPowerOrToughness
from manastack.model.costs import RemoveCountersFromSelf
from manastack.model.effects import PutCounters, Regenerate
from manastack.model.filters import EventObject, This
from manastack.model.triggers import TriggerEvent
from tests.oracle.helpers import compiled, ok

REMINDER = "(Whenever a creature you control enters, if that creature has greater power or toughness than this creature, put a +1/+1 counter on this creature.)"


def test_evolve_is_a_triggered_ability_with_an_intervening_if() -> None:
    c = ok("Cloudfin Raptor", "Creature — Bird Mutant", f"Flying\nEvolve {REMINDER}", "{U}", "0/1")
    (evolve,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert evolve.trigger.event is TriggerEvent.ENTERS
    assert evolve.intervening_if == GreaterPowerOrToughness(EventObject(), This())
    assert evolve.effects == (PutCounters("+1/+1", 1, This()),)


def test_evolve_with_another_ability() -> None:
    text = f"Evolve {REMINDER}\nRemove two +1/+1 counters from Experiment One: Regenerate Experiment One."
    c = ok("Experiment One", "Creature — Human Ooze", text, "{G}", "1/1")
    (evolve,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    (regen,) = c.activated_abilities
    assert evolve.effects == (PutCounters("+1/+1", 1, This()),)
    assert regen.cost.parts == (RemoveCountersFromSelf("+1/+1", 2),) and regen.effects == (Regenerate(This()),)


def test_granting_evolve_to_other_creatures_stays_unsupported() -> None:
    c = compiled("Tyranid Prime", "Creature — Tyranid", f"Evolve {REMINDER}\nOther creatures you control have evolve.", "{3}{G}{U}", "3/3")
    assert c.card is None and "have evolve" in c.explain()
