"""Saruman the White: Ward {2}; "Whenever you cast your second spell each turn, amass Orcs 2."
(CR 702.21a: ward; 601.2i and 603.2: the second spell cast this turn; 701.47a: amass.)"""

from __future__ import annotations

from manastack.model.types import Zone
from tests.cardlib import card
from tests.drivers import ALICE, BOB, C, activate, cast, game, graveyard, oid, priority_to, resolve_all, tokens, triggered


def test_ward_counters_an_opponents_ability_that_targets_it_when_they_cant_pay() -> None:
    g = game({"battlefield": [{"card": C("Saruman the White"), "as": "saruman"}]},
             {"battlefield": [{"card": card("Walking Ballista"), "as": "ballista", "counters": {"+1/+1": 2}}]})
    priority_to(g, BOB)
    activate(g, "Activate Walking Ballista: Remove", oid(g, "saruman"))
    resolve_all(g)
    saruman, ballista = g.state.objects[oid(g, "saruman")], g.state.objects[oid(g, "ballista")]
    assert triggered(g, "Saruman the White") == 1
    assert saruman.damage == 0  # the ability was countered (bob's one Island can't pay {2})
    assert ballista.counters == {"+1/+1": 1}  # its cost was paid all the same


def test_ward_ignores_its_controllers_own_spells_and_abilities() -> None:
    g = game({"battlefield": [{"card": C("Saruman the White"), "as": "saruman"}, C("Mountain")], "hand": [C("Lightning Bolt")]})
    cast(g, "Lightning Bolt", oid(g, "saruman"))
    resolve_all(g)
    assert triggered(g, "Saruman the White") == 0
    assert g.state.objects[oid(g, "saruman")].damage == 3


def test_the_second_spell_its_controller_casts_each_turn_amasses_orcs_2() -> None:
    g = game({"battlefield": [C("Saruman the White")] + [C("Mountain")] * 3, "hand": [C("Lightning Bolt")] * 3})
    cast(g, "Lightning Bolt", BOB)
    resolve_all(g)
    assert triggered(g, "Saruman the White") == 0
    cast(g, "Lightning Bolt", BOB)
    resolve_all(g)
    cast(g, "Lightning Bolt", BOB)  # the third spell: no trigger
    resolve_all(g)
    assert triggered(g, "Saruman the White") == 1
    assert tokens(g, ALICE) == {"Orc Army": 1}
    army = next(o for o in g.state.battlefield if g.state.objects[o].is_token)
    assert g.state.objects[army].counters == {"+1/+1": 2}
    assert graveyard(g, ALICE).count("Lightning Bolt") == 3


def test_an_opponents_spells_dont_count() -> None:
    g = game({"battlefield": [C("Saruman the White")]},
             {"battlefield": [C("Mountain")] * 2, "hand": [C("Lightning Bolt")] * 2})
    priority_to(g, BOB)
    cast(g, "Lightning Bolt", ALICE)
    cast(g, "Lightning Bolt", ALICE)
    resolve_all(g)
    assert triggered(g, "Saruman the White") == 0
    assert [o for o in g.state.objects.values() if o.is_token and o.zone is Zone.BATTLEFIELD] == []
