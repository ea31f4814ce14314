"""Stir Up Trouble: "As an additional cost to cast this spell, sacrifice an artifact or creature or
pay {4}. Destroy target creature." (CR 118.8, 601.2b: the caster announces which additional cost
they pay; 601.2h)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from tests.drivers import ALICE, BOB, C, cast, events, game, graveyard, kind, options, resolve_all, tapped

STIR = "Stir Up Trouble"


def test_paying_four_more_destroys_the_target():
    g = game({"hand": [C(STIR)], "battlefield": [C("Swamp")] * 5 + [C("Grizzly Bears")]}, {"battlefield": [C("Hill Giant")]}, spare=False)
    g.apply(f"Cast {STIR}")
    assert kind(g) is DecisionKind.PAY_COST
    assert sorted(options(g)) == ["Sacrifice 1 artifact or creature", "{4}"]
    g.apply("{4}")
    g.apply("Hill Giant")
    g.apply("Pay automatically")
    resolve_all(g)
    assert graveyard(g, BOB) == ["Hill Giant"]
    assert graveyard(g, ALICE) == [STIR]  # the Bears stay
    assert tapped(g, controller=ALICE) == 5  # {B} + {4}


def test_sacrificing_a_creature_instead_of_paying():
    g = game({"hand": [C(STIR)], "battlefield": [C("Swamp"), {"card": C("Grizzly Bears"), "as": "bears"}]},
             {"battlefield": [C("Hill Giant")]}, spare=False)
    cast(g, STIR, "Hill Giant", "Grizzly Bears")  # {4} can't be paid: the sacrifice is the only choice
    resolve_all(g)
    assert graveyard(g, BOB) == ["Hill Giant"]
    assert sorted(graveyard(g, ALICE)) == ["Grizzly Bears", STIR]
    assert [e.get("cost") for e in events(g, "additional_cost_chosen")] == ["Sacrifice 1 artifact or creature"]


def test_not_castable_without_something_to_sacrifice_or_four_more_mana():
    g = game({"hand": [C(STIR)], "battlefield": [C("Swamp")] * 4}, {"battlefield": [C("Hill Giant")]}, spare=False)
    assert f"Cast {STIR}" not in options(g)
    g2 = game({"hand": [C(STIR)], "battlefield": [C("Swamp")] * 5}, {"battlefield": [C("Hill Giant")]}, spare=False)
    assert f"Cast {STIR}" in options(g2)
