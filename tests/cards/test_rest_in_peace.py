"""Rest in Peace: "When this enchantment enters, exile all graveyards"; "If a card or token would be
put into a graveyard from anywhere, exile it instead" (CR 603.6a, 614.1a)."""

from __future__ import annotations

from tests.drivers import ALICE, BOB, C, cast, game, graveyard, names, oid, resolve_all


def test_entering_exiles_all_graveyards() -> None:
    g = game({"battlefield": [C("Plains"), C("Plains")], "hand": [C("Rest in Peace")], "graveyard": [C("Grizzly Bears")]},
             {"graveyard": [C("Hill Giant")]})
    cast(g, "Rest in Peace")
    resolve_all(g)
    resolve_all(g)
    assert graveyard(g, ALICE) == [] and graveyard(g, BOB) == []
    assert {"Grizzly Bears", "Hill Giant"} <= set(names(g, g.state.exile))


def test_dying_creatures_and_resolved_spells_are_exiled_instead() -> None:
    g = game({"battlefield": [C("Rest in Peace"), C("Mountain")], "hand": [C("Lightning Bolt")]}, {"battlefield": [{"card": C("Grizzly Bears"), "as": "bears"}]})
    cast(g, "Lightning Bolt", oid(g, "bears"))
    resolve_all(g)
    assert graveyard(g, ALICE) == [] and graveyard(g, BOB) == []
    assert {"Lightning Bolt", "Grizzly Bears"} <= set(names(g, g.state.exile))
