"""Hangarback Walker — {X}{X} Artifact Creature — Construct 0/0.
"This creature enters with X +1/+1 counters on it."
"When this creature dies, create a 1/1 colorless Thopter artifact creature token with flying for
each +1/+1 counter on this creature." — counted as it last existed (CR 603.10a, 608.2h).
"{1}, {T}: Put a +1/+1 counter on this creature.\""""

from __future__ import annotations

from typing import Any

from manastack.cards.compiled import compiled_card
from manastack.game import Game
from manastack.model.types import CardType, Keyword
from manastack.position import resolve
from manastack.rules.layers import chars
from tests.drivers import ALICE, activate, cast, duel


def thopters(g: Game) -> list[int]:
    return [o for o in g.state.battlefield if g.state.objects[o].name == "Thopter"]


def walker(counters: int = 0, **kw: Any) -> dict[str, Any]:
    return {"card": compiled_card("Hangarback Walker"), "as": "walker", "counters": {"+1/+1": counters} if counters else {}, **kw}


def test_enters_with_x_counters() -> None:
    """Cast for X=2 ({4}): it enters with two +1/+1 counters, a 2/2."""
    g = duel({"battlefield": ["Plains"] * 4, "hand": [compiled_card("Hangarback Walker")]}, {})
    cast(g, "Hangarback Walker", "2")
    resolve(g)
    w = next(o for o in g.state.battlefield if g.state.objects[o].name == "Hangarback Walker")
    assert g.state.objects[w].counters == {"+1/+1": 2}
    c = chars(g.state, w)
    assert (c.power, c.toughness) == (2, 2)


def test_cast_for_x_0_dies_and_makes_no_thopters() -> None:
    g = duel({"battlefield": ["Plains"], "hand": [compiled_card("Hangarback Walker")]}, {})
    cast(g, "Hangarback Walker", "0")
    resolve(g)
    resolve(g)
    assert "Hangarback Walker" in [g.state.objects[o].name for o in g.state.players[ALICE].graveyard]
    assert thopters(g) == []


def test_activated_ability_puts_a_counter() -> None:
    g = duel({"battlefield": [walker(1), "Plains"]}, {})
    w = g.state.labels["walker"]
    activate(g, "Activate Hangarback Walker")
    resolve(g)
    assert g.state.objects[w].counters == {"+1/+1": 2} and g.state.objects[w].tapped


def test_dies_creates_a_thopter_for_each_counter_it_had() -> None:
    """With three counters (a 3/3), it takes 3 from Lightning Bolt and dies: three 1/1 flying
    Thopter artifact creature tokens."""
    g = duel({"battlefield": [walker(3), "Mountain"], "hand": ["Lightning Bolt"]}, {})
    w = g.state.labels["walker"]
    cast(g, "Lightning Bolt", w)
    resolve(g)
    resolve(g)
    ts = thopters(g)
    assert len(ts) == 3
    for t in ts:
        c = chars(g.state, t)
        assert (c.power, c.toughness) == (1, 1) and Keyword.FLYING in c.keywords
        assert c.types == frozenset({CardType.ARTIFACT, CardType.CREATURE}) and not c.colors
        assert g.state.objects[t].is_token and g.state.objects[t].controller == ALICE
