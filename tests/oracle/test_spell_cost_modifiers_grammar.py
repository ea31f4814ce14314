"""Cost modifiers to spells of some kinds (CR 601.2f): "Goblin spells you cast cost {1} less to
cast", "Blue spells and red spells you cast …", "Noncreature spells cost {1} more to cast"."""

from __future__ import annotations

from manastack.mana import Color
from manastack.model.abilities import CostModifier, StaticAbility
from manastack.model.filters import Colors, Controller, NotCardTypes, Subtypes
from manastack.model.types import CardType
from tests.oracle.helpers import compiled, ok


def _modifier(text: str) -> CostModifier:
    c = ok("Test Permanent", "Creature — Goblin", text, "{1}{R}", "2/2")
    (ab,) = [a for a in c.abilities if isinstance(a, StaticAbility) and isinstance(a.effect, CostModifier)]
    assert isinstance(ab.effect, CostModifier)
    return ab.effect


def test_subtype_spells_you_cast() -> None:
    m = _modifier("Goblin spells you cast cost {1} less to cast.")  # Goblin Warchief
    assert (m.amount, m.caster, m.spells.predicates) == (-1, Controller.YOU, (Subtypes(frozenset({"Goblin"})),))


def test_two_colours_joined_by_and_admit_either() -> None:
    m = _modifier("Blue spells and red spells you cast cost {1} less to cast.")  # Nightscape Familiar
    assert m.spells.predicates == (Colors(frozenset({Color.BLUE, Color.RED})),)


def test_noncreature_spells_of_every_player() -> None:
    m = _modifier("Noncreature spells cost {1} more to cast.")  # Thalia, Guardian of Thraben
    assert (m.amount, m.caster, m.spells.predicates) == (1, Controller.ANY, (NotCardTypes(frozenset({CardType.CREATURE})),))


def test_kinds_that_differ_in_two_ways_stay_unsupported() -> None:
    # "Red creature spells and green enchantment spells": no single filter admits either
    c = compiled("Test Permanent", "Enchantment", "Red creature spells and green enchantment spells cost {1} more to cast.")
    assert c.card is None


def test_a_coloured_increase_stays_unsupported() -> None:
    c = compiled("Test Permanent", "Enchantment", "Black spells you cast cost {B} more to cast.")  # Derelor
    assert c.card is None


def test_spells_cast_from_a_graveyard_stay_unsupported() -> None:
    c = compiled("Test Permanent", "Enchantment", "Spells you cast from your graveyard cost {1} less to cast.")
    assert c.card is None
