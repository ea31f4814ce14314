"""Esquire of the King: "{4}{W}, {T}: Creatures you control get +1/+1 until end of turn. This ability
costs {2} less to activate if you control a legendary creature." (CR 602.2b, 601.2f; 118.7a)."""

from __future__ import annotations

from tests.drivers import C, activate, game, options, pt, resolve_all, tapped

ESQUIRE = "Esquire of the King"


def test_creatures_you_control_get_plus_one_for_five_mana():
    g = game({"battlefield": [{"card": C(ESQUIRE), "as": "esquire"}, {"card": C("Grizzly Bears"), "as": "bears"}] + [C("Plains")] * 5},
             {"battlefield": [{"card": C("Hill Giant"), "as": "giant"}]}, spare=False)
    activate(g, "Activate Esquire")
    resolve_all(g)
    assert pt(g, "esquire") == (2, 2) and pt(g, "bears") == (3, 3)
    assert pt(g, "giant") == (3, 3)  # not Bob's creatures
    assert tapped(g, "Plains") == 5


def test_without_a_legendary_creature_four_mana_is_not_enough():
    g = game({"battlefield": [C(ESQUIRE)] + [C("Plains")] * 4}, spare=False)
    assert not any(o.startswith("Activate Esquire") for o in options(g))


def test_costs_two_less_while_you_control_a_legendary_creature():
    g = game({"battlefield": [{"card": C(ESQUIRE), "as": "esquire"}, {"card": C("Bofur, Reliable Guardian"), "as": "bofur"}] + [C("Plains")] * 3},
             spare=False)
    activate(g, "Activate Esquire")
    resolve_all(g)
    assert pt(g, "esquire") == (2, 2)
    assert tapped(g, "Plains") == 3  # {2}{W}


def test_an_opponents_legendary_creature_does_not_reduce_it():
    g = game({"battlefield": [C(ESQUIRE)] + [C("Plains")] * 3}, {"battlefield": [C("Bofur, Reliable Guardian")]}, spare=False)
    assert not any(o.startswith("Activate Esquire") for o in options(g))
