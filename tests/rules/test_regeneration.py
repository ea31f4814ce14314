"""Regeneration (CR 701.19, 614.8): a regeneration shield replaces the permanent's next destruction
this turn — by a "destroy" effect or by lethal damage (704.5g) — with removing all damage from it,
tapping it and removing it from combat. It doesn't apply when the permanent is put into the
graveyard for another reason (toughness 0 or less, 704.5f; sacrifice, 701.8b), nor to a
destruction that "can't be regenerated" (701.19c); an unused shield ends at cleanup (514.2)."""

from __future__ import annotations

from manastack.actions import Activate, Choose, DecisionKind, DeclareAttacker, Done, Pass
from manastack.game import Game
from manastack.model.types import Step, Zone
from manastack.position import position, resolve
from manastack.state.effects import RegenerationShield
from tests.drivers import ALICE, BOB, answer, cast, oid

LIB = ["Forest"] * 5
LANDS = ["Swamp"] * 8 + ["Forest", "Forest", "Mountain", "Mountain", "Plains", "Plains"]


def game(alice: list[object], *, hand: list[object] | None = None, step: str = "precombat_main") -> Game:
    return position(
        {
            "alice": {"battlefield": [*alice, *LANDS], "hand": list(hand or ()), "library": LIB},
            "bob": {"battlefield": ["Plains"], "library": LIB},
        },
        step=step,
    )


def regenerate(g: Game, creature: int) -> None:
    """Activate the permanent's "{B}/{G}: Regenerate this creature." and let it resolve."""
    g.apply(next(a for a in g.legal_actions() if isinstance(a, Activate) and a.source == creature))
    answer(g)
    resolve(g)


def shields(g: Game) -> list[frozenset[int]]:
    return [e.affected for e in g.state.effects if isinstance(e.effect, RegenerationShield)]


def regenerated(g: Game) -> int:
    return sum(1 for e in g.log if e.event == "regenerated")


def test_701_19a_shield_replaces_destruction_by_an_effect() -> None:
    """CR 701.19a: "destroy target creature" is replaced: the creature stays, is tapped, the
    shield is used up (a second destruction the same turn destroys it)."""
    g = game([{"card": "Drudge Skeletons", "as": "skel"}], hand=["Bilbo's Deadly Slice", "Bake into a Pie"])
    skel = oid(g, "skel")
    regenerate(g, skel)
    assert shields(g) == [frozenset({skel})]
    cast(g, "Bilbo's Deadly Slice", skel)
    resolve(g)
    assert skel in g.state.battlefield and g.state.objects[skel].zone is Zone.BATTLEFIELD
    assert g.state.objects[skel].tapped
    assert shields(g) == [] and regenerated(g) == 1
    cast(g, "Bake into a Pie", skel)
    resolve(g)
    assert skel not in g.state.battlefield
    assert [g.state.objects[o].name for o in g.state.players[ALICE].graveyard] == ["Bilbo's Deadly Slice", "Drudge Skeletons", "Bake into a Pie"]


def test_704_5g_lethal_damage_is_regenerated_and_damage_removed() -> None:
    """CR 704.5g, 614.8: destruction by lethal damage can be regenerated; all damage marked on
    the creature is removed."""
    g = game([{"card": "Drudge Skeletons", "as": "skel"}], hand=["Lightning Bolt"])
    skel = oid(g, "skel")
    regenerate(g, skel)
    cast(g, "Lightning Bolt", skel)
    resolve(g)
    o = g.state.objects[skel]
    assert skel in g.state.battlefield and o.damage == 0 and o.tapped
    assert regenerated(g) == 1


def test_704_5f_zero_toughness_is_not_regenerated() -> None:
    """CR 704.5f: a creature with toughness 0 or less is put into the graveyard — not destroyed, so
    the shield doesn't apply (and stays unused)."""
    g = game([{"card": "Drudge Skeletons", "as": "skel"}], hand=["Disfigure"])
    skel = oid(g, "skel")
    regenerate(g, skel)
    cast(g, "Disfigure", skel)
    resolve(g)
    assert skel not in g.state.battlefield
    assert regenerated(g) == 0


def test_701_8b_sacrifice_is_not_destruction() -> None:
    """CR 701.8b: a sacrificed permanent isn't destroyed; the shield doesn't save it."""
    g = game([{"card": "Drudge Skeletons", "as": "skel"}, {"card": "Viscera Seer", "as": "seer"}])
    skel = oid(g, "skel")
    regenerate(g, skel)
    g.apply(Activate(oid(g, "seer"), 0))
    while g.decision is not None and g.decision.kind is not DecisionKind.PRIORITY:
        g.apply(Choose(skel))
    assert skel not in g.state.battlefield
    assert any(g.state.objects[o].name == "Drudge Skeletons" for o in g.state.players[ALICE].graveyard)
    assert regenerated(g) == 0


def test_701_19c_it_cant_be_regenerated() -> None:
    """CR 701.19c: Terror's "It can't be regenerated": the shield isn't applied, the creature is
    destroyed."""
    g = game([{"card": "River Boa", "as": "boa"}], hand=["Terror"])
    boa = oid(g, "boa")
    regenerate(g, boa)
    cast(g, "Terror", boa)
    resolve(g)
    assert boa not in g.state.battlefield
    assert regenerated(g) == 0


