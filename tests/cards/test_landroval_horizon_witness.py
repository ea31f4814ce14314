"""Landroval, Horizon Witness: Flying. "Whenever two or more creatures you control attack a player,
target attacking creature without flying gains flying until end of turn" (CR 508.3e)."""

from __future__ import annotations

from manastack.model.types import Keyword
from manastack.rules.layers import chars

from tests.drivers import C, attack, events, game, oid, resolve_all


def _triggers(g: object) -> int:
    return len([e for e in events(g, "ability_triggered") if e.get("source") == "Landroval, Horizon Witness"])  # type: ignore[arg-type]


def test_two_attackers_give_an_attacking_creature_without_flying_flying() -> None:
    g = game({"battlefield": [{"card": C("Landroval, Horizon Witness"), "as": "landroval"}, {"card": C("Ordinary Bear"), "as": "bear"}]})
    assert Keyword.FLYING in chars(g.state, oid(g, "landroval")).keywords
    attack(g, "landroval", "bear")
    assert _triggers(g) == 1
    resolve_all(g)  # the only legal target is the Bear (Landroval already flies)
    assert Keyword.FLYING in chars(g.state, oid(g, "bear")).keywords


def test_one_attacker_doesnt_trigger() -> None:
    g = game({"battlefield": [{"card": C("Landroval, Horizon Witness"), "as": "landroval"}, {"card": C("Ordinary Bear"), "as": "bear"}]})
    attack(g, "bear")
    resolve_all(g)
    assert _triggers(g) == 0
    assert Keyword.FLYING not in chars(g.state, oid(g, "bear")).keywords
