""""{3}, {T} or {U}, {T}: [effect]" (CR 602.1a, 602.2b): two activated abilities with the same
effect; with an "only once each turn" limit, or a cost whose "or" isn't between two costs with
mana, the line stays unsupported."""

from __future__ import annotations

from manastack.mana import ManaCost
from manastack.model.abilities import ActivatedAbility
from manastack.model.costs import TapSelf
from tests.oracle.helpers import compiled, ok


def test_two_costs_two_abilities_same_effect() -> None:
    c = ok("Crystal Shard", "Artifact", "{3}, {T} or {U}, {T}: Return target creature to its owner's hand unless its controller pays {1}.", "{3}")
    a, b = [x for x in c.abilities if isinstance(x, ActivatedAbility)]
    assert (a.cost.mana, b.cost.mana) == (ManaCost.parse("{3}"), ManaCost.parse("{U}"))
    assert a.cost.parts == b.cost.parts == (TapSelf(),)
    assert a.effects == b.effects


def test_once_each_turn_stays_unsupported() -> None:
    c = compiled("Shard", "Artifact", "{3}, {T} or {U}, {T}: Draw a card. Activate only once each turn.", "{3}")
    assert c.card is None and "alternative costs" in c.explain()


def test_or_inside_a_cost_stays_unsupported() -> None:
    assert compiled("Anje", "Creature — Vampire", "{2}, Sacrifice another creature or a Blood token: Draw a card.", "{3}", "1/1").card is None
