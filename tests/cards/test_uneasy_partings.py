"""Uneasy Partings: "This spell costs {1} less to cast if it targets an attacking nontoken creature.
Target creature's owner puts it on their choice of the top or bottom of their library." (CR 601.2c,
601.2f, 113.6d; the owner's choice is a decision of that player)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from tests.drivers import ALICE, BOB, C, attack, cast, game, kind, on_battlefield, options, resolve_all

PARTINGS = "Uneasy Partings"


def _bob_casts_on(g: object, target: str) -> None:
    assert target in on_battlefield(g)  # type: ignore[arg-type]
    cast(g, PARTINGS)  # type: ignore[arg-type]  # the only creature: the target answers itself
    resolve_all(g)  # type: ignore[arg-type]


def test_the_owner_chooses_the_top_of_their_library():
    g = game({"battlefield": [{"card": C("Hill Giant"), "as": "giant"}], "library": [C("Plains")] * 3},
             {"hand": [C(PARTINGS)], "battlefield": [C("Island")] * 3}, active="bob")
    _bob_casts_on(g, "Hill Giant")
    assert kind(g) is DecisionKind.CHOOSE_OBJECT and g.decision.player == ALICE  # the owner decides
    assert sorted(options(g)) == ["Bottom", "Top"]
    g.apply("Top")
    lib = g.state.players[ALICE].library
    assert g.state.objects[lib[0]].name == "Hill Giant" and "Hill Giant" not in on_battlefield(g)


def test_the_owner_chooses_the_bottom_of_their_library():
    g = game({"battlefield": [C("Hill Giant")], "library": [C("Plains")] * 3},
             {"hand": [C(PARTINGS)], "battlefield": [C("Island")] * 3}, active="bob")
    _bob_casts_on(g, "Hill Giant")
    g.apply("Bottom")
    lib = g.state.players[ALICE].library
    assert g.state.objects[lib[-1]].name == "Hill Giant" and g.state.objects[lib[0]].name == "Plains"


def test_costs_one_less_when_it_targets_an_attacking_nontoken_creature():
    g = game({"battlefield": [{"card": C("Hill Giant"), "as": "giant"}], "library": [C("Plains")] * 3},
             {"hand": [C(PARTINGS)], "battlefield": [C("Island")] * 3}, spare=False)
    assert f"Cast {PARTINGS}" not in [o for o in options(g)]  # Alice has priority; Bob has three Islands
    attack(g, "giant")
    assert g.state.priority == BOB and f"Cast {PARTINGS}" in options(g)  # {2}{U} with the attacker as target
    _bob_casts_on(g, "Hill Giant")
    g.apply("Top")
    assert "Hill Giant" not in on_battlefield(g)
    assert any(e.event == "zone_change" and e.get("card") == "Hill Giant" and e.get("to") == "library" for e in g.log)


def test_without_an_attacking_target_three_islands_are_not_enough():
    g = game({"battlefield": [C("Hill Giant")]}, {"hand": [C(PARTINGS)], "battlefield": [C("Island")] * 3}, spare=False, active="bob")
    assert f"Cast {PARTINGS}" not in options(g)
