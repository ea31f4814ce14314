"""Battle-Scarred Goblin: "Whenever this creature becomes blocked, it deals 1 damage to each creature
blocking it" (CR 509.1h, 509.3c: once per combat, however many creatures block it)."""

from __future__ import annotations

from tests.drivers import ALICE, BOB, C, attack, block, events, finish_combat, game, graveyard, life, resolve_all


def test_becoming_blocked_deals_1_damage_to_each_blocker_once() -> None:
    g = game({"battlefield": [{"card": C("Battle-Scarred Goblin"), "as": "goblin"}]},
             {"battlefield": [{"card": C("Elvish Mystic"), "as": "m1"}, {"card": C("Llanowar Elves"), "as": "m2"}]})
    attack(g, "goblin")
    block(g, ("m1", "goblin"), ("m2", "goblin"))
    assert len([e for e in events(g, "ability_triggered") if e.get("source") == "Battle-Scarred Goblin"]) == 1
    resolve_all(g)
    assert sorted(graveyard(g, BOB)) == ["Elvish Mystic", "Llanowar Elves"]
    finish_combat(g)
    # The blockers died before combat damage, but the Goblin stays blocked: no damage to bob.
    assert life(g) == [20, 20]
    assert graveyard(g, ALICE) == []


def test_unblocked_goblin_doesnt_trigger() -> None:
    g = game({"battlefield": [{"card": C("Battle-Scarred Goblin"), "as": "goblin"}]},
             {"battlefield": [{"card": C("Elvish Mystic"), "as": "m1"}]})
    attack(g, "goblin")
    finish_combat(g)
    assert not [e for e in events(g, "ability_triggered") if e.get("source") == "Battle-Scarred Goblin"]
    assert life(g) == [20, 18]
