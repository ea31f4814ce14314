"""Orcish Bowmasters — {1}{B} Creature — Orc Archer 1/1. Flash.
"When this creature enters and whenever an opponent draws a card except the first one they draw in
each of their draw steps, this creature deals 1 damage to any target. Then amass Orcs 1."
(Amass, CR 701.47a: with no Army, a 0/0 black Orc Army token is created first; the counter goes
on the Army.)"""

from __future__ import annotations

from manastack.actions import Choose, DecisionKind, Pass
from manastack.mana import Color
from manastack.model.types import Step
from manastack.position import advance_to
from manastack.rules.layers import chars
from tests.drivers import ALICE, BOB, C, cast, game, kind, life, resolve_top, triggered


def armies(g: object) -> list[int]:
    return [o for o in g.state.battlefield if "Army" in chars(g.state, o).subtypes]  # type: ignore[attr-defined]


def test_flash_enters_deals_1_damage_and_amasses_orcs() -> None:
    """Cast in bob's upkeep (flash); the enters trigger deals 1 to bob and amasses Orcs 1."""
    g = game({"battlefield": ["Swamp", "Swamp"], "hand": [C("Orcish Bowmasters")]}, {"library": [C("Island")] * 8})
    advance_to(g, Step.UPKEEP, turn=4)
    assert g.decision.player == BOB  # type: ignore[union-attr]
    g.apply(Pass())  # bob passes: alice gets priority in bob's upkeep
    assert g.decision.player == ALICE  # type: ignore[union-attr]
    cast(g, "Orcish Bowmasters")
    resolve_top(g)  # the creature enters; its trigger asks for any target
    assert kind(g) is DecisionKind.TARGET
    g.apply(Choose(BOB))
    resolve_top(g)
    assert life(g)[BOB] == 19
    [army] = armies(g)
    c = chars(g.state, army)
    assert (c.power, c.toughness) == (1, 1) and c.colors == frozenset({Color.BLACK})
    assert set(c.subtypes) == {"Orc", "Army"} and g.state.objects[army].is_token
    assert g.state.objects[army].counters == {"+1/+1": 1} and g.state.objects[army].controller == ALICE


def test_opponent_drawing_extra_cards_triggers_but_not_the_draw_step_draw() -> None:
    g = game(
        {"battlefield": [C("Orcish Bowmasters")]},
        {"battlefield": ["Island"] * 3, "hand": [C("Divination")], "library": [C("Island")] * 8},
    )
    advance_to(g, Step.PRECOMBAT_MAIN, turn=4)  # bob's turn: his draw-step draw didn't trigger it
    assert triggered(g, "Orcish Bowmasters") == 0
    assert g.decision.player == BOB  # type: ignore[union-attr]
    cast(g, "Divination")
    resolve_top(g)  # bob draws two: two triggers, alice targets bob with each
    for _ in range(2):
        for _ in range(10):
            if kind(g) is DecisionKind.TARGET:
                g.apply(Choose(BOB))
                break
            if kind(g) is DecisionKind.TRIGGER_ORDER:
                g.apply(g.legal_actions()[0])
                continue
            break
    while g.state.stack and kind(g) is DecisionKind.PRIORITY:
        g.apply(Pass())
    assert triggered(g, "Orcish Bowmasters") == 2
    assert life(g)[BOB] == 18
    [army] = armies(g)
    assert g.state.objects[army].counters == {"+1/+1": 2}  # the second amass grows the same Army


def test_alice_drawing_doesnt_trigger_it() -> None:
    g = game({"battlefield": [C("Orcish Bowmasters")] + ["Island"] * 3, "hand": [C("Divination")]}, {})
    cast(g, "Divination")
    resolve_top(g)
    assert triggered(g, "Orcish Bowmasters") == 0 and life(g)[BOB] == 20 and life(g)[ALICE] == 20
