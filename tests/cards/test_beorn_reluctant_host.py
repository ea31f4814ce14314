"""Beorn, Reluctant Host // Till and Tend: a 5/5 trampler; the Adventure "You may play an additional
land this turn" (CR 305.2) is exiled and Beorn may be cast from exile later (715.4)."""

from __future__ import annotations

from manastack.model.types import Keyword
from manastack.rules.layers import chars
from tests.drivers import ALICE, BOB, C, activate, attack, block, cast, finish_combat, game, life, names, oid, on_battlefield, options, resolve_all

BEORN = "Beorn, Reluctant Host"
TILL = f"Till and Tend (Adventure of {BEORN})"


def test_till_and_tend_allows_an_additional_land_this_turn_then_beorn_from_exile() -> None:
    g = game({"battlefield": [C("Forest")] * 2 + [C("Plains")] * 5, "hand": [C(BEORN), C("Forest"), C("Forest"), C("Forest")]})
    activate(g, "Play Forest")
    assert not any(o.startswith("Play Forest") for o in options(g))  # the one land play is used
    cast(g, TILL)
    resolve_all(g)
    assert names(g, g.state.exile) == [BEORN]
    activate(g, "Play Forest")  # the additional land
    assert not any(o.startswith("Play Forest") for o in options(g))
    assert g.state.players[ALICE].hand and len(g.state.players[ALICE].hand) == 1
    cast(g, BEORN)
    resolve_all(g)
    assert BEORN in on_battlefield(g, ALICE)


def test_beorn_tramples_over_a_blocker() -> None:
    g = game({"battlefield": [{"card": C(BEORN), "as": "beorn"}]}, {"battlefield": [{"card": C("Elvish Mystic"), "as": "m"}]})
    assert Keyword.TRAMPLE in chars(g.state, oid(g, "beorn")).keywords
    attack(g, "beorn")
    block(g, ("m", "beorn"))
    if g.decision is not None and g.decision.kind.value == "assign_damage":
        g.apply(next(a for a in g.legal_actions() if "4 to bob" in g.describe(a)))
    finish_combat(g)
    assert life(g)[BOB] == 16
