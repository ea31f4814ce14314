"""Parallel Lives: "If an effect would create one or more tokens under your control, it creates
twice that many of those tokens instead" (CR 614.1a); two of them quadruple (616.1, 614.5)."""

from __future__ import annotations

from collections import Counter

from tests.drivers import C, cast, game, resolve_all, settle, tokens


def test_doubles_tokens_you_create() -> None:
    g = game({"battlefield": [C("Parallel Lives"), C("Plains")], "hand": [C("Thraben Inspector")]})
    cast(g, "Thraben Inspector")
    resolve_all(g)
    resolve_all(g)
    assert tokens(g) == Counter({"Clue": 2})


def test_two_of_them_quadruple() -> None:
    g = game({"battlefield": [C("Parallel Lives"), C("Parallel Lives"), C("Plains"), C("Plains")], "hand": [C("Raise the Alarm")]})
    cast(g, "Raise the Alarm")
    settle(g)
    assert tokens(g) == Counter({"Soldier": 8})
