"""Stern Scolding: "Counter target creature spell with power or toughness 2 or less."""

from __future__ import annotations

from manastack.actions import Pass
from tests.drivers import ALICE, BOB, C, cast, game, graveyard, options, resolve_all

SCOLDING = "Stern Scolding"


def _alice_casts(creature: str, lands: int) -> object:
    g = game({"hand": [C(creature)], "battlefield": [C("Mountain")] * lands + [C("Forest")] * lands + [C("Plains")] * lands},
             {"hand": [C(SCOLDING)], "battlefield": [C("Island")]})
    cast(g, creature)
    g.apply(Pass())  # Alice passes; Bob may respond
    return g


def test_counters_a_creature_spell_with_toughness_two_or_less():
    g = _alice_casts("Knight of the Keep", 2)  # 3/2: toughness 2 is enough
    cast(g, SCOLDING, "Knight of the Keep")
    resolve_all(g)
    assert graveyard(g, ALICE) == ["Knight of the Keep"]
    assert graveyard(g, BOB) == [SCOLDING]
    assert not g.state.battlefield or all(g.state.objects[o].name != "Knight of the Keep" for o in g.state.battlefield)


def test_counters_a_creature_spell_with_power_two_or_less():
    g = _alice_casts("Grizzly Bears", 1)
    cast(g, SCOLDING, "Grizzly Bears")
    resolve_all(g)
    assert graveyard(g, ALICE) == ["Grizzly Bears"]


def test_cannot_target_a_creature_spell_with_power_and_toughness_above_two():
    g = _alice_casts("Hill Giant", 2)  # 3/3
    assert f"Cast {SCOLDING}" not in options(g)
