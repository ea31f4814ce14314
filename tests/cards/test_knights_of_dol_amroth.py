"""Knights of Dol Amroth: "Whenever you draw your second card each turn, put a +1/+1 counter on this
creature" (CR 121.2: each card is drawn one at a time)."""

from __future__ import annotations

from tests.drivers import C, activate, game, lib, oid, pt, resolve_all


def test_second_draw_of_the_turn_puts_a_counter_but_not_the_first_or_third() -> None:
    g = game({"battlefield": [{"card": C("Knights of Dol Amroth"), "as": "knights"}] + [C("Island")] * 6,
              "hand": [C("Hithlain Knots")] * 3, "library": lib("Island", 10)},
             {"battlefield": [{"card": C("Elvish Mystic"), "as": "m"}]})
    activate(g, "Cast Hithlain Knots", "Elvish Mystic")
    resolve_all(g)
    g.apply("Top")  # scry 1
    resolve_all(g)
    assert pt(g, "knights") == (3, 3)  # first draw: nothing
    activate(g, "Cast Hithlain Knots", "Elvish Mystic")
    resolve_all(g)
    g.apply("Top")
    resolve_all(g)
    assert g.state.objects[oid(g, "knights")].counters.get("+1/+1") == 1
    assert pt(g, "knights") == (4, 4)
    activate(g, "Cast Hithlain Knots", "Elvish Mystic")
    resolve_all(g)
    g.apply("Top")
    resolve_all(g)
    assert pt(g, "knights") == (4, 4)  # the third draw doesn't trigger
