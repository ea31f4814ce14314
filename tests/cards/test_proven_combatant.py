"""Proven Combatant — eternalize (CR 702.129a): the token is a copy of the exiled card except it's
black, 4/4, has no mana cost and is a Zombie in addition to its other types (707.9b)."""

from __future__ import annotations

from manastack.mana import Color
from manastack.rules.layers import chars
from tests.drivers import ALICE, C, activate, exiled, game, graveyard, ids_named, options, resolve_all


def test_eternalized_token_is_a_4_4_black_zombie_with_no_mana_cost() -> None:
    g = game({"graveyard": [C("Proven Combatant")], "battlefield": [C("Island")] * 6})
    activate(g, "Activate Proven Combatant")
    assert graveyard(g, ALICE) == [] and exiled(g, ALICE) == ["Proven Combatant"]  # exiled as the cost
    resolve_all(g)
    (token,) = ids_named(g, "Proven Combatant")
    c = chars(g.state, token)
    assert (c.power, c.toughness) == (4, 4)
    assert c.colors == frozenset({Color.BLACK})
    assert set(c.subtypes) == {"Zombie", "Human", "Warrior"}
    assert c.mana_value == 0


def test_eternalize_only_from_the_graveyard() -> None:
    g = game({"hand": [C("Proven Combatant")], "battlefield": [C("Island")] * 6})
    assert not any(o.startswith("Activate Proven Combatant") for o in options(g))
