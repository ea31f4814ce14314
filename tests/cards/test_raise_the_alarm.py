"""Raise the Alarm: "Create two 1/1 white Soldier creature tokens" (CR 111)."""

from __future__ import annotations

from manastack.mana import Color
from manastack.rules.layers import chars
from tests.drivers import ALICE, C, cast, game, resolve_all


def test_creates_two_white_1_1_soldiers() -> None:
    g = game({"battlefield": [C("Plains"), C("Plains")], "hand": [C("Raise the Alarm")]})
    cast(g, "Raise the Alarm")
    resolve_all(g)
    toks = [o for o in g.state.battlefield if g.state.objects[o].is_token]
    assert len(toks) == 2
    for t in toks:
        c = chars(g.state, t)
        assert (c.power, c.toughness) == (1, 1) and c.colors == frozenset({Color.WHITE})
        assert "Soldier" in c.subtypes and c.controller == ALICE
