"""Hithlain Knots: tap target creature, scry 1, draw a card; rulings on an already-tapped and an
illegal target (608.2b)."""

from __future__ import annotations

from tests.drivers import ALICE, C, cast, events, game, graveyard, hand, kind, names, oid, resolve, resolve_all

KNOTS = "Hithlain Knots"
LIBRARY = [C("Forest"), C("Mountain"), C("Swamp")]


def test_taps_target_scries_one_and_draws() -> None:
    g = game({"battlefield": [C("Island")] * 2, "hand": [C(KNOTS)], "library": LIBRARY},
             {"battlefield": [{"card": C("Westfold Rider"), "as": "rider"}]})
    cast(g, KNOTS, "Westfold Rider")
    resolve(g)
    assert kind(g) is not None and g.decision.context.startswith("scry")
    g.apply("Bottom")  # Forest to the bottom, then draw the Mountain
    resolve_all(g)
    assert g.state.objects[oid(g, "rider")].tapped
    assert hand(g, ALICE) == ["Mountain"]
    assert names(g, g.state.players[ALICE].library) == ["Swamp", "Forest"]


def test_ruling_already_tapped_target_still_scry_and_draw() -> None:
    """Ruling: if the target is legal but already tapped, you still scry 1 and draw a card."""
    g = game({"battlefield": [C("Island")] * 2, "hand": [C(KNOTS)], "library": LIBRARY},
             {"battlefield": [{"card": C("Westfold Rider"), "as": "rider", "tapped": True}]})
    cast(g, KNOTS, "Westfold Rider")
    resolve(g)
    g.apply("Top")
    resolve_all(g)
    assert hand(g, ALICE) == ["Forest"]


def test_ruling_illegal_target_no_scry_no_draw() -> None:
    """Ruling / 608.2b: if the target became illegal, the spell doesn't resolve: no scry, no draw."""
    g = game({"battlefield": [C("Island")] * 2 + [C("Swamp")] * 3, "hand": [C(KNOTS), C("Bilbo's Deadly Slice")], "library": LIBRARY},
             {"battlefield": [{"card": C("Westfold Rider"), "as": "rider"}]})
    cast(g, KNOTS, "Westfold Rider")
    cast(g, "Bilbo's Deadly Slice", "Westfold Rider")
    resolve_all(g)
    assert hand(g, ALICE) == [] and names(g, g.state.players[ALICE].library) == ["Forest", "Mountain", "Swamp"]
    assert sorted(graveyard(g, ALICE)) == ["Bilbo's Deadly Slice", KNOTS]
    assert events(g, "fizzled")
