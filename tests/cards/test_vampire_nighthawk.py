"""Vampire Nighthawk: 2/3 Flying, Deathtouch, Lifelink (CR 702.9, 702.2, 702.15)."""

from __future__ import annotations

from manastack.actions import DeclareBlocker, DecisionKind, Done, Pass
from manastack.game import Game
from tests.drivers import BOB, C, attack, block, finish_combat, game, graveyard, kind, life, oid, pass_until


def test_flying_and_lifelink_when_unblocked() -> None:
    g = game({"battlefield": [{"card": C("Vampire Nighthawk"), "as": "vn"}]}, {"battlefield": [{"card": C("Grizzly Bears"), "as": "bears"}]})
    attack(g, "vn")
    assert not can_block(g, "bears", "vn")
    finish_combat(g)
    assert life(g) == [22, 18]


def test_deathtouch_kills_a_bigger_blocker_and_lifelink_gains() -> None:
    g = game({"battlefield": [{"card": C("Vampire Nighthawk"), "as": "vn"}]}, {"battlefield": [{"card": C("Serra Angel"), "as": "angel"}]})
    attack(g, "vn")
    block(g, ("angel", "vn"))
    finish_combat(g)
    assert "Serra Angel" in graveyard(g, BOB)
    assert life(g)[0] == 22


def can_block(g: Game, blocker: str, attacker: str) -> bool:
    """Pass to the declare blockers step; whether ``blocker`` may block ``attacker`` (CR 509.1b).
    With no legal block at all the defending player isn't asked."""
    pass_until(g, lambda g: kind(g) is DecisionKind.DECLARE_BLOCKERS or g.state.step.value in ("combat_damage", "end_of_combat"))
    if kind(g) is not DecisionKind.DECLARE_BLOCKERS:
        return False
    ok = DeclareBlocker(oid(g, blocker), oid(g, attacker)) in g.legal_actions()
    g.apply(Done())
    return ok
