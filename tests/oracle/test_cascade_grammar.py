"""The cascade keyword (CR 702.85a): a line "Cascade" (with its reminder text, or twice: 702.85c)
is a triggered ability of the spell; granting cascade to other spells stays unsupported."""

from __future__ import annotations

from manastack.model.abilities import TriggeredAbility
from manastack.model.effects import Cascade
from manastack.model.triggers import AboutThis, TriggerCondition, TriggerEvent
from tests.oracle.helpers import compiled, ok

REMINDER = ("Cascade (When you cast this spell, exile cards from the top of your library until you exile a nonland card "
            "that costs less. You may cast it without paying its mana cost. Put the exiled cards on the bottom in a random order.)")


def _cascades(text: str, type_line: str = "Creature — Elf Berserker") -> list[TriggeredAbility]:
    c = ok("Test Elf", type_line, text, "{2}{R}{G}", "3/2")
    return [a for a in c.abilities if isinstance(a, TriggeredAbility)]


def test_cascade_line() -> None:
    (ab,) = _cascades(REMINDER + "\nHaste")
    assert ab.trigger == TriggerCondition(TriggerEvent.CAST, (AboutThis(),))
    assert ab.effects == (Cascade(),)


def test_cascade_twice_triggers_separately() -> None:
    assert len(_cascades("Creatures you control have haste.\nCascade, cascade")) == 2


def test_granting_cascade_stays_unsupported() -> None:
    assert not compiled("Test Nexus", "Enchantment", "The first spell you cast each turn has cascade.", "{3}{G}{U}{R}").ok
