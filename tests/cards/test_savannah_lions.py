"""Savannah Lions: a vanilla 2/1 creature for {W} (CR 302)."""

from __future__ import annotations

from tests.drivers import ALICE, C, attack, block, cast, finish_combat, game, graveyard, life, pt, resolve_all


def test_cast_it_for_one_white_and_it_is_a_2_1() -> None:
    g = game({"battlefield": [C("Plains")], "hand": [C("Savannah Lions")]})
    cast(g, "Savannah Lions")
    resolve_all(g)
    lions = next(o for o in g.state.battlefield if g.state.objects[o].name == "Savannah Lions")
    assert pt(g, lions) == (2, 1)


def test_attacking_deals_two_and_one_damage_kills_it() -> None:
    g = game({"battlefield": [{"card": C("Savannah Lions"), "as": "lions"}]})
    attack(g, "lions")
    finish_combat(g)
    assert life(g) == [20, 18]
    g = game({"battlefield": [{"card": C("Savannah Lions"), "as": "lions"}]}, {"battlefield": [{"card": C("Llanowar Elves"), "as": "elves"}]})
    attack(g, "lions")
    block(g, ("elves", "lions"))
    finish_combat(g)
    assert graveyard(g, ALICE) == ["Savannah Lions"]
