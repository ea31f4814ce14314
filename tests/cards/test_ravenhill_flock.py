"""Ravenhill Flock: flying; whenever you draw a card, put a +1/+1 counter on it (121.2, 122.1)."""

from __future__ import annotations

from manastack.model.types import Keyword, Step
from manastack.rules.layers import chars
from tests.drivers import BOB, C, at_step, cast, game, oid, pass_until, pt, resolve_all

FLOCK = "Ravenhill Flock"


def test_each_card_you_draw_adds_a_counter() -> None:
    g = game({"battlefield": [{"card": C(FLOCK), "as": "flock"}, C("Swamp"), C("Swamp")], "hand": [C("Night's Whisper")]})
    assert Keyword.FLYING in chars(g.state, oid(g, "flock")).keywords
    cast(g, "Night's Whisper")
    resolve_all(g)
    assert g.state.objects[oid(g, "flock")].counters.get("+1/+1") == 2
    assert pt(g, "flock") == (3, 4)


def test_opponents_draw_does_not_count_but_your_draw_step_does() -> None:
    g = game({"battlefield": [C("Plains")]}, {"battlefield": [{"card": C(FLOCK), "as": "flock"}]})
    pass_until(g, lambda g: g.state.active == BOB and at_step(Step.PRECOMBAT_MAIN)(g))
    resolve_all(g)
    assert g.state.objects[oid(g, "flock")].counters.get("+1/+1") == 1  # bob's own draw step only
