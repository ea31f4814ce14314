"""Willow-Wind: flying; when it enters, scry 2 (701.22a)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from manastack.model.types import Keyword
from manastack.rules.layers import chars
from tests.drivers import ALICE, C, cast, game, kind, names, resolve, resolve_all

WW = "Willow-Wind"


def test_enters_and_scries_two() -> None:
    g = game({"battlefield": [C("Island")] * 5, "hand": [C(WW)], "library": [C("Forest"), C("Mountain"), C("Swamp")]})
    cast(g, WW)
    resolve(g)  # the creature spell, then its enters trigger, which asks the scry
    assert kind(g) is DecisionKind.CHOOSE_OBJECT
    g.apply("Bottom")
    g.apply("Bottom")
    assert kind(g) is DecisionKind.ORDER  # 701.22a: the player orders the cards put on the bottom
    g.apply("Mountain")
    resolve_all(g)
    assert names(g, g.state.players[ALICE].library) == ["Swamp", "Mountain", "Forest"]
    ww = next(o for o in g.state.battlefield if g.state.objects[o].name == WW)
    assert Keyword.FLYING in chars(g.state, ww).keywords
