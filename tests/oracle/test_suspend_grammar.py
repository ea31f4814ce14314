"""Suspend lines (CR 702.62a): the special action from the hand and two triggered abilities that
function in exile, written out by the rule."""

from __future__ import annotations

from manastack.mana import ManaCost
from manastack.model.abilities import Suspend, TriggeredAbility
from manastack.model.conditions import SourceInZone, Suspended
from manastack.model.costs import Cost
from manastack.model.effects import CastSuspended, RemoveCounters
from manastack.model.triggers import AboutThis, AtStep, LastCounterRemoved, TriggerEvent
from manastack.model.types import Step, Zone
from tests.oracle.helpers import compiled, ok

_REMINDER = (" (Rather than cast this card from your hand, you may pay {R} and exile it with a time counter on it. At the"
             " beginning of your upkeep, remove a time counter. When the last is removed, you may cast it without paying"
             " its mana cost.)")


def _suspend(abilities: tuple[object, ...]) -> Suspend:
    (s,) = [a for a in abilities if isinstance(a, Suspend)]
    return s


def test_rift_bolt_compiles_to_the_702_62a_abilities() -> None:
    c = ok("Rift Bolt", "Sorcery", "Rift Bolt deals 3 damage to any target.\nSuspend 1—{R}" + _REMINDER, "{2}{R}")
    s = _suspend(c.abilities)
    assert s.count == 1 and s.cost == Cost(mana=ManaCost.parse("{R}"))
    upkeep, last = s.triggered
    assert isinstance(upkeep, TriggeredAbility) and upkeep.trigger.event is TriggerEvent.BEGINNING_OF_STEP
    assert upkeep.trigger.constraint(AtStep) == AtStep(Step.UPKEEP)
    assert upkeep.intervening_if == Suspended() and upkeep.effects == (RemoveCounters("time", 1),)
    assert last.trigger.event is TriggerEvent.COUNTERS_REMOVED
    assert last.trigger.constraint(AboutThis) == AboutThis() and last.trigger.constraint(LastCounterRemoved) == LastCounterRemoved("time")
    assert last.intervening_if == SourceInZone(Zone.EXILE) and last.effects == (CastSuspended(),)


def test_suspend_on_a_card_without_mana_cost_and_beside_other_keywords() -> None:
    bloom = ok("Lotus Bloom", "Artifact", "Suspend 3—{0}\n{T}, Sacrifice this artifact: Add three mana of any one color.", "")
    assert _suspend(bloom.abilities).count == 3 and _suspend(bloom.abilities).cost == Cost(mana=ManaCost.parse("{0}"))
    eph = ok("Errant Ephemeron", "Creature — Illusion", "Flying\nSuspend 4—{1}{U}", "{6}{U}", "4/4")
    assert _suspend(eph.abilities).cost == Cost(mana=ManaCost.parse("{1}{U}"))


def test_suspend_x_stays_unsupported() -> None:
    # 702.62a with an X defined by other text ("X can't be 0"): not read.
    c = compiled("Detritivore", "Creature — Lhurgoyf",
                 "Suspend X—{X}{3}{R}. X can't be 0.", "{2}{R}{R}", "*/*")
    assert c.card is None and "Suspend" in c.explain()


def test_an_ability_of_a_suspended_card_stays_unsupported() -> None:
    c = compiled("Greater Gargadon", "Creature — Beast", "Suspend 10—{R}\nSacrifice an artifact, creature, or land: Remove a time"
                 " counter from this card. Activate only if this card is suspended.", "{9}{R}", "9/7")
    assert c.card is None and "suspended" in c.explain()
