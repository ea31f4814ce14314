"""Afflict N (CR 702.130a): "Whenever this creature becomes blocked, defending player loses N life.\""""

from __future__ import annotations

from manastack.model.abilities import TriggeredAbility
from manastack.model.effects import LoseLife
from manastack.model.triggers import TriggerEvent
from tests.oracle.helpers import compiled, ok


def test_afflict_is_a_becomes_blocked_trigger() -> None:
    c = ok("Manticore Eternal", "Creature — Zombie Manticore", "Afflict 3 (Whenever this creature becomes blocked, defending player loses 3 life.)", "{4}{R}{R}", "5/4")
    (afflict,) = c.abilities
    assert isinstance(afflict, TriggeredAbility) and afflict.trigger.event is TriggerEvent.BECOMES_BLOCKED
    (lose,) = afflict.effects
    assert isinstance(lose, LoseLife) and lose.amount == 3


def test_afflict_x_stays_unsupported() -> None:
    assert compiled("Test", "Creature — Zombie", "Afflict X", "{2}{B}", "2/2").card is None
