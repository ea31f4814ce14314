"""Dawn of a New Age: "This enchantment enters with a hope counter on it for each creature you
control. At the beginning of your end step, remove a hope counter from this enchantment. If you do,
draw a card. Then if this enchantment has no hope counters on it, sacrifice it and you gain 4 life."
(CR 614.1c, 122.6; 603.2 at the beginning of the end step; 608.2c "if you do")."""

from __future__ import annotations

from manastack.model.types import Step
from tests.drivers import ALICE, C, at_step, cast, game, graveyard, hand, life, pass_until, resolve_all

DAWN = "Dawn of a New Age"


def _dawn(g: object) -> int:
    st = g.state  # type: ignore[attr-defined]
    return next(o for o in st.battlefield if st.objects[o].name == DAWN)


def _end_step(g: object) -> None:
    pass_until(g, at_step(Step.END))  # type: ignore[arg-type]
    resolve_all(g)  # type: ignore[arg-type]


def test_enters_with_a_hope_counter_for_each_creature_you_control():
    g = game({"hand": [C(DAWN)], "battlefield": [C("Plains"), C("Plains"), C("Grizzly Bears"), C("Hill Giant")]},
             {"battlefield": [C("Grizzly Bears")]})
    cast(g, DAWN)
    resolve_all(g)
    assert g.state.objects[_dawn(g)].counters == {"hope": 2}  # not the opponent's creature


def test_end_step_removes_a_counter_and_draws_a_card():
    g = game({"battlefield": [{"card": C(DAWN), "counters": {"hope": 2}}], "library": [C("Swamp"), C("Island"), C("Plains")]})
    _end_step(g)
    assert g.state.objects[_dawn(g)].counters == {"hope": 1}
    assert hand(g, ALICE) == ["Swamp"]
    assert life(g) == [20, 20]


def test_removing_the_last_counter_draws_then_sacrifices_it_and_gains_four_life():
    g = game({"battlefield": [{"card": C(DAWN), "counters": {"hope": 1}}], "library": [C("Swamp"), C("Island"), C("Plains")]})
    _end_step(g)
    assert hand(g, ALICE) == ["Swamp"]
    assert graveyard(g, ALICE) == [DAWN]
    assert life(g) == [24, 20]


def test_with_no_counter_to_remove_there_is_no_draw_but_it_is_sacrificed():
    g = game({"hand": [C(DAWN)], "battlefield": [C("Plains"), C("Plains")], "library": [C("Swamp"), C("Island"), C("Plains")]},
             {"battlefield": [C("Grizzly Bears")]})
    cast(g, DAWN)
    resolve_all(g)
    assert g.state.objects[_dawn(g)].counters == {}  # Alice controls no creature
    _end_step(g)
    assert hand(g, ALICE) == []  # nothing was removed: "if you do" didn't happen
    assert graveyard(g, ALICE) == [DAWN]
    assert life(g) == [24, 20]
