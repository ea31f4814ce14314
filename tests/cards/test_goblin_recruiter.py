"""Goblin Recruiter: "When this creature enters, search your library for any number of Goblin
cards, reveal them, then shuffle and put those cards on top in any order." (701.24b; 401.4: the
owner chooses the order of cards put on top at once)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from tests.drivers import ALICE, C, cast, game, kind, library, options, resolve

RECRUITER = "Goblin Recruiter"


def test_the_goblins_found_go_on_top_in_the_chosen_order() -> None:
    g = game({"battlefield": [C("Mountain"), C("Mountain")], "hand": [C(RECRUITER)],
              "library": [C("Mountain"), C("Raging Goblin"), C("Forest"), C("Goblin Piker"), C("Island")]})
    cast(g, RECRUITER)
    resolve(g)  # the creature spell
    resolve(g)  # its enters trigger
    assert kind(g) is DecisionKind.CHOOSE_OBJECT
    assert not any(n in o for o in options(g) for n in ("Mountain", "Forest", "Island"))
    g.apply("Raging Goblin")
    g.apply("Goblin Piker")
    assert kind(g) is DecisionKind.ORDER
    g.apply("Goblin Piker")
    assert library(g, ALICE)[:2] == ["Goblin Piker", "Raging Goblin"]
    assert sorted(library(g, ALICE)[2:]) == ["Forest", "Island", "Mountain"]
