""""Enchanted creature can't attack or block, and its activated abilities can't be activated"
(Arrest; CR 508.1c, 509.1b, 602.5)."""

from __future__ import annotations

from manastack.model.abilities import ActivationRestriction, CombatRestriction, StaticAbility
from manastack.model.filters import AttachedTo
from tests.oracle.helpers import compiled, ok


def _statics(text: str) -> list[object]:
    c = ok("Test", "Enchantment — Aura", f"Enchant creature\n{text}", "{2}{W}")
    return [a.effect for a in c.abilities if isinstance(a, StaticAbility)]


def test_arrest() -> None:
    effects = _statics("Enchanted creature can't attack or block, and its activated abilities can't be activated.")
    assert CombatRestriction(AttachedTo(), True, True) in effects and ActivationRestriction(AttachedTo()) in effects


def test_unless_mana_abilities_faiths_fetters() -> None:
    effects = _statics("Enchanted creature can't attack or block, and its activated abilities can't be activated unless they're mana abilities.")
    assert ActivationRestriction(AttachedTo(), except_mana=True) in effects


def test_activated_abilities_only_detainment_spell() -> None:
    assert ActivationRestriction(AttachedTo()) in _statics("Enchanted creature's activated abilities can't be activated.")


def test_activated_abilities_of_a_filter_stays_unsupported() -> None:
    c = compiled("Test", "Artifact", "Activated abilities of artifacts can't be activated.", "{2}")
    assert c.card is None and "Activated abilities of artifacts can't be activated" in c.explain()
