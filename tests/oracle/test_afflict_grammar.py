"""Afflict (CR 702.130a): the keyword line as its triggered ability, "Whenever this creature becomes
blocked, defending player loses N life"; afflict granted by name stays unsupported."""

from __future__ import annotations

from manastack.model.abilities import TriggeredAbility
from manastack.model.effects import LoseLife
from manastack.model.filters import DefendingPlayer, This
from manastack.model.triggers import TriggerEvent
from tests.oracle.helpers import compiled, ok


def test_afflict_is_a_becomes_blocked_trigger_of_life_loss() -> None:
    c = ok("Khenra Eternal", "Creature — Zombie Jackal Warrior", "Afflict 1 (Whenever this creature becomes blocked, defending player loses 1 life.)", "{1}{B}", "2/2")
    (trig,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert trig.trigger.event is TriggerEvent.BECOMES_BLOCKED
    assert trig.effects == (LoseLife(1, DefendingPlayer(This())),)


def test_granted_afflict_stays_unsupported() -> None:
    # The keyword granted by name would lack its triggered ability.
    c = compiled("Dagger of the Worthy", "Artifact — Equipment", "Equipped creature gets +2/+0 and has afflict 1. (Whenever it becomes blocked, defending player loses 1 life.)\nEquip {2}", "{2}")
    assert c.card is None
