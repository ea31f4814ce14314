"""Wild Mongrel: "Discard a card: This creature gets +1/+1 and becomes the color of your choice
until end of turn." (CR 105.3: the new color replaces its colors; 613.1e layer 5; 514.2 the effect
ends at cleanup)."""

from __future__ import annotations

from manastack.actions import ChooseValue, DecisionKind, Purpose
from manastack.mana import Color
from manastack.model.types import Step
from manastack.rules.layers import chars
from tests.drivers import ALICE, C, activate, at_step, game, graveyard, oid, pass_until, pt, resolve_top


def test_discard_pumps_and_the_chosen_color_replaces_green_until_end_of_turn() -> None:
    g = game({"battlefield": [{"card": C("Wild Mongrel"), "as": "dog"}], "hand": [C("Shock")]})
    activate(g, "Activate Wild Mongrel")
    assert graveyard(g, ALICE) == ["Shock"]  # the discard is the cost
    resolve_top(g)
    d = g.decision
    assert d is not None and d.kind is DecisionKind.CHOOSE_VALUE and d.purpose is Purpose.COLOR_OF_CHOICE
    g.apply(ChooseValue("blue"))
    assert pt(g, "dog") == (3, 3)
    assert chars(g.state, oid(g, "dog")).colors == frozenset({Color.BLUE})
    pass_until(g, at_step(Step.UPKEEP, g.state.turn + 1))
    assert pt(g, "dog") == (2, 2)
    assert chars(g.state, oid(g, "dog")).colors == frozenset({Color.GREEN})
