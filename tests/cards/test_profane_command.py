"""Profane Command: "Return target creature card with mana value X or less from your graveyard to the
battlefield" — X is announced before the targets are chosen (CR 601.2b–c, 107.3), so only cards of
mana value X or less can be chosen, and only an X some card satisfies is offered."""

from __future__ import annotations

from manastack.actions import DecisionKind
from tests.drivers import ALICE, C, answer, game, graveyard, kind, life, on_battlefield, options, resolve_all

PROFANE = "Profane Command"


def test_returns_a_creature_card_of_mana_value_x_or_less_and_drains_x() -> None:
    g = game({"battlefield": [C("Swamp")] * 7, "hand": [C(PROFANE)], "graveyard": [C("Grizzly Bears"), C("Hill Giant"), C("Craw Wurm")]})
    g.apply(f"Cast {PROFANE}")
    assert kind(g) is DecisionKind.MODE
    answer(g, "Mode 1", "Mode 2")  # target player loses X life; return target creature card
    assert kind(g) is DecisionKind.X and options(g) == ["2", "3", "4", "5", "6"]  # no card of mana value 1 or less: X ≥ 2
    g.apply("4")
    answer(g, "bob")
    assert options(g) == ["Grizzly Bears", "Hill Giant"]  # Craw Wurm's mana value is 6
    answer(g, "Hill Giant")
    resolve_all(g)
    assert "Hill Giant" in on_battlefield(g, ALICE) and life(g) == [20, 16]
    assert sorted(graveyard(g, ALICE)) == ["Craw Wurm", "Grizzly Bears", PROFANE]
