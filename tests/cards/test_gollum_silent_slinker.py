"""Gollum, Silent Slinker // Meager Meal: menace (702.111b); the Adventure puts a +1/+1 counter on up
to one target creature and target player gains 2 life, then Gollum may be cast from exile (715.3d)."""

from __future__ import annotations

from manastack.actions import DecisionKind, DeclareBlocker
from tests.drivers import ALICE, C, attack, cast, events, finish_combat, game, kind, life, names, oid, on_battlefield, pass_until, resolve_all

GOLLUM = "Gollum, Silent Slinker"
MEAL = f"Meager Meal (Adventure of {GOLLUM})"


def test_meager_meal_counter_and_life_then_gollum_from_exile() -> None:
    g = game({"battlefield": [C("Swamp")] * 5 + [{"card": C("Elvish Mystic"), "as": "m"}], "hand": [C(GOLLUM)]})
    cast(g, MEAL, "Elvish Mystic", "alice")
    resolve_all(g)
    assert g.state.objects[oid(g, "m")].counters.get("+1/+1") == 1 and life(g) == [22, 20]
    assert names(g, g.state.exile) == [GOLLUM]
    cast(g, GOLLUM)
    resolve_all(g)
    assert GOLLUM in on_battlefield(g, ALICE)


def test_meager_meal_with_no_creature_target_still_gains_life() -> None:
    g = game({"battlefield": [C("Swamp")], "hand": [C(GOLLUM)]})
    g.apply(f"Cast {MEAL}")
    while kind(g) is DecisionKind.TARGET:
        g.apply("Done" if "Done" in [g.describe(a) for a in g.legal_actions()] else "bob")
    while kind(g) is DecisionKind.PAY_MANA:
        g.apply("Pay automatically")
    resolve_all(g)
    assert life(g) == [20, 22]


def test_menace_one_blocker_cannot_block_alone() -> None:
    """702.111b: a lone potential blocker can't block Gollum; the 4 damage goes through."""
    g = game({"battlefield": [{"card": C(GOLLUM), "as": "g"}]}, {"battlefield": [{"card": C("Westfold Rider"), "as": "r"}]})
    attack(g, "g")
    finish_combat(g)
    assert events(g, "block_declared") == [] and life(g) == [20, 16]


def test_menace_two_blockers_can_block_together() -> None:
    g = game({"battlefield": [{"card": C(GOLLUM), "as": "g"}]},
             {"battlefield": [{"card": C("Westfold Rider"), "as": "r"}, {"card": C("Elvish Mystic"), "as": "m"}]})
    attack(g, "g")
    pass_until(g, lambda g: kind(g) is DecisionKind.DECLARE_BLOCKERS)
    g.apply(DeclareBlocker(oid(g, "r"), oid(g, "g")))
    g.apply(DeclareBlocker(oid(g, "m"), oid(g, "g")))
    if kind(g) is DecisionKind.DECLARE_BLOCKERS:
        g.apply("Done")
    finish_combat(g)
    assert len(events(g, "block_declared")) == 2 and life(g)[1] == 20
