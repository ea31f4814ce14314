"""Prevention effects from resolved spells and abilities (CR 615): shields that prevent the next N
damage and are used up as they prevent (615.7), the affected player's choice among several
(616.1), and "prevent all combat damage" (Fog, 615.1)."""

from __future__ import annotations

import pytest

from manastack.actions import Activate, Choose, DecisionKind, DeclareAttacker, Done, Pass
from manastack.game import Game
from manastack.model.types import Step
from manastack.position import position, resolve
from manastack.rules.describe import option_text
from manastack.state.effects import PreventionShield
from tests.drivers import ALICE, BOB, cast, oid

LIB = ["Forest"] * 5


def game(alice: list[object], *, hand: list[object] = (), bob: list[object] = ()) -> Game:  # type: ignore[assignment]
    return position(
        {
            "alice": {"battlefield": [*alice, "Plains", "Mountain", "Mountain"], "hand": list(hand), "library": LIB},
            "bob": {"battlefield": [*bob, "Plains"], "library": LIB},
        },
        step="precombat_main",
    )


def shields(g: Game) -> list[tuple[str, int]]:
    return [(e.source_name, e.effect.amount) for e in g.state.effects if isinstance(e.effect, PreventionShield)]


def prevented(g: Game) -> list[int]:
    return [e.get("amount") for e in g.log if e.event == "damage_prevented"]


def test_615_7_shield_prevents_the_next_n_damage_to_a_creature_and_is_used_up():
    """CR 615.7: Mending Hands prevents the next 4 damage to its target: each 1 prevented reduces
    the shield by 1; once it is 0 the rest of the damage is dealt normally and the shield is gone."""
    g = game([{"card": "Hill Giant", "as": "giant"}], hand=["Mending Hands", "Shock", "Lightning Bolt"])
    giant = oid(g, "giant")
    cast(g, "Mending Hands", giant)
    resolve(g)
    assert shields(g) == [("Mending Hands", 4)]
    cast(g, "Shock", giant)
    resolve(g)
    assert g.state.objects[giant].damage == 0
    assert shields(g) == [("Mending Hands", 2)]
    cast(g, "Lightning Bolt", giant)
    resolve(g)
    assert prevented(g) == [2, 2]
    assert g.state.objects[giant].damage == 1  # 3 damage, 2 prevented: the giant survives
    assert giant in g.state.battlefield
    assert shields(g) == []


def test_615_7_shield_on_a_player_prevents_life_loss():
    """CR 615.7: a shield around a player prevents damage to that player (so no life is lost)."""
    g = game([], hand=["Mending Hands", "Lightning Bolt", "Shock"])
    cast(g, "Mending Hands", ALICE)
    resolve(g)
    cast(g, "Lightning Bolt", ALICE)
    resolve(g)
    assert g.state.teams[ALICE].life == 20
    cast(g, "Shock", ALICE)
    resolve(g)
    assert g.state.teams[ALICE].life == 19  # 1 of the Shock prevented, the shield used up
    assert prevented(g) == [3, 1]


def test_615_7_shield_lasts_only_this_turn():
    """CR 615.7 ("this turn"), 514.2: an unused shield ends at cleanup."""
    g = game([{"card": "Hill Giant", "as": "giant"}], hand=["Mending Hands"])
    cast(g, "Mending Hands", oid(g, "giant"))
    resolve(g)
    assert shields(g)
    while g.state.turn == 3:
        g.apply(Pass() if Pass() in g.legal_actions() else Done())
    assert shields(g) == []


@pytest.mark.parametrize("first, left", [("Samite Healer", [("Mending Hands", 2)]), ("Mending Hands", [("Samite Healer", 1), ("Mending Hands", 1)])])
def test_616_1_affected_player_chooses_the_order_of_differing_shields(first: str, left: list[tuple[str, int]]):
    """CR 616.1, 616.1e–f: when two shields would prevent the same damage, the controller of the
    affected creature chooses which applies first; the other then applies to what is left. Which
    shield is used up depends on the choice (615.7)."""
    g = game([{"card": "Hill Giant", "as": "giant"}, {"card": "Samite Healer", "as": "healer"}], hand=["Mending Hands", "Lightning Bolt"])
    giant = oid(g, "giant")
    g.apply(Activate(oid(g, "healer"), 0))
    g.apply(Choose(giant))
    resolve(g)
    cast(g, "Mending Hands", giant)
    resolve(g)
    cast(g, "Lightning Bolt", giant)
    resolve(g)
    d = g.decision
    assert d is not None and d.kind is DecisionKind.REPLACEMENT_ORDER and d.player == ALICE
    labels = [option_text(d, i, g.state) for i in range(len(d.options))]
    assert sorted(labels) == ["Mending Hands: prevent the next 4 damage", "Samite Healer: prevent the next 1 damage"]
    g.apply(next(l for l in labels if l.startswith(first)))
    resolve(g)
    assert g.state.objects[giant].damage == 0  # 3 damage, all prevented either way
    assert sorted(shields(g)) == sorted(left)


def test_615_1_fog_prevents_combat_damage_but_not_other_damage():
    """CR 615.1: Fog prevents all combat damage this turn; damage that isn't combat damage (a
    Shock after combat) is dealt normally."""
    g = game([{"card": "Grizzly Bears", "as": "bears"}, "Forest"], hand=["Fog", "Shock"])
    cast(g, "Fog")
    resolve(g)
    while not (g.decision is not None and g.decision.kind is DecisionKind.DECLARE_ATTACKERS):
        g.apply(Pass())
    g.apply(DeclareAttacker(oid(g, "bears"), BOB))
    if g.decision is not None and g.decision.kind is DecisionKind.DECLARE_ATTACKERS:
        g.apply(Done())
    while g.state.step is not Step.POSTCOMBAT_MAIN:
        g.apply(Pass())
    assert g.state.teams[BOB].life == 20
    assert prevented(g) == [2]
    cast(g, "Shock", BOB)
    resolve(g)
    assert g.state.teams[BOB].life == 18
