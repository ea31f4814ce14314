"""The regeneration clauses (CR 701.19): "{cost}: Regenerate this creature.", "Regenerate target
creature.", "Regenerate enchanted creature.", "Target creature can't be regenerated this turn."
(701.19c), and the sentences after a destruction that keep shields from applying: "It can't be
regenerated." / "They can't be regenerated." / "A creature destroyed this way can't be
regenerated." / "… and it can't be regenerated" — plus the "nonblack" filter of those spells."""

from __future__ import annotations

from manastack.mana import Color
from manastack.model.abilities import ActivatedAbility, SpellAbility
from manastack.model.effects import CantBeRegenerated, Destroy, Regenerate
from manastack.model.filters import CardTypes, NotCardTypes, NotColors, Target, This
from manastack.model.types import CardType
from tests.oracle.helpers import compiled, ok


def _spell(text: str) -> SpellAbility:
    c = ok("Test Spell", "Instant", text, "{1}{B}")
    (ab,) = [a for a in c.abilities if isinstance(a, SpellAbility)]
    return ab


def _activated(text: str, type_line: str = "Creature — Skeleton") -> ActivatedAbility:
    c = ok("Test Thing", type_line, text, "{1}{B}", "1/1" if "Creature" in type_line else None)
    (ab,) = [a for a in c.abilities if isinstance(a, ActivatedAbility)]
    return ab


def test_regenerate_this_creature_is_an_activated_shield() -> None:
    ab = _activated("{B}: Regenerate this creature.")
    assert ab.effects == (Regenerate(This()),)
    ab = _activated("{G}: Regenerate CARDNAME.".replace("CARDNAME", "Test Thing"))
    assert ab.effects == (Regenerate(This()),)


def test_regenerate_target_creature() -> None:
    ab = _activated("{1}{G}, {T}: Regenerate target creature.")
    assert ab.effects == (Regenerate(Target(0)),)
    assert ab.targets[0].filter.get(CardTypes) == CardTypes(frozenset({CardType.CREATURE}))


def test_regenerate_enchanted_creature() -> None:
    c = ok("Test Aura", "Enchantment — Aura", "Enchant creature\n{G}: Regenerate enchanted creature.", "{G}")
    (ab,) = [a for a in c.abilities if isinstance(a, ActivatedAbility)]
    (eff,) = ab.effects
    assert isinstance(eff, Regenerate) and not isinstance(eff.what, This)


def test_destroy_is_regenerable_unless_the_next_sentence_says_otherwise() -> None:
    assert _spell("Destroy target creature.").effects == (Destroy(Target(0)),)
    assert _spell("Destroy target creature. It can't be regenerated.").effects == (Destroy(Target(0), regenerable=False),)
    assert _spell("Destroy target creature. A creature destroyed this way can't be regenerated.").effects == (
        Destroy(Target(0), regenerable=False),
    )
    (eff,) = _spell("Destroy all creatures. They can't be regenerated.").effects
    assert isinstance(eff, Destroy) and not eff.regenerable
    (eff,) = _spell("Destroy all creatures. Creatures destroyed this way can't be regenerated.").effects
    assert isinstance(eff, Destroy) and not eff.regenerable
    assert _spell("Destroy target creature and it can't be regenerated.").effects == (Destroy(Target(0), regenerable=False),)


def test_it_cant_be_regenerated_needs_a_destruction_before_it() -> None:
    c = compiled("Odd Spell", "Instant", "Draw a card. It can't be regenerated.")
    assert not c.ok and "It can't be regenerated" in c.explain()


def test_cant_be_regenerated_this_turn() -> None:
    ab = _activated("{T}: Target creature can't be regenerated this turn.", "Creature — Jackal")
    assert ab.effects == (CantBeRegenerated(Target(0)),)


def test_nonblack_nonartifact_filter() -> None:
    """Terror: "Destroy target nonartifact, nonblack creature. It can't be regenerated." (CR 105.2)."""
    ab = _spell("Destroy target nonartifact, nonblack creature. It can't be regenerated.")
    assert ab.effects == (Destroy(Target(0), regenerable=False),)
    f = ab.targets[0].filter
    assert f.predicates == (CardTypes(frozenset({CardType.CREATURE})), NotCardTypes(frozenset({CardType.ARTIFACT})), NotColors(frozenset({Color.BLACK})))


def test_they_cant_be_regenerated_covers_every_destruction_of_the_sentence() -> None:
    """"Destroy target creature, then destroy all artifacts. They can't be regenerated." — both, not just the last."""
    effects = _spell("Destroy target creature, then destroy all artifacts. They can't be regenerated.").effects
    assert len(effects) == 2 and all(isinstance(e, Destroy) and not e.regenerable for e in effects)
