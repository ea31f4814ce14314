"""Alhammarret's Archive: "If you would gain life, you gain twice that much life instead. If you
would draw a card except the first one you draw in each of your draw steps, draw two cards
instead" (CR 614.1a, 614.6)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from manastack.model.types import Step
from tests.drivers import ALICE, C, cast, game, hand, kind, life, pass_until, resolve_all


def test_life_gain_is_doubled() -> None:
    g = game({"battlefield": [C("Alhammarret's Archive"), C("Plains")], "hand": [C("Healing Salve")]})
    cast(g, "Healing Salve", "Mode 1", "alice")
    resolve_all(g)
    assert life(g) == [26, 20]


def test_each_draw_outside_the_draw_step_becomes_two() -> None:
    g = game({"battlefield": [C("Alhammarret's Archive")] + [C("Island")] * 3, "hand": [C("Divination")]})
    cast(g, "Divination")
    resolve_all(g)
    assert len(hand(g, ALICE)) == 4


def test_the_first_draw_of_the_draw_step_is_not_replaced() -> None:
    g = game({"battlefield": [C("Alhammarret's Archive")]}, step="upkeep")
    pass_until(g, lambda g: g.state.step is Step.DRAW and kind(g) is DecisionKind.PRIORITY)
    assert len(hand(g, ALICE)) == 1
