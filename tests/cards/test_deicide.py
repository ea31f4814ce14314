"""Deicide: exile target enchantment; if the exiled card is a God card (CR 608.2c, 400.7j), search
its controller's graveyard, hand, and library — all three zones (CR 701.23a) — for any number of
cards with the same name as that card (CR 201.2) and exile them; then that player shuffles
(CR 701.24a)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from tests.drivers import ALICE, BOB, C, cast, event_data, events, exiled, game, graveyard, hand, kind, library, options, resolve_top

THASSA = "Thassa, God of the Sea"


def test_god_exiled_then_copies_in_every_zone_are_found() -> None:
    g = game({"battlefield": [C("Plains")] * 2, "hand": [C("Deicide")]},
             {"battlefield": [{"card": C(THASSA), "as": "thassa"}], "hand": [C(THASSA), C("Island")], "graveyard": [C(THASSA), C("Island")],
              "library": [C(THASSA), C("Island")]})
    cast(g, "Deicide", "thassa")
    shuffles = len(events(g, "library_shuffled"))
    resolve_top(g)
    seen: list[list[str]] = []
    while kind(g) is DecisionKind.CHOOSE_OBJECT:
        opts = options(g)
        seen.append(opts)
        assert not any("Island" in o for o in opts) and not any("Plains" in o for o in opts), opts
        thassa = [o for o in opts if THASSA in o]
        g.apply(thassa[0] if thassa else opts[-1])
    assert seen and len(seen[0]) >= 3, seen  # the graveyard, hand, and library copies are offered at once: no zone choice
    assert exiled(g, BOB).count(THASSA) == 4
    assert THASSA not in hand(g, BOB) + graveyard(g, BOB) + library(g, BOB)
    assert len(events(g, "library_shuffled")) == shuffles + 1
    assert event_data(g, "library_shuffled")[-1]["player"] == "bob"  # the exiled card's controller's library
    assert "Deicide" in graveyard(g, ALICE)


def test_not_a_god_nothing_is_searched() -> None:
    g = game({"battlefield": [C("Plains")] * 2, "hand": [C("Deicide")]},
             {"battlefield": [{"card": C("Banishing Light"), "as": "light"}], "hand": [C("Banishing Light")], "graveyard": [C("Banishing Light")]})
    cast(g, "Deicide", "light")
    shuffles = len(events(g, "library_shuffled"))
    resolve_top(g)
    assert kind(g) is DecisionKind.PRIORITY
    assert exiled(g, BOB) == ["Banishing Light"]
    assert hand(g, BOB).count("Banishing Light") == 1 and graveyard(g, BOB).count("Banishing Light") == 1
    assert len(events(g, "library_shuffled")) == shuffles
