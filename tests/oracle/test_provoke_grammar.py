"""Provoke (CR 702.39a): a triggered ability on attacking — "you may have target creature defending
player controls untap and block this creature if able"."""

from __future__ import annotations

from manastack.model.abilities import TriggeredAbility
from manastack.model.effects import May, Restrict, Untap
from manastack.model.filters import Target, This
from manastack.model.triggers import TriggerEvent
from tests.oracle.helpers import compiled, ok

PROVOKE = "Provoke (Whenever this creature attacks, you may have target creature defending player controls untap and block it if able.)"


def test_provoke_untaps_the_target_and_requires_it_to_block_this_creature() -> None:
    # Goblin Grappler
    c = ok("Goblin Grappler", "Creature — Goblin", PROVOKE, "{R}", "1/1")
    (ab,) = c.abilities
    assert isinstance(ab, TriggeredAbility) and ab.trigger.event is TriggerEvent.ATTACKS
    assert ab.targets[0].description == "target creature defending player controls"
    assert ab.effects == (May((Untap(Target(0)), Restrict(Target(0), block=True, requirement=True, whom=This()))),)


def test_provoke_granted_to_other_creatures_is_not_read() -> None:
    # Hunter Sliver's grant stays unsupported, its clause named
    c = compiled("Test Sliver", "Creature — Sliver", "All Sliver creatures have provoke.", "{1}{R}", "1/1")
    assert c.card is None
    assert any("provoke" in u.text for u in c.unsupported)
