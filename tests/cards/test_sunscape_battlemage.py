"""Sunscape Battlemage — two kicker costs (CR 702.33f): both may be paid; each "if it was kicked
with its [A] kicker" ability is linked to its own cost (702.33e)."""

from __future__ import annotations

from manastack.actions import Answer, DecisionKind
from tests.drivers import ALICE, BOB, C, answer, cast, game, graveyard, hand, kind, options, resolve_all


def test_both_kickers_paid_destroy_a_flyer_and_draw_two() -> None:
    g = game(
        {"hand": [C("Sunscape Battlemage")], "battlefield": [C("Island")] * 3 + [C("Plains")] * 3 + [C("Forest")] * 2, "library": [C("Forest")] * 4},
        {"battlefield": [C("Serra Angel")]},
    )
    before = len(hand(g, ALICE))
    cast(g, "Sunscape Battlemage", Answer(True), Answer(True))  # pay Kicker {1}{G}; pay Kicker {2}{U}
    assert g.state.objects[g.state.stack[-1]].costs_paid == ("kicker {1}{G}", "kicker {2}{U}")
    resolve_all(g)
    assert kind(g) is DecisionKind.TRIGGER_ORDER  # both linked abilities triggered (603.3b)
    answer(g, options(g)[0], options(g)[1])
    resolve_all(g)
    assert graveyard(g, BOB) == ["Serra Angel"]
    assert len(hand(g, ALICE)) == before - 1 + 2


def test_one_kicker_paid_is_kicked_with_that_one_only() -> None:
    g = game(
        {"hand": [C("Sunscape Battlemage")], "battlefield": [C("Island")] * 3 + [C("Plains")] * 3 + [C("Forest")] * 2, "library": [C("Forest")] * 4},
        {"battlefield": [C("Serra Angel")]},
    )
    cast(g, "Sunscape Battlemage", Answer(True), Answer(False))  # only Kicker {1}{G}
    assert g.state.objects[g.state.stack[-1]].costs_paid == ("kicker {1}{G}",)
    resolve_all(g)
    assert graveyard(g, BOB) == ["Serra Angel"]
