"""Olog-hai Crusher — {3}{R} Creature — Troll Soldier 4/4: "Trample. This creature can't block
unless you control a Goblin or Orc." A blocking restriction with a condition (CR 509.1b), checked
only as blockers are declared (the rulings: once it blocks, losing the Goblin changes nothing; the
Goblin or Orc doesn't have to block)."""

from __future__ import annotations

from manastack.actions import AssignDamage, DecisionKind, DeclareBlocker, Done
from manastack.model.types import Step
from tests.drivers import (
    ALICE,
    BOB,
    C,
    at_step,
    attack,
    block,
    blockers_offered,
    cast,
    events,
    finish_combat,
    game,
    graveyard,
    kind,
    life,
    oid,
    pass_until,
    resolve_all,
)

CRUSHER = "Olog-hai Crusher"


def test_trample_assigns_the_excess_to_the_player() -> None:
    g = game({"battlefield": [{"card": C(CRUSHER), "as": "crusher"}]}, {"battlefield": [{"card": C("Grizzly Bears"), "as": "bears"}]})
    attack(g, "crusher")
    block(g, ("bears", "crusher"))
    pass_until(g, lambda g: kind(g) is DecisionKind.ASSIGN_DAMAGE)
    g.apply(next(a for a in g.legal_actions() if isinstance(a, AssignDamage) and (BOB, 2) in a.assignment))
    finish_combat(g)
    assert life(g) == [20, 18]
    assert graveyard(g, BOB) == ["Grizzly Bears"]


def test_cant_block_without_a_goblin_or_orc() -> None:
    g = game({"battlefield": [{"card": C("Hill Giant"), "as": "giant"}]}, {"battlefield": [{"card": C(CRUSHER), "as": "crusher"}]})
    attack(g, "giant")
    # No block can be declared: the declare-blockers choice has only "Done" and answers itself.
    finish_combat(g)
    assert not events(g, "block_declared")
    assert life(g) == [20, 17]


def test_can_block_while_its_controller_controls_a_goblin() -> None:
    g = game({"battlefield": [{"card": C("Hill Giant"), "as": "giant"}]},
             {"battlefield": [{"card": C(CRUSHER), "as": "crusher"}, {"card": C("Battle-Scarred Goblin"), "as": "goblin"}]})
    attack(g, "giant")
    assert blockers_offered(g) == {CRUSHER, "Battle-Scarred Goblin"}
    g.apply(DeclareBlocker(oid(g, "crusher"), oid(g, "giant")))
    g.apply(Done())  # the Goblin doesn't have to block
    finish_combat(g)
    assert graveyard(g, ALICE) == ["Hill Giant"]
    assert life(g) == [20, 20]


def test_an_opponents_goblin_doesnt_count() -> None:
    g = game({"battlefield": [{"card": C("Hill Giant"), "as": "giant"}, C("Battle-Scarred Goblin")]},
             {"battlefield": [{"card": C(CRUSHER), "as": "crusher"}]})
    attack(g, "giant")
    finish_combat(g)
    assert not events(g, "block_declared")
    assert life(g) == [20, 17]


def test_losing_the_goblin_after_blocking_doesnt_undo_the_block() -> None:
    g = game({"battlefield": [{"card": C("Hill Giant"), "as": "giant"}, C("Mountain")], "hand": [C("Lightning Bolt")]},
             {"battlefield": [{"card": C(CRUSHER), "as": "crusher"}, {"card": C("Battle-Scarred Goblin"), "as": "goblin"}]})
    attack(g, "giant")
    block(g, ("crusher", "giant"))
    pass_until(g, at_step(Step.DECLARE_BLOCKERS))
    cast(g, "Lightning Bolt", oid(g, "goblin"))
    resolve_all(g)
    assert "Battle-Scarred Goblin" in graveyard(g, BOB)
    finish_combat(g)
    assert graveyard(g, ALICE) == ["Lightning Bolt", "Hill Giant"]
    assert life(g) == [20, 20]
