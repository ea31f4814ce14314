"""Landroval, Horizon Witness: Flying. "Whenever two or more creatures you control attack a player,
target attacking creature without flying gains flying until end of turn" (CR 508.3e)."""

from __future__ import annotations

from manastack.model.types import Keyword
from manastack.rules.layers import chars
from tests.drivers import C, attack, game, oid, resolve_all, triggered


def test_two_attackers_give_an_attacking_creature_without_flying_flying() -> None:
    g = game({"battlefield": [{"card": C("Landroval, Horizon Witness"), "as": "landroval"}, {"card": C("Ordinary Bear"), "as": "bear"}]})
    assert Keyword.FLYING in chars(g.state, oid(g, "landroval")).keywords
    attack(g, "landroval", "bear")
    assert triggered(g, "Landroval, Horizon Witness") == 1
    resolve_all(g)  # the only legal target is the Bear (Landroval already flies)
    assert Keyword.FLYING in chars(g.state, oid(g, "bear")).keywords


def test_one_attacker_doesnt_trigger() -> None:
    g = game({"battlefield": [{"card": C("Landroval, Horizon Witness"), "as": "landroval"}, {"card": C("Ordinary Bear"), "as": "bear"}]})
    attack(g, "bear")
    resolve_all(g)
    assert triggered(g, "Landroval, Horizon Witness") == 0
    assert Keyword.FLYING not in chars(g.state, oid(g, "bear")).keywords
