"""Boulder Salvo: "Boulder Salvo deals 4 damage to target creature." Surge {1}{R} (CR 702.117a:
cast for {1}{R} rather than its mana cost if you or a teammate has cast another spell this turn)."""

from __future__ import annotations

from tests.drivers import ALICE, BOB, C, cast, game, graveyard, oid, options, resolve_all


def test_surge_after_another_spell_this_turn() -> None:
    g = game(
        {"battlefield": [C("Mountain")] * 3, "hand": [C("Lightning Bolt"), C("Boulder Salvo")]},
        {"battlefield": [{"card": C("Hill Giant"), "as": "giant"}]},
    )
    assert "Cast Boulder Salvo with surge" not in options(g)
    cast(g, "Lightning Bolt", BOB)
    resolve_all(g)
    cast(g, "Boulder Salvo with surge", oid(g, "giant"))
    resolve_all(g)
    assert graveyard(g, BOB) == ["Hill Giant"] and graveyard(g, ALICE) == ["Lightning Bolt", "Boulder Salvo"]
