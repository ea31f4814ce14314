"""Echo lines (CR 702.30a): an upkeep trigger with the intervening "if" about when the permanent came
under its controller's control."""

from __future__ import annotations

from manastack.mana import ManaCost
from manastack.model.abilities import TriggeredAbility
from manastack.model.card import CardDef
from manastack.model.conditions import CameUnderControlSinceLastUpkeep
from manastack.model.costs import Cost, DiscardCards
from manastack.model.effects import PayCost, SacrificeObject
from manastack.model.filters import Controller
from manastack.model.triggers import AtStep, ByPlayer, TriggerEvent
from manastack.model.types import Step
from tests.oracle.helpers import compiled, ok, plain

_REMINDER = (" (At the beginning of your upkeep, if this came under your control since the beginning of your last upkeep,"
             " sacrifice it unless you pay its echo cost.)")


def _echo(c: CardDef) -> TriggeredAbility:
    (ab,) = [a for a in c.abilities if isinstance(a, TriggeredAbility) and a.intervening_if == CameUnderControlSinceLastUpkeep()]
    return plain(ab)  # type: ignore[no-any-return]


def test_mogg_war_marshal_has_the_702_30a_trigger() -> None:
    c = ok("Mogg War Marshal", "Creature — Goblin Warrior", "Echo {1}{R}" + _REMINDER + "\nWhen this creature enters or dies, create a 1/1 red"
           " Goblin creature token.", "{1}{R}", "1/1")
    ab = _echo(c)
    assert ab.trigger.event is TriggerEvent.BEGINNING_OF_STEP
    assert ab.trigger.constraint(AtStep) == AtStep(Step.UPKEEP) and ab.trigger.constraint(ByPlayer) == ByPlayer(Controller.YOU)
    assert ab.effects == (PayCost(Cost(mana=ManaCost.parse("{1}{R}")), otherwise=(SacrificeObject(),)),)


def test_echo_with_a_cost_other_than_mana() -> None:
    c = ok("Deepcavern Imp", "Creature — Imp Rebel", "Flying, haste\nEcho—Discard a card." + _REMINDER, "{2}{B}", "2/2")
    assert _echo(c).effects == (PayCost(Cost(parts=(DiscardCards(1),)), otherwise=(SacrificeObject(),)),)


def test_a_named_echo_ability_word_is_not_echo() -> None:
    c = compiled("Drach'Nyen", "Legendary Creature — Avatar Horror", "Echo of the Lost — During your turn, you may play cards from your graveyard.",
                 "{3}{B}", "3/3")
    assert c.card is None and "play cards from your graveyard" in c.explain()
