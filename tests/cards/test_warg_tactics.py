"""Warg Tactics: choose one — destroy target creature with flying; or put a +1/+1 counter on target
creature you control and it gains trample and hexproof until end of turn."""

from __future__ import annotations

from manastack.actions import DecisionKind
from manastack.model.types import Keyword
from manastack.rules.layers import chars
from tests.drivers import BOB, C, answer, game, graveyard, kind, oid, options, pt, resolve_all

WT = "Warg Tactics"


def test_mode_one_destroys_a_flyer_only() -> None:
    g = game({"battlefield": [C("Forest")] * 2 + [C("Westfold Rider")], "hand": [C(WT)]},
             {"battlefield": [C("Eagle of the Great Shelf"), C("Elvish Mystic")]})
    g.apply(f"Cast {WT}")
    assert kind(g) is DecisionKind.MODE
    g.apply(g.legal_actions()[0])
    assert kind(g) is not DecisionKind.TARGET or options(g) == ["Eagle of the Great Shelf"]
    answer(g, "Eagle of the Great Shelf")
    resolve_all(g)
    assert graveyard(g, BOB) == ["Eagle of the Great Shelf"]


def test_mode_two_counter_trample_hexproof() -> None:
    g = game({"battlefield": [C("Forest")] * 2 + [{"card": C("Westfold Rider"), "as": "r"}], "hand": [C(WT)]},
             {"battlefield": [C("Eagle of the Great Shelf")]})
    g.apply(f"Cast {WT}")
    g.apply(g.legal_actions()[1])
    answer(g, "Westfold Rider")
    resolve_all(g)
    assert g.state.objects[oid(g, "r")].counters.get("+1/+1") == 1 and pt(g, "r") == (4, 2)
    assert {Keyword.TRAMPLE, Keyword.HEXPROOF} <= chars(g.state, oid(g, "r")).keywords
