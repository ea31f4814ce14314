"""Vampire Bats: "{B}: This creature gets +1/+0 until end of turn. Activate no more than twice each
turn." (CR 602.5b: a restriction on how often the ability is activated)."""

from __future__ import annotations

from tests.drivers import C, activate, game, options, pt, resolve_all


def test_the_ability_is_activated_twice_then_no_more_this_turn() -> None:
    g = game({"battlefield": [{"card": C("Vampire Bats"), "as": "bats"}, *[C("Swamp")] * 3]})
    for _ in range(2):
        activate(g, "Activate Vampire Bats")
        resolve_all(g)
    assert pt(g, "bats") == (2, 1)
    assert any(o.startswith("Activate Swamp") for o in options(g))  # mana is left, the ability isn't
    assert not any(o.startswith("Activate Vampire Bats") for o in options(g))
