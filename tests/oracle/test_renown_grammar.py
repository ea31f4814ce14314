"""Renown N (CR 702.112a-b): the keyword line as its triggered ability, "it becomes renowned", and
"if it's renowned"."""

from __future__ import annotations

from manastack.model.abilities import TriggeredAbility
from manastack.model.conditions import Not, SourceRenowned
from manastack.model.effects import BecomeRenowned, PutCounters
from manastack.model.filters import This
from manastack.model.triggers import AboutThis, TriggerEvent
from tests.oracle.helpers import compiled, ok

_REMINDER = "(When this creature deals combat damage to a player, if it isn't renowned, put two +1/+1 counters on it and it becomes renowned.)"


def test_renown_n() -> None:
    c = ok("Citadel Castellan", "Creature — Human Knight", f"Vigilance\nRenown 2 {_REMINDER}", "{1}{G}{W}", "2/3")
    trig = c.abilities[-1]
    assert isinstance(trig, TriggeredAbility)
    assert trig.trigger.event is TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER and AboutThis() in trig.trigger.constraints
    assert trig.intervening_if == Not(SourceRenowned())
    counters, renowned = trig.effects
    assert isinstance(counters, PutCounters) and counters.count == 2 and counters.kind == "+1/+1"
    assert renowned == BecomeRenowned(This())


def test_if_its_renowned() -> None:
    c = ok("Consul's Lieutenant", "Creature — Human Soldier",
           "First strike\nRenown 1\nWhenever this creature attacks, if it's renowned, other attacking creatures you control get +1/+1 until end of turn.", "{W}{W}", "2/1")
    trig = c.abilities[-1]
    assert isinstance(trig, TriggeredAbility) and trig.intervening_if == SourceRenowned()


def test_becomes_renowned_trigger_stays_unsupported() -> None:
    assert compiled("Valeron Wardens", "Creature — Human Monk", "Renown 2\nWhenever a creature you control becomes renowned, draw a card.", "{2}{G}", "1/3").card is None
