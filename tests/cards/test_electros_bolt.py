"""Electro's Bolt: "Electro's Bolt deals 4 damage to target creature." Mayhem {1}{R} (CR 702.187b:
as long as you discarded this card this turn, you may cast it from your graveyard for {1}{R})."""

from __future__ import annotations

from manastack.game import Game
from manastack.model.types import Step
from tests.drivers import ALICE, BOB, C, at_step, cast, game, graveyard, oid, options, pass_until, resolve_all


def _discarded_to_tormenting_voice() -> Game:
    g = game(
        {"battlefield": [C("Mountain")] * 4, "hand": [C("Tormenting Voice"), C("Electro's Bolt")]},
        {"battlefield": [{"card": C("Hill Giant"), "as": "giant"}]},
    )
    cast(g, "Tormenting Voice")  # its additional cost: discard a card, the only other one
    resolve_all(g)
    assert "Electro's Bolt" in graveyard(g, ALICE)
    return g


def test_cast_for_mayhem_after_a_discard_this_turn() -> None:
    g = _discarded_to_tormenting_voice()
    cast(g, "Electro's Bolt with mayhem", oid(g, "giant"))
    resolve_all(g)
    assert graveyard(g, BOB) == ["Hill Giant"]


def test_mayhem_ends_with_the_turn_of_the_discard() -> None:
    g = _discarded_to_tormenting_voice()
    assert "Cast Electro's Bolt with mayhem" in options(g)
    pass_until(g, at_step(Step.PRECOMBAT_MAIN, g.state.turn + 2))  # alice's next turn
    assert "Electro's Bolt" in graveyard(g, ALICE)
    assert "Cast Electro's Bolt with mayhem" not in options(g)
