"""Elvish Mystic: {T}: add {G} (605.1a); can't be activated while summoning sick (302.6)."""

from __future__ import annotations

from tests.drivers import ALICE, C, cast, game, on_battlefield, options, resolve_all


def test_taps_for_green_to_cast_a_spell() -> None:
    g = game({"battlefield": [C("Elvish Mystic"), C("Forest")], "hand": [C("Elvish Visionary")]})
    cast(g, "Elvish Visionary")
    resolve_all(g)
    assert "Elvish Visionary" in on_battlefield(g, ALICE)


def test_summoning_sick_mystic_cannot_tap_for_mana() -> None:
    g = game({"battlefield": [{"card": C("Elvish Mystic"), "sick": True}]})
    assert not any(o.startswith("Activate Elvish Mystic") for o in options(g))
