"""Filters of block restrictions (CR 509.1b): "with flying or reach" and "artifact creatures
and/or red creatures" (an object either admits), and landwalk granted by an Aura or until end of
turn (702.14a)."""

from __future__ import annotations

from manastack.mana import Color
from manastack.model.abilities import BlockRestriction, GrantAbilitiesStatic, Landwalk, StaticAbility
from manastack.model.effects import Duration, GrantAbilities
from manastack.model.filters import AllCardTypes, AnyOf, CardTypes, Colors, HasKeyword, ObjectFilter, PowerAtMost, Subtypes
from manastack.model.types import CardType, Keyword
from tests.oracle.helpers import compiled, ok, plain

CREATURE = CardTypes(frozenset({CardType.CREATURE}))


def _restriction(text: str) -> BlockRestriction:
    (ab,) = ok("Test Creature", "Creature — Test", text, "{2}", "2/2").abilities
    assert isinstance(ab, StaticAbility) and isinstance(ab.effect, BlockRestriction)
    return ab.effect


def test_except_by_creatures_with_flying_or_reach() -> None:
    """Signal Pest: a blocker with either keyword."""
    r = _restriction("This creature can't be blocked except by creatures with flying or reach.")
    assert r.only and not r.on_blocker
    either = AnyOf((ObjectFilter((HasKeyword(Keyword.FLYING),)), ObjectFilter((HasKeyword(Keyword.REACH),))))
    assert r.filter.predicates == (CREATURE, either)


def test_except_by_artifact_creatures_and_or_red_creatures() -> None:
    """Skirk Shaman: a blocker either filter admits."""
    r = plain(_restriction("This creature can't be blocked except by artifact creatures and/or red creatures."))
    (either,) = r.filter.predicates
    assert isinstance(either, AnyOf)
    assert [f.predicates for f in either.filters] == [
        (CREATURE, AllCardTypes(frozenset({CardType.ARTIFACT}))),
        (CREATURE, Colors(frozenset({Color.RED}))),
    ]


def test_except_by_walls_and_or_creatures_with_flying() -> None:
    r = plain(_restriction("This creature can't be blocked except by Walls and/or creatures with flying."))
    (either,) = r.filter.predicates
    assert isinstance(either, AnyOf)
    assert [f.predicates for f in either.filters] == [(Subtypes(frozenset({"Wall"})),), (CREATURE, HasKeyword(Keyword.FLYING))]


def test_an_adjective_type_before_a_list_of_types_stays_unread() -> None:
    """"artifact creature or enchantment": which words "artifact" governs is ambiguous."""
    c = compiled("Test Sorcery", "Sorcery", "Destroy target artifact creature or enchantment.")
    assert c.card is None


def test_aura_grants_mountainwalk() -> None:
    """Volcanic Strength: landwalk is an ability granted in layer 6, not a keyword of the enum."""
    card = ok("Volcanic Strength", "Enchantment — Aura", "Enchant creature\nEnchanted creature gets +2/+2 and has mountainwalk.")
    grants = [a.effect for a in card.abilities if isinstance(a, StaticAbility) and isinstance(a.effect, GrantAbilitiesStatic)]
    assert [g.abilities for g in grants] == [(Landwalk("Mountain"),)]


def test_gains_swampwalk_until_end_of_turn() -> None:
    card = ok("Test Spell", "Instant", "Target creature gains swampwalk until end of turn.")
    assert card.spell_ability is not None
    (effect,) = card.spell_ability.effects
    assert isinstance(effect, GrantAbilities) and effect.abilities == (Landwalk("Swamp"),)


def test_landwalk_of_a_supertype_stays_unsupported() -> None:
    """"nonbasic landwalk" (702.14c names a supertype, not a land type) isn't read."""
    assert compiled("Test Creature", "Creature — Test", "Nonbasic landwalk", "{2}", "2/2").card is None


def test_cant_be_blocked_by_creatures_with_power_2_or_less_this_turn() -> None:
    """Ghirapur Guide: the restriction is granted until end of turn (layer 6)."""
    card = ok("Ghirapur Guide", "Creature — Elf Scout", "{2}{G}: Target creature you control can't be blocked by creatures with power 2 or less this turn.", "{2}{G}", "3/2")
    ((effect,),) = [a.effects for a in card.activated_abilities]
    assert isinstance(effect, GrantAbilities) and effect.duration is Duration.END_OF_TURN
    (granted,) = effect.abilities
    assert isinstance(granted, StaticAbility) and isinstance(granted.effect, BlockRestriction)
    assert not granted.effect.only and granted.effect.filter.predicates == (CREATURE, PowerAtMost(2))


def test_cant_be_blocked_this_turn_except_by_walls() -> None:
    card = ok("Test Spell", "Instant", "Target creature can't be blocked this turn except by Walls.")
    assert card.spell_ability is not None
    (effect,) = card.spell_ability.effects
    assert isinstance(effect, GrantAbilities)
    (granted,) = effect.abilities
    assert isinstance(granted, StaticAbility) and isinstance(granted.effect, BlockRestriction) and granted.effect.only


def test_cant_be_blocked_by_more_than_one_creature_this_turn_is_a_blocking_rule() -> None:
    """CR 509.1b: read since the blocking rules (CombatRule, test_blocking_grammar.py)."""
    from manastack.model.abilities import BlockerLimit
    from manastack.model.effects import CombatRule

    card = ok("Test Spell", "Instant", "Target creature can't be blocked by more than one creature this turn.")
    assert card.spell_ability is not None
    (effect,) = card.spell_ability.effects
    assert isinstance(effect, CombatRule) and isinstance(effect.rule, BlockerLimit) and effect.rule.count == 1
