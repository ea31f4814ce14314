"""Anointed Procession: "If an effect would create one or more tokens under your control, it
creates twice that many of those tokens instead" (CR 614.1a, 111.2)."""

from __future__ import annotations

from collections import Counter

from tests.drivers import BOB, C, cast, game, resolve_all, tokens


def test_doubles_tokens_you_create() -> None:
    g = game({"battlefield": [C("Anointed Procession"), C("Plains"), C("Plains")], "hand": [C("Raise the Alarm")]})
    cast(g, "Raise the Alarm")
    resolve_all(g)
    assert tokens(g) == Counter({"Soldier": 4})


def test_not_an_opponents_tokens() -> None:
    g = game({"battlefield": [C("Plains"), C("Plains")], "hand": [C("Raise the Alarm")]}, {"battlefield": [C("Anointed Procession")]})
    cast(g, "Raise the Alarm")
    resolve_all(g)
    assert tokens(g) == Counter({"Soldier": 2}) and tokens(g, BOB) == Counter()
