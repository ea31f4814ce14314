"""Goblin Fireleaper — {1}{R} Creature — Goblin Warrior 1/1.
"{1}{R}: This creature gets +1/+0 until end of turn."
"When this creature dies, it deals damage equal to its power to target creature an opponent
controls." — the power as it last existed on the battlefield (CR 603.10a, 608.2h)."""

from __future__ import annotations

from manastack.cards.compiled import compiled_card
from manastack.game import Game
from manastack.position import resolve
from manastack.rules.layers import chars
from tests.drivers import BOB, activate, cast, duel


def damage_to(g: Game, target: int) -> list[int]:
    return [e.to_dict()["amount"] for e in g.log if e.event == "damage_dealt" and e.to_dict()["target_id"] == target]


def test_pump_gives_plus_1_plus_0_until_end_of_turn() -> None:
    g = duel({"battlefield": [{"card": compiled_card("Goblin Fireleaper"), "as": "gob"}, "Mountain", "Mountain"]}, {})
    gob = g.state.labels["gob"]
    activate(g, "Activate Goblin Fireleaper")
    resolve(g)
    c = chars(g.state, gob)
    assert (c.power, c.toughness) == (2, 1)


def test_dies_deals_damage_equal_to_its_last_known_power() -> None:
    """Pumped twice to 3/1, it dies to a Shock; its trigger deals 3 (the power it last had, pumps
    included) to bob's Hill Giant, which dies."""
    g = duel(
        {"battlefield": [{"card": compiled_card("Goblin Fireleaper"), "as": "gob"}] + ["Mountain"] * 5, "hand": ["Shock"]},
        {"battlefield": [{"card": "Hill Giant", "as": "giant"}]},
    )
    gob, giant = g.state.labels["gob"], g.state.labels["giant"]
    for _ in range(2):
        activate(g, "Activate Goblin Fireleaper")
        resolve(g)
    assert chars(g.state, gob).power == 3
    cast(g, "Shock", gob)
    resolve(g)  # Shock resolves; the Goblin dies and its trigger targets the only legal creature
    assert g.state.objects.get(gob) is None
    resolve(g)
    assert damage_to(g, giant) == [3]
    assert "Hill Giant" in [g.state.objects[o].name for o in g.state.players[BOB].graveyard]


def test_unpumped_it_deals_1_and_only_targets_an_opponents_creature() -> None:
    """Alice's own Grizzly Bears isn't a legal target; bob's Hill Giant (3/3) takes 1."""
    g = duel(
        {"battlefield": [{"card": compiled_card("Goblin Fireleaper"), "as": "gob"}, "Grizzly Bears", "Mountain"], "hand": ["Shock"]},
        {"battlefield": [{"card": "Hill Giant", "as": "giant"}]},
    )
    gob, giant = g.state.labels["gob"], g.state.labels["giant"]
    cast(g, "Shock", gob)
    resolve(g)
    resolve(g)
    assert damage_to(g, giant) == [1]
    assert g.state.objects[giant].damage == 1
