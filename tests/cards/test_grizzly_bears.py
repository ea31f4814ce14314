"""Grizzly Bears: a vanilla 2/2 creature for {1}{G} (CR 302)."""

from __future__ import annotations

from tests.drivers import ALICE, C, attack, cast, finish_combat, game, life, on_battlefield, pt, resolve_all


def test_cast_it_for_its_cost_and_it_is_a_2_2() -> None:
    g = game({"battlefield": [C("Forest"), C("Forest")], "hand": [C("Grizzly Bears")]})
    cast(g, "Grizzly Bears")
    resolve_all(g)
    bears = next(o for o in g.state.battlefield if g.state.objects[o].name == "Grizzly Bears")
    assert "Grizzly Bears" in on_battlefield(g, ALICE) and pt(g, bears) == (2, 2)


def test_attacking_deals_two_damage() -> None:
    g = game({"battlefield": [{"card": C("Grizzly Bears"), "as": "bears"}]})
    attack(g, "bears")
    finish_combat(g)
    assert life(g) == [20, 18]
