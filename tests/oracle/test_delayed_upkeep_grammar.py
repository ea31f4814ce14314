"""Delayed triggered abilities at the beginning of the next upkeep (CR 603.7): "Draw a card at the
beginning of the next turn's upkeep" (any player's upkeep) and "… at the beginning of your next
upkeep" (its controller's); a draw by another player stays unsupported (the player would have to
be fixed as the delayed trigger is created, 603.7c)."""

from __future__ import annotations

from manastack.model.abilities import SpellAbility, TriggeredAbility
from manastack.model.effects import DelayedTrigger, DrawCards, SacrificeObject, Tap
from manastack.model.filters import Controller, CreatedObjects, Remembered
from manastack.model.triggers import AtStep, ByPlayer, TriggerCondition, TriggerEvent
from manastack.model.types import Step
from tests.oracle.helpers import compiled, ok

NEXT_UPKEEP = TriggerCondition(TriggerEvent.BEGINNING_OF_STEP, (AtStep(Step.UPKEEP),))


def _spell_effects(text: str) -> tuple[object, ...]:
    ab = ok("Test Spell", "Instant", text).abilities[0]
    assert isinstance(ab, SpellAbility)
    return ab.effects


def test_draw_at_the_next_turns_upkeep() -> None:
    effects = _spell_effects("Tap target creature.\nDraw a card at the beginning of the next turn's upkeep.")
    assert isinstance(effects[0], Tap)
    assert effects[1] == DelayedTrigger(NEXT_UPKEEP, (DrawCards(1),))


def test_you_draw_two_cards() -> None:
    assert _spell_effects("You draw two cards at the beginning of the next turn's upkeep.") == (DelayedTrigger(NEXT_UPKEEP, (DrawCards(2),)),)


def test_in_a_triggered_ability() -> None:
    c = ok("Test Ouphe", "Creature — Ouphe", "When this creature enters, draw a card at the beginning of the next turn's upkeep.", "{2}{G}", "1/1")
    ab = c.abilities[0]
    assert isinstance(ab, TriggeredAbility)
    assert ab.effects == (DelayedTrigger(NEXT_UPKEEP, (DrawCards(1),)),)


def test_sacrifice_at_your_next_upkeep() -> None:
    effects = _spell_effects("Create two 3/1 red Elemental creature tokens with trample and haste. "
                             "Sacrifice those tokens at the beginning of your next upkeep.")
    assert effects[1] == DelayedTrigger(
        TriggerCondition(TriggerEvent.BEGINNING_OF_STEP, (ByPlayer(Controller.YOU), AtStep(Step.UPKEEP))),
        (SacrificeObject(Remembered()),), about=CreatedObjects(),
    )


def test_another_player_drawing_stays_unsupported() -> None:
    for text in ("Target player draws a card at the beginning of the next turn's upkeep.",
                 "Counter target spell. Its controller may draw up to two cards at the beginning of the next turn's upkeep."):
        assert not compiled("Test Spell", "Instant", text).ok
