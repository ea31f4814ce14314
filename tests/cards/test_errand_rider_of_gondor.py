"""Errand-Rider of Gondor — {2}{W} Creature — Human Soldier 3/2.
"When this creature enters, draw a card. Then if you don't control a legendary creature, put a
card from your hand on the bottom of your library." (The condition is checked as that part of the
effect is performed, CR 608.2c.)"""

from __future__ import annotations

from manastack.actions import Choose, DecisionKind
from tests.drivers import ALICE, C, cast, game, hand, kind, library, resolve_top


def test_without_a_legendary_creature_draws_then_puts_a_card_on_the_bottom() -> None:
    g = game({
        "battlefield": ["Plains"] * 3,
        "hand": [C("Errand-Rider of Gondor"), C("Shock")],
        "library": [C("Lightning Bolt")] + [C("Plains")] * 4,
    })
    cast(g, "Errand-Rider of Gondor")
    resolve_top(g)  # the creature enters
    resolve_top(g)  # its trigger: draw (Lightning Bolt), then choose a card to put on the bottom
    assert kind(g) is DecisionKind.CHOOSE_OBJECT
    assert sorted(g.state.objects[a.id].name for a in g.legal_actions() if isinstance(a, Choose)) == ["Lightning Bolt", "Shock"]
    shock = next(a for a in g.legal_actions() if isinstance(a, Choose) and g.state.objects[a.id].name == "Shock")
    g.apply(shock)
    assert hand(g, ALICE) == ["Lightning Bolt"]
    assert library(g, ALICE)[-1] == "Shock" and len(library(g, ALICE)) == 5


def test_with_a_legendary_creature_only_draws() -> None:
    g = game({
        "battlefield": ["Plains"] * 3 + [C("Arwen Undómiel")],
        "hand": [C("Errand-Rider of Gondor"), C("Shock")],
        "library": [C("Lightning Bolt")] + [C("Plains")] * 4,
    })
    cast(g, "Errand-Rider of Gondor")
    resolve_top(g)
    resolve_top(g)
    assert sorted(hand(g, ALICE)) == ["Lightning Bolt", "Shock"]
    assert len(library(g, ALICE)) == 4
