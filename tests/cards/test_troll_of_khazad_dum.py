"""Troll of Khazad-dûm: can't be blocked except by three or more creatures; Swampcycling {1}."""

from __future__ import annotations

from manastack.actions import DecisionKind, DeclareBlocker, Done
from tests.cards._cycling import check_typecycling
from tests.drivers import C, attack, game, kind, oid, pass_until

TROLL = "Troll of Khazad-dûm"


def test_cannot_be_blocked_except_by_three_or_more_creatures():
    g = game({"battlefield": [{"card": C(TROLL), "as": "troll"}]},
             {"battlefield": [{"card": C("Grizzly Bears"), "as": f"b{i}"} for i in range(1, 5)]})
    attack(g, "troll")
    pass_until(g, lambda g: kind(g) is DecisionKind.DECLARE_BLOCKERS)
    troll = oid(g, "troll")
    g.apply(DeclareBlocker(oid(g, "b1"), troll))
    g.apply(DeclareBlocker(oid(g, "b2"), troll))
    assert Done() not in g.legal_actions()  # two blockers aren't enough
    g.apply(DeclareBlocker(oid(g, "b3"), troll))
    assert Done() in g.legal_actions()
    g.apply(Done())
    assert len(g.state.combat.blockers_of(troll)) == 3


def test_swampcycling_discards_it_to_find_a_swamp():
    check_typecycling(TROLL, "Swampcycling", "Swamp", "Island")
