"""Bitter Downfall: "This spell costs {3} less to cast if it targets a creature that was dealt damage
this turn. Destroy target creature. Its controller loses 2 life." (CR 601.2c before 601.2f: the
reduction depends on the target chosen; 113.6d)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from manastack.model.types import Step
from tests.drivers import ALICE, BOB, C, at_step, cast, game, graveyard, kind, life, options, pass_until, resolve_all, tapped

DOWNFALL = "Bitter Downfall"


def test_destroys_the_creature_and_its_controller_loses_two_life_for_the_full_cost():
    g = game({"hand": [C(DOWNFALL)], "battlefield": [C("Swamp")] * 4}, {"battlefield": [C("Grizzly Bears")]}, spare=False)
    cast(g, DOWNFALL, "Grizzly Bears")
    resolve_all(g)
    assert graveyard(g, BOB) == ["Grizzly Bears"]
    assert life(g) == [20, 18]
    assert tapped(g, controller=ALICE) == 4  # {3}{B}: no creature was dealt damage this turn


def test_costs_three_less_when_it_targets_a_creature_dealt_damage_this_turn():
    g = game({"hand": [C("Shock"), C(DOWNFALL)], "battlefield": [C("Mountain"), C("Swamp")]},
             {"battlefield": [C("Hill Giant")]}, spare=False)
    assert f"Cast {DOWNFALL}" not in options(g)  # one Swamp can't pay {3}{B}
    cast(g, "Shock", "Hill Giant")
    resolve_all(g)
    assert f"Cast {DOWNFALL}" in options(g)  # the damaged Hill Giant makes it cost {B}
    cast(g, DOWNFALL, "Hill Giant")
    resolve_all(g)
    assert graveyard(g, BOB) == ["Hill Giant"]
    assert life(g) == [20, 18]


def test_the_reduction_needs_the_damaged_creature_as_the_target():
    g = game({"hand": [C("Shock"), C(DOWNFALL)], "battlefield": [C("Mountain"), C("Swamp")]},
             {"battlefield": [C("Hill Giant"), C("Grizzly Bears")]}, spare=False)
    cast(g, "Shock", "Hill Giant")
    resolve_all(g)
    g.apply(f"Cast {DOWNFALL}")
    g.apply("Grizzly Bears")  # not dealt damage: the full {3}{B} can't be paid
    assert kind(g) is DecisionKind.PAY_MANA
    assert "Pay automatically" not in options(g)
    g.apply("Cancel")
    assert graveyard(g, BOB) == [] and DOWNFALL in [g.state.objects[o].name for o in g.state.players[ALICE].hand]


def test_damage_dealt_in_an_earlier_turn_does_not_count():
    g = game({"hand": [C("Shock"), C(DOWNFALL)], "battlefield": [C("Mountain"), C("Swamp")]},
             {"battlefield": [C("Hill Giant")]}, spare=False)
    cast(g, "Shock", "Hill Giant")
    resolve_all(g)
    pass_until(g, lambda g: g.state.active == BOB and at_step(Step.UPKEEP)(g))
    assert f"Cast {DOWNFALL}" not in options(g)
