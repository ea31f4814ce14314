"""Creature keywords written out as their rules: ingest (CR 702.115a), reinforce (CR 702.77a);
the variants the rules don't write out stay unsupported with the clause named."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility, TriggeredAbility
from manastack.model.costs import DiscardSelf
from manastack.model.effects import PutCounters
from manastack.model.triggers import TriggerEvent
from manastack.model.types import Zone
from tests.oracle.helpers import compiled, ok


def test_ingest_is_a_combat_damage_trigger() -> None:
    c = ok("Culling Drone", "Creature — Eldrazi Drone", "Devoid\nIngest (Whenever this creature deals combat damage to a player, that player exiles the top card of their library.)", "{1}{B}", "2/2")
    (trig,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert trig.trigger.event is TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER


def test_granted_ingest_stays_unsupported() -> None:
    c = compiled("Probe", "Artifact — Equipment", "Equipped creature has ingest.\nEquip {2}", "{2}")
    assert c.card is None


def test_reinforce_is_a_discard_ability_from_the_hand() -> None:
    c = ok("Burrenton Bombardier", "Creature — Kithkin Soldier", "Flying\nReinforce 2—{2}{W} ({2}{W}, Discard this card: Put two +1/+1 counters on target creature.)", "{2}{W}", "2/2")
    (act,) = [a for a in c.abilities if isinstance(a, ActivatedAbility)]
    assert act.zone is Zone.HAND
    assert any(isinstance(p, DiscardSelf) for p in act.cost.parts)
    (put,) = act.effects
    assert isinstance(put, PutCounters) and put.kind == "+1/+1" and put.count == 2


def test_reinforce_x_stays_unsupported() -> None:
    c = compiled("Probe", "Creature — Kithkin Soldier", "Reinforce X—{X}{W}", "{W}", "1/1")
    assert c.card is None
    assert "Reinforce X" in c.explain()
