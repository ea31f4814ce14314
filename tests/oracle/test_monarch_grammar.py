"""The monarch (CR 725): becoming the monarch and conditions on who the monarch is."""

from __future__ import annotations

from manastack.model.abilities import SpellAbility, TriggeredAbility
from manastack.model.conditions import IsMonarch
from manastack.model.effects import BecomeMonarch
from manastack.model.filters import Controller, Target, You
from tests.oracle.helpers import compiled, ok


def test_725_1_you_become_the_monarch() -> None:
    c = ok("Palace Sentinels", "Creature — Human Soldier", "When this creature enters, you become the monarch.", pt="2/4")
    ab = c.abilities[0]
    assert isinstance(ab, TriggeredAbility) and ab.effects == (BecomeMonarch(You()),)


def test_target_opponent_becomes_the_monarch() -> None:
    spell = ok("Test", "Sorcery", "Target opponent becomes the monarch.").abilities[0]
    assert isinstance(spell, SpellAbility) and spell.effects == (BecomeMonarch(Target(0)),)
    assert spell.targets[0].player_controller is Controller.OPPONENT


def test_conditions_on_who_the_monarch_is() -> None:
    c = ok("Test", "Creature — Test", "At the beginning of your upkeep, if an opponent is the monarch, draw a card.", pt="1/1")
    ab = c.abilities[0]
    assert isinstance(ab, TriggeredAbility) and ab.intervening_if == IsMonarch(Controller.OPPONENT)
    c = ok("Test", "Creature — Test", "At the beginning of your end step, if you're the monarch, draw a card.", pt="1/1")
    assert c.abilities[0].intervening_if == IsMonarch()  # type: ignore[union-attr]


def test_becoming_the_monarch_as_a_trigger_event_stays_unsupported() -> None:
    """"Whenever you become the monarch" is an event the trigger grammar doesn't read yet."""
    c = compiled("Test", "Creature — Test", "Whenever you become the monarch, draw a card.", pt="1/1")
    assert c.card is None
