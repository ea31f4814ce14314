"""Loyalty abilities (CR 606): [+N], [−N] and [0] loyalty costs."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility
from manastack.model.costs import Loyalty
from tests.oracle.helpers import ok


def loyalty_costs(text: str) -> list[int]:
    c = ok("Test Walker", "Legendary Planeswalker — Test", text)
    return [p.amount for a in c.abilities if isinstance(a, ActivatedAbility) for p in a.cost.parts if isinstance(p, Loyalty)]


def test_606_4_a_zero_loyalty_cost_is_a_loyalty_ability() -> None:
    """Gideon, Martial Paragon's [0]: a loyalty ability whose cost neither adds nor removes counters."""
    assert loyalty_costs("+1: Draw a card.\n0: You gain 2 life.\n−3: Destroy target creature.") == [1, 0, -3]
