"""Exhaust (CR 702.177a): "Exhaust — [Cost]: [Effect]" is an activated ability with the keyword
``exhaust`` (activate only once); its cost and effect are read as any activated ability's."""

from __future__ import annotations

from manastack.mana import ManaCost
from manastack.model.abilities import EXHAUST, ActivatedAbility
from manastack.model.costs import TapSelf
from manastack.model.effects import AddMana, DrawCards, PutCounters
from tests.oracle.helpers import compiled, ok


def test_exhaust_ability_with_reminder_text() -> None:
    c = ok("Greenbelt Guardian", "Creature — Elf Ranger",
           "{G}: Target creature gains trample until end of turn.\nExhaust — {3}{G}: Put three +1/+1 counters on this creature. (Activate each exhaust ability only once.)",
           "{1}{G}", "2/2")
    pump, exhaust = c.abilities
    assert isinstance(pump, ActivatedAbility) and pump.keyword == ""
    assert isinstance(exhaust, ActivatedAbility) and exhaust.keyword == EXHAUST and not exhaust.max_per_turn
    assert exhaust.cost.mana == ManaCost.parse("{3}{G}")
    assert isinstance(exhaust.effects[0], PutCounters)


def test_several_exhaust_abilities_one_a_mana_ability() -> None:
    c = ok("Loot, the Pathfinder", "Legendary Creature — Otter Beast",
           "Double strike, vigilance, haste\nExhaust — {G}, {T}: Add three mana of any one color.\nExhaust — {U}, {T}: Draw three cards.", "{2}{G}{U}{R}", "2/4")
    mana, draw = (a for a in c.abilities if isinstance(a, ActivatedAbility))
    assert mana.keyword == EXHAUST and mana.is_mana_ability and isinstance(mana.effects[0], AddMana) and mana.cost.has(TapSelf)
    assert draw.keyword == EXHAUST and isinstance(draw.effects[0], DrawCards)


def test_exhaust_with_unread_cost_stays_unsupported() -> None:
    result = compiled("Spire Mechcycle", "Artifact — Vehicle",
                      "Exhaust — Tap another untapped Mount or Vehicle you control: This Vehicle becomes an artifact creature.", "{3}{R}", "5/4")
    assert result.card is None and "Tap another untapped Mount or Vehicle you control" in result.explain()
