"""Ithilien Kingfisher: flying; when it dies, draw a card (700.4, 603.10a leaves-the-battlefield)."""

from __future__ import annotations

from manastack.model.types import Keyword
from manastack.rules.layers import chars
from tests.drivers import ALICE, BOB, C, cast, game, graveyard, hand, oid, resolve_all

BIRD = "Ithilien Kingfisher"


def test_dies_trigger_draws_its_controller_a_card() -> None:
    g = game({"battlefield": [C("Swamp")] * 3, "hand": [C("Bilbo's Deadly Slice")]},
             {"battlefield": [{"card": C(BIRD), "as": "bird"}], "library": [C("Forest"), C("Island")]})
    assert Keyword.FLYING in chars(g.state, oid(g, "bird")).keywords
    cast(g, "Bilbo's Deadly Slice", BIRD)
    resolve_all(g)
    assert graveyard(g, BOB) == [BIRD]
    assert hand(g, BOB) == ["Forest"] and hand(g, ALICE) == []
