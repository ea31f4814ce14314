""""At end of combat" triggers (CR 511.2), "if CARDNAME attacked or blocked this combat" (603.4), and
"Then if it has N or more [kind] counters on it" where "it" is the source (608.2c)."""

from __future__ import annotations

from manastack.model.abilities import TriggeredAbility
from manastack.model.conditions import SourceAttackedThisTurn, SourceHasCounters
from manastack.model.effects import Conditional, DelayedTrigger, DrawCards, PutCounters, SacrificeObject
from manastack.model.filters import This
from manastack.model.triggers import AtStep, TriggerCondition, TriggerEvent
from manastack.model.types import Step
from tests.oracle.helpers import compiled, ok

_DRAGSTER = ("At end of combat, if this Vehicle attacked or blocked this combat, put a velocity counter on it. Then if it has two or more "
             "velocity counters on it, sacrifice it and draw two cards.\nCrew 2")


def test_daredevil_dragster() -> None:
    c = ok("Daredevil Dragster", "Artifact — Vehicle", _DRAGSTER, "{3}", "4/4")
    ab = c.abilities[0]
    assert isinstance(ab, TriggeredAbility)
    assert ab.trigger == TriggerCondition(TriggerEvent.BEGINNING_OF_STEP, (AtStep(Step.END_OF_COMBAT),))
    assert ab.intervening_if == SourceAttackedThisTurn(or_blocked=True)
    assert ab.effects == (PutCounters("velocity", 1, This()), Conditional(SourceHasCounters("velocity", 2), (SacrificeObject(This()), DrawCards(2))))


def test_attacked_this_combat() -> None:
    c = ok("Test Racer", "Creature — Goblin", "At end of combat, if this creature attacked this combat, put a +1/+1 counter on it.", "{1}{R}", "1/1")
    assert c.abilities[0].intervening_if == SourceAttackedThisTurn()  # type: ignore[union-attr]


def test_counters_on_an_it_that_isnt_the_source_stay_unsupported() -> None:
    c = compiled("Test Trainer", "Creature — Human", "Whenever a creature you control attacks, put a +1/+1 counter on it. Then if it has two or more "
                 "+1/+1 counters on it, draw a card.", "{1}{G}", "1/1")
    assert c.card is None and "a condition on counters on 'it' that isn't this object" in c.explain()


def test_sacrifice_it_at_end_of_combat_fog_elemental() -> None:
    card = ok("Test", "Creature — Elemental", "Flying\nWhen Test attacks or blocks, sacrifice it at end of combat.", "{2}{U}", "4/4")
    trigs = [a for a in card.abilities if isinstance(a, TriggeredAbility)]
    assert len(trigs) == 2
    for t in trigs:
        (d,) = t.effects
        assert isinstance(d, DelayedTrigger) and d.trigger.constraint(AtStep) == AtStep(Step.END_OF_COMBAT)
        assert isinstance(d.effects[0], SacrificeObject)


def test_destroy_the_other_creature_at_end_of_combat_stays_unsupported() -> None:
    c = compiled("Test", "Creature — Basilisk", "Whenever Test blocks or becomes blocked by a non-Wall creature, destroy that creature at end of combat.", "{2}{G}", "2/4")
    assert c.card is None
