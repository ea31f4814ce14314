"""Wood Elves: when it enters, search your library for a Forest card, put it onto the battlefield
(untapped), then shuffle (701.23a). Ruling: you may fail to find (701.23b)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from tests.drivers import ALICE, C, cast, game, kind, names, options, resolve, resolve_all


def test_fetches_a_forest_untapped() -> None:
    g = game({"battlefield": [C("Forest")] * 3, "hand": [C("Wood Elves")], "library": [C("Plains"), C("Forest"), C("Languish")]})
    cast(g, "Wood Elves")
    resolve(g)
    assert kind(g) is DecisionKind.CHOOSE_OBJECT
    assert "Plains" not in options(g) and "Languish" not in options(g)
    g.apply("Forest")
    resolve_all(g)
    forests = [o for o in g.state.battlefield if g.state.objects[o].name == "Forest"]
    assert len(forests) == 4 and sum(1 for o in forests if not g.state.objects[o].tapped) == 1
    assert sorted(names(g, g.state.players[ALICE].library)) == ["Languish", "Plains"]


def test_ruling_may_fail_to_find() -> None:
    g = game({"battlefield": [C("Forest")] * 3, "hand": [C("Wood Elves")], "library": [C("Plains"), C("Forest")]})
    cast(g, "Wood Elves")
    resolve(g)
    fail = [o for o in options(g) if o not in ("Forest",)]
    assert fail, options(g)
    g.apply(fail[0])
    resolve_all(g)
    assert sorted(names(g, g.state.players[ALICE].library)) == ["Forest", "Plains"]
