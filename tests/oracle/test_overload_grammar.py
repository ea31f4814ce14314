"""Overload (CR 702.96a): "Overload [cost]" is an alternative cost whose spell ability is the
spell's text with every "target" read as "each" (no targets, 702.96b); a card whose changed text
the grammar can't read stays unsupported, naming that text."""

from __future__ import annotations

from manastack.model.abilities import AlternativeCost, SpellAbility
from manastack.model.effects import Destroy
from manastack.model.filters import AllMatching, Target
from tests.oracle.helpers import compiled, ok


def _overload(text: str) -> tuple[SpellAbility, AlternativeCost]:
    c = ok("Test Damn", "Sorcery", text, "{B}{B}")
    sa = c.spell_ability
    alt = next(a for a in c.abilities if isinstance(a, AlternativeCost))
    assert sa is not None
    return sa, alt


def test_overload_reads_target_as_each() -> None:
    sa, alt = _overload("Destroy target creature. It can't be regenerated.\nOverload {2}{W}{W}")
    assert alt.name == "overload" and alt.cost.mana is not None and alt.cost.mana.mana_value == 4
    assert sa.effects == (Destroy(Target(0), regenerable=False),) and len(sa.targets) == 1
    assert alt.spell is not None and alt.spell.targets == ()
    (d,) = alt.spell.effects
    assert isinstance(d, Destroy) and isinstance(d.what, AllMatching) and not d.regenerable


def test_overload_cast_with_it_uses_the_changed_spell() -> None:
    c = ok("Test Rift", "Instant", "Return target nonland permanent you don't control to its owner's hand.\nOverload {6}{U}", "{1}{U}")
    assert c.spell_ability_for("") == c.spell_ability
    changed = c.spell_ability_for("overload")
    assert changed is not None and changed != c.spell_ability and changed.targets == ()


def test_overloaded_text_the_grammar_cant_read_stays_unsupported() -> None:
    # "each player" for "target player" followed by "that player's" has no reading here.
    c = compiled("Test Spell", "Sorcery", "Target player sacrifices a creature of their choice with the greatest power among creatures that player controls.\n"
                 "Overload {4}{B}", "{1}{B}")
    assert not c.ok
