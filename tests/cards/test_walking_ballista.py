"""Walking Ballista: {X}{X}; "This creature enters with X +1/+1 counters on it"; "{4}: Put a +1/+1
counter on this creature"; "Remove a +1/+1 counter from this creature: It deals 1 damage to any
target" (CR 107.3, 614.1c, 602)."""

from __future__ import annotations

from tests.drivers import C, activate, cast, game, life, oid, resolve_all


def test_enters_with_x_counters_for_two_x() -> None:
    g = game({"battlefield": [C("Forest")] * 4, "hand": [C("Walking Ballista")]}, spare=False)
    cast(g, "Walking Ballista", "2")
    resolve_all(g)
    wb = next(o for o in g.state.battlefield if g.state.objects[o].name == "Walking Ballista")
    assert g.state.objects[wb].counters == {"+1/+1": 2}


def test_four_mana_adds_a_counter() -> None:
    g = game({"battlefield": [{"card": C("Walking Ballista"), "as": "wb", "counters": {"+1/+1": 1}}] + [C("Forest")] * 4})
    activate(g, "Activate Walking Ballista: {4}")
    resolve_all(g)
    assert g.state.objects[oid(g, "wb")].counters == {"+1/+1": 2}


def test_removing_a_counter_pings_any_target() -> None:
    g = game({"battlefield": [{"card": C("Walking Ballista"), "as": "wb", "counters": {"+1/+1": 2}}]})
    activate(g, "Activate Walking Ballista: Remove", "bob")
    assert g.state.objects[oid(g, "wb")].counters.get("+1/+1", 0) == 1  # paid as a cost
    resolve_all(g)
    assert life(g) == [20, 19]
