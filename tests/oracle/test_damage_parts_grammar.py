"""Damage in parts dealt at once by one source ("deals 2 damage to any target and 1 damage to
another target", "… and 2 damage to that creature's controller", "… and 2 damage to you"; CR
120.2b), "another target" as a second, different target of the same requirement (115.3)."""

from __future__ import annotations

from manastack.model.abilities import SpellAbility
from manastack.model.effects import DealDamage, DealDamageAtOnce
from manastack.model.filters import AllMatching, CardTypes, ControllerOf, Target, TargetKind, This, You
from manastack.model.types import CardType
from tests.oracle.helpers import compiled, ok


def _spell(name: str, text: str) -> SpellAbility:
    c = ok(name, "Sorcery", text, "{1}{R}")
    (ab,) = (a for a in c.abilities if isinstance(a, SpellAbility))
    return ab


def test_another_target_is_a_second_target_of_the_same_requirement() -> None:
    # Arc Trail: one requirement of two distinct targets; the first chosen is dealt 2.
    ab = _spell("Arc Trail", "Arc Trail deals 2 damage to any target and 1 damage to another target.")
    assert ab.effects == (DealDamageAtOnce((DealDamage(2, Target(0), This()), DealDamage(1, Target(1), This()))),)
    (spec,) = ab.targets
    assert spec.kind is TargetKind.ANY and spec.count == 2 and spec.minimum == 2


def test_damage_to_the_target_and_its_controller() -> None:
    ab = _spell("Chandra's Outrage", "Chandra's Outrage deals 4 damage to target creature and 2 damage to that creature's controller.")
    assert ab.effects == (DealDamageAtOnce((DealDamage(4, Target(0), This()), DealDamage(2, ControllerOf(Target(0)), This()))),)


def test_damage_to_a_target_and_to_you() -> None:
    ab = _spell("Char", "Char deals 4 damage to any target and 2 damage to you.")
    assert ab.effects == (DealDamageAtOnce((DealDamage(4, Target(0), This()), DealDamage(2, You(), This()))),)


def test_another_target_creature_stays_unsupported() -> None:
    # "another target creature" would be a target of its own that must differ from the first:
    # the grammar doesn't read it.
    c = compiled("Test Spell", "Instant", "Test Spell deals 2 damage to target creature and 2 damage to another target creature.", "{R}")
    assert c.card is None and "another target creature" in c.unsupported[0].text


def test_each_creature_and_each_planeswalker_is_one_filter() -> None:
    # Storm's Wrath: a creature planeswalker is dealt the damage once.
    (e,) = _spell("Storm's Wrath", "Storm's Wrath deals 4 damage to each creature and each planeswalker.").effects
    assert isinstance(e, DealDamage) and isinstance(e.to, AllMatching)
    assert e.to.filter.get(CardTypes) == CardTypes(frozenset({CardType.CREATURE, CardType.PLANESWALKER}))
