"""Tapping (CR 701.26a) with the filters it needed: "tap target non-Human creature" (a subtype
excluded, 205.3) and "tap all creatures target player controls"."""

from __future__ import annotations

from manastack.model.effects import Tap
from manastack.model.filters import CardTypes, ControlledBy, NotSubtypes, Target
from manastack.model.types import CardType
from tests.oracle.helpers import compiled, ok


def test_tap_target_non_human_creature() -> None:
    """Avacynian Priest."""
    card = ok("Avacynian Priest", "Creature — Human Cleric", "{1}, {T}: Tap target non-Human creature.", "{1}{W}", "1/2")
    (ab,) = card.activated_abilities
    assert ab.effects == (Tap(Target(0)),)
    (spec,) = ab.targets
    assert set(spec.filter.predicates) == {CardTypes(frozenset({CardType.CREATURE})), NotSubtypes(frozenset({"Human"}))}


def test_tap_all_creatures_target_player_controls() -> None:
    card = ok("Test Spell", "Instant", "Tap all creatures target player controls.")
    assert card.spell_ability is not None
    (effect,) = card.spell_ability.effects
    assert isinstance(effect, Tap) and isinstance(effect.what, ControlledBy)
    assert effect.what.filter.predicates == (CardTypes(frozenset({CardType.CREATURE})),)


def test_non_without_a_hyphen_before_a_creature_type_stays_unread() -> None:
    """Oracle text writes "non-Human"; "nonhuman" isn't a word the grammar knows."""
    assert compiled("Test Spell", "Instant", "Tap target nonhuman creature.").card is None
