"""Putting counters on the source as a cost (CR 118.3): "Put a -0/-1 counter on CARDNAME: Add {G}."."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility
from manastack.model.costs import PutCountersOnSelf
from tests.oracle.helpers import compiled, ok


def test_wall_of_roots() -> None:
    c = ok("Wall of Roots", "Creature — Plant Wall", "Defender\nPut a -0/-1 counter on Wall of Roots: Add {G}. Activate only once each turn.", "{1}{G}", "0/5")
    ab = c.abilities[-1]
    assert isinstance(ab, ActivatedAbility) and ab.cost.parts == (PutCountersOnSelf("-0/-1"),) and ab.max_per_turn == 1


def test_counter_on_another_permanent_as_a_cost_stays_unsupported() -> None:
    c = compiled("Cost Test", "Creature — Elf", "Put a +1/+1 counter on target creature: Add {G}.", "{G}", "1/1")
    assert c.card is None
