"""Skulk (CR 702.118a) and mentor (702.134a): power compared with the source's ("with greater
power", "with lesser power")."""

from __future__ import annotations

from manastack.model.abilities import BlockRestriction, StaticAbility, TriggeredAbility
from manastack.model.filters import PowerThanSource
from manastack.model.triggers import TriggerEvent
from tests.oracle.helpers import compiled, ok


def test_skulk_is_a_block_restriction_against_greater_power() -> None:
    c = ok("Furtive Homunculus", "Creature — Homunculus", "Skulk (This creature can't be blocked by creatures with greater power.)", "{1}{U}", "2/1")
    (skulk,) = [a for a in c.abilities if isinstance(a, StaticAbility)]
    assert isinstance(skulk.effect, BlockRestriction) and not skulk.effect.only and not skulk.effect.on_blocker
    assert PowerThanSource(True) in skulk.effect.filter.predicates


def test_mentor_targets_an_attacking_creature_with_lesser_power() -> None:
    text = "Mentor (Whenever this creature attacks, put a +1/+1 counter on target attacking creature with lesser power.)"
    c = ok("Boros Challenger", "Creature — Human Soldier", text, "{R}{W}", "2/3")
    (mentor,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert mentor.trigger.event is TriggerEvent.ATTACKS
    (spec,) = mentor.targets
    assert PowerThanSource(False) in spec.filter.predicates


def test_granting_skulk_stays_unsupported() -> None:
    c = compiled("Test", "Enchantment", "Creatures you control have skulk.", "{1}{U}")
    assert c.card is None
