"""Vow to Erebor: "Untap target creature you control. It gets +2/+2 until end of turn. If it's a
Dwarf, you may attach an Equipment you control to it." The Dwarf condition is checked on
resolution (CR 608.2c); the Equipment is chosen then, not targeted, and attached (701.3a), moving
it from whatever it equipped (701.3c: it gets a new timestamp)."""

from __future__ import annotations

from typing import Any

from manastack.actions import DecisionKind
from tests.drivers import ALICE, C, cast, game, graveyard, kind, oid, options, pass_until, pt, resolve_all

VOW = "Vow to Erebor"


def _board(*extra: Any, creature: str = "Dwarven Provisioner") -> dict[str, Any]:
    return {"battlefield": [C("Plains"), C("Plains"), {"card": C(creature), "as": "it", "tapped": True}, *extra], "hand": [C(VOW)]}


def test_untaps_and_pumps_a_creature_that_isnt_a_dwarf_without_attaching() -> None:
    g = game(_board({"card": C("Well-Worn Spatula"), "as": "spatula"}, creature="Grizzly Bears"))
    cast(g, VOW)
    resolve_all(g)
    assert kind(g) is DecisionKind.PRIORITY  # no "you may attach": it isn't a Dwarf
    it = g.state.objects[oid(g, "it")]
    assert not it.tapped
    assert pt(g, "it") == (4, 4)
    assert g.state.objects[oid(g, "spatula")].attached_to is None
    assert graveyard(g, ALICE) == [VOW]


def test_a_dwarf_may_have_a_chosen_equipment_attached() -> None:
    g = game(_board({"card": C("Well-Worn Spatula"), "as": "spatula"}, {"card": C("Dúnedain Blade"), "as": "blade"}))
    cast(g, VOW)
    resolve_all(g)
    assert kind(g) is DecisionKind.YES_NO
    g.apply("Yes")
    assert kind(g) is DecisionKind.CHOOSE_OBJECT
    assert sorted(options(g)) == ["Dúnedain Blade", "Well-Worn Spatula"]
    g.apply("Well-Worn Spatula")
    assert g.state.objects[oid(g, "spatula")].attached_to == oid(g, "it")
    assert not g.state.objects[oid(g, "it")].tapped
    assert pt(g, "it") == (5, 5)  # 2/2, +2/+2 until end of turn, +1/+1 from the Spatula


def test_the_attachment_outlasts_the_pump() -> None:
    g = game(_board({"card": C("Well-Worn Spatula"), "as": "spatula"}))
    cast(g, VOW)
    resolve_all(g)
    g.apply("Yes")  # the only Equipment: chosen without asking
    start = g.state.turn
    pass_until(g, lambda g: g.state.turn == start + 1)
    assert g.state.objects[oid(g, "spatula")].attached_to == oid(g, "it")
    assert pt(g, "it") == (3, 3)


def test_declining_leaves_the_equipment_where_it_was() -> None:
    g = game(_board({"card": C("Well-Worn Spatula"), "as": "spatula", "attached_to": "bears"}, {"card": C("Grizzly Bears"), "as": "bears"}))
    cast(g, VOW, oid(g, "it"))
    resolve_all(g)
    g.apply("No")
    assert g.state.objects[oid(g, "spatula")].attached_to == oid(g, "bears")
    assert pt(g, "it") == (4, 4)


def test_an_equipment_moves_from_the_creature_it_equipped() -> None:
    g = game(_board({"card": C("Well-Worn Spatula"), "as": "spatula", "attached_to": "bears"}, {"card": C("Grizzly Bears"), "as": "bears"}))
    assert pt(g, "bears") == (3, 3)
    cast(g, VOW, oid(g, "it"))
    resolve_all(g)
    g.apply("Yes")
    assert g.state.objects[oid(g, "spatula")].attached_to == oid(g, "it")
    assert pt(g, "bears") == (2, 2)
    assert pt(g, "it") == (5, 5)


def test_only_a_creature_you_control_can_be_targeted() -> None:
    g = game(_board(creature="Dwarven Provisioner"), {"battlefield": [C("Grizzly Bears")]})
    g.apply(f"Cast {VOW}")
    # Bob's Bears isn't a target: the only legal target is chosen at once.
    assert kind(g) is DecisionKind.PAY_MANA
    assert g.state.objects[g.state.stack[-1]].targets == (oid(g, "it"),)
