"""Evoke lines (CR 702.74a): an alternative cost and the enters trigger that sacrifices the permanent."""

from __future__ import annotations

from manastack.mana import ManaCost
from manastack.model.abilities import AlternativeCost, TriggeredAbility
from manastack.model.conditions import CostPaid
from manastack.model.costs import Cost, ExileCardsFromHand
from manastack.model.effects import SacrificeObject
from manastack.model.filters import This
from manastack.model.triggers import AboutThis, TriggerEvent
from manastack.model.types import Zone
from tests.oracle.helpers import compiled, ok, plain

_REMINDER = " (You may cast this spell for its evoke cost. If you do, it's sacrificed when it enters.)"


def test_mulldrifter_has_the_two_abilities_of_702_74a() -> None:
    c = ok("Mulldrifter", "Creature — Elemental", "Flying\nWhen this creature enters, draw two cards.\nEvoke {2}{U}" + _REMINDER, "{4}{U}", "2/2")
    alt, sacrifice = plain(c.abilities[-2:])
    assert alt == AlternativeCost(Cost(mana=ManaCost.parse("{2}{U}")), "evoke", Zone.HAND)
    assert isinstance(sacrifice, TriggeredAbility)
    assert sacrifice.trigger.event is TriggerEvent.ENTERS and sacrifice.trigger.constraints == (AboutThis(),)
    assert sacrifice.intervening_if == CostPaid("evoke")
    assert sacrifice.effects == (SacrificeObject(This()),)


def test_evoke_by_exiling_a_card_from_hand() -> None:
    c = compiled("Fury", "Creature — Elemental Incarnation", "Double strike\nEvoke—Exile a red card from your hand.", "{3}{R}{R}", "3/3")
    assert c.card is not None
    (alt,) = [a for a in c.card.abilities if isinstance(a, AlternativeCost)]
    (exile,) = alt.cost.parts
    assert alt.name == "evoke" and isinstance(exile, ExileCardsFromHand) and exile.count == 1  # 118.3: a card exiled from the hand
