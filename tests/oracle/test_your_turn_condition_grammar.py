""""If it's [not] your turn, [effects]" (CR 608.2c; the turn is the active player's, 102.1)."""

from __future__ import annotations

from manastack.model.conditions import Not, YourTurn
from manastack.model.effects import Conditional
from tests.oracle.helpers import compiled, ok


def test_if_its_your_turn_scry() -> None:
    c = ok("Fated Conflagration", "Instant", "Fated Conflagration deals 5 damage to target creature or planeswalker. If it's your turn, scry 2.", "{1}{R}{R}{R}")
    conditional = c.abilities[0].effects[-1]  # type: ignore[attr-defined]
    assert isinstance(conditional, Conditional) and conditional.condition == YourTurn()


def test_if_its_not_your_turn() -> None:
    c = ok("Test", "Instant", "Draw a card. If it's not your turn, draw a card.", "{U}")
    conditional = c.abilities[0].effects[-1]  # type: ignore[attr-defined]
    assert isinstance(conditional, Conditional) and conditional.condition == Not(YourTurn())


def test_first_turn_of_the_game_stays_unsupported() -> None:
    c = compiled("Test", "Instant", "Draw a card. If it's your first turn of the game, scry 2.", "{U}")
    assert c.card is None and "first turn" in c.explain()
