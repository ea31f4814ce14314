"""Cumulative upkeep (CR 702.24a): the cost repeated once per age counter, paid all at once or not
at all; and the per-player count of spells cast this turn (601.2i) that Damping Sphere's cost
increase reads (601.2f)."""

from __future__ import annotations

import pytest

from manastack.mana import ManaCost
from manastack.model.costs import Cost, PayLife, SacrificeSelf
from manastack.model.types import Step
from tests.drivers import ALICE, BOB, C, at_step, cast, game, pass_until, resolve_all


def test_a_cost_repeated_n_times() -> None:
    cost = Cost(ManaCost.parse("{1}{B}"), (PayLife(1),))
    assert cost.repeated(3) == Cost(ManaCost.parse("{3}{B}{B}{B}"), (PayLife(3),))
    assert cost.repeated(0) == Cost(ManaCost.parse("{0}"))
    with pytest.raises(ValueError):
        Cost(parts=(SacrificeSelf(),)).repeated(2)


def test_spells_cast_this_turn_count_per_player_and_reset_each_turn() -> None:
    g = game({"battlefield": [C("Mountain")], "hand": [C("Lightning Bolt")]})
    cast(g, "Lightning Bolt", "bob")
    resolve_all(g)
    assert [p.spells_cast_this_turn for p in g.state.players] == [1, 0]
    pass_until(g, lambda g: g.state.active == BOB and at_step(Step.UPKEEP)(g))
    assert g.state.players[ALICE].spells_cast_this_turn == 0
