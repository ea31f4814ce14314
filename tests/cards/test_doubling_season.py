"""Doubling Season: "If an effect would create one or more tokens under your control, it creates
twice that many of those tokens instead. If an effect would put one or more counters on a
permanent you control, it puts twice that many of those counters on that permanent instead"
(CR 614.1a, 122.6)."""

from __future__ import annotations

from collections import Counter

from tests.drivers import C, cast, game, resolve_all, tokens


def test_doubles_tokens() -> None:
    g = game({"battlefield": [C("Doubling Season"), C("Plains"), C("Plains")], "hand": [C("Raise the Alarm")]})
    cast(g, "Raise the Alarm")
    resolve_all(g)
    assert tokens(g) == Counter({"Soldier": 4})


def test_doubles_counters_an_effect_puts_on_your_permanents() -> None:
    """Ajani's Pridemate's trigger puts one +1/+1 counter: two with Doubling Season."""
    g = game({"battlefield": [C("Doubling Season"), {"card": C("Ajani's Pridemate"), "as": "ap"}, C("Plains")], "hand": [C("Healing Salve")]})
    cast(g, "Healing Salve", "Mode 1", "alice")
    resolve_all(g)
    resolve_all(g)
    assert g.state.objects[g.state.labels["ap"]].counters == {"+1/+1": 2}


def test_x_counters_of_an_enters_replacement_are_doubled() -> None:
    g = game({"battlefield": [C("Doubling Season")] + [C("Forest")] * 2, "hand": [C("Walking Ballista")]})
    cast(g, "Walking Ballista", "1")
    resolve_all(g)
    wb = next(o for o in g.state.battlefield if g.state.objects[o].name == "Walking Ballista")
    assert g.state.objects[wb].counters == {"+1/+1": 2}
