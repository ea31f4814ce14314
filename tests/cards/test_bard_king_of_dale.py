"""Bard, King of Dale: Reach, vigilance; "If you would draw a card except the first one you draw
in each of your draw steps, draw two cards instead"; "If one or more tokens would be created under
your control, twice that many of those tokens are created instead" (CR 702.17, 702.20, 614.1a)."""

from __future__ import annotations

from collections import Counter

from manastack.actions import DecisionKind, DeclareBlocker, Done
from manastack.model.types import Step
from tests.drivers import ALICE, C, attack, cast, game, hand, kind, oid, pass_until, resolve_all


def test_reach_it_can_block_a_flyer() -> None:
    g = game({"battlefield": [{"card": C("Serra Angel"), "as": "angel"}]}, {"battlefield": [{"card": C("Bard, King of Dale"), "as": "bard"}]})
    attack(g, "angel")
    pass_until(g, lambda g: kind(g) is DecisionKind.DECLARE_BLOCKERS)
    assert DeclareBlocker(oid(g, "bard"), oid(g, "angel")) in g.legal_actions()
    g.apply(Done())


def test_vigilance() -> None:
    g = game({"battlefield": [{"card": C("Bard, King of Dale"), "as": "bard"}]})
    attack(g, "bard")
    assert g.state.objects[oid(g, "bard")].tapped is False


def test_draws_outside_the_first_of_the_draw_step_are_doubled() -> None:
    g = game({"battlefield": [C("Bard, King of Dale")] + [C("Island")] * 3, "hand": [C("Divination")]})
    cast(g, "Divination")
    resolve_all(g)
    assert len(hand(g, ALICE)) == 4
    g = game({"battlefield": [C("Bard, King of Dale")]}, step="upkeep")
    pass_until(g, lambda g: g.state.step is Step.DRAW and kind(g) is DecisionKind.PRIORITY)
    assert len(hand(g, ALICE)) == 1


def test_tokens_are_doubled() -> None:
    g = game({"battlefield": [C("Bard, King of Dale"), C("Plains"), C("Plains")], "hand": [C("Raise the Alarm")]})
    cast(g, "Raise the Alarm")
    resolve_all(g)
    soldiers = Counter(g.state.objects[o].name for o in g.state.battlefield if g.state.objects[o].is_token)
    assert soldiers == Counter({"Soldier": 4})
