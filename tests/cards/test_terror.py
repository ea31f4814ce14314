"""Terror: "Destroy target nonartifact, nonblack creature. It can't be regenerated." — a black or
artifact creature isn't a legal target (CR 105.2, 115.1), and a regeneration shield isn't applied
to this destruction (701.19c)."""

from __future__ import annotations

from manastack.state.effects import RegenerationShield
from tests.drivers import C, activate, cast, events, game, graveyard, oid, options, resolve_all

ALICE_LANDS = [C("Swamp"), C("Swamp"), C("Forest")]


def test_destroys_a_shielded_creature() -> None:
    g = game({"battlefield": [{"card": C("River Boa"), "as": "boa"}, *ALICE_LANDS], "hand": [C("Terror")]})
    activate(g, "Activate River Boa")
    resolve_all(g)
    assert any(isinstance(e.effect, RegenerationShield) for e in g.state.effects)
    cast(g, "Terror", oid(g, "boa"))
    resolve_all(g)
    assert "River Boa" in graveyard(g, 0)
    assert events(g, "regenerated") == []


def test_black_and_artifact_creatures_are_not_legal_targets() -> None:
    g = game(
        {"battlefield": [C("Drudge Skeletons"), C("Yotian Soldier"), C("Grizzly Bears"), *ALICE_LANDS], "hand": [C("Terror")]},
        {"battlefield": [C("Hill Giant")]},
    )
    g.apply("Cast Terror")
    assert sorted(options(g)) == ["Grizzly Bears", "Hill Giant"]
