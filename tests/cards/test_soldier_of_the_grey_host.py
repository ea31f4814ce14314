"""Soldier of the Grey Host: flash (702.8a), flying, and an enters trigger giving target creature
+2/+0 until end of turn."""

from __future__ import annotations

from manastack.actions import DecisionKind
from manastack.model.types import Keyword
from manastack.rules.layers import chars
from tests.drivers import BOB, C, attack, cast, events, finish_combat, game, kind, life, on_battlefield, options, pt, resolve_all

SOLDIER = "Soldier of the Grey Host"


def test_flash_cast_on_opponents_turn_and_enters_trigger_pumps_target() -> None:
    g = game({"battlefield": [C("Island")]},
             {"battlefield": [C("Plains")] * 4 + [{"card": C("Westfold Rider"), "as": "rider"}], "hand": [C(SOLDIER)]})
    g.apply("Pass priority")  # bob gets priority during alice's main phase
    assert g.state.priority == BOB and f"Cast {SOLDIER}" in options(g)
    cast(g, SOLDIER)
    resolve_all(g)  # the spell, then the enters trigger (target chosen as it's put on the stack)
    if kind(g) is DecisionKind.TARGET:
        g.apply("Westfold Rider")
    resolve_all(g)
    assert SOLDIER in on_battlefield(g, BOB)
    assert pt(g, "rider") == (5, 1)
    soldier = next(o for o in g.state.battlefield if g.state.objects[o].name == SOLDIER)
    assert Keyword.FLYING in chars(g.state, soldier).keywords


def test_flying_soldier_not_blockable_by_ground_creature() -> None:
    g = game({"battlefield": [{"card": C(SOLDIER), "as": "s"}, C("Plains")]},
             {"battlefield": [C("Westfold Rider"), C("Island")]})
    attack(g, "s")
    # 702.9b: the only potential blocker lacks flying and reach, so no block can be declared
    # (the declare blockers decision has only "Done" and answers itself) and the damage goes through.
    finish_combat(g)
    assert events(g, "block_declared") == [] and life(g)[1] < 20
