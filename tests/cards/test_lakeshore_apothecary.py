"""Lakeshore Apothecary: Vigilance. "Whenever you draw your second card each turn, put a +1/+1 counter on this
creature" (CR 121.2: each card is drawn one at a time)."""

from __future__ import annotations

from tests.drivers import C, activate, attack, finish_combat, game, lib, life, oid, pt, resolve_all


def test_second_draw_of_the_turn_puts_a_counter_but_not_the_first_or_third() -> None:
    g = game({"battlefield": [{"card": C("Lakeshore Apothecary"), "as": "apothecary"}] + [C("Island")] * 6,
              "hand": [C("Hithlain Knots")] * 3, "library": lib("Island", 10)},
             {"battlefield": [{"card": C("Elvish Mystic"), "as": "m"}]})
    activate(g, "Cast Hithlain Knots", "Elvish Mystic")
    resolve_all(g)
    g.apply("Top")  # scry 1
    resolve_all(g)
    assert pt(g, "apothecary") == (1, 2)  # first draw: nothing
    activate(g, "Cast Hithlain Knots", "Elvish Mystic")
    resolve_all(g)
    g.apply("Top")
    resolve_all(g)
    assert g.state.objects[oid(g, "apothecary")].counters.get("+1/+1") == 1
    assert pt(g, "apothecary") == (2, 3)
    activate(g, "Cast Hithlain Knots", "Elvish Mystic")
    resolve_all(g)
    g.apply("Top")
    resolve_all(g)
    assert pt(g, "apothecary") == (2, 3)  # the third draw doesn't trigger


def test_vigilance_attacks_without_tapping() -> None:

    g = game({"battlefield": [{"card": C("Lakeshore Apothecary"), "as": "apothecary"}]})
    attack(g, "apothecary")
    assert not g.state.objects[oid(g, "apothecary")].tapped
    finish_combat(g)
    assert life(g) == [20, 19]
