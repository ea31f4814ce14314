"""The initiative (CR 726): taking it (726.3, 726.5) and its inherent triggered abilities (726.2),
which have no source and are controlled by the player who has it. Undercity's rooms don't all
compile yet, so the ventures into Undercity here find no dungeon to enter (309.2a)."""

from __future__ import annotations

from manastack.model.effects import TakeInitiative
from manastack.model.filters import You
from tests.drivers import ALICE, BOB, C, attack, event_data, finish_combat, game, resolve_all


def test_726_3_taking_the_initiative_and_taking_it_again_triggers_again() -> None:
    g = game({})
    g.perform([TakeInitiative(You())], controller=ALICE)
    assert g.state.initiative == ALICE and g.observe(BOB).initiative == ALICE
    resolve_all(g)
    g.perform([TakeInitiative(You())], controller=ALICE)  # 726.5
    resolve_all(g)
    assert [e["player"] for e in event_data(g, "initiative")] == ["alice", "alice"]
    triggered = [e for e in event_data(g, "ability_triggered") if e.get("source") == "The initiative"]
    assert len(triggered) == 2  # "Whenever a player takes the initiative, that player ventures into Undercity"


def test_726_2_combat_damage_by_one_or_more_creatures_takes_the_initiative_once() -> None:
    g = game({}, {"battlefield": [{"card": C("Grizzly Bears"), "as": "a"}, {"card": C("Grizzly Bears"), "as": "b"}]}, active="bob")
    g.perform([TakeInitiative(You())], controller=BOB)
    resolve_all(g)
    g.perform([TakeInitiative(You())], controller=ALICE)
    resolve_all(g)
    assert g.state.initiative == ALICE
    attack(g, "a", "b", defender=ALICE)
    finish_combat(g)
    assert g.state.initiative == BOB
    # one trigger for both creatures (603.2c), then bob's own venture trigger
    assert [e["player"] for e in event_data(g, "initiative")] == ["bob", "alice", "bob"]
