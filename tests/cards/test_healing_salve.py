"""Healing Salve: "Choose one — • Target player gains 3 life. • Prevent the next 3 damage that
would be dealt to any target this turn" (CR 700.2, 615.7)."""

from __future__ import annotations

from tests.drivers import C, cast, game, life, oid, resolve_all


def test_mode_one_target_player_gains_three_life() -> None:
    g = game({"battlefield": [C("Plains")], "hand": [C("Healing Salve")]})
    cast(g, "Healing Salve", "Mode 1", "alice")
    resolve_all(g)
    assert life(g) == [23, 20]


def test_mode_two_prevents_the_next_three_damage() -> None:
    g = game({"battlefield": [C("Plains"), C("Mountain")], "hand": [C("Healing Salve"), C("Lightning Bolt")]},
             {"battlefield": [{"card": C("Hill Giant"), "as": "giant"}]})
    cast(g, "Healing Salve", "Mode 2", oid(g, "giant"))
    resolve_all(g)
    cast(g, "Lightning Bolt", oid(g, "giant"))
    resolve_all(g)
    assert g.state.objects[oid(g, "giant")].damage == 0
