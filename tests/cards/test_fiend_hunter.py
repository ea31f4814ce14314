"""Fiend Hunter — {1}{W}{W} Creature — Human Cleric 1/3.
"When this creature enters, you may exile another target creature."
"When this creature leaves the battlefield, return the exiled card to the battlefield under its
owner's control." — linked abilities (CR 607.2a): "the exiled card" is the card the first ability
exiled; if the Hunter leaves before its first ability resolves, the second finds nothing to return
and the creature is exiled for good."""

from __future__ import annotations

from manastack.actions import Answer, DecisionKind
from manastack.model.types import Zone
from tests.drivers import BOB, C, cast, game, kind, oid, on_battlefield, resolve_top


def setup() -> object:
    return game(
        {"battlefield": ["Plains"] * 3 + ["Swamp"] * 3, "hand": [C("Fiend Hunter"), C("Bilbo's Deadly Slice")]},
        {"battlefield": [{"card": C("Hill Giant"), "as": "giant"}]},
    )


def hunter(g: object) -> int:
    return next(o for o in g.state.battlefield if g.state.objects[o].name == "Fiend Hunter")  # type: ignore[attr-defined]


def test_enters_and_exiles_another_target_creature() -> None:
    g = setup()
    giant = oid(g, "giant")
    cast(g, "Fiend Hunter")
    resolve_top(g)  # the Hunter enters; its trigger targets the Giant (the only other creature)
    assert g.state.objects[g.state.stack[-1]].targets == (giant,)
    resolve_top(g)
    g.apply(Answer(True))  # "you may"
    assert giant not in g.state.objects and [g.state.objects[o].name for o in g.state.exile] == ["Hill Giant"]


def test_may_decline() -> None:
    g = setup()
    giant = oid(g, "giant")
    cast(g, "Fiend Hunter")
    resolve_top(g)
    resolve_top(g)
    g.apply(Answer(False))
    assert giant in g.state.battlefield and g.state.exile == []


def test_leaving_returns_the_exiled_card_under_its_owners_control() -> None:
    g = setup()
    cast(g, "Fiend Hunter")
    resolve_top(g)
    resolve_top(g)
    g.apply(Answer(True))
    exiled = g.state.exile[0]
    cast(g, "Bilbo's Deadly Slice", hunter(g))
    resolve_top(g)  # the Hunter dies; its leaves-the-battlefield trigger goes on the stack
    assert "Fiend Hunter" not in on_battlefield(g)
    resolve_top(g)
    assert exiled not in g.state.objects
    back = next(o for o in g.state.battlefield if g.state.objects[o].name == "Hill Giant")
    assert g.state.objects[back].controller == BOB and g.state.exile == []


def test_hunter_leaving_before_its_first_ability_resolves_exiles_for_good() -> None:
    """In response to the enters trigger, the Hunter is destroyed: the leaves trigger resolves first
    with nothing exiled yet, then the enters trigger exiles the Giant, which never returns."""
    g = setup()
    cast(g, "Fiend Hunter")
    resolve_top(g)
    h = hunter(g)
    cast(g, "Bilbo's Deadly Slice", h)  # alice holds priority with the enters trigger on the stack
    resolve_top(g)  # the Slice resolves: the Hunter dies
    resolve_top(g)  # the leaves trigger: nothing to return
    resolve_top(g)  # the enters trigger
    assert kind(g) is DecisionKind.YES_NO
    g.apply(Answer(True))
    assert [g.state.objects[o].name for o in g.state.exile] == ["Hill Giant"]
    assert g.state.objects[g.state.exile[0]].zone is Zone.EXILE and "Hill Giant" not in on_battlefield(g)
