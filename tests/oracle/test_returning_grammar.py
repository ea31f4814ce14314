"""Persist and undying (CR 702.79a, 702.93a) as the triggered abilities their reminder text
defines, "is put into a graveyard from the battlefield" triggers, and "return it to the
battlefield under its owner's control with a counter on it" (122.6)."""

from __future__ import annotations

from manastack.model.abilities import TriggeredAbility
from manastack.model.conditions import Not, SourceHasCounters
from manastack.model.effects import MoveTo
from manastack.model.filters import This
from manastack.model.triggers import AboutThis, TriggerEvent
from manastack.model.types import Zone
from tests.oracle.helpers import ok


def _trigger(type_line: str, text: str) -> TriggeredAbility:
    c = ok("Test Card", type_line, text, "{2}", "2/2" if "Creature" in type_line else None)
    (t,) = (a for a in c.abilities if isinstance(a, TriggeredAbility))
    return t


def test_persist_is_a_dies_trigger_with_an_intervening_if() -> None:
    t = _trigger("Creature — Elemental", "Persist")
    assert t.trigger.event is TriggerEvent.DIES and t.trigger.constraints == (AboutThis(),)
    assert t.intervening_if == Not(SourceHasCounters("-1/-1"))
    assert t.effects == (MoveTo(This(), Zone.BATTLEFIELD, counters=(("-1/-1", 1),)),)


def test_undying_returns_with_a_plus_one_counter() -> None:
    t = _trigger("Creature — Wolf", "Undying")
    assert t.intervening_if == Not(SourceHasCounters("+1/+1"))
    assert t.effects == (MoveTo(This(), Zone.BATTLEFIELD, counters=(("+1/+1", 1),)),)


def test_an_aura_put_into_a_graveyard_from_the_battlefield() -> None:
    t = _trigger("Enchantment — Aura", "Enchant creature\nWhen this Aura is put into a graveyard from the battlefield, return it to its owner's hand.")
    assert t.trigger.event is TriggerEvent.PUT_INTO_GRAVEYARD
    assert t.effects == (MoveTo(This(), Zone.HAND),)
