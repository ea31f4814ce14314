"""Galion, Elvenking's Butler — {2}{G}{G} Legendary Creature — Elf Advisor 4/4: "Whenever Galion
attacks, choose up to one other target creature you control. Its base power and toughness become
equal to Galion's power and toughness until end of turn." The values are Galion's actual power and
toughness as the ability resolves, locked in then (CR 608.2h); the effect sets base power and
toughness in layer 7b, so counters and "gets +N/+N" effects still apply on top (613.4b–c, rulings)."""

from __future__ import annotations

from manastack.model.types import Step
from tests.drivers import C, answer, at_step, attack, cast, game, oid, options, pass_until, pt, resolve_all

GALION = "Galion, Elvenking's Butler"


def _board(**bears: object) -> dict[str, object]:
    return {"battlefield": [{"card": C(GALION), "as": "galion"}, {"card": C("Grizzly Bears"), "as": "bears", **bears}, C("Forest")],
            "hand": [C("Giant Growth")]}


def test_the_chosen_creatures_base_pt_becomes_galions() -> None:
    g = game(_board())
    attack(g, "galion")
    answer(g, oid(g, "bears"))
    resolve_all(g)
    assert pt(g, "bears") == (4, 4)
    assert pt(g, "galion") == (4, 4)


def test_galion_cant_choose_itself_and_may_choose_nothing() -> None:
    g = game(_board())
    attack(g, "galion")
    assert options(g) == ["Grizzly Bears", "Done"]  # "other": not Galion itself
    answer(g, "Done")
    resolve_all(g)
    assert pt(g, "bears") == (2, 2)


def test_uses_galions_actual_power_and_toughness_locked_in_on_resolution() -> None:
    g = game(_board())
    cast(g, "Giant Growth", oid(g, "galion"))  # Galion is 7/7 this turn
    resolve_all(g)
    attack(g, "galion")
    answer(g, oid(g, "bears"))
    resolve_all(g)
    assert pt(g, "bears") == (7, 7)


def test_counters_still_apply_on_top_of_the_new_base() -> None:
    g = game(_board(counters={"+1/+1": 1}))
    assert pt(g, "bears") == (3, 3)
    attack(g, "galion")
    answer(g, oid(g, "bears"))
    resolve_all(g)
    assert pt(g, "bears") == (5, 5)


def test_a_later_change_to_galion_doesnt_change_the_other_creature() -> None:
    g = game(_board())
    attack(g, "galion")
    answer(g, oid(g, "bears"))
    resolve_all(g)
    cast(g, "Giant Growth", oid(g, "galion"))
    resolve_all(g)
    assert pt(g, "galion") == (7, 7)
    assert pt(g, "bears") == (4, 4)


def test_the_effect_ends_with_the_turn() -> None:
    g = game(_board())
    attack(g, "galion")
    answer(g, oid(g, "bears"))
    resolve_all(g)
    pass_until(g, lambda g: g.state.turn == 4 and at_step(Step.UPKEEP)(g))
    assert pt(g, "bears") == (2, 2)
