"""Two kicker costs (CR 702.33f): "Kicker [A] and/or [B]", with abilities linked to each cost
("if it was kicked with its [A] kicker", 702.33e)."""

from __future__ import annotations

from manastack.model.abilities import AdditionalCost, TriggeredAbility
from manastack.model.conditions import CostPaid
from tests.oracle.helpers import compiled, ok

TEXT = (
    "Kicker {1}{G} and/or {2}{U}\n"
    "When this creature enters, if it was kicked with its {1}{G} kicker, destroy target creature with flying.\n"
    "When this creature enters, if it was kicked with its {2}{U} kicker, draw two cards."
)


def test_each_kicker_cost_is_named_by_its_cost() -> None:
    c = ok("Sunscape Battlemage", "Creature — Human Wizard", TEXT, "{2}{W}", "2/2")
    kickers = [a for a in c.abilities if isinstance(a, AdditionalCost)]
    assert [(k.name, k.optional) for k in kickers] == [("kicker {1}{G}", True), ("kicker {2}{U}", True)]
    conds = [a.intervening_if for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert conds == [CostPaid("kicker {1}{G}"), CostPaid("kicker {2}{U}")]


def test_kicked_twice_is_not_read() -> None:
    c = compiled("Test Angel", "Creature — Angel", "Kicker {B} and/or {R}\nWhen this creature enters, if it was kicked twice, it deals 2 damage to any target.", "{5}{W}{W}", "6/6")
    assert c.card is None
    assert any("kicked twice" in u.text for u in c.unsupported)
