"""Wild Ride: "Target creature gets +3/+0 and gains haste until end of turn." Harmonize {4}{R}
(CR 702.180a: cast from the graveyard for {4}{R} and tapping up to one untapped creature you
control, the total cost reduced by its power; exiled as it leaves the stack)."""

from __future__ import annotations

from manastack.model.types import Zone
from tests.drivers import ALICE, C, cast, exiled, game, graveyard, oid, options, pt, resolve_all


def test_harmonize_tapping_a_three_power_creature_costs_one_and_red() -> None:
    g = game({"battlefield": [C("Mountain"), C("Mountain"), {"card": C("Hill Giant"), "as": "giant"}], "graveyard": [C("Wild Ride")]})
    cast(g, "Wild Ride with harmonize", oid(g, "giant"), oid(g, "giant"))
    resolve_all(g)
    assert g.state.objects[oid(g, "giant")].tapped
    assert pt(g, "giant") == (6, 3)
    assert exiled(g, ALICE) == ["Wild Ride"] and graveyard(g, ALICE) == []


def test_harmonize_is_not_offered_from_the_hand() -> None:
    g = game({"battlefield": [C("Mountain")] * 5, "hand": [C("Wild Ride")]})
    assert "Cast Wild Ride with harmonize" not in options(g)
    assert g.state.objects[next(iter(g.state.players[ALICE].hand))].zone is Zone.HAND
