"""Parallel Lives: "If an effect would create one or more tokens under your control, it creates
twice that many of those tokens instead" (CR 614.1a); two of them quadruple (616.1, 614.5)."""

from __future__ import annotations

from collections import Counter

from manastack.actions import DecisionKind
from tests.drivers import C, cast, game, kind, resolve_all, tokens


def test_doubles_tokens_you_create() -> None:
    g = game({"battlefield": [C("Parallel Lives"), C("Plains")], "hand": [C("Thraben Inspector")]})
    cast(g, "Thraben Inspector")
    resolve_all(g)
    resolve_all(g)
    assert tokens(g) == Counter({"Clue": 2})


def test_two_of_them_quadruple() -> None:
    g = game({"battlefield": [C("Parallel Lives"), C("Parallel Lives"), C("Plains"), C("Plains")], "hand": [C("Raise the Alarm")]})
    cast(g, "Raise the Alarm")
    for _ in range(10):
        if kind(g) is DecisionKind.REPLACEMENT_ORDER:
            g.apply(g.legal_actions()[0])
        elif g.state.stack:
            resolve_all(g)
        else:
            break
    assert tokens(g) == Counter({"Soldier": 8})
