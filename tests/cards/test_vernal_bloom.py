"""Vernal Bloom: "Whenever a Forest is tapped for mana, its controller adds an additional {G}."
(CR 106.12a): any player's Forest, the mana going to that Forest's controller."""

from __future__ import annotations

from tests.drivers import C, activate, events, game


def test_each_players_forest_gives_its_controller_an_extra_green() -> None:
    g = game({"battlefield": [C("Vernal Bloom"), C("Forest"), C("Mountain")]})
    activate(g, "Activate Forest")
    activate(g, "Activate Mountain")
    added = [(dict(e.data)["source"], dict(e.data)["player"], dict(e.data)["mana"]) for e in events(g, "mana_added")]
    assert added == [("Forest", "alice", "{G}"), ("Vernal Bloom", "alice", "{G}"), ("Mountain", "alice", "{R}")]


def test_an_opponents_forest_gives_the_opponent_the_extra_mana() -> None:
    g = game({"battlefield": [C("Vernal Bloom")]}, {"battlefield": [C("Forest")]}, active="bob")
    activate(g, "Activate Forest")
    added = [(dict(e.data)["source"], dict(e.data)["player"], dict(e.data)["mana"]) for e in events(g, "mana_added")]
    assert added == [("Forest", "bob", "{G}"), ("Vernal Bloom", "bob", "{G}")]
