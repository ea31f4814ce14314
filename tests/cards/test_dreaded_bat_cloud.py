"""Dreaded Bat-Cloud: "This spell costs {3} less to cast if a creature died this turn. Flying,
deathtouch" (CR 601.2f, 113.6d; 700.4: "dies"; 702.9 flying, 702.2 deathtouch)."""

from __future__ import annotations

from manastack.model.types import Keyword, Step
from manastack.rules.layers import chars
from tests.drivers import (
    ALICE,
    BOB,
    C,
    at_step,
    attack,
    block,
    cast,
    finish_combat,
    game,
    graveyard,
    life,
    on_battlefield,
    options,
    pass_until,
    resolve_all,
)

BAT = "Dreaded Bat-Cloud"


def test_costs_its_full_five_mana_when_no_creature_died():
    g = game({"hand": [C(BAT)], "battlefield": [C("Swamp")] * 4}, {"battlefield": [C("Grizzly Bears")]}, spare=False)
    assert f"Cast {BAT}" not in options(g)
    g2 = game({"hand": [C(BAT)], "battlefield": [C("Swamp")] * 5}, spare=False)
    cast(g2, BAT)
    resolve_all(g2)
    assert on_battlefield(g2, ALICE).count(BAT) == 1
    bat = next(o for o in g2.state.battlefield if g2.state.objects[o].name == BAT)
    assert {Keyword.FLYING, Keyword.DEATHTOUCH} <= chars(g2.state, bat).keywords


def test_costs_three_less_after_a_creature_died_this_turn():
    g = game({"hand": [C("Shock"), C(BAT)], "battlefield": [C("Mountain"), C("Swamp"), C("Swamp")]},
             {"battlefield": [C("Grizzly Bears")]}, spare=False)
    assert f"Cast {BAT}" not in options(g)
    cast(g, "Shock", "Grizzly Bears")
    resolve_all(g)
    assert graveyard(g, BOB) == ["Grizzly Bears"]  # it died: {4}{B} becomes {1}{B}
    cast(g, BAT)
    resolve_all(g)
    assert BAT in on_battlefield(g, ALICE)


def test_flying_gets_past_a_creature_without_flying_or_reach():
    g = game({"battlefield": [{"card": C(BAT), "as": "bat"}]}, {"battlefield": [{"card": C("Grizzly Bears"), "as": "bears"}]})
    attack(g, "bat")
    finish_combat(g)  # the Bears can't block it (702.9b)
    assert not any(e.event == "block_declared" for e in g.log)
    assert life(g) == [20, 16]


def test_deathtouch_destroys_a_bigger_blocked_attacker():
    g = game({"battlefield": [{"card": C(BAT), "as": "bat"}]}, {"battlefield": [{"card": C("Bard, King of Dale"), "as": "bard"}]}, active="bob")
    attack(g, "bard", defender=ALICE)
    block(g, ("bat", "bard"))
    pass_until(g, at_step(Step.POSTCOMBAT_MAIN))
    assert "Bard, King of Dale" in graveyard(g, BOB)  # 4 deathtouch damage to a 3/5 is lethal (704.5h)
    assert BAT in graveyard(g, ALICE)
