"""Orcish Siegemaster: Trample. "Other Orcs and Goblins you control have trample." "Whenever this
creature attacks, it gets +X/+0 until end of turn, where X is the greatest power among creatures you
control." """

from __future__ import annotations

from manastack.model.types import Keyword
from manastack.rules.layers import chars
from tests.drivers import BOB, C, attack, finish_combat, game, life, oid, pt, resolve_all


def test_attacking_adds_the_greatest_power_among_your_creatures() -> None:
    g = game({"battlefield": [{"card": C("Orcish Siegemaster"), "as": "siege"}, C("Ordinary Bear")]})
    assert Keyword.TRAMPLE in chars(g.state, oid(g, "siege")).keywords
    attack(g, "siege")
    resolve_all(g)
    assert pt(g, "siege") == (4, 5)  # X = 4 (the Bear); the Siegemaster itself had 0
    finish_combat(g)
    assert life(g)[BOB] == 16


def test_other_goblins_have_trample_but_not_other_creatures() -> None:
    g = game({"battlefield": [C("Orcish Siegemaster"), {"card": C("Battle-Scarred Goblin"), "as": "goblin"},
                              {"card": C("Ordinary Bear"), "as": "bear"}]})
    assert Keyword.TRAMPLE in chars(g.state, oid(g, "goblin")).keywords
    assert Keyword.TRAMPLE not in chars(g.state, oid(g, "bear")).keywords
