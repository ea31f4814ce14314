"""Giant Growth: "Target creature gets +3/+3 until end of turn" (CR 611.2, 613.4c, 514.2)."""

from __future__ import annotations

from manastack.model.types import Step
from tests.drivers import C, at_step, cast, game, oid, pass_until, pt, resolve_all


def test_plus_three_until_end_of_turn() -> None:
    g = game({"battlefield": [C("Forest"), {"card": C("Grizzly Bears"), "as": "bears"}], "hand": [C("Giant Growth")]})
    cast(g, "Giant Growth", oid(g, "bears"))
    resolve_all(g)
    assert pt(g, "bears") == (5, 5)
    pass_until(g, at_step(Step.UPKEEP))
    assert pt(g, "bears") == (2, 2)
