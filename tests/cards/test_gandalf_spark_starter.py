"""Gandalf, Spark Starter: Reach; "When Gandalf enters, he deals 3 damage divided as you choose
among one, two, or three targets" (CR 603.3d, 601.2d)."""

from __future__ import annotations

from manastack.model.types import Keyword
from manastack.rules.layers import chars
from tests.drivers import ALICE, BOB, C, answer, cast, game, graveyard, life, oid, resolve_all

GANDALF = "Gandalf, Spark Starter"


def test_gandalf_has_reach():
    g = game({"battlefield": [{"card": C(GANDALF), "as": "g"}]})
    assert Keyword.REACH in chars(g.state, oid(g, "g")).keywords


def test_entering_deals_three_damage_divided_among_targets():
    g = game({"hand": [C(GANDALF)], "battlefield": [C("Mountain")] * 6},
             {"battlefield": [{"card": C("Grizzly Bears"), "as": "b1"}]})
    cast(g, GANDALF)
    resolve_all(g)
    answer(g, oid(g, "b1"), "bob", "Done", "2 to Grizzly Bears, 1 to bob")
    resolve_all(g)
    assert graveyard(g, BOB) == ["Grizzly Bears"]
    assert life(g) == [20, 19]


def test_entering_can_deal_all_three_to_one_target():
    g = game({"hand": [C(GANDALF)], "battlefield": [C("Mountain")] * 6})
    cast(g, GANDALF)
    resolve_all(g)
    answer(g, "bob", "Done")
    resolve_all(g)
    assert life(g)[BOB] == 17 and life(g)[ALICE] == 20
