"""Llanowar Elves: "{T}: Add {G}" — a mana ability (CR 605.1a) of a creature (302.6)."""

from __future__ import annotations

from manastack.mana import mana_text
from tests.drivers import C, activate, game, options


def test_taps_for_green() -> None:
    g = game({"battlefield": [C("Llanowar Elves")]})
    activate(g, "Activate Llanowar Elves")
    assert mana_text(g.state.players[0].mana_pool) == "{G}"


def test_summoning_sick_it_cant_tap_for_mana() -> None:
    g = game({"battlefield": [{"card": C("Llanowar Elves"), "sick": True}]})
    assert not [o for o in options(g) if o.startswith("Activate Llanowar Elves")]
