"""Serra Angel: 4/4 Flying (CR 702.9), Vigilance (702.20)."""

from __future__ import annotations

from manastack.actions import DeclareBlocker, DecisionKind, Done, Pass
from manastack.game import Game
from tests.drivers import C, attack, finish_combat, game, kind, life, oid, pass_until, pt


def test_flying_a_creature_without_flying_or_reach_cant_block_it() -> None:
    g = game({"battlefield": [{"card": C("Serra Angel"), "as": "angel"}]}, {"battlefield": [{"card": C("Grizzly Bears"), "as": "bears"}]})
    assert pt(g, "angel") == (4, 4)
    attack(g, "angel")
    assert not can_block(g, "bears", "angel")
    finish_combat(g)
    assert life(g) == [20, 16]


def test_vigilance_attacking_does_not_tap_it() -> None:
    g = game({"battlefield": [{"card": C("Serra Angel"), "as": "angel"}]})
    attack(g, "angel")
    assert g.state.objects[oid(g, "angel")].tapped is False


def can_block(g: Game, blocker: str, attacker: str) -> bool:
    """Pass to the declare blockers step; whether ``blocker`` may block ``attacker`` (CR 509.1b).
    With no legal block at all the defending player isn't asked."""
    pass_until(g, lambda g: kind(g) is DecisionKind.DECLARE_BLOCKERS or g.state.step.value in ("combat_damage", "end_of_combat"))
    if kind(g) is not DecisionKind.DECLARE_BLOCKERS:
        return False
    ok = DeclareBlocker(oid(g, blocker), oid(g, attacker)) in g.legal_actions()
    g.apply(Done())
    return ok
