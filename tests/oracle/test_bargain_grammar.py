"""Bargain (CR 702.166a-b): an optional additional cost, and "if it was bargained"."""

from __future__ import annotations

from manastack.model.abilities import AdditionalCost, TriggeredAbility
from manastack.model.conditions import CostPaid
from manastack.model.costs import SacrificePermanents
from tests.oracle.helpers import compiled, ok

_REMINDER = "(You may sacrifice an artifact, enchantment, or token as you cast this spell.)"


def test_bargain_and_if_it_was_bargained() -> None:
    c = ok("Troublemaker Ouphe", "Creature — Ouphe", f"Bargain {_REMINDER}\nWhen this creature enters, if it was bargained, exile target artifact or enchantment an opponent controls.", "{1}{G}", "2/2")
    cost, trig = c.abilities
    assert isinstance(cost, AdditionalCost) and cost.optional and cost.name == "bargain"
    (sac,) = cost.cost.parts
    assert isinstance(sac, SacrificePermanents) and sac.count == 1
    assert isinstance(trig, TriggeredAbility) and trig.intervening_if == CostPaid("bargain")


def test_costs_less_if_its_bargained_stays_unsupported() -> None:
    """The spell's castability would have to consider announcing the bargain first (601.2b, 601.2f)."""
    r = compiled("Ice Out", "Instant", f"Bargain {_REMINDER}\nThis spell costs {{1}} less to cast if it's bargained.\nCounter target spell.", "{1}{U}{U}")
    assert r.card is None and any("if it's bargained" in u.text for u in r.unsupported)
