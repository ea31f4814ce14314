"""Wayfarer's Bauble: {2}, {T}, sacrifice it: search your library for a basic land card, put it onto
the battlefield tapped, then shuffle (701.23a)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from tests.drivers import ALICE, C, activate, game, graveyard, kind, options, resolve, resolve_all

BAUBLE = "Wayfarer's Bauble"


def test_fetches_a_basic_land_tapped() -> None:
    g = game({"battlefield": [C(BAUBLE), C("Plains"), C("Plains")], "library": [C("Languish"), C("Forest"), C("Plains")]})
    activate(g, "Activate Wayfarer's Bauble")
    assert graveyard(g, ALICE) == [BAUBLE]
    resolve(g)
    assert kind(g) is DecisionKind.CHOOSE_OBJECT
    assert "Languish" not in options(g)
    g.apply("Forest")
    resolve_all(g)
    forests = [o for o in g.state.battlefield if g.state.objects[o].name == "Forest"]
    assert len(forests) == 1 and g.state.objects[forests[0]].tapped
    assert sorted(g.state.objects[o].name for o in g.state.players[ALICE].library) == ["Languish", "Plains"]
