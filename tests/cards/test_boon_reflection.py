"""Boon Reflection: "If you would gain life, you gain twice that much life instead" (CR 614.1a)."""

from __future__ import annotations

from tests.drivers import C, answer, events, game, life, resolve_all


def test_doubles_your_life_gain_only() -> None:
    g = game({"battlefield": [C("Boon Reflection"), C("Plains"), C("Plains")], "hand": [C("Healing Salve"), C("Healing Salve")]})
    g.apply("Cast Healing Salve [1]")
    answer(g, "Mode 1", "alice")
    resolve_all(g)
    assert life(g) == [26, 20]
    assert [e.get("effect") for e in events(g, "replacement_applied")] == ["Boon Reflection"]
    g.apply("Cast Healing Salve")
    answer(g, "Mode 1", "bob")
    resolve_all(g)
    assert life(g) == [26, 23]
