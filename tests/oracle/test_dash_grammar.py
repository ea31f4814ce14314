"""Dash lines (CR 702.109a): an alternative cost from hand and the two static abilities it brings."""

from __future__ import annotations

from manastack.mana import ManaCost
from manastack.model.abilities import AlternativeCost, AsBecomesPermanent, GrantKeywordsStatic, StaticAbility
from manastack.model.conditions import CostPaid
from manastack.model.costs import Cost
from manastack.model.effects import DelayedTrigger, MoveTo
from manastack.model.filters import CreatedObjects, Remembered, This
from manastack.model.triggers import AtStep
from manastack.model.types import Keyword, Step, Zone
from tests.oracle.helpers import compiled, ok, plain

_REMINDER = (" (You may cast this spell for its dash cost. If you do, it gains haste, and it's returned from the battlefield"
             " to its owner's hand at the beginning of the next end step.)")


def test_mardu_scout_has_the_three_abilities_of_702_109a() -> None:
    c = ok("Mardu Scout", "Creature — Goblin Warrior", "Dash {1}{R}" + _REMINDER, "{R}{R}", "3/1")
    alt, returns, haste = plain(c.abilities)
    assert alt == AlternativeCost(Cost(mana=ManaCost.parse("{1}{R}")), "dash", Zone.HAND)
    assert isinstance(returns, StaticAbility) and returns.condition == CostPaid("dash")
    assert isinstance(returns.effect, AsBecomesPermanent)
    (delayed,) = returns.effect.effects
    assert isinstance(delayed, DelayedTrigger) and delayed.about == CreatedObjects()
    assert delayed.trigger.constraint(AtStep) == AtStep(Step.END)
    assert delayed.effects == (MoveTo(Remembered(), Zone.HAND),)
    assert haste == StaticAbility(GrantKeywordsStatic(This(), (Keyword.HASTE,)), CostPaid("dash"))


def test_dash_beside_a_triggered_ability() -> None:
    c = ok("Goblin Heelcutter", "Creature — Goblin Berserker", "Whenever this creature attacks, target creature can't block this turn.\n"
           "Dash {2}{R}" + _REMINDER, "{3}{R}", "3/2")
    assert sum(isinstance(a, AlternativeCost) and a.name == "dash" for a in c.abilities) == 1


def test_a_dash_cost_reduction_stays_unsupported() -> None:
    c = compiled("Warbringer", "Creature — Orc Berserker", "Dash costs you pay cost {2} less (as long as this creature is on the battlefield).\n"
                 "Dash {2}{R}" + _REMINDER, "{3}{R}", "3/3")
    assert c.card is None and "Dash costs" in c.explain()
