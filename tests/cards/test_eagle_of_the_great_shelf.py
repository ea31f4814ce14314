"""Eagle of the Great Shelf: flying (702.9b); whenever it attacks, +1/+1 until end of turn for each
other creature you control (counted on resolution, 608.2h)."""

from __future__ import annotations

from manastack.model.types import Step
from tests.drivers import C, at_step, attack, events, finish_combat, game, life, pass_until, pt, resolve_all

EAGLE = "Eagle of the Great Shelf"


def test_attack_trigger_counts_other_creatures_you_control() -> None:
    g = game({"battlefield": [{"card": C(EAGLE), "as": "eagle"}, C("Westfold Rider"), C("Elvish Mystic"), C("Plains")]},
             {"battlefield": [C("Bofur, Reliable Guardian"), C("Island")]})
    attack(g, "eagle")
    resolve_all(g)
    assert pt(g, "eagle") == (4, 7)  # two other creatures alice controls; bob's creature doesn't count
    finish_combat(g)
    assert life(g)[1] == 16
    pass_until(g, at_step(Step.END))
    pass_until(g, lambda g: g.state.step is Step.UPKEEP)
    assert pt(g, "eagle") == (2, 5)


def test_flying_cannot_be_blocked_by_ground_creature() -> None:
    g = game({"battlefield": [{"card": C(EAGLE), "as": "eagle"}, C("Plains")]},
             {"battlefield": [{"card": C("Westfold Rider"), "as": "rider"}, C("Island")]})
    attack(g, "eagle")
    # 702.9b: the only potential blocker lacks flying and reach, so no block can be declared
    # (the declare blockers decision has only "Done" and answers itself) and the damage goes through.
    finish_combat(g)
    assert events(g, "block_declared") == [] and life(g)[1] < 20
