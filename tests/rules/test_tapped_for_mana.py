"""Tapping for mana (CR 106.12): a mana ability whose cost removes its source (a Treasure's
"{T}, Sacrifice this artifact") still taps it for mana — replacement effects and triggers see the
source as it last existed (113.7a, 608.2h); a trigger "tapped for mana of a specified type" needs
that type among the mana produced (106.12a)."""

from __future__ import annotations

from typing import Any

from manastack.game import Game
from manastack.mana import mana_text
from manastack.position import position

LIB = ["Forest"] * 6


def _options(g: Game) -> list[str]:
    return [g.describe(a) for a in g.legal_actions()]


def _events(g: Game, kind: str) -> list[dict[str, Any]]:
    return [dict(e.data) for e in g.state.log if e.event == kind]


def _pool(g: Game) -> str:
    return mana_text(g.state.players[0].mana_pool)


def _tap(g: Game, name: str) -> None:
    g.apply(next(o for o in _options(g) if o.startswith(f"Activate {name}:")))


def test_106_12b_a_sacrificed_treasure_was_tapped_for_mana_and_is_doubled() -> None:
    g = position({"alice": {"battlefield": ["Mana Reflection", {"token": "Treasure"}, "Forest"], "library": LIB}, "bob": {"library": LIB}})
    _tap(g, "Treasure")
    g.apply("{G}")
    assert _pool(g) == "{G}{G}"
    assert [e["source"] for e in _events(g, "mana_added")] == ["Treasure"]
    assert [e["effect"] for e in _events(g, "replacement_applied")] == ["Mana Reflection"]


def test_106_12_a_sacrifice_ability_without_tap_is_not_doubled() -> None:
    g = position({"alice": {"battlefield": ["Mana Reflection", "Blood Pet", "Forest"], "library": LIB}, "bob": {"library": LIB}})
    _tap(g, "Blood Pet")
    assert _pool(g) == "{B}" and _events(g, "replacement_applied") == []


def test_106_12a_tapped_for_a_specified_type_triggers_only_on_that_type() -> None:
    """Forsaken Monument: "Whenever you tap a permanent for {C}, add an additional {C}." Reflecting
    Pool tapped for {U} doesn't trigger it; tapped for {C} it does."""
    spec = {"alice": {"battlefield": ["Forsaken Monument", "Reflecting Pool", "Island", "Wastes", "Forest"], "library": LIB}, "bob": {"library": LIB}}
    g = position(spec)
    _tap(g, "Reflecting Pool")
    g.apply("{U}")
    assert _pool(g) == "{U}" and _events(g, "ability_triggered") == []
    g = position(spec)
    _tap(g, "Reflecting Pool")
    g.apply("{C}")
    assert _pool(g) == "{C}{C}"
    assert [e["source"] for e in _events(g, "ability_triggered")] == ["Forsaken Monument"]
