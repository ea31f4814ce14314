"""Offspring [cost] (CR 702.175a): an optional additional cost and the enters trigger creating a 1/1
token copy if it was paid."""

from __future__ import annotations

from manastack.model.abilities import AdditionalCost, TriggeredAbility
from manastack.model.conditions import CostPaid
from manastack.model.effects import CreateTokenCopy
from manastack.model.filters import This
from tests.oracle.helpers import compiled, ok

_REMINDER = "(You may pay an additional {2} as you cast this spell. If you do, when this creature enters, create a 1/1 token copy of it.)"


def test_offspring() -> None:
    c = ok("Rust-Shield Rampager", "Creature — Raccoon Warrior", f"Offspring {{2}} {_REMINDER}\nThis creature can't be blocked by creatures with power 2 or less.", "{3}{G}", "4/4")
    cost, trig = c.abilities[:2]
    assert isinstance(cost, AdditionalCost) and cost.optional and cost.name == "offspring" and cost.cost.mana is not None and cost.cost.mana.generic == 2
    assert isinstance(trig, TriggeredAbility) and trig.intervening_if == CostPaid("offspring")
    (copy,) = trig.effects
    assert isinstance(copy, CreateTokenCopy) and copy.of == This() and copy.exceptions is not None
    token = copy.exceptions.apply(c)  # 707.9b: "except it's 1/1"
    assert (token.power, token.toughness) == (1, 1) and token.name == "Rust-Shield Rampager"


def test_offspring_with_an_unread_ability_stays_unsupported() -> None:
    r = compiled("Manifold Mouse", "Creature — Mouse Soldier", f"Offspring {{2}} {_REMINDER}\nAt the beginning of combat on your turn, target Mouse you control gains your choice of double strike or trample until end of turn.", "{1}{R}", "1/2")
    assert r.card is None and any("your choice of double strike or trample" in u.text for u in r.unsupported)
