"""Dwarven Provisioner: {3}{W}: Creatures you control get +1/+1 until end of turn (611.2c, 514.2)."""

from __future__ import annotations

from manastack.model.types import Step
from tests.drivers import C, activate, at_step, cast, game, pass_until, pt, resolve_all


def test_pump_affects_only_your_creatures_until_end_of_turn() -> None:
    g = game({"battlefield": [{"card": C("Dwarven Provisioner"), "as": "dp"}, {"card": C("Westfold Rider"), "as": "rider"}] + [C("Plains")] * 4},
             {"battlefield": [{"card": C("Elvish Mystic"), "as": "mystic"}]})
    activate(g, "Activate Dwarven Provisioner")
    resolve_all(g)
    assert pt(g, "dp") == (3, 3) and pt(g, "rider") == (4, 2)
    assert pt(g, "mystic") == (1, 1)
    pass_until(g, at_step(Step.UPKEEP))
    assert pt(g, "dp") == (2, 2) and pt(g, "rider") == (3, 1)


def test_611_2c_creature_arriving_later_is_not_pumped() -> None:
    """611.2c: the affected set is locked in as the ability resolves."""
    g = game({"battlefield": [{"card": C("Dwarven Provisioner"), "as": "dp"}] + [C("Plains")] * 4 + [C("Forest")],
              "hand": [C("Elvish Mystic")]})
    activate(g, "Activate Dwarven Provisioner")
    resolve_all(g)
    cast(g, "Elvish Mystic")
    resolve_all(g)
    mystic = next(o for o in g.state.battlefield if g.state.objects[o].name == "Elvish Mystic")
    assert pt(g, mystic) == (1, 1) and pt(g, "dp") == (3, 3)
