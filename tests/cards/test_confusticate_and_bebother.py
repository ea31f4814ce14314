"""Confusticate and Bebother: "Choose one — • Counter target spell unless its controller pays {4}.
• Draw two cards, then discard a card." (CR 118.12a: the spell's controller chooses whether to pay
as it resolves; 700.2: modes)."""

from __future__ import annotations

from manastack.actions import Pass
from tests.drivers import ALICE, C, answer, cast, events, game, graveyard, hand, on_battlefield, resolve_all

SPELL = "Confusticate and Bebother"


def _counter_giant(extra_lands: int) -> object:
    g = game({"hand": [C("Hill Giant")], "battlefield": [C("Mountain")] * (4 + extra_lands)},
             {"hand": [C(SPELL)], "battlefield": [C("Island")] * 3})
    cast(g, "Hill Giant")
    g.apply(Pass())
    cast(g, SPELL, "Mode 1", "Hill Giant")
    resolve_all(g)
    return g


def test_counters_the_spell_when_its_controller_cannot_pay():
    g = _counter_giant(0)  # Alice has only the spare Plains untapped
    assert graveyard(g, ALICE) == ["Hill Giant"]
    assert [dict(e.data)["object"] for e in events(g, "countered")] == ["Hill Giant"]


def test_counters_the_spell_when_its_controller_declines_to_pay():
    g = _counter_giant(4)
    answer(g, "Don't pay")
    assert graveyard(g, ALICE) == ["Hill Giant"]


def test_paying_four_keeps_the_spell_on_the_stack():
    g = _counter_giant(4)
    answer(g, "Pay {4}")
    assert not events(g, "countered")
    assert [dict(e.data)["cost"] for e in events(g, "cost_paid")] == ["{4}"]
    resolve_all(g)
    assert "Hill Giant" in on_battlefield(g, ALICE)


def test_second_mode_draws_two_then_discards_one():
    g = game({"hand": [C(SPELL)], "battlefield": [C("Island")] * 3, "library": [C("Swamp"), C("Forest"), C("Mountain")]})
    cast(g, SPELL, "Mode 2")
    resolve_all(g)
    answer(g, "Swamp")
    assert hand(g, ALICE) == ["Forest"]
    assert sorted(graveyard(g, ALICE)) == sorted([SPELL, "Swamp"])
