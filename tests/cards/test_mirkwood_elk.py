"""Mirkwood Elk — {5}{G} Creature — Elk 6/6. Trample.
"Whenever this creature enters or attacks, return target Elf card from your graveyard to your hand.
You gain life equal to that card's power." — the card's power as it last existed in the graveyard
(it moved to a hidden zone, CR 608.2h)."""

from __future__ import annotations

from manastack.actions import Choose, DecisionKind
from manastack.model.types import Keyword
from manastack.rules.layers import chars
from tests.drivers import ALICE, C, attack, cast, game, hand, kind, life, oid, resolve_top


def test_trample_6_6() -> None:
    g = game({"battlefield": [{"card": C("Mirkwood Elk"), "as": "elk"}]})
    c = chars(g.state, oid(g, "elk"))
    assert (c.power, c.toughness) == (6, 6) and Keyword.TRAMPLE in c.keywords


def test_enters_returns_an_elf_card_and_gains_life_equal_to_its_power() -> None:
    g = game({
        "battlefield": ["Forest"] * 6,
        "hand": [C("Mirkwood Elk")],
        "graveyard": [{"card": C("Chance-Met Elves"), "as": "elves"}, C("Llanowar Elves"), C("Grizzly Bears")],
    })
    cast(g, "Mirkwood Elk")
    resolve_top(g)  # the Elk enters; its trigger asks for a target
    assert kind(g) is DecisionKind.TARGET
    legal = {g.state.objects[a.id].name for a in g.legal_actions() if isinstance(a, Choose)}
    assert legal == {"Chance-Met Elves", "Llanowar Elves"}  # Elf cards only, not the Bears
    g.apply(Choose(oid(g, "elves")))
    resolve_top(g)
    assert "Chance-Met Elves" in hand(g, ALICE)
    assert life(g)[ALICE] == 20 + 3


def test_attacking_triggers_it_too() -> None:
    g = game({
        "battlefield": [{"card": C("Mirkwood Elk"), "as": "elk"}],
        "graveyard": [C("Llanowar Elves")],
    })
    attack(g, "elk")
    assert g.state.stack and g.state.objects[g.state.stack[-1]].name == "Mirkwood Elk"  # the attack trigger
    resolve_top(g)
    assert hand(g, ALICE) == ["Llanowar Elves"] and life(g)[ALICE] == 21
