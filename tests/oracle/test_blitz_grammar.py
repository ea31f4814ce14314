"""Blitz (CR 702.152a): an alternative cost with haste, a granted "when this creature dies, draw a
card" and a sacrifice at the next end step, while the blitz cost was paid."""

from __future__ import annotations

from manastack.model.abilities import AlternativeCost, AsBecomesPermanent, GrantAbilitiesStatic, GrantKeywordsStatic, StaticAbility
from manastack.model.conditions import CostPaid
from manastack.model.types import Keyword
from tests.oracle.helpers import compiled, ok

BLITZ = "Blitz {2}{R} (If you cast this spell for its blitz cost, it gains haste and \"When this creature dies, draw a card.\" Sacrifice it at the beginning of the next end step.)"


def test_blitz_abilities() -> None:
    c = ok("Riveteers Requisitioner", "Creature — Lizard Rogue", f"When this creature dies, create a Treasure token.\n{BLITZ}", "{1}{R}", "3/1")
    (alt,) = (a for a in c.abilities if isinstance(a, AlternativeCost))
    assert alt.name == "blitz" and alt.cost.mana is not None and alt.cost.mana.text() == "{2}{R}"
    statics = [a for a in c.abilities if isinstance(a, StaticAbility)]
    assert all(s.condition == CostPaid("blitz") for s in statics)
    kinds = {type(s.effect) for s in statics}
    assert kinds == {AsBecomesPermanent, GrantKeywordsStatic, GrantAbilitiesStatic}
    (haste,) = (s.effect for s in statics if isinstance(s.effect, GrantKeywordsStatic))
    assert haste.keywords == (Keyword.HASTE,)


def test_blitz_with_a_non_mana_cost_is_not_read() -> None:
    c = compiled("Test Rogue", "Creature — Rogue", "Blitz—Pay 3 life and sacrifice a creature", "{1}{R}", "2/1")
    assert c.card is None
    assert any("Blitz" in u.text for u in c.unsupported)
