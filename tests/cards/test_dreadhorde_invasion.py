"""Dreadhorde Invasion — {1}{B} Enchantment.
"At the beginning of your upkeep, you lose 1 life and amass Zombies 1." (CR 701.47a)
"Whenever a Zombie token you control with power 6 or greater attacks, it gains lifelink until end
of turn.\""""

from __future__ import annotations

from manastack.actions import DecisionKind, Pass
from manastack.mana import Color
from manastack.model.card import token
from manastack.model.types import CardType, Keyword, Step
from manastack.position import advance_to
from manastack.rules.layers import chars
from tests.drivers import ALICE, BOB, C, attack, game, kind, life, oid, resolve_all


def armies(g: object) -> list[int]:
    return [o for o in g.state.battlefield if "Army" in chars(g.state, o).subtypes]  # type: ignore[attr-defined]


def army_token(subtype: str) -> object:
    return token(f"{subtype} Army", {CardType.CREATURE}, subtypes=(subtype, "Army"), colors={Color.BLACK}, power=0, toughness=0)


def test_upkeep_lose_1_life_and_create_a_zombie_army() -> None:
    g = game({"battlefield": [C("Dreadhorde Invasion")]}, {})
    advance_to(g, Step.UPKEEP, turn=5)
    resolve_all(g)
    assert life(g)[ALICE] == 19
    [army] = armies(g)
    c = chars(g.state, army)
    assert (c.power, c.toughness) == (1, 1) and set(c.subtypes) == {"Zombie", "Army"} and c.colors == frozenset({Color.BLACK})
    assert g.state.objects[army].is_token and g.state.objects[army].controller == ALICE


def test_amass_grows_an_existing_army_which_becomes_a_zombie_too() -> None:
    """With an Orc Army already there, no token is created: it gets the counter and becomes a
    Zombie in addition to its other types."""
    g = game({"battlefield": [C("Dreadhorde Invasion"), {"card": army_token("Orc"), "token": True, "counters": {"+1/+1": 2}, "as": "orcs"}]}, {})
    advance_to(g, Step.UPKEEP, turn=5)
    resolve_all(g)
    assert armies(g) == [oid(g, "orcs")]
    c = chars(g.state, oid(g, "orcs"))
    assert (c.power, c.toughness) == (3, 3) and {"Orc", "Zombie", "Army"} <= set(c.subtypes)
    assert life(g)[ALICE] == 19


def test_a_zombie_token_with_power_6_or_greater_gains_lifelink_when_it_attacks() -> None:
    g = game({"battlefield": [
        C("Dreadhorde Invasion"),
        {"card": army_token("Zombie"), "token": True, "counters": {"+1/+1": 6}, "as": "big"},
    ]}, {})
    attack(g, "big")
    resolve_all(g)
    assert Keyword.LIFELINK in chars(g.state, oid(g, "big")).keywords
    for _ in range(30):
        if g.state.step is Step.POSTCOMBAT_MAIN:
            break
        g.apply(g.legal_actions()[-1] if kind(g) is not DecisionKind.PRIORITY else Pass())
    assert life(g)[BOB] == 14 and life(g)[ALICE] == 26


def test_a_smaller_zombie_token_doesnt_gain_lifelink() -> None:
    g = game({"battlefield": [
        C("Dreadhorde Invasion"),
        {"card": army_token("Zombie"), "token": True, "counters": {"+1/+1": 5}, "as": "small"},
    ]}, {})
    attack(g, "small")
    resolve_all(g)
    assert Keyword.LIFELINK not in chars(g.state, oid(g, "small")).keywords
    assert not g.state.stack
