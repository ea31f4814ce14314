"""Counter amounts and filters (CR 122.1): "with a +1/+1 counter on it", "for each charge counter
on CARDNAME", "damage equal to the number of charge counters on it", "draw a card for each …";
two trigger conditions sharing one effect (603.2)."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility, TriggeredAbility
from manastack.model.effects import CreateToken, DealDamage, DrawCards
from manastack.model.filters import CountersOn, CountOf, HasCounters, This
from manastack.model.triggers import TriggerEvent
from tests.oracle.helpers import compiled, ok


def test_draw_for_each_creature_with_a_counter() -> None:
    c = ok("Armorcraft Judge", "Creature — Elf Artificer",
           "When Armorcraft Judge enters, draw a card for each creature you control with a +1/+1 counter on it.", "{3}{G}", "3/3")
    (ab,) = c.abilities
    assert isinstance(ab, TriggeredAbility) and isinstance(ab.effects[0], DrawCards)
    amount = ab.effects[0].amount
    assert isinstance(amount, CountOf) and amount.filter.get(HasCounters) == HasCounters("+1/+1")


def test_counter_of_any_kind_and_at_least() -> None:
    c = ok("Counter Filter Test", "Sorcery", "Destroy target creature with a counter on it.")
    assert c.abilities[0].targets[0].filter.get(HasCounters) == HasCounters(None)  # type: ignore[union-attr]
    c = ok("Level Filter Test", "Sorcery", "Destroy target creature with three or more level counters on it.")
    assert c.abilities[0].targets[0].filter.get(HasCounters) == HasCounters("level", 3)  # type: ignore[union-attr]


def test_two_trigger_conditions_and_tokens_per_counter() -> None:
    c = ok("Shrine of Loyal Legions", "Artifact",
           "At the beginning of your upkeep and whenever you cast a white spell, put a charge counter on Shrine of Loyal Legions.\n"
           "{3}, {T}, Sacrifice Shrine of Loyal Legions: Create a 1/1 colorless Phyrexian Myr artifact creature token for each charge counter on Shrine of Loyal Legions.", "{2}")
    up, cast, act = c.abilities
    assert isinstance(up, TriggeredAbility) and up.trigger.event is TriggerEvent.BEGINNING_OF_STEP
    assert isinstance(cast, TriggeredAbility) and cast.trigger.event is TriggerEvent.CAST
    assert isinstance(act, ActivatedAbility) and isinstance(act.effects[0], CreateToken) and act.effects[0].count == CountersOn("charge", This())


def test_damage_equal_to_counters() -> None:
    c = ok("Shrine of Burning Rage", "Artifact",
           "{3}, {T}, Sacrifice Shrine of Burning Rage: It deals damage equal to the number of charge counters on it to any target.", "{2}")
    (ab,) = c.abilities
    assert isinstance(ab, ActivatedAbility) and isinstance(ab.effects[0], DealDamage) and ab.effects[0].amount == CountersOn("charge", This())


def test_counter_kind_with_an_unimplemented_meaning_stays_unsupported() -> None:
    # finality counters have a meaning of their own (122.1h) the engine doesn't give them
    c = compiled("Finality Test", "Sorcery", "Destroy target creature with a finality counter on it.")
    assert c.card is None
