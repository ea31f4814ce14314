"""Wood Elves: when it enters, search your library for a Forest card, put it onto the battlefield
(untapped), then shuffle (701.23a). Ruling: you may fail to find (701.23b)."""

from __future__ import annotations

from tests.cards.welcome import ALICE, C, DecisionKind, cast, game, kind, named, options, resolve_all, resolve_top


def test_fetches_a_forest_untapped() -> None:
    g = game({"battlefield": [C("Forest")] * 3, "hand": [C("Wood Elves")], "library": [C("Plains"), C("Forest"), C("Languish")]})
    cast(g, "Wood Elves")
    resolve_top(g)
    assert kind(g) is DecisionKind.CHOOSE_OBJECT
    assert "Plains" not in options(g) and "Languish" not in options(g)
    g.apply("Forest")
    resolve_all(g)
    forests = [o for o in g.state.battlefield if g.state.objects[o].name == "Forest"]
    assert len(forests) == 4 and sum(1 for o in forests if not g.state.objects[o].tapped) == 1
    assert sorted(named(g, g.state.players[ALICE].library)) == ["Languish", "Plains"]


def test_ruling_may_fail_to_find() -> None:
    g = game({"battlefield": [C("Forest")] * 3, "hand": [C("Wood Elves")], "library": [C("Plains"), C("Forest")]})
    cast(g, "Wood Elves")
    resolve_top(g)
    fail = [o for o in options(g) if o not in ("Forest",)]
    assert fail, options(g)
    g.apply(fail[0])
    resolve_all(g)
    assert sorted(named(g, g.state.players[ALICE].library)) == ["Forest", "Plains"]
