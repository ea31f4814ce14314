"""Gnashing of Teeth — {1}{B}{B} Sorcery: "Choose one — • Target creature gets -5/-5 until end of
turn. If that creature would die this turn, exile it instead. • Creatures target player controls
get -1/-1 until end of turn." (CR 700.2 modes; 614.1a the replacement effect of a resolved spell;
611.2c: the creatures the -1/-1 applies to are locked in as the spell resolves.)"""

from __future__ import annotations

from manastack.actions import Pass
from tests.drivers import ALICE, BOB, C, cast, exiled, game, graveyard, oid, pt, resolve_all

SPELL = "Gnashing of Teeth"


def test_first_mode_kills_the_creature_and_exiles_it_instead() -> None:
    g = game({"hand": [C(SPELL)], "battlefield": [C("Swamp")] * 3}, {"battlefield": [{"card": C("Hill Giant"), "as": "giant"}]})
    cast(g, SPELL, "Mode 1", oid(g, "giant"))
    resolve_all(g)
    assert "Hill Giant" in exiled(g)
    assert graveyard(g, BOB) == []


def test_first_mode_exiles_a_survivor_that_dies_later_this_turn() -> None:
    g = game({"hand": [C(SPELL), C("Shock")], "battlefield": [C("Swamp")] * 3 + [C("Mountain")]},
             {"battlefield": [{"card": C("Inferno Titan"), "as": "titan"}]})
    cast(g, SPELL, "Mode 1", oid(g, "titan"))
    resolve_all(g)
    assert pt(g, "titan") == (1, 1)
    cast(g, "Shock", oid(g, "titan"))
    resolve_all(g)
    assert "Inferno Titan" in exiled(g)
    assert graveyard(g, BOB) == []


def test_second_mode_shrinks_the_creatures_of_the_target_player_only() -> None:
    g = game({"hand": [C(SPELL)], "battlefield": [C("Swamp")] * 3 + [{"card": C("Savannah Lions"), "as": "lions"}]},
             {"battlefield": [{"card": C("Grizzly Bears"), "as": "bears"}, {"card": C("Elvish Mystic"), "as": "mystic"}]})
    cast(g, SPELL, "Mode 2", BOB)
    resolve_all(g)
    assert pt(g, "bears") == (1, 1)
    assert graveyard(g, BOB) == ["Elvish Mystic"]  # it dies normally: only the first mode exiles
    assert pt(g, "lions") == (2, 1)
    assert graveyard(g, ALICE) == [SPELL]


def test_second_mode_doesnt_affect_creatures_that_arrive_later() -> None:
    g = game({"hand": [C(SPELL)], "battlefield": [C("Swamp")] * 3},
             {"hand": [C("Raise the Alarm")], "battlefield": [{"card": C("Grizzly Bears"), "as": "bears"}, C("Plains"), C("Plains")]})
    cast(g, SPELL, "Mode 2", BOB)
    resolve_all(g)
    g.apply(Pass())
    cast(g, "Raise the Alarm")
    resolve_all(g)
    soldiers = [o for o in g.state.battlefield if g.state.objects[o].name == "Soldier"]
    assert len(soldiers) == 2 and all(pt(g, o) == (1, 1) for o in soldiers)
    assert pt(g, "bears") == (1, 1)
