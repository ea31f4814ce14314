"""Land lines: "as this land enters, you may pay 2 life" (614.12), "enters tapped unless you
control …" (614.1c), "return a land you control to its owner's hand", and lands that become
creatures (205.1a–b: only while they are "still a land" does the engine accept them)."""

from __future__ import annotations

from manastack.mana import Color
from manastack.model.abilities import EntersTapped, StaticAbility, TriggeredAbility
from manastack.model.conditions import ControlsAtLeast, Not
from manastack.model.effects import Becomes, MoveChosen
from manastack.model.filters import CardTypes, Controller, ControllerIs, Other, Supertypes
from manastack.model.types import CardType, Keyword, Supertype
from tests.oracle.helpers import compiled, ok


def _enters_tapped(text: str) -> StaticAbility:
    c = ok("Test Land", "Land", text + "\n{T}: Add {C}.", "")
    (ab,) = (a for a in c.abilities if isinstance(a, StaticAbility) and isinstance(a.effect, EntersTapped))
    return ab


def test_pay_life_or_enter_tapped() -> None:
    ab = _enters_tapped("As this land enters, you may pay 2 life. If you don't, it enters tapped.")
    assert ab.effect == EntersTapped(unless_life=2) and ab.condition is None


def test_unless_you_control_n_or_more_basic_lands() -> None:
    ab = _enters_tapped("This land enters tapped unless you control two or more basic lands.")
    assert isinstance(ab.condition, Not) and isinstance(ab.condition.condition, ControlsAtLeast)
    inner = ab.condition.condition
    assert inner.count == 2
    assert inner.filter.get(Supertypes) == Supertypes(frozenset({Supertype.BASIC}))
    assert inner.filter.get(ControllerIs) == ControllerIs(Controller.YOU)


def test_unless_you_control_n_or_fewer_other_lands() -> None:
    ab = _enters_tapped("This land enters tapped unless you control two or fewer other lands.")
    assert isinstance(ab.condition, ControlsAtLeast) and ab.condition.count == 3
    assert ab.condition.filter.get(Other) is not None and ab.condition.filter.get(CardTypes) == CardTypes(frozenset({CardType.LAND}))


def test_unless_you_control_a_plains_or_an_island() -> None:
    ab = _enters_tapped("This land enters tapped unless you control a Plains or an Island.")
    assert isinstance(ab.condition, Not)


def test_return_a_land_you_control_is_chosen_not_targeted() -> None:
    c = ok("Test Karoo", "Land", "This land enters tapped.\nWhen this land enters, return a land you control to its owner's hand.\n{T}: Add {B}{R}.", "")
    (trig,) = (a for a in c.abilities if isinstance(a, TriggeredAbility))
    assert trig.targets == () and isinstance(trig.effects[0], MoveChosen)
    assert trig.effects[0].filter.get(ControllerIs) == ControllerIs(Controller.YOU)


def test_a_land_that_becomes_a_colored_creature_with_keywords() -> None:
    c = ok("Test Colonnade", "Land", "{3}{W}{U}: Until end of turn, this land becomes a 4/4 white and blue Elemental creature with flying and vigilance. It's still a land.", "")
    (e,) = c.abilities[0].effects  # type: ignore[union-attr]
    assert isinstance(e, Becomes)
    assert (e.types, e.subtypes, e.power, e.toughness) == (("Creature",), ("Elemental",), 4, 4)
    assert e.colors == frozenset({Color.WHITE, Color.BLUE}) and e.keywords == (Keyword.FLYING, Keyword.VIGILANCE)


def test_becoming_a_creature_without_staying_a_land_is_unsupported() -> None:
    # 205.1a: the new card type would replace "land"; the engine only adds types.
    c = compiled("Test Dunes", "Land", "{1}: This land becomes a 2/2 creature until end of turn.", "")
    assert c.card is None
