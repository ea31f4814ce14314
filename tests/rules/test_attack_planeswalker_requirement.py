"""Gideon Jura's +2: "During target opponent's next turn, creatures that player controls attack
Gideon Jura if able." A requirement (CR 508.1d) to attack one particular planeswalker, applying
during that player's next turn only (611.2a), to the creatures that player controls then (611.2c)."""

from __future__ import annotations

from manastack.actions import DecisionKind, DeclareAttacker, Done
from manastack.game import Game
from manastack.model.types import Step, Zone
from manastack.position import position
from tests.drivers import ALICE, BOB, activate, at_step, kind, move, oid, pass_until, resolve_all, to_declare_attackers

LIB = ["Plains"] * 8


def _gideon_used_on_bob(bob_battlefield: list[object]) -> Game:
    g = position(
        {
            "alice": {"battlefield": [{"card": "Gideon Jura", "as": "gideon"}, "Plains"], "library": LIB},
            "bob": {"battlefield": [*bob_battlefield, "Plains"], "library": LIB},
        },
        step="precombat_main",
    )
    activate(g, "Activate Gideon Jura: +2", "Bob")
    resolve_all(g)
    return g


def _attack_options(g: Game) -> list[object]:
    assert kind(g) is DecisionKind.DECLARE_ATTACKERS
    return list(g.legal_actions())


def test_508_1d_during_the_targets_next_turn_its_creatures_must_attack_gideon() -> None:
    g = _gideon_used_on_bob([{"card": "Grizzly Bears", "as": "bears"}, {"card": "Elite Vanguard", "as": "vanguard"}])
    bears, vanguard, gideon = oid(g, "bears"), oid(g, "vanguard"), oid(g, "gideon")
    pass_until(g, lambda g: g.state.active == BOB and g.state.step is Step.PRECOMBAT_MAIN)
    to_declare_attackers(g)
    # the declarations that obey the requirement: each creature attacks Gideon, and must
    assert set(_attack_options(g)) == {DeclareAttacker(bears, gideon), DeclareAttacker(vanguard, gideon)}
    g.apply(DeclareAttacker(bears, gideon))  # the last one has nothing else to do
    pass_until(g, at_step(Step.DECLARE_ATTACKERS))
    assert g.state.combat is not None and g.state.combat.attackers == {bears: gideon, vanguard: gideon}


def test_611_2a_the_requirement_does_not_apply_before_that_turn_nor_after_it() -> None:
    g = _gideon_used_on_bob([{"card": "Grizzly Bears", "as": "bears"}])
    bears, gideon = oid(g, "bears"), oid(g, "gideon")
    assert all(e.source_id != gideon for e in g.state.effects) and g.state.waiting_effects[0][0] == BOB  # waiting, not applying yet
    pass_until(g, at_step(Step.DECLARE_ATTACKERS, turn=4))  # bob's turn: the one possible attack was declared
    assert g.state.combat is not None and g.state.combat.attackers == {bears: gideon}
    # bob's following turn: the effect ended with the turn it applied during
    pass_until(g, lambda g: g.state.active == BOB and g.state.step is Step.PRECOMBAT_MAIN and g.state.turn > 4)
    to_declare_attackers(g)
    opts = _attack_options(g)
    assert Done() in opts and DeclareAttacker(bears, ALICE) in opts


def test_508_1d_with_gideon_gone_the_requirement_cannot_be_obeyed_and_binds_nothing() -> None:
    g = _gideon_used_on_bob([{"card": "Grizzly Bears", "as": "bears"}])
    move(g, oid(g, "gideon"), Zone.GRAVEYARD)
    pass_until(g, lambda g: g.state.active == BOB and g.state.step is Step.PRECOMBAT_MAIN)
    to_declare_attackers(g)
    opts = _attack_options(g)
    assert Done() in opts and DeclareAttacker(oid(g, "bears"), ALICE) in opts
