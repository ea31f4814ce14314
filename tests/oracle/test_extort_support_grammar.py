"""Extort (CR 702.101a) and support N (701.41a), written out as their rules say; "put a counter on
each of up to N target creatures"."""

from __future__ import annotations

from manastack.model.abilities import TriggeredAbility
from manastack.model.effects import GainLife, LoseLife, PayCost, PutCounters
from manastack.model.filters import LifeLostThisWay, Other, Target
from manastack.model.triggers import TriggerEvent
from tests.oracle.helpers import compiled, ok

_EXTORT = "(Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain that much life.)"


def test_extort() -> None:
    c = ok("Syndic of Tithes", "Creature — Human Cleric", f"Extort {_EXTORT}", "{1}{W}", "2/2")
    (trig,) = c.abilities
    assert isinstance(trig, TriggeredAbility) and trig.trigger.event is TriggerEvent.CAST
    (pay,) = trig.effects
    assert isinstance(pay, PayCost) and pay.cost.mana is not None and pay.cost.mana.text() == "{W/B}"
    lose, gain = pay.then
    assert isinstance(lose, LoseLife) and lose.amount == 1
    assert isinstance(gain, GainLife) and gain.amount == LifeLostThisWay()


def test_support_on_a_permanent_and_a_spell() -> None:
    c = ok("Expedition Raptor", "Creature — Bird", "Flying\nWhen this creature enters, support 2. (Put a +1/+1 counter on each of up to two other target creatures.)", "{3}{W}{W}", "2/2")
    trig = c.abilities[-1]
    assert isinstance(trig, TriggeredAbility)
    (spec,) = trig.targets
    assert spec.count == 2 and spec.min_count == 0 and Other() in spec.filter.predicates
    assert [e for e in trig.effects if isinstance(e, PutCounters)] == [PutCounters("+1/+1", 1, Target(0)), PutCounters("+1/+1", 1, Target(1))]
    ok("Lead by Example", "Instant", "Support 2. (Put a +1/+1 counter on each of up to two target creatures.)", "{G}")


def test_extort_granted_stays_unsupported() -> None:
    r = compiled("Crypt Ghast", "Creature — Spirit", f"Extort {_EXTORT}\nWhenever a Swamp is tapped for mana, its controller adds an additional {{B}}.\nCreatures you control have extort.", "{3}{B}", "2/2")
    assert r.card is None and any("have extort" in u.text for u in r.unsupported)
