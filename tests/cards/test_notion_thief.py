"""Notion Thief: Flash; "If an opponent would draw a card except the first one they draw in each of
their draw steps, instead that player skips that draw and you draw a card" (CR 121.6, 614.1a,
614.6, 614.10)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from manastack.model.types import Step
from tests.drivers import ALICE, BOB, C, cast, game, hand, kind, pass_until, resolve_all


def test_an_opponents_draw_becomes_your_draw() -> None:
    g = game({"battlefield": [C("Island")] * 3, "hand": [C("Divination")]}, {"battlefield": [C("Notion Thief")]})
    cast(g, "Divination")
    resolve_all(g)
    assert hand(g, ALICE) == []
    assert hand(g, BOB) == ["Island", "Island"]
    assert len(g.state.players[ALICE].library) == 8


def test_your_own_draws_are_not_replaced() -> None:
    g = game({"battlefield": [C("Notion Thief")] + [C("Island")] * 3, "hand": [C("Divination")]})
    cast(g, "Divination")
    resolve_all(g)
    assert hand(g, ALICE) == ["Plains", "Plains"]
    assert hand(g, BOB) == []


def test_the_first_draw_of_the_opponents_draw_step_is_not_replaced() -> None:
    g = game({}, {"battlefield": [C("Notion Thief")]}, step="upkeep")
    pass_until(g, lambda g: g.state.step is Step.DRAW and kind(g) is DecisionKind.PRIORITY)
    assert hand(g, ALICE) == ["Plains"]
    assert hand(g, BOB) == []
