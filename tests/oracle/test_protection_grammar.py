"""Protection in oracle text (CR 702.16): keyword lines with one or more qualities, protection
granted by Auras, Equipment and resolving effects, and a quality chosen as the effect begins."""

from __future__ import annotations

from manastack.mana import Color
from manastack.model.abilities import GrantAbilitiesStatic, GrantKeywordsStatic, ModifyPTStatic, Protection, StaticAbility
from manastack.model.effects import GrantAbilities, GrantProtectionOfChoice
from manastack.model.filters import CardTypes, Colors, ControllerIs, Multicolored, ObjectFilter, Subtypes
from manastack.model.types import CardType, Keyword
from tests.oracle.helpers import compiled, ok


def _protection(c: object) -> Protection:
    (p,) = (a for a in c.abilities if isinstance(a, Protection))  # type: ignore[attr-defined]
    return p


def _preds(p: Protection) -> list[tuple[object, ...]]:
    return [q.predicates for q in p.qualities]


def test_protection_from_a_color() -> None:
    c = ok("Test Acolyte", "Creature — Human", "Protection from red", "{1}{W}", "1/1")
    assert _preds(_protection(c)) == [(Colors(frozenset({Color.RED})),)]


def test_two_qualities_joined_by_and_from_702_16g() -> None:
    c = ok("Test Paladin", "Creature — Human Knight", "First strike, protection from black and from red", "{3}{W}", "2/2")
    assert _preds(_protection(c)) == [(Colors(frozenset({Color.BLACK})),), (Colors(frozenset({Color.RED})),)]


def test_qualities_of_types_subtypes_and_colors() -> None:
    assert _preds(_protection(ok("T1", "Creature — Cat", "Protection from creatures", "{1}", "1/1"))) == [(CardTypes(frozenset({CardType.CREATURE})),)]
    assert _preds(_protection(ok("T2", "Creature — Cat", "Protection from Goblins", "{1}", "1/1"))) == [(Subtypes(frozenset({"Goblin"})),)]
    assert _preds(_protection(ok("T3", "Creature — Cat", "Protection from multicolored", "{1}", "1/1"))) == [(Multicolored(),)]
    assert _preds(_protection(ok("T4", "Creature — Cat", "Protection from all colors", "{1}", "1/1"))) == [(Colors(frozenset(Color)),)]
    assert _preds(_protection(ok("T5", "Creature — Cat", "Protection from everything", "{1}", "1/1"))) == [()]


def test_protection_from_creatures_an_opponent_controls_is_relative_to_the_protected_permanent() -> None:
    c = ok("Test Crypsis", "Instant", "Target creature you control gains protection from creatures your opponents control until end of turn.", "{1}{U}")
    (grant,) = c.abilities[0].effects  # type: ignore[union-attr]
    assert isinstance(grant, GrantAbilities)
    (p,) = grant.abilities
    assert isinstance(p, Protection) and p.qualities[0].get(ControllerIs) is not None


def test_aura_gets_and_has_flying_and_protection() -> None:
    c = ok("Test Mantle", "Enchantment — Aura", "Enchant creature\nEnchanted creature gets +2/+2 and has flying and protection from creatures.", "{2}{W}")
    effects = [a.effect for a in c.abilities if isinstance(a, StaticAbility)]
    assert [type(e) for e in effects] == [ModifyPTStatic, GrantKeywordsStatic, GrantAbilitiesStatic]
    assert effects[1].keywords == (Keyword.FLYING,)  # type: ignore[union-attr]


def test_the_color_of_your_choice_is_chosen_as_the_effect_begins() -> None:
    c = ok("Test Mother", "Creature — Human Cleric", "{T}: Target creature you control gains protection from the color of your choice until end of turn.", "{W}", "1/1")
    (grant,) = c.abilities[0].effects  # type: ignore[union-attr]
    assert isinstance(grant, GrantProtectionOfChoice) and grant.options == ()
    c = ok("Test Barrier", "Instant", "Target permanent you control gains protection from artifacts or from the color of your choice until end of turn.", "{1}{W}")
    (grant,) = c.abilities[0].effects  # type: ignore[union-attr]
    assert isinstance(grant, GrantProtectionOfChoice)
    assert [o.predicates for o in grant.options] == [(CardTypes(frozenset({CardType.ARTIFACT})),)]


def test_a_static_ability_cant_have_a_quality_of_your_choice() -> None:
    c = compiled("Test Ward", "Enchantment — Aura", "Enchant creature\nEnchanted creature has protection from the color of your choice.", "{W}")
    assert c.card is None


def test_protection_text_names_its_qualities() -> None:
    assert Protection((ObjectFilter(description="red"), ObjectFilter(description="white"))).text() == "protection from red and from white"
