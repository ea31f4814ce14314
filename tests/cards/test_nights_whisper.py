"""Night's Whisper: you draw two cards and you lose 2 life."""

from __future__ import annotations

from tests.drivers import ALICE, C, cast, game, hand, life, resolve_all


def test_draw_two_lose_two() -> None:
    g = game({"battlefield": [C("Swamp")] * 2, "hand": [C("Night's Whisper")], "library": [C("Forest"), C("Island"), C("Swamp")]})
    cast(g, "Night's Whisper")
    resolve_all(g)
    assert hand(g, ALICE) == ["Forest", "Island"] and life(g) == [18, 20]
