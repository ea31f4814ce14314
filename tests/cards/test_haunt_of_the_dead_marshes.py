"""Haunt of the Dead Marshes: when it enters, scry 1; {2}{B}: return it from your graveyard to the
battlefield tapped, activate only if you control a legendary creature (602.5b)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from tests.drivers import ALICE, C, activate, cast, game, graveyard, kind, names, options, resolve, resolve_all

HAUNT = "Haunt of the Dead Marshes"


def test_enters_trigger_scries_one() -> None:
    g = game({"battlefield": [C("Swamp")], "hand": [C(HAUNT)], "library": [C("Forest"), C("Island")]})
    cast(g, HAUNT)
    resolve(g)
    assert kind(g) is DecisionKind.CHOOSE_OBJECT
    g.apply("Bottom")
    resolve_all(g)
    assert names(g, g.state.players[ALICE].library) == ["Island", "Forest"]


def test_returns_tapped_from_graveyard_with_a_legendary_creature() -> None:
    g = game({"battlefield": [C("Swamp")] * 3 + [C("Bofur, Reliable Guardian")], "graveyard": [C(HAUNT)]})
    activate(g, "Activate Haunt of the Dead Marshes")
    resolve(g)
    haunt = [o for o in g.state.battlefield if g.state.objects[o].name == HAUNT]
    assert len(haunt) == 1 and g.state.objects[haunt[0]].tapped
    assert graveyard(g, ALICE) == []


def test_cannot_activate_without_a_legendary_creature() -> None:
    g = game({"battlefield": [C("Swamp")] * 3 + [C("Westfold Rider")], "graveyard": [C(HAUNT)]})
    assert not any(o.startswith("Activate Haunt") for o in options(g))
