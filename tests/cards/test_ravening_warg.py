"""Ravening Warg: Deathtouch. "Ferocious — Whenever this creature attacks while you control a
creature with power 4 or greater, you gain 2 life" (checked only as it attacks, not on resolution)."""

from __future__ import annotations

from tests.drivers import ALICE, BOB, C, attack, block, events, finish_combat, game, graveyard, life, resolve_all


def test_attacking_while_controlling_a_power_4_creature_gains_2_life() -> None:
    g = game({"battlefield": [{"card": C("Ravening Warg"), "as": "warg"}, C("Ordinary Bear")]})
    attack(g, "warg")
    resolve_all(g)
    assert life(g)[ALICE] == 22


def test_no_trigger_without_a_power_4_creature() -> None:
    g = game({"battlefield": [{"card": C("Ravening Warg"), "as": "warg"}, C("Elvish Mystic")]})
    attack(g, "warg")
    resolve_all(g)
    assert not [e for e in events(g, "ability_triggered") if e.get("source") == "Ravening Warg"]
    assert life(g)[ALICE] == 20


def test_deathtouch_kills_a_bigger_blocker() -> None:
    g = game({"battlefield": [{"card": C("Ravening Warg"), "as": "warg"}]}, {"battlefield": [{"card": C("Ordinary Bear"), "as": "bear"}]})
    attack(g, "warg")
    block(g, ("bear", "warg"))
    finish_combat(g)
    assert graveyard(g, BOB) == ["Ordinary Bear"]
    assert graveyard(g, ALICE) == ["Ravening Warg"]
