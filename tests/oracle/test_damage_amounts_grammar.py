"""Damage amounts counted as the effect happens ("deals damage to target creature equal to the
number of Mountains you control", "deals damage equal to the number of … to any target", CR
608.2h), and the player named by "that land's controller" after a destroyed land (608.2h)."""

from __future__ import annotations

from manastack.model.abilities import SpellAbility
from manastack.model.effects import DealDamage, Destroy
from manastack.model.filters import ControllerOf, CountOf, Subtypes, Target, This
from tests.oracle.helpers import compiled, ok


def _spell(name: str, text: str) -> SpellAbility:
    c = ok(name, "Sorcery", text, "{1}{R}")
    (ab,) = (a for a in c.abilities if isinstance(a, SpellAbility))
    return ab


def test_damage_to_a_target_equal_to_a_count() -> None:
    # Spitting Earth
    (e,) = _spell("Spitting Earth", "Spitting Earth deals damage to target creature equal to the number of Mountains you control.").effects
    assert isinstance(e, DealDamage) and e.to == Target(0) and e.source == This()
    assert isinstance(e.amount, CountOf) and e.amount.filter.get(Subtypes) == Subtypes(frozenset({"Mountain"}))


def test_damage_equal_to_a_count_before_the_recipient() -> None:
    (e,) = _spell("Test Spell", "Test Spell deals damage equal to the number of Swamps you control to any target.").effects
    assert isinstance(e, DealDamage) and e.to == Target(0) and isinstance(e.amount, CountOf)


def test_that_lands_controller_is_the_destroyed_lands() -> None:
    # Peak Eruption: not the controller of the spell, which is the subject of the sentence.
    destroy, dmg = _spell("Peak Eruption", "Destroy target Mountain. Peak Eruption deals 3 damage to that land's controller.").effects
    assert isinstance(destroy, Destroy) and destroy.what == Target(0)
    assert isinstance(dmg, DealDamage) and dmg.to == ControllerOf(Target(0)) and dmg.amount == 3


def test_twice_a_count_stays_unsupported() -> None:
    # A multiple of the count isn't read: the clause is named.
    c = compiled("Cabaretti Charm", "Instant", "Cabaretti Charm deals damage equal to twice the number of creatures you control to target creature.", "{R}")
    assert c.card is None and "twice the number of" in c.unsupported[0].text
