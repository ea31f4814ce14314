"""The First Iroan Games: "I — Create a 1/1 white Human Soldier creature token. II — Put three
+1/+1 counters on target creature you control. III — If you control a creature with power 4 or
greater, draw two cards. IV — Create a Gold token." (CR 714: four chapters, one a turn; a
targeted chapter ability chooses its target as it is put on the stack, 603.3d; the final chapter
number is IV, 714.2d)."""

from __future__ import annotations

from manastack.game import Game
from manastack.model.types import Step
from tests.drivers import ALICE, C, at_step, cast, game, graveyard, hand, on_battlefield, pass_until, pt, resolve_all

GAMES = "The First Iroan Games"


def soldier(g: Game) -> int:
    (oid,) = [o for o in g.state.battlefield if g.state.objects[o].name == "Human Soldier"]
    return oid


def test_four_chapters_over_four_turns() -> None:
    g = game({"battlefield": [C("Forest")] * 3, "hand": [C(GAMES)]})
    cast(g, GAMES)
    resolve_all(g)
    assert pt(g, soldier(g)) == (1, 1)
    pass_until(g, at_step(Step.PRECOMBAT_MAIN, turn=5))
    resolve_all(g)  # II: the Soldier is the only creature alice controls, so it is the target
    assert pt(g, soldier(g)) == (4, 4)
    pass_until(g, at_step(Step.PRECOMBAT_MAIN, turn=7))
    cards = len(hand(g, ALICE))
    resolve_all(g)  # III: power 4 — draw two
    assert len(hand(g, ALICE)) == cards + 2
    assert GAMES in on_battlefield(g, ALICE)
    pass_until(g, at_step(Step.PRECOMBAT_MAIN, turn=9))
    resolve_all(g)  # IV: a Gold token; then the Saga is sacrificed (704.5s)
    assert "Gold" in on_battlefield(g, ALICE)
    assert GAMES not in on_battlefield(g, ALICE)
    assert graveyard(g, ALICE) == [GAMES]


def test_chapter_iii_draws_nothing_without_a_creature_with_power_4() -> None:
    g = game({"battlefield": [{"card": C(GAMES), "counters": {"lore": 2}}, C("Grizzly Bears")]}, step=Step.UPKEEP)
    cards = len(hand(g, ALICE))
    pass_until(g, at_step(Step.PRECOMBAT_MAIN))
    assert len(hand(g, ALICE)) == cards + 1  # the draw step's card
    assert len(g.state.stack) == 1  # chapter III
    resolve_all(g)
    assert not g.state.stack
    assert len(hand(g, ALICE)) == cards + 1
    assert GAMES in on_battlefield(g, ALICE)  # III of IV: the story goes on
