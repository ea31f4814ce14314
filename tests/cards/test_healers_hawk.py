"""Healer's Hawk: 1/1 Flying, Lifelink (CR 702.9, 702.15)."""

from __future__ import annotations

from manastack.actions import DeclareBlocker, DecisionKind, Done, Pass
from manastack.game import Game
from tests.drivers import C, attack, finish_combat, game, kind, life, oid, pass_until


def test_flying_and_lifelink_on_an_attack() -> None:
    g = game({"battlefield": [{"card": C("Healer's Hawk"), "as": "hawk"}]}, {"battlefield": [{"card": C("Grizzly Bears"), "as": "bears"}]})
    attack(g, "hawk")
    assert not can_block(g, "bears", "hawk")
    finish_combat(g)
    assert life(g) == [21, 19]


def can_block(g: Game, blocker: str, attacker: str) -> bool:
    """Pass to the declare blockers step; whether ``blocker`` may block ``attacker`` (CR 509.1b).
    With no legal block at all the defending player isn't asked."""
    pass_until(g, lambda g: kind(g) is DecisionKind.DECLARE_BLOCKERS or g.state.step.value in ("combat_damage", "end_of_combat"))
    if kind(g) is not DecisionKind.DECLARE_BLOCKERS:
        return False
    ok = DeclareBlocker(oid(g, blocker), oid(g, attacker)) in g.legal_actions()
    g.apply(Done())
    return ok
