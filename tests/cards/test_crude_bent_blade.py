"""Crude Bent Blade: when it enters, target opponent sacrifices a creature of their choice
(701.21a); equipped creature gets +2/+1; Equip {2} (702.6a)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from tests.drivers import BOB, C, activate, cast, game, graveyard, kind, oid, pt, resolve, resolve_all

BLADE = "Crude Bent Blade"


def test_enters_trigger_opponent_sacrifices_creature_of_their_choice() -> None:
    g = game({"battlefield": [C("Swamp")] * 3, "hand": [C(BLADE)]},
             {"battlefield": [C("Westfold Rider"), C("Elvish Mystic")]})
    cast(g, BLADE)
    resolve(g)
    resolve(g)  # the trigger: bob chooses what to sacrifice
    assert kind(g) is DecisionKind.CHOOSE_OBJECT and g.decision.player == BOB
    g.apply("Elvish Mystic")
    resolve_all(g)
    assert graveyard(g, BOB) == ["Elvish Mystic"]


def test_equip_two_gives_plus_two_plus_one() -> None:
    g = game({"battlefield": [{"card": C(BLADE), "as": "blade"}, {"card": C("Elvish Mystic"), "as": "m"}, C("Swamp"), C("Swamp")]})
    activate(g, "Activate Crude Bent Blade: Equip {2}")
    resolve_all(g)
    assert g.state.objects[oid(g, "blade")].attached_to == oid(g, "m")
    assert pt(g, "m") == (3, 2)
