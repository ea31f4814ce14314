"""Infernal Darkness: "Cumulative upkeep—Pay {B} and 1 life. If a land is tapped for mana, it
produces {B} instead of any other type." (CR 702.24a: a cost of mana and life, once per age
counter; 106.12b)."""

from __future__ import annotations

from manastack.model.abilities import TriggeredAbility
from manastack.model.costs import PayLife
from manastack.model.effects import PayCost
from manastack.model.types import Step
from tests.drivers import ALICE, C, answer, at_step, events, game, graveyard, life, oid, pass_until, resolve


def test_compiles_with_a_mana_and_life_upkeep_cost() -> None:
    upkeep = C("Infernal Darkness").abilities[0]
    assert isinstance(upkeep, TriggeredAbility)
    pay = upkeep.effects[1]
    assert isinstance(pay, PayCost) and (pay.cost.text(), pay.cost.parts) == ("{B}, Pay 1 life", (PayLife(1),))


def test_two_age_counters_cost_two_black_and_two_life_paid_with_forests() -> None:
    g = game({"battlefield": [{"card": C("Infernal Darkness"), "as": "dark", "counters": {"age": 1}}] + [C("Forest")] * 2}, spare=False)
    pass_until(g, lambda g: g.state.turn == 5 and at_step(Step.UPKEEP)(g))
    resolve(g)
    answer(g, "Pay {B}{B}, Pay 2 life")
    assert g.state.objects[oid(g, "dark")].counters == {"age": 2}
    assert [e.get("mana") for e in events(g, "mana_added")] == ["{B}", "{B}"]  # the Forests produce {B}
    assert life(g)[ALICE] == 18


def test_one_life_cant_pay_two_life_so_it_is_sacrificed() -> None:
    g = game({"life": 1, "battlefield": [{"card": C("Infernal Darkness"), "counters": {"age": 1}}] + [C("Swamp")] * 2}, spare=False)
    pass_until(g, lambda g: g.state.turn == 5 and at_step(Step.UPKEEP)(g))
    resolve(g)
    assert graveyard(g, ALICE) == ["Infernal Darkness"]
    assert life(g)[ALICE] == 1
