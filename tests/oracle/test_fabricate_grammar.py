"""Fabricate (CR 702.123a) written out as its triggered ability, and the sentence it needs: "You
may [effects]. If you don't, [effects]" (608.2c)."""

from __future__ import annotations

from manastack.model.abilities import TriggeredAbility
from manastack.model.effects import CreateToken, May, PutCounters
from manastack.model.filters import This
from manastack.model.triggers import TriggerEvent
from tests.oracle.helpers import compiled, ok


def _fabricate(text: str) -> May:
    c = ok("Test Artificer", "Creature — Dwarf Artificer", text, "{2}{W}", "2/2")
    (ab,) = c.abilities
    assert isinstance(ab, TriggeredAbility) and ab.trigger.event is TriggerEvent.ENTERS
    (may,) = ab.effects
    assert isinstance(may, May)
    return may


def test_fabricate_2_with_reminder_text() -> None:
    may = _fabricate("Fabricate 2 (When this creature enters, put two +1/+1 counters on it or create two 1/1 colorless Servo artifact creature tokens.)")
    (put,) = may.effects
    assert isinstance(put, PutCounters) and put.kind == "+1/+1" and put.count == 2 and put.on == This()
    (create,) = may.otherwise
    assert isinstance(create, CreateToken) and create.count == 2 and create.token.name.startswith("Servo")


def test_fabricate_1() -> None:
    may = _fabricate("Fabricate 1")
    (create,) = may.otherwise
    assert isinstance(create, CreateToken) and create.count == 1


def test_if_you_dont_after_a_may_in_oracle_text() -> None:
    c = ok("Test Scholar", "Creature — Human", "When this creature enters, you may draw a card. If you don't, you gain 3 life.", "{1}{U}", "1/1")
    (ab,) = c.abilities
    assert isinstance(ab, TriggeredAbility)
    (may,) = ab.effects
    assert isinstance(may, May) and len(may.otherwise) == 1


def test_if_you_dont_without_a_choice_of_yours_stays_unsupported() -> None:
    """"If you don't" after another player's choice, or after no choice at all, isn't read."""
    assert compiled("Test Bully", "Creature — Human", "When this creature enters, target opponent may draw a card. If you don't, you gain 3 life.", "{1}", "1/1").card is None
    assert compiled("Test Oaf", "Creature — Human", "When this creature enters, draw a card. If you don't, you gain 3 life.", "{1}", "1/1").card is None
