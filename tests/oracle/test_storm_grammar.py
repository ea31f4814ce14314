"""The storm keyword (CR 702.40a): a line "Storm" (with its reminder text) is a triggered ability of
the spell, "when you cast this spell, copy it for each other spell cast before it this turn";
gravestorm (702.69a), which counts permanents put into graveyards instead, stays unsupported."""

from __future__ import annotations

from manastack.model.abilities import TriggeredAbility
from manastack.model.effects import CopySpell
from manastack.model.filters import EventAmount, This
from manastack.model.triggers import AboutThis, TriggerCondition, TriggerEvent
from tests.oracle.helpers import compiled, ok

REMINDER = "Storm (When you cast this spell, copy it for each spell cast before it this turn. You may choose new targets for the copies.)"


def test_storm_line() -> None:
    c = ok("Test Shot", "Sorcery", "Test Shot deals 1 damage to any target.\n" + REMINDER, "{1}{R}")
    storm = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert len(storm) == 1
    assert storm[0].trigger == TriggerCondition(TriggerEvent.CAST, (AboutThis(),))
    assert storm[0].effects == (CopySpell(This(), times=EventAmount()),)


def test_storm_without_targets() -> None:
    c = ok("Test Warrens", "Sorcery", "Create two 1/1 red Goblin creature tokens.\nStorm", "{3}{R}")
    assert any(isinstance(a, TriggeredAbility) and a.trigger.event is TriggerEvent.CAST for a in c.abilities)


def test_gravestorm_stays_unsupported() -> None:
    assert not compiled("Test Bitter", "Sorcery", "Destroy target permanent.\nGravestorm", "{2}{B}{B}").ok
