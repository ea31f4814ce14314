"""Magnificent End: "This spell costs {3} less to cast if it targets a tapped creature. Magnificent
End deals 5 damage to target creature." (CR 601.2c, 601.2f, 113.6d)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from tests.drivers import ALICE, BOB, C, attack, cast, game, graveyard, kind, options, resolve_all, tapped

END = "Magnificent End"


def test_deals_five_damage_to_an_untapped_creature_for_the_full_cost():
    g = game({"hand": [C(END)], "battlefield": [C("Plains")] * 5}, {"battlefield": [C("Bard, King of Dale")]}, spare=False)
    cast(g, END, "Bard, King of Dale")
    resolve_all(g)
    assert graveyard(g, BOB) == ["Bard, King of Dale"]  # 5 damage to a 3/5
    assert tapped(g, controller=ALICE) == 5


def test_costs_three_less_when_it_targets_a_tapped_creature():
    g = game({"hand": [C(END)], "battlefield": [C("Plains")] * 2},
             {"battlefield": [{"card": C("Hill Giant"), "tapped": True}, C("Grizzly Bears")]}, spare=False)
    assert f"Cast {END}" in options(g)  # {1}{W} is enough with the tapped Hill Giant as target
    cast(g, END, "Hill Giant")
    resolve_all(g)
    assert graveyard(g, BOB) == ["Hill Giant"]
    assert [dict(e.data)["amount"] for e in g.log if e.event == "damage_dealt"] == [5]


def test_untapped_targets_need_the_full_cost():
    g = game({"hand": [C(END)], "battlefield": [C("Plains")] * 2},
             {"battlefield": [{"card": C("Hill Giant"), "tapped": True}, C("Grizzly Bears")]}, spare=False)
    g.apply(f"Cast {END}")
    g.apply("Grizzly Bears")
    assert kind(g) is DecisionKind.PAY_MANA and "Pay automatically" not in options(g)
    g2 = game({"hand": [C(END)], "battlefield": [C("Plains")] * 2}, {"battlefield": [C("Grizzly Bears")]}, spare=False)
    assert f"Cast {END}" not in options(g2)  # no tapped creature to target: {4}{W}


def test_an_attacking_creature_is_tapped_and_cheap_to_target():
    g = game({"battlefield": [{"card": C("Hill Giant"), "as": "giant"}]},
             {"hand": [C(END)], "battlefield": [C("Plains"), C("Plains")]}, spare=False)
    attack(g, "giant")  # attacking taps it (508.1f)
    assert g.state.priority == BOB  # Alice, with nothing else to do, has passed
    cast(g, END, "Hill Giant")
    resolve_all(g)
    assert graveyard(g, ALICE) == ["Hill Giant"]
