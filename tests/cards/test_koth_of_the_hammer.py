"""Koth of the Hammer: "−5: You get an emblem with "Mountains you control have '{T}: This land deals
1 damage to any target.'"" — an emblem's static ability grants an ability to permanents (CR 114.4,
113.6p), Mountains that enter later included (611.3a); "−2: Add {R} for each Mountain you control."."""

from __future__ import annotations

from tests.drivers import BOB, C, activate, answer, game, life, pool, resolve_all


def test_the_emblem_gives_mountains_a_damage_ability() -> None:
    g = game({"battlefield": [{"card": C("Koth of the Hammer"), "counters": {"loyalty": 6}}, C("Mountain")]})
    activate(g, "Activate Koth of the Hammer: -5")
    resolve_all(g)
    activate(g, "Activate Mountain: {T}: CARDNAME deals 1 damage", "Bob")
    answer(g, "Bob")
    resolve_all(g)
    assert life(g)[BOB] == 19


def test_minus_two_adds_red_for_each_mountain() -> None:
    g = game({"battlefield": [C("Koth of the Hammer"), C("Mountain"), C("Mountain"), C("Plains")]})
    activate(g, "Activate Koth of the Hammer: -2")
    resolve_all(g)
    assert pool(g) == "{R}{R}"
