"""Hellfire Mongrel: "At the beginning of each opponent's upkeep, if that player has two or fewer
cards in hand, this creature deals 2 damage to that player." — an intervening "if" about the
player whose upkeep it is (CR 603.4: it doesn't trigger otherwise)."""

from __future__ import annotations

from manastack.model.types import Step
from tests.drivers import BOB, C, at_step, game, life, pass_until, triggered

MONGREL = "Hellfire Mongrel"


def test_an_opponent_with_two_cards_in_hand_is_dealt_2_damage_in_their_upkeep() -> None:
    g = game({"battlefield": [C(MONGREL)]}, {"hand": [C("Island"), C("Island")]}, step="end")
    pass_until(g, at_step(Step.DRAW, 4))
    assert life(g)[BOB] == 18


def test_an_opponent_with_three_cards_in_hand_doesnt_trigger_it() -> None:
    g = game({"battlefield": [C(MONGREL)]}, {"hand": [C("Island"), C("Island"), C("Island")]}, step="end")
    pass_until(g, at_step(Step.DRAW, 4))
    assert life(g)[BOB] == 20 and triggered(g, MONGREL) == 0


def test_its_controllers_own_upkeep_doesnt_trigger_it() -> None:
    g = game({"battlefield": [C(MONGREL)]}, step="end")
    pass_until(g, at_step(Step.DRAW, 5))
    assert life(g)[BOB] == 18 and triggered(g, MONGREL) == 1
