"""Heartbeat of Spring: "Whenever a player taps a land for mana, that player adds one mana of any
type that land produced" — a triggered mana ability (CR 605.1b, 106.12a) of every player's lands;
the type is one the land actually produced, not one it could produce (106.7)."""

from __future__ import annotations

from manastack.actions import ChooseManaType, DecisionKind
from tests.drivers import ALICE, BOB, C, activate, cast, events, game, kind, on_battlefield, pool, resolve_all


def test_cast_then_tapping_a_land_adds_one_more_mana_of_its_type() -> None:
    g = game({"battlefield": [C("Forest"), C("Forest"), C("Forest"), C("Mountain")], "hand": [C("Heartbeat of Spring")]})
    cast(g, "Heartbeat of Spring")
    resolve_all(g)
    assert "Heartbeat of Spring" in on_battlefield(g, ALICE)
    activate(g, "Activate Mountain")
    assert pool(g) == "{R}{R}"
    assert not g.state.stack  # 605.4a: resolved at once
    assert [e.get("source") for e in events(g, "mana_added")][-2:] == ["Mountain", "Heartbeat of Spring"]


def test_that_player_gets_the_mana_not_heartbeats_controller() -> None:
    g = game({"battlefield": [C("Heartbeat of Spring")]}, {"battlefield": [C("Island")]}, active="bob")
    activate(g, "Activate Island")
    assert pool(g, BOB) == "{U}{U}"
    assert pool(g, ALICE) == ""


def test_the_type_is_what_the_land_produced_not_what_it_could_produce() -> None:
    """Reflecting Pool could produce {W} or {G} here; tapped for {W}, Heartbeat adds {W} (no choice)."""
    g = game({"battlefield": [C("Heartbeat of Spring"), C("Reflecting Pool"), C("Forest")]}, spare=True)
    activate(g, "Activate Reflecting Pool")
    assert kind(g) is DecisionKind.CHOOSE_MANA_TYPE
    g.apply(ChooseManaType("W"))
    assert pool(g) == "{W}{W}"


def test_a_creature_tapped_for_mana_does_not_trigger_it() -> None:
    g = game({"battlefield": [C("Heartbeat of Spring"), C("Llanowar Elves")]})
    activate(g, "Activate Llanowar Elves")
    assert pool(g) == "{G}"
    assert not events(g, "ability_triggered")


def test_mana_reflection_doubles_the_land_but_not_the_triggered_mana() -> None:
    """106.12b: the land's {G} becomes {G}{G}; Heartbeat's ability isn't tapping for mana: one {G}."""
    g = game({"battlefield": [C("Heartbeat of Spring"), C("Mana Reflection"), C("Forest")]})
    activate(g, "Activate Forest")
    assert pool(g) == "{G}{G}{G}"
