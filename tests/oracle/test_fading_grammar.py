"""Fading N (CR 702.32a), written out as its two abilities."""

from __future__ import annotations

from manastack.model.abilities import EntersWithCounters, StaticAbility, TriggeredAbility
from manastack.model.effects import IfDone, RemoveCounters, SacrificeObject
from tests.oracle.helpers import ok

BLASTODERM = "Shroud (This creature can't be the target of spells or abilities.)\nFading 3 (This creature enters with three fade counters on it. At the beginning of your upkeep, remove a fade counter from it. If you can't, sacrifice it.)"


def test_fading_enters_with_fade_counters_and_removes_one_each_upkeep() -> None:
    c = ok("Blastoderm", "Creature — Beast", BLASTODERM, "{2}{G}{G}", "5/5")
    static, trigger = c.abilities[-2:]
    assert isinstance(static, StaticAbility) and static.effect == EntersWithCounters("fade", 3)
    assert isinstance(trigger, TriggeredAbility)
    (effect,) = trigger.effects
    assert isinstance(effect, IfDone) and effect.effects == (RemoveCounters("fade", 1),)
    assert not effect.then and isinstance(effect.otherwise[0], SacrificeObject)


def test_fading_on_an_aura() -> None:
    text = "Enchant creature\nFading 1 (This enchantment enters with one fade counter on it. At the beginning of your upkeep, remove a fade counter from it. If you can't, sacrifice it.)\nEnchanted creature gets +3/+2."
    c = ok("Parallax Dementia", "Enchantment — Aura", text, "{1}{B}")
    assert any(isinstance(a, StaticAbility) and a.effect == EntersWithCounters("fade", 1) for a in c.abilities)
