"""Bring Down: Assist (CR 702.132a: another player may pay generic mana of its total cost);
"Destroy target creature with power 4 or greater.\""""

from __future__ import annotations

from tests.drivers import ALICE, BOB, C, cast, event_data, game, graveyard, oid, resolve_all


def test_the_other_player_pays_two_of_the_generic_mana() -> None:
    g = game(
        {"battlefield": [C("Plains")] * 2, "hand": [C("Bring Down")]},
        {"battlefield": [C("Island")] * 2 + [{"card": C("Colossal Dreadmaw"), "as": "dreadmaw"}]},
        spare=False,
    )
    cast(g, "Bring Down", oid(g, "dreadmaw"))
    resolve_all(g)
    assert graveyard(g, BOB) == ["Colossal Dreadmaw"] and graveyard(g, ALICE) == ["Bring Down"]
    spent = [(d.get("player"), d.get("mana")) for d in event_data(g, "mana_spent")]
    assert spent == [("bob", "{U}{U}"), ("alice", "{W}{W}")]  # bob, asked no amount: only all {2} lets alice pay
