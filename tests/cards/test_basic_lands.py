"""The basic lands: each has the intrinsic mana ability of its land type (305.6)."""

from __future__ import annotations

import pytest

from tests.drivers import ALICE, C, activate, events, game


@pytest.mark.parametrize("land,mana", [("Plains", "{W}"), ("Island", "{U}"), ("Swamp", "{B}"), ("Mountain", "{R}"), ("Forest", "{G}")])
def test_basic_land_taps_for_its_color(land: str, mana: str) -> None:
    g = game({"battlefield": [{"card": C(land), "as": "land"}]})
    activate(g, f"Activate {land}")
    assert g.state.objects[g.state.labels["land"]].tapped
    assert events(g, "mana_added")[-1].get("mana") == mana
    assert len(g.state.players[ALICE].mana_pool) == 1


@pytest.mark.parametrize("land", ["Plains", "Island", "Swamp", "Mountain", "Forest"])
def test_basic_land_can_be_played(land: str) -> None:
    g = game({"hand": [C(land)]})
    g.apply(f"Play {land}")
    assert land in [g.state.objects[o].name for o in g.state.battlefield if g.state.objects[o].controller == ALICE]
