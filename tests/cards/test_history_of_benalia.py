"""History of Benalia: "(As this Saga enters and after your draw step, add a lore counter.
Sacrifice after III.) I, II — Create a 2/2 white Knight creature token with vigilance. III —
Knights you control get +2/+1 until end of turn." (CR 714: a shared chapter line, 714.2c; the
Saga is sacrificed after its final chapter ability resolved, 714.4)."""

from __future__ import annotations

from manastack.game import Game
from manastack.model.types import Step
from tests.drivers import ALICE, C, at_step, cast, game, graveyard, on_battlefield, pass_until, pt, resolve_all

HISTORY = "History of Benalia"


def knights(g: Game) -> list[int]:
    return [o for o in g.state.battlefield if g.state.objects[o].name == "Knight"]


def test_the_whole_story_two_knights_then_a_pump_then_the_saga_is_sacrificed() -> None:
    g = game({"battlefield": [C("Plains")] * 3, "hand": [C(HISTORY)]})
    cast(g, HISTORY)
    resolve_all(g)  # the Saga, then chapter I
    assert len(knights(g)) == 1
    assert pt(g, knights(g)[0]) == (2, 2)
    pass_until(g, at_step(Step.PRECOMBAT_MAIN, turn=5))
    resolve_all(g)  # chapter II
    assert len(knights(g)) == 2
    pass_until(g, at_step(Step.PRECOMBAT_MAIN, turn=7))
    assert HISTORY in on_battlefield(g, ALICE)  # chapter III is on the stack: not sacrificed yet
    resolve_all(g)
    assert [pt(g, k) for k in knights(g)] == [(4, 3), (4, 3)]
    assert HISTORY not in on_battlefield(g, ALICE)
    assert graveyard(g, ALICE) == [HISTORY]
