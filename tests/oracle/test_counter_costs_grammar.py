"""Removing counters of any kind from the source as a cost (CR 118.3, 122.1), and "… and sacrifice
it" as the second half of one cost item."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility
from manastack.model.costs import RemoveCountersFromSelf, SacrificeSelf
from tests.oracle.helpers import compiled, ok


def _activated(text: str) -> ActivatedAbility:
    c = ok("Test Permanent", "Enchantment", text, "{1}")
    (ab,) = (a for a in c.abilities if isinstance(a, ActivatedAbility))
    return ab


def test_remove_counters_of_a_kind_without_a_meaning() -> None:
    ab = _activated("Remove three spore counters from this enchantment: You gain 1 life.")
    assert ab.cost.parts == (RemoveCountersFromSelf("spore", 3),)


def test_remove_and_sacrifice_it() -> None:
    ab = _activated("Remove three quest counters from this enchantment and sacrifice it: Draw a card.")
    assert set(ab.cost.parts) == {RemoveCountersFromSelf("quest", 3), SacrificeSelf()}


def test_a_kind_with_a_meaning_the_engine_lacks_is_refused() -> None:
    c = compiled("Test Permanent", "Enchantment", "Remove a finality counter from this enchantment: Draw a card.", "{1}")
    assert c.card is None and "finality counter" in c.explain()


def test_return_a_land_you_control_as_a_cost() -> None:
    from manastack.model.costs import ReturnPermanents

    ab = _activated("{1}, Return a land you control to its owner's hand: You gain 1 life.")
    (part,) = ab.cost.parts
    assert isinstance(part, ReturnPermanents) and part.count == 1 and "land" in part.filter.describe()


def test_return_a_land_an_opponent_controls_is_not_a_cost() -> None:
    c = compiled("Test Permanent", "Enchantment", "{1}, Return a land an opponent controls to its owner's hand: You gain 1 life.", "{1}")
    assert c.card is None


def test_enters_with_counters_of_a_word_kind_and_with_a_condition() -> None:
    from manastack.model.abilities import EntersWithCounters, StaticAbility
    from manastack.model.conditions import DidThisTurn, TurnRecord

    c = ok("Test Land", "Land", "This land enters with three mining counters on it.")
    (st,) = (a for a in c.abilities if isinstance(a, StaticAbility))
    assert st.effect == EntersWithCounters("mining", 3) and st.condition is None
    c = ok("Test Creature", "Creature — Goblin", "This creature enters with a +1/+1 counter on it if you attacked this turn.", "{2}{R}", "2/2")
    (st,) = (a for a in c.abilities if isinstance(a, StaticAbility))
    assert st.effect == EntersWithCounters("+1/+1", 1) and st.condition == DidThisTurn(TurnRecord.ATTACKED)


def test_remove_a_counter_from_a_creature_you_control() -> None:
    from manastack.model.costs import RemoveCounterFromAmong

    ab = _activated("{2}, Remove a +1/+1 counter from a creature you control: You gain 1 life.")
    (part,) = ab.cost.parts
    assert isinstance(part, RemoveCounterFromAmong) and part.kind == "+1/+1" and "creature" in part.filter.describe()


def test_remove_a_counter_from_a_creature_an_opponent_controls_is_not_a_cost() -> None:
    c = compiled("Test Permanent", "Enchantment", "{2}, Remove a +1/+1 counter from a creature an opponent controls: You gain 1 life.", "{1}")
    assert c.card is None
