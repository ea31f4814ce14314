"""Steamcore Weird: "When this creature enters, if {R} was spent to cast it, it deals 2 damage to any
target." — the permanent remembers the mana spent to cast its spell (CR 601.2h, 400.7d); the
intervening "if" (603.4) is false when no red mana was spent, or when it wasn't cast."""

from __future__ import annotations

from tests.drivers import BOB, C, answer, cast, game, life, resolve_all, triggered

WEIRD = "Steamcore Weird"


def test_red_mana_spent_it_deals_2_damage() -> None:
    g = game({"hand": [C(WEIRD)], "battlefield": [C("Mountain"), C("Island"), C("Island"), C("Island")]}, spare=False)
    cast(g, WEIRD)
    resolve_all(g)
    answer(g, "Bob")
    resolve_all(g)
    assert life(g)[BOB] == 18


def test_no_red_mana_spent_it_doesnt_trigger() -> None:
    g = game({"hand": [C(WEIRD)], "battlefield": [C("Island"), C("Island"), C("Island"), C("Island")]}, spare=False)
    cast(g, WEIRD)
    resolve_all(g)
    assert life(g)[BOB] == 20 and triggered(g, WEIRD) == 0
