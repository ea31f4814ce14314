"""Ajani's Comrade: "At the beginning of combat on your turn, if you control an Ajani planeswalker,
put a +1/+1 counter on this creature." (CR 603.4; Ajani is a planeswalker type, 205.3j)."""

from __future__ import annotations

from manastack.model.types import Step
from tests.drivers import C, at_step, game, pass_until, pt

COMRADE = "Ajani's Comrade"


def test_with_an_ajani_it_gets_a_counter_at_the_beginning_of_combat() -> None:
    g = game({"battlefield": [{"card": C(COMRADE), "as": "c"}, C("Ajani Vengeant")]})
    pass_until(g, at_step(Step.DECLARE_ATTACKERS))
    assert pt(g, "c") == (3, 3)


def test_with_another_planeswalker_it_doesnt() -> None:
    g = game({"battlefield": [{"card": C(COMRADE), "as": "c"}, C("Koth of the Hammer")]})
    pass_until(g, at_step(Step.END))
    assert pt(g, "c") == (2, 2)
