"""Firemane Angel: "At the beginning of your upkeep, if Firemane Angel is in your graveyard or on the
battlefield, you may gain 1 life." — the ability states the zones it functions in (CR 113.6b) and
is an intervening "if" (603.4): it triggers from the graveyard too, and not from the hand."""

from __future__ import annotations

from manastack.actions import DecisionKind
from manastack.model.types import Step
from tests.drivers import ALICE, C, answer, asked, at_step, game, life, pass_until, triggered

ANGEL = "Firemane Angel"


def test_from_the_graveyard_you_may_gain_1_life() -> None:
    g = game({"graveyard": [C(ANGEL)]}, step="end")
    pass_until(g, asked(DecisionKind.YES_NO))
    answer(g, "Yes")
    pass_until(g, at_step(Step.DRAW, 5))
    assert life(g)[ALICE] == 21


def test_on_the_battlefield_too() -> None:
    g = game({"battlefield": [C(ANGEL)]}, step="end")
    pass_until(g, asked(DecisionKind.YES_NO))
    answer(g, "Yes")
    pass_until(g, at_step(Step.DRAW, 5))
    assert life(g)[ALICE] == 21


def test_not_from_the_hand() -> None:
    g = game({"hand": [C(ANGEL)]}, step="end")
    pass_until(g, at_step(Step.DRAW, 5))
    assert life(g)[ALICE] == 20 and triggered(g, ANGEL) == 0


def test_not_from_an_opponents_upkeep() -> None:
    g = game({"graveyard": [C(ANGEL)]}, step="end")
    pass_until(g, at_step(Step.DRAW, 4))
    assert triggered(g, ANGEL) == 0
