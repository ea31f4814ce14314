"""Tapping for mana (CR 106.12): a mana ability whose cost removes its source (a Treasure's
"{T}, Sacrifice this artifact") still taps it for mana — replacement effects and triggers see the
source as it last existed (113.7a, 608.2h); a trigger "tapped for mana of a specified type" needs
that type among the mana produced (106.12a)."""

from __future__ import annotations

from manastack.position import position
from tests.drivers import event_data, pool, tap_for_mana

LIB = ["Forest"] * 6


def test_106_12b_a_sacrificed_treasure_was_tapped_for_mana_and_is_doubled() -> None:
    g = position({"alice": {"battlefield": ["Mana Reflection", {"token": "Treasure"}, "Forest"], "library": LIB}, "bob": {"library": LIB}})
    tap_for_mana(g, "Treasure")
    g.apply("{G}")
    assert pool(g) == "{G}{G}"
    assert [e["source"] for e in event_data(g, "mana_added")] == ["Treasure"]
    assert [e["effect"] for e in event_data(g, "replacement_applied")] == ["Mana Reflection"]


def test_106_12_a_sacrifice_ability_without_tap_is_not_doubled() -> None:
    g = position({"alice": {"battlefield": ["Mana Reflection", "Blood Pet", "Forest"], "library": LIB}, "bob": {"library": LIB}})
    tap_for_mana(g, "Blood Pet")
    assert pool(g) == "{B}" and event_data(g, "replacement_applied") == []


def test_106_12a_tapped_for_a_specified_type_triggers_only_on_that_type() -> None:
    """Forsaken Monument: "Whenever you tap a permanent for {C}, add an additional {C}." Reflecting
    Pool tapped for {U} doesn't trigger it; tapped for {C} it does."""
    spec = {"alice": {"battlefield": ["Forsaken Monument", "Reflecting Pool", "Island", "Wastes", "Forest"], "library": LIB}, "bob": {"library": LIB}}
    g = position(spec)
    tap_for_mana(g, "Reflecting Pool")
    g.apply("{U}")
    assert pool(g) == "{U}" and event_data(g, "ability_triggered") == []
    g = position(spec)
    tap_for_mana(g, "Reflecting Pool")
    g.apply("{C}")
    assert pool(g) == "{C}{C}"
    assert [e["source"] for e in event_data(g, "ability_triggered")] == ["Forsaken Monument"]
