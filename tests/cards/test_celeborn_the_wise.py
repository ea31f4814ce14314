"""Celeborn the Wise: "Whenever you attack with one or more Elves, scry 1" (once, however many Elves
attack, CR 508.3c-d) and "Whenever you scry, Celeborn gets +1/+1 until end of turn for each card
looked at while scrying this way" (701.22d: the cards actually looked at)."""

from __future__ import annotations

from tests.drivers import C, attack, events, game, oid, pt, resolve_all


def test_attacking_with_elves_scries_once_and_scrying_pumps_celeborn() -> None:
    g = game({"battlefield": [{"card": C("Celeborn the Wise"), "as": "celeborn"}, {"card": C("Elvish Mystic"), "as": "m"}]})
    attack(g, "celeborn", "m")
    resolve_all(g)
    g.apply("Bottom")  # scry 1
    assert len(events(g, "scried")) == 1
    resolve_all(g)  # the scry trigger
    assert pt(g, "celeborn") == (4, 4)


def test_scrying_with_an_empty_library_still_triggers_but_looks_at_nothing() -> None:
    g = game({"battlefield": [{"card": C("Celeborn the Wise"), "as": "celeborn"}], "library": []})
    attack(g, "celeborn")
    resolve_all(g)
    resolve_all(g)
    assert len([e for e in events(g, "ability_triggered") if e.get("source") == "Celeborn the Wise"]) == 2
    assert pt(g, "celeborn") == (3, 3)


def test_attacking_without_an_elf_doesnt_scry() -> None:
    g = game({"battlefield": [{"card": C("Celeborn the Wise"), "as": "celeborn"}, {"card": C("Ordinary Bear"), "as": "bear"}]})
    attack(g, "bear")
    resolve_all(g)
    assert events(g, "scried") == []
    assert pt(g, "celeborn") == (3, 3)
    assert oid(g, "celeborn")
