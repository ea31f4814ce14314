"""Level up (CR 702.87a) and leveler cards' level symbols (711.2)."""

from __future__ import annotations

from manastack.cards.tokens import predefined_token
from manastack.model.abilities import ActivatedAbility, GrantAbilitiesStatic, GrantKeywordsStatic, SetPTStatic, StaticAbility
from manastack.model.conditions import SourceHasCounters
from manastack.model.effects import PutCounters
from manastack.model.filters import This
from manastack.model.types import Keyword
from manastack.oracle import Card, Face, compile_card
from manastack.oracle.result import Compiled


def _leveler(name: str, text: str, cost: str, pt: str | None) -> Compiled:
    p, t = pt.split("/") if pt else (None, None)
    return compile_card(Card(name, "leveler", (Face(name, "Creature — Human Knight", cost, text, p, t),)), predefined_token)


CARAVAN_ESCORT = "Level up {2} ({2}: Put a level counter on this. Level up only as a sorcery.)\nLEVEL 1-4\n2/2\nLEVEL 5+\n5/5\nFirst strike"


def test_level_up_is_a_sorcery_speed_activated_ability() -> None:
    c = _leveler("Caravan Escort", CARAVAN_ESCORT, "{W}", "1/1").card
    assert c is not None and c.power == 1 and c.toughness == 1  # 711.6: the uppermost box
    level_up = c.abilities[0]
    assert isinstance(level_up, ActivatedAbility) and level_up.sorcery_speed
    assert level_up.effects == (PutCounters("level", 1, This()),)


def test_each_level_symbol_is_a_static_ability_with_its_range() -> None:
    c = _leveler("Caravan Escort", CARAVAN_ESCORT, "{W}", "1/1").card
    assert c is not None
    statics = [(a.effect, a.condition) for a in c.abilities if isinstance(a, StaticAbility)]
    assert statics == [
        (SetPTStatic(This(), 2, 2), SourceHasCounters("level", 1, 4)),
        (SetPTStatic(This(), 5, 5), SourceHasCounters("level", 5)),
        (GrantKeywordsStatic(This(), (Keyword.FIRST_STRIKE,)), SourceHasCounters("level", 5)),
    ]


def test_a_level_grants_other_abilities_too() -> None:
    text = "Level up {4} ({4}: Put a level counter on this. Level up only as a sorcery.)\nLEVEL 4-7\n4/4\nFlying\nLEVEL 8+\n8/8\nFlying, trample\n{R}: Kargan Dragonlord gets +1/+0 until end of turn."
    c = _leveler("Kargan Dragonlord", text, "{R}{R}", "2/2").card
    assert c is not None
    granted = [a for a in c.abilities if isinstance(a, StaticAbility) and isinstance(a.effect, GrantAbilitiesStatic)]
    assert len(granted) == 1 and granted[0].condition == SourceHasCounters("level", 8)
    assert isinstance(granted[0].effect.abilities[0], ActivatedAbility)


def test_a_level_symbol_without_a_power_toughness_box_stays_unsupported() -> None:
    text = "Level up {1} ({1}: Put a level counter on this. Level up only as a sorcery.)\n{T}: Add {C}.\nLEVEL 1-7\n{T}: Add {W}, {B}, {G}, or {C}.\nLEVEL 8+\n{T}: Add {W}, {B}, {G}, or {C}. Scry 1."
    c = _leveler("Under-Construction Skyscraper", text, "", None)
    assert c.card is None and "power/toughness box" in c.explain()
