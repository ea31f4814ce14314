"""Nicol Bolas, Planeswalker: "−9: Nicol Bolas deals 7 damage to target player or planeswalker. That
player or that planeswalker's controller discards seven cards, then sacrifices seven permanents of
their choice." (CR 606, 701.9a, 701.21a; the controller of a planeswalker the damage destroyed is
the one it had as it last existed, 608.2h)."""

from __future__ import annotations

from tests.drivers import BOB, C, activate, answer, game, graveyard, hand, life, on_battlefield, resolve_all

BOLAS = "Nicol Bolas, Planeswalker"
ULTIMATE = f"Activate {BOLAS}: -9"


def _bolas() -> dict[str, object]:
    return {"card": C(BOLAS), "counters": {"loyalty": 9}}


def test_ultimate_at_a_player() -> None:
    g = game({"battlefield": [_bolas(), C("Grizzly Bears")]},
             {"battlefield": [C("Grizzly Bears"), C("Hill Giant"), C("Forest")], "hand": [C("Forest"), C("Serra Angel")]})
    activate(g, ULTIMATE, "bob")
    resolve_all(g)
    answer(g, "Forest", "Grizzly Bears", "Hill Giant", "Forest", "Island")  # discard order, then the sacrifices
    assert life(g)[BOB] == 13 and hand(g, BOB) == [] and on_battlefield(g, BOB) == []
    assert sorted(graveyard(g, BOB)) == ["Forest", "Forest", "Grizzly Bears", "Hill Giant", "Island", "Serra Angel"]
    assert "Grizzly Bears" in on_battlefield(g)  # Bolas's controller keeps theirs


def test_ultimate_at_a_planeswalker_its_controller_discards_and_sacrifices() -> None:
    g = game({"battlefield": [_bolas()]}, {"battlefield": [{"card": C("Jace Beleren"), "counters": {"loyalty": 3}}, C("Grizzly Bears")], "hand": [C("Forest")]})
    activate(g, ULTIMATE, "Jace Beleren")
    resolve_all(g)
    answer(g, "Jace Beleren", "Grizzly Bears", "Island")  # the sacrifices, one at a time
    # Jace took lethal damage (his loyalty is gone by state-based actions only later): Bob discards
    # his hand and sacrifices his permanents, Jace among them
    assert life(g)[BOB] == 20 and hand(g, BOB) == [] and on_battlefield(g, BOB) == []
    assert sorted(graveyard(g, BOB)) == ["Forest", "Grizzly Bears", "Island", "Jace Beleren"]
