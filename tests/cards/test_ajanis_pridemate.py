"""Ajani's Pridemate: "Whenever you gain life, put a +1/+1 counter on this creature" (CR 603.2, 119.9)."""

from __future__ import annotations

from tests.drivers import C, cast, game, pt, resolve_all


def test_gaining_life_puts_a_counter_on_it() -> None:
    g = game({"battlefield": [{"card": C("Ajani's Pridemate"), "as": "ap"}, C("Plains")], "hand": [C("Healing Salve")]})
    cast(g, "Healing Salve", "Mode 1", "alice")
    resolve_all(g)
    resolve_all(g)  # the trigger
    assert g.state.objects[g.state.labels["ap"]].counters == {"+1/+1": 1}
    assert pt(g, "ap") == (3, 3)


def test_an_opponent_gaining_life_does_not_trigger_it() -> None:
    g = game({"battlefield": [{"card": C("Ajani's Pridemate"), "as": "ap"}, C("Plains")], "hand": [C("Healing Salve")]})
    cast(g, "Healing Salve", "Mode 1", "bob")
    resolve_all(g)
    assert pt(g, "ap") == (2, 2)
