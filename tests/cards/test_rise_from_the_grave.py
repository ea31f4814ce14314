"""Rise from the Grave: "Put target creature card from a graveyard onto the battlefield under your
control. That creature is a black Zombie in addition to its other colors and types." (CR 400.7j:
the creature is found on the battlefield; 105.3 and 205.1b: colors and a creature type added,
layers 4 and 5; 611.2a: the effect lasts indefinitely)."""

from __future__ import annotations

from manastack.mana import Color
from manastack.model.types import Step
from manastack.rules.layers import chars
from tests.drivers import ALICE, BOB, C, at_step, cast, game, one, pass_until, resolve_all


def test_an_opponents_creature_returns_as_a_black_and_green_zombie_bear_for_good() -> None:
    g = game({"battlefield": [*[C("Swamp")] * 5], "hand": [C("Rise from the Grave")]}, {"graveyard": [C("Grizzly Bears")]})
    cast(g, "Rise from the Grave", "Grizzly Bears")
    resolve_all(g)
    bears = one(g, "Grizzly Bears")
    c = chars(g.state, bears)
    assert c.controller == ALICE and g.state.objects[bears].owner == BOB
    assert c.colors == frozenset({Color.GREEN, Color.BLACK})
    assert c.subtypes == ("Bear", "Zombie")
    pass_until(g, at_step(Step.UPKEEP, g.state.turn + 2))
    assert chars(g.state, bears).subtypes == ("Bear", "Zombie")
