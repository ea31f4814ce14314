"""Rogue's Passage: {T}: add {C}; {4}, {T}: target creature can't be blocked this turn (509.1b).
Ruling: activated after blockers are declared, it doesn't unblock the creature (509.1h)."""

from __future__ import annotations

from manastack.model.types import Step
from tests.drivers import ALICE, BOB, C, activate, at_step, attack, block, events, finish_combat, game, life, oid, pass_until, resolve_all

PASSAGE = "Rogue's Passage"


def test_taps_for_colorless() -> None:
    g = game({"battlefield": [C(PASSAGE)]})
    activate(g, "Activate Rogue's Passage: {T}: Add {C}")
    assert [str(u) for u in g.state.players[ALICE].mana_pool] and events(g, "mana_added")[-1].get("mana") == "{C}"


def test_target_creature_cant_be_blocked() -> None:
    g = game({"battlefield": [C(PASSAGE)] + [C("Plains")] * 4 + [{"card": C("Westfold Rider"), "as": "r"}]},
             {"battlefield": [{"card": C("Desolation Prowler"), "as": "p"}]})
    activate(g, "Activate Rogue's Passage: {4}, {T}", "Westfold Rider")
    resolve_all(g)
    attack(g, "r")
    finish_combat(g)
    assert events(g, "block_declared") == [] and life(g)[BOB] == 17


def test_ruling_activating_after_blocks_does_not_unblock() -> None:
    g = game({"battlefield": [C(PASSAGE)] + [C("Plains")] * 4 + [{"card": C("Westfold Rider"), "as": "r"}]},
             {"battlefield": [{"card": C("Desolation Prowler"), "as": "p"}]})
    attack(g, "r")
    block(g, ("p", "r"))
    pass_until(g, lambda g: at_step(Step.DECLARE_BLOCKERS)(g) and g.state.priority == ALICE)
    activate(g, "Activate Rogue's Passage: {4}, {T}", "Westfold Rider")
    resolve_all(g)
    finish_combat(g)
    assert life(g)[BOB] == 20  # still blocked: no damage to bob
    assert oid(g, "r") not in g.state.battlefield  # the 3/1 traded with the 2/2
