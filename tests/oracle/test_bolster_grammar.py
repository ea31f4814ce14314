"""Bolster (CR 701.39a): "Bolster N" as a spell's effect and in a triggered ability."""

from __future__ import annotations

from manastack.model.abilities import SpellAbility, TriggeredAbility
from manastack.model.effects import Bolster
from tests.oracle.helpers import compiled, ok


def test_bolster_spell_with_reminder_text() -> None:
    c = ok("Dromoka's Gift", "Instant", "Bolster 4. (Choose a creature with the least toughness among creatures you control and put four +1/+1 counters on it.)", "{4}{G}")
    (ab,) = c.abilities
    assert isinstance(ab, SpellAbility) and ab.effects == (Bolster(4),)


def test_bolster_when_it_enters() -> None:
    c = ok("Aven Tactician", "Creature — Bird Soldier", "Flying\nWhen this creature enters, bolster 1.", "{4}{W}", "2/3")
    trig = c.abilities[1]
    assert isinstance(trig, TriggeredAbility) and trig.effects == (Bolster(1),)


def test_bolster_x_stays_unsupported() -> None:
    assert compiled("Test Rite", "Sorcery", "Bolster X, where X is the number of cards in your hand.", "{3}").card is None
