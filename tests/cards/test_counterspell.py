"""Counterspell: "Counter target spell" (CR 701.6)."""

from __future__ import annotations

from manastack.actions import Pass
from tests.drivers import ALICE, BOB, C, cast, game, graveyard, on_battlefield, resolve_all


def test_counters_a_creature_spell() -> None:
    g = game({"battlefield": [C("Forest"), C("Forest")], "hand": [C("Grizzly Bears")]},
             {"battlefield": [C("Island"), C("Island")], "hand": [C("Counterspell")]})
    cast(g, "Grizzly Bears")
    spell = g.state.stack[-1]
    g.apply(Pass())
    cast(g, "Counterspell", spell)
    resolve_all(g)
    assert "Grizzly Bears" not in on_battlefield(g)
    assert graveyard(g, ALICE) == ["Grizzly Bears"] and graveyard(g, BOB) == ["Counterspell"]
