"""Eagle Vision: "Draw three cards." Freerunning {1}{U} (CR 702.173a: cast for {1}{U} rather than
its mana cost if a player was dealt combat damage this turn by an Assassin or commander you
controlled)."""

from __future__ import annotations

from tests.drivers import ALICE, C, attack, cast, finish_combat, game, hand, options, resolve_all


def test_freerunning_after_an_assassin_connects() -> None:
    g = game({"battlefield": [C("Island"), C("Island"), C("Merciless Harlequin")], "hand": [C("Eagle Vision")]})
    assert "Cast Eagle Vision with freerunning" not in options(g)
    attack(g, "Merciless Harlequin")
    finish_combat(g)
    cast(g, "Eagle Vision with freerunning")
    resolve_all(g)
    assert len(hand(g, ALICE)) == 3
