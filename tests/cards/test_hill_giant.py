"""Hill Giant: a vanilla 3/3 creature for {3}{R} (CR 302)."""

from __future__ import annotations

from tests.drivers import ALICE, BOB, C, attack, block, cast, finish_combat, game, graveyard, life, pt, resolve_all


def test_cast_it_for_its_cost_and_it_is_a_3_3() -> None:
    g = game({"battlefield": [C("Mountain")] * 4, "hand": [C("Hill Giant")]})
    cast(g, "Hill Giant")
    resolve_all(g)
    giant = next(o for o in g.state.battlefield if g.state.objects[o].name == "Hill Giant")
    assert pt(g, giant) == (3, 3)


def test_attacking_deals_three_and_it_kills_a_blocking_bear() -> None:
    g = game({"battlefield": [{"card": C("Hill Giant"), "as": "giant"}]})
    attack(g, "giant")
    finish_combat(g)
    assert life(g) == [20, 17]
    g = game({"battlefield": [{"card": C("Hill Giant"), "as": "giant"}]}, {"battlefield": [{"card": C("Grizzly Bears"), "as": "bears"}]})
    attack(g, "giant")
    block(g, ("bears", "giant"))
    finish_combat(g)
    assert graveyard(g, BOB) == ["Grizzly Bears"] and graveyard(g, ALICE) == []
