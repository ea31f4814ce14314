"""Inferno Titan: "{R}: This creature gets +1/+0 until end of turn." and "Whenever this creature
enters or attacks, it deals 3 damage divided as you choose among one, two, or three targets"
(the division is announced as the trigger is put on the stack, CR 603.3d, 601.2d)."""

from __future__ import annotations

from tests.drivers import BOB, C, activate, answer, attack, cast, events, game, graveyard, life, oid, pt, resolve_all

TITAN = "Inferno Titan"


def _bears(n: int = 2) -> dict[str, object]:
    return {"battlefield": [{"card": C("Grizzly Bears"), "as": f"b{i}"} for i in range(1, n + 1)]}


def test_entering_deals_three_damage_divided_as_chosen():
    g = game({"hand": [C(TITAN)], "battlefield": [C("Mountain")] * 7}, _bears())
    cast(g, TITAN)
    resolve_all(g)
    answer(g, oid(g, "b1"), "bob", "Done", "2 to Grizzly Bears, 1 to bob")
    resolve_all(g)
    assert graveyard(g, BOB) == ["Grizzly Bears"]
    assert life(g)[BOB] == 19
    dealt = [dict(e.data) for e in events(g, "damage_dealt")]
    assert sorted((d["target"], d["amount"]) for d in dealt) == [("Grizzly Bears", 2), ("bob", 1)]


def test_entering_with_three_targets_deals_one_to_each():
    g = game({"hand": [C(TITAN)], "battlefield": [C("Mountain")] * 7}, _bears())
    cast(g, TITAN)
    resolve_all(g)
    answer(g, oid(g, "b1"), oid(g, "b2"), "bob")
    resolve_all(g)
    assert life(g)[BOB] == 19
    assert g.state.objects[oid(g, "b1")].damage == 1 and g.state.objects[oid(g, "b2")].damage == 1


def test_entering_with_one_target_deals_all_three_to_it():
    g = game({"hand": [C(TITAN)], "battlefield": [C("Mountain")] * 7}, _bears())
    cast(g, TITAN)
    resolve_all(g)
    answer(g, "bob", "Done")
    resolve_all(g)
    assert life(g)[BOB] == 17


def test_attacking_deals_three_damage_divided_as_chosen():
    g = game({"battlefield": [{"card": C(TITAN), "as": "titan"}, C("Mountain")], "hand": [C("Lightning Bolt")]}, _bears())
    attack(g, "titan")
    answer(g, oid(g, "b1"), oid(g, "b2"), "Done", "2 to Grizzly Bears, 1 to Grizzly Bears")
    resolve_all(g)
    assert graveyard(g, BOB) == ["Grizzly Bears"]
    assert g.state.objects[oid(g, "b2")].damage == 1


def test_firebreathing_gives_plus_one_plus_zero():
    g = game({"battlefield": [{"card": C(TITAN), "as": "titan"}, C("Mountain"), C("Mountain")]})
    activate(g, f"Activate {TITAN}: {{R}}")
    resolve_all(g)
    activate(g, f"Activate {TITAN}: {{R}}")
    resolve_all(g)
    assert pt(g, "titan") == (8, 6)
