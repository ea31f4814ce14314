"""Birthing Pod: "{1}{G/P}, {T}, Sacrifice a creature: Search your library for a creature card with
mana value equal to 1 plus the sacrificed creature's mana value, put that card onto the
battlefield, then shuffle." — the sacrificed creature's mana value as it last existed (608.2h)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from tests.drivers import ALICE, C, activate, game, graveyard, kind, library, on_battlefield, options, resolve, resolve_all

POD = "Birthing Pod"


def test_finds_only_a_creature_card_with_mana_value_one_more() -> None:
    g = game({"battlefield": [C(POD), C("Forest"), C("Forest"), C("Grizzly Bears")],
              "library": [C("Llanowar Elves"), C("Hill Giant"), C("Centaur Courser"), C("Lightning Bolt")]})
    activate(g, "Activate Birthing Pod")
    assert graveyard(g, ALICE) == ["Grizzly Bears"]
    resolve(g)
    assert kind(g) is DecisionKind.CHOOSE_OBJECT
    offered = options(g)
    assert any("Centaur Courser" in o for o in offered)
    assert not any(n in o for o in offered for n in ("Llanowar Elves", "Hill Giant", "Lightning Bolt"))
    g.apply("Centaur Courser")
    resolve_all(g)
    assert "Centaur Courser" in on_battlefield(g, ALICE)
    assert sorted(library(g, ALICE)) == ["Hill Giant", "Lightning Bolt", "Llanowar Elves"]
