"""Monstrosity N (CR 701.37a-c): the keyword action written out, "when this creature becomes
monstrous" triggers (with the X of "monstrosity X", 701.37c), "if it's monstrous"."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility, TriggeredAbility
from manastack.model.conditions import Not, SourceMonstrous
from manastack.model.effects import BecomeMonstrous, Conditional, DealDamage, PutCounters
from manastack.model.filters import EventAmount, This, X
from manastack.model.triggers import AboutThis, TriggerEvent
from tests.oracle.helpers import compiled, ok

_REMINDER = "(If this creature isn't monstrous, put three +1/+1 counters on it and it becomes monstrous.)"


def test_monstrosity_n_and_its_trigger() -> None:
    c = ok("Arbor Colossus", "Creature — Giant", f"Reach\n{{3}}{{G}}{{G}}{{G}}: Monstrosity 3. {_REMINDER}\n"
           "When this creature becomes monstrous, destroy target creature with flying an opponent controls.", "{2}{G}{G}{G}", "6/6")
    act = next(a for a in c.abilities if isinstance(a, ActivatedAbility))
    (cond,) = act.effects
    assert isinstance(cond, Conditional) and cond.condition == Not(SourceMonstrous())
    counters, monstrous = cond.effects
    assert isinstance(counters, PutCounters) and counters.count == 3 and monstrous == BecomeMonstrous(This())
    trig = c.abilities[-1]
    assert isinstance(trig, TriggeredAbility) and trig.trigger.event is TriggerEvent.BECOMES_MONSTROUS and AboutThis() in trig.trigger.constraints


def test_monstrosity_x_and_the_x_of_its_trigger() -> None:
    c = ok("Test Hydra", "Creature — Hydra", "{X}{X}{G}: Monstrosity X.\nWhen this creature becomes monstrous, it deals X damage to each opponent.", "{2}{G}", "2/2")
    act = next(a for a in c.abilities if isinstance(a, ActivatedAbility))
    (cond,) = act.effects
    assert isinstance(cond, Conditional) and isinstance(cond.effects[0], PutCounters) and cond.effects[0].count == X(1)
    trig = c.abilities[-1]
    assert isinstance(trig, TriggeredAbility)
    (dmg,) = trig.effects
    assert isinstance(dmg, DealDamage) and dmg.amount == EventAmount()  # 701.37c


def test_if_its_monstrous() -> None:
    c = ok("Test Beast", "Creature — Beast", "Whenever this creature deals combat damage to a player, if this creature is monstrous, draw a card.\n{4}{R}: Monstrosity 2.", "{3}{R}", "3/3")
    trig = c.abilities[0]
    assert isinstance(trig, TriggeredAbility) and trig.intervening_if == SourceMonstrous()


def test_an_unread_monstrous_trigger_stays_unsupported() -> None:
    r = compiled("Stormbreath Dragon", "Creature — Dragon", "Flying, haste, protection from white\n{5}{R}{R}: Monstrosity 3.\n"
                 "When Stormbreath Dragon becomes monstrous, it deals damage to each opponent equal to the number of cards in that player's hand.", "{3}{R}{R}", "4/4")
    assert r.card is None and any("number of cards in that player's hand" in u.text for u in r.unsupported)
