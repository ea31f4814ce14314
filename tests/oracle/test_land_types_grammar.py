"""Type-changing static abilities (CR 205.1b, 305.7, 613.1d): "Each land is a Swamp in addition to
its other land types", "Forests you control are 1/1 green Elf creatures that are still lands"."""

from __future__ import annotations

from manastack.mana import Color
from manastack.model.abilities import AddTypesStatic, SetColorsStatic, SetPTStatic, StaticAbility
from manastack.model.filters import CardTypes, ControllerIs, Subtypes
from manastack.model.types import CardType
from tests.oracle.helpers import compiled, ok


def _statics(card: object) -> list[object]:
    return [a.effect for a in card.abilities if isinstance(a, StaticAbility)]  # type: ignore[attr-defined]


def test_each_land_is_a_swamp() -> None:
    c = ok("Urborg, Tomb of Yawgmoth", "Legendary Land", "Each land is a Swamp in addition to its other land types.")
    (e,) = _statics(c)
    assert isinstance(e, AddTypesStatic) and e.subtypes == ("Swamp",) and not e.types
    assert e.affected.get(CardTypes) == CardTypes(frozenset({CardType.LAND}))  # type: ignore[union-attr]


def test_forests_you_control_are_creatures_that_are_still_lands() -> None:
    c = ok("Ambush Commander", "Creature — Elf", "Forests you control are 1/1 green Elf creatures that are still lands.", "{3}{G}{G}", "2/2")
    types, colors, pt = _statics(c)
    assert isinstance(types, AddTypesStatic) and types.types == ("Creature",) and types.subtypes == ("Elf",)
    assert types.affected.get(Subtypes) == Subtypes(frozenset({"Forest"})) and types.affected.get(ControllerIs) is not None  # type: ignore[union-attr]
    assert isinstance(colors, SetColorsStatic) and colors.colors == frozenset({Color.GREEN})
    assert isinstance(pt, SetPTStatic) and (pt.power, pt.toughness) == (1, 1)


def test_colorless_creatures_keep_their_colors() -> None:
    c = ok("Living Lands", "Enchantment", "All Forests are 1/1 creatures that are still lands.", "{3}{G}")
    assert [type(e) for e in _statics(c)] == [AddTypesStatic, SetPTStatic]


def test_lands_that_become_creatures_without_staying_lands_stay_unsupported() -> None:
    # 205.1a: the land's card type would be replaced, which the engine doesn't model
    assert compiled("Test", "Enchantment", "Forests you control are 1/1 green Elf creatures.", "{3}{G}").card is None
