"""Quarrel: target creature you control deals damage equal to its power to target creature an
opponent controls (one-sided: 701 "deals damage", not fight)."""

from __future__ import annotations

from tests.drivers import BOB, C, cast, game, graveyard, oid, resolve_all


def test_your_creature_deals_its_power_to_opponents_creature() -> None:
    g = game({"battlefield": [C("Forest")] * 2 + [{"card": C("Westfold Rider"), "as": "r"}], "hand": [C("Quarrel")]},
             {"battlefield": [{"card": C("Desolation Prowler"), "as": "p"}, C("Eagle of the Great Shelf")]})
    cast(g, "Quarrel", "Westfold Rider", "Desolation Prowler")
    resolve_all(g)
    assert graveyard(g, BOB) == ["Desolation Prowler"]
    assert oid(g, "r") in g.state.battlefield and g.state.objects[oid(g, "r")].damage == 0  # no damage back
