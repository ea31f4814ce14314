"""Pale Moon: "Until end of turn, if a player taps a nonbasic land for mana, it produces colorless
mana instead of any other type" (CR 106.12b, 611.2, 614.1a; 205.4a: basic lands are unaffected)."""

from __future__ import annotations

from manastack.mana import mana_text
from manastack.rules.mana import could_produce
from tests.drivers import ALICE, BOB, C, activate, cast, game, oid, resolve_all


def test_nonbasic_lands_of_every_player_tap_for_colorless() -> None:
    g = game(
        {"battlefield": [C("Island"), C("Island"), {"card": C("Ancient Ziggurat"), "as": "zig"}, {"card": C("Forest"), "as": "forest"}], "hand": [C("Pale Moon")]},
        {"battlefield": [{"card": C("Exotic Orchard"), "as": "orchard"}]},
    )
    assert could_produce(g.state, oid(g, "zig")) == set("WUBRG")
    cast(g, "Pale Moon")
    resolve_all(g)
    assert could_produce(g.state, oid(g, "zig")) == {"C"}
    assert could_produce(g.state, oid(g, "orchard")) == {"C"}
    assert could_produce(g.state, oid(g, "forest")) == {"G"}
    activate(g, "Activate Ancient Ziggurat", "{R}")
    assert mana_text(g.state.players[ALICE].mana_pool) == "{C}"
    assert mana_text(g.state.players[BOB].mana_pool) == ""
