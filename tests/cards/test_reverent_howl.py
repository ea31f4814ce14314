"""Reverent Howl: choose one (700.2) — target player draws two and loses 2 life; or target creature
gets +2/+2 and gains lifelink until end of turn."""

from __future__ import annotations

from manastack.actions import DecisionKind
from tests.drivers import BOB, C, answer, attack, finish_combat, game, hand, kind, life, pt, resolve_all

HOWL = "Reverent Howl"


def _mode(g, index: int) -> None:  # type: ignore[no-untyped-def]
    g.apply(f"Cast {HOWL}")
    assert kind(g) is DecisionKind.MODE
    g.apply(g.legal_actions()[index])


def test_mode_one_target_player_draws_two_and_loses_two() -> None:
    g = game({"battlefield": [C("Swamp")] * 3, "hand": [C(HOWL)]},
             {"battlefield": [C("Elvish Mystic")], "library": [C("Forest"), C("Island"), C("Swamp")]})
    _mode(g, 0)
    answer(g, "bob")
    resolve_all(g)
    assert hand(g, BOB) == ["Forest", "Island"] and life(g) == [20, 18]


def test_mode_two_pump_and_lifelink() -> None:
    g2 = game({"battlefield": [C("Swamp")] * 3 + [{"card": C("Westfold Rider"), "as": "r"}], "hand": [C(HOWL)]})
    attack(g2, "r")
    _mode(g2, 1)
    answer(g2, "Westfold Rider")
    resolve_all(g2)
    assert pt(g2, "r") == (5, 3)
    finish_combat(g2)
    assert life(g2) == [25, 15]
