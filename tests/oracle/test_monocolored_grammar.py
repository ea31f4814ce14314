"""Filters by colour count and exact mana value: "monocolored" (CR 105.2a), "protection from
monocolored" (702.16a), "with mana value N" (202.3)."""

from __future__ import annotations

from manastack.model.abilities import Protection
from manastack.model.effects import CounterSpell
from manastack.model.filters import ManaValueAtLeast, ManaValueAtMost, Monocolored
from tests.oracle.helpers import compiled, ok


def test_target_monocolored_creature() -> None:
    c = ok("Ultimate Price", "Instant", "Destroy target monocolored creature.", "{1}{B}")
    (spec,) = c.spell_ability.targets  # type: ignore[union-attr]
    assert spec.filter.get(Monocolored) == Monocolored()


def test_protection_from_monocolored() -> None:
    c = ok("Guardian of the Guildpact", "Creature — Spirit", "Protection from monocolored", "{3}{W}", "2/3")
    (ab,) = c.abilities
    assert isinstance(ab, Protection)
    (quality,) = ab.qualities
    assert quality.predicates == (Monocolored(),)


def test_spell_with_mana_value_exactly_n() -> None:
    c = ok("Mental Misstep", "Instant", "Counter target spell with mana value 1.", "{U/P}")
    (spec,) = c.spell_ability.targets  # type: ignore[union-attr]
    assert (spec.filter.get(ManaValueAtLeast), spec.filter.get(ManaValueAtMost)) == (ManaValueAtLeast(1), ManaValueAtMost(1))
    assert isinstance(c.spell_ability.effects[0], CounterSpell)  # type: ignore[union-attr]


def test_a_mana_value_defined_by_a_count_stays_unsupported() -> None:
    c = compiled("Test Spell", "Instant", "Counter target spell with mana value equal to the number of charge counters on CARDNAME.", "{1}{U}")
    assert c.card is None