def test_701_19c_they_cant_be_regenerated_destroys_all() -> None:
    """Wrath of God: "Destroy all creatures. They can't be regenerated." — shields don't apply."""
    g = game([{"card": "River Boa", "as": "boa"}, {"card": "Drudge Skeletons", "as": "skel"}], hand=["Wrath of God"])
    regenerate(g, oid(g, "boa"))
    regenerate(g, oid(g, "skel"))
    cast(g, "Wrath of God")
    resolve(g)
    assert not any(g.state.objects[o].name in ("River Boa", "Drudge Skeletons") for o in g.state.battlefield)
    assert regenerated(g) == 0


def test_701_19a_regenerated_attacker_is_removed_from_combat() -> None:
    """CR 701.19a, 506.4: an attacking creature that regenerates is removed from combat and deals
    no combat damage."""
    g = game([{"card": "River Boa", "as": "boa"}], hand=["Lightning Bolt"])
    boa = oid(g, "boa")
    while not (g.decision is not None and g.decision.kind is DecisionKind.DECLARE_ATTACKERS):
        g.apply(Pass())
    g.apply(DeclareAttacker(boa, BOB))
    if g.decision is not None and g.decision.kind is DecisionKind.DECLARE_ATTACKERS:
        g.apply(Done())
    assert g.state.combat is not None and boa in g.state.combat.attackers
    regenerate(g, boa)
    cast(g, "Lightning Bolt", boa)
    resolve(g)
    assert boa in g.state.battlefield and regenerated(g) == 1
    assert g.state.combat is not None and boa not in g.state.combat.attackers
    while g.state.step is not Step.POSTCOMBAT_MAIN:
        g.apply(Pass())
    assert g.state.teams[BOB].life == 20


def test_614_8_shield_ends_at_cleanup() -> None:
    """CR 701.19a ("this turn"), 514.2: an unused regeneration shield ends at cleanup."""
    g = game([{"card": "Drudge Skeletons", "as": "skel"}])
    regenerate(g, oid(g, "skel"))
    assert shields(g)
    while g.state.turn == 3:
        g.apply(Pass() if Pass() in g.legal_actions() else Done())
    assert shields(g) == []


def test_701_19c_cant_be_regenerated_this_turn_still_allows_the_shield_but_it_isnt_applied() -> None:
    """CR 701.19c: after Hurr Jackal's "Target creature can't be regenerated this turn", the
    regeneration ability can still be activated, but its shield isn't applied: lethal damage
    destroys the creature."""
    g = game([{"card": "Drudge Skeletons", "as": "skel"}, {"card": "Hurr Jackal", "as": "jackal"}], hand=["Lightning Bolt"])
    skel = oid(g, "skel")
    g.apply(Activate(oid(g, "jackal"), 0))
    g.apply(Choose(skel))
    resolve(g)
    regenerate(g, skel)
    assert shields(g) == [frozenset({skel})]
    cast(g, "Lightning Bolt", skel)
    resolve(g)
    assert skel not in g.state.battlefield
    assert regenerated(g) == 0


def test_701_19a_destroy_all_regenerable_shielded_creature_survives() -> None:
    """Day of Judgment ("Destroy all creatures."): one event destroying them together (701.8a);
    the shielded creature regenerates, the others die."""
    g = game([{"card": "River Boa", "as": "boa"}, {"card": "Grizzly Bears", "as": "bears"}], hand=["Day of Judgment"])
    boa, bears = oid(g, "boa"), oid(g, "bears")
    regenerate(g, boa)
    cast(g, "Day of Judgment")
    resolve(g)
    assert boa in g.state.battlefield and g.state.objects[boa].tapped
    assert bears not in g.state.battlefield
    assert regenerated(g) == 1


def test_701_19a_each_activation_is_a_shield_of_its_own() -> None:
    """Two activations give two shields: each replaces one destruction (614.8: "the next time")."""
    g = game([{"card": "Drudge Skeletons", "as": "skel"}], hand=["Bilbo's Deadly Slice", "Bake into a Pie"])
    skel = oid(g, "skel")
    regenerate(g, skel)
    regenerate(g, skel)
    assert shields(g) == [frozenset({skel})] * 2
    cast(g, "Bilbo's Deadly Slice", skel)
    resolve(g)
    cast(g, "Bake into a Pie", skel)
    resolve(g)
    assert skel in g.state.battlefield and regenerated(g) == 2 and shields(g) == []


def test_two_shields_from_two_sources_one_is_used() -> None:
    """CR 616.1: two regeneration shields (River Boa's own and the Regeneration Aura's) both apply
    to the destruction; one replaces it and the other stays for the next one. Shields of resolved
    abilities that do the same thing are interchangeable (replacement._identity), so which one
    isn't asked."""
    g = game([{"card": "River Boa", "as": "boa"}, {"card": "Regeneration", "attached_to": "boa", "as": "aura"}], hand=["Bilbo's Deadly Slice", "Bake into a Pie"])
    boa = oid(g, "boa")
    regenerate(g, boa)
    regenerate(g, oid(g, "aura"))
    cast(g, "Bilbo's Deadly Slice", boa)
    resolve(g)
    assert boa in g.state.battlefield and regenerated(g) == 1
    assert shields(g) == [frozenset({boa})]
    cast(g, "Bake into a Pie", boa)
    resolve(g)
    assert boa in g.state.battlefield and regenerated(g) == 2 and shields(g) == []
