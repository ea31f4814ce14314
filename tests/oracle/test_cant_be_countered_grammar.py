"""Spells that can't be countered (CR 701.6a): a permanent's "[spells] you control can't be
countered", and a spell's own conditional "If …, this spell can't be countered" (113.6g)."""

from __future__ import annotations

from manastack.model.abilities import CantBeCountered, StaticAbility
from manastack.model.conditions import ControlsAtLeast
from manastack.model.filters import CardTypes, Controller, ControllerIs
from manastack.model.types import CardType, Zone
from tests.oracle.helpers import compiled, ok


def test_creature_spells_you_control() -> None:
    c = ok("Prowling Serpopard", "Creature — Cat Snake", "This spell can't be countered.\nCreature spells you control can't be countered.", "{1}{G}{G}", "4/3")
    (ab,) = [a for a in c.abilities if isinstance(a, StaticAbility) and isinstance(a.effect, CantBeCountered)]
    assert isinstance(ab.effect, CantBeCountered) and ab.effect.spells is not None
    assert (ab.effect.spells.get(CardTypes), ab.effect.spells.get(ControllerIs)) == (CardTypes(frozenset({CardType.CREATURE})), ControllerIs(Controller.YOU))


def test_spell_mastery_condition() -> None:
    c = ok("Exquisite Firecraft", "Sorcery", "Exquisite Firecraft deals 4 damage to any target.\nSpell mastery — If there are two or more instant and/or sorcery cards in your graveyard, this spell can't be countered.", "{1}{R}{R}")
    (ab,) = [a for a in c.abilities if isinstance(a, StaticAbility)]
    assert ab.effect == CantBeCountered(None)
    assert isinstance(ab.condition, ControlsAtLeast) and ab.condition.count == 2
    assert ab.condition.filter.zone is Zone.GRAVEYARD and ab.condition.filter.get(CardTypes) == CardTypes(frozenset({CardType.INSTANT, CardType.SORCERY}))


def test_target_spell_cant_be_countered_stays_unsupported() -> None:
    c = compiled("Test Spell", "Instant", "Target spell can't be countered.", "{G}")
    assert c.card is None


def test_cant_be_countered_by_some_spells_stays_unsupported() -> None:
    c = compiled("Test Spell", "Instant", "Spells you control can't be countered by blue or black spells this turn.", "{G}")
    assert c.card is None
