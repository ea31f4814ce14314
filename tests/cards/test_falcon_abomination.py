"""Falcon Abomination — {2}{U} Creature — Zombie Bird 2/2. Flying. "When this creature enters,
create a 2/2 black Zombie creature token with decayed." (CR 702.147a: decayed means "This creature
can't block" and "When this creature attacks, sacrifice it at end of combat"; 111.4: the token is
created with those abilities.)"""

from __future__ import annotations

from manastack.actions import DeclareAttacker, Done
from manastack.model.types import Step
from tests.drivers import ALICE, BOB, C, at_step, attack, can_block, cast, game, one, pass_until, resolve_all, to_declare_attackers, tokens


def setup() -> object:
    g = game({"battlefield": [C("Island")] * 3, "hand": [C("Falcon Abomination")]}, {"battlefield": [{"card": C("Grizzly Bears"), "as": "bears"}]})
    cast(g, "Falcon Abomination")
    resolve_all(g)
    return g


def test_the_zombie_token_cannot_block() -> None:
    g = setup()
    assert tokens(g, ALICE)["Zombie"] == 1
    pass_until(g, at_step(Step.UPKEEP, turn=4))  # bob's turn
    attack(g, "bears", defender=ALICE)
    g.state.labels["zombie"] = one(g, "Zombie")  # type: ignore[attr-defined]
    assert not can_block(g, "zombie", "bears")


def test_the_zombie_token_is_sacrificed_at_end_of_combat_after_attacking() -> None:
    g = setup()
    pass_until(g, at_step(Step.UPKEEP, turn=5))
    to_declare_attackers(g)
    g.apply(DeclareAttacker(one(g, "Zombie"), BOB))
    g.apply(Done())
    pass_until(g, at_step(Step.END_OF_COMBAT, turn=5))
    assert g.state.teams[BOB].life == 20 - 2  # type: ignore[attr-defined]
    resolve_all(g)
    assert tokens(g, ALICE)["Zombie"] == 0
    assert one(g, "Falcon Abomination") in g.state.battlefield  # type: ignore[attr-defined]
