"""Smaug, the Great Calamity // Spew Flame: flying; the Adventure deals 5 damage to target creature,
then Smaug may be cast from exile (715.3d)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from manastack.model.types import Keyword
from manastack.rules.layers import chars
from tests.drivers import ALICE, BOB, C, cast, game, graveyard, kind, names, on_battlefield, options, pass_until, resolve_all

SMAUG = "Smaug, the Great Calamity"
SPEW = f"Spew Flame (Adventure of {SMAUG})"


def test_spew_flame_deals_five_then_smaug_cast_from_exile_with_flying() -> None:
    g = game({"battlefield": [C("Mountain")] * 12, "hand": [C(SMAUG)]},
             {"battlefield": [C("Eagle of the Great Shelf")]})
    cast(g, SPEW, "Eagle of the Great Shelf")
    resolve_all(g)
    assert graveyard(g, BOB) == ["Eagle of the Great Shelf"]
    assert names(g, g.state.exile) == [SMAUG]
    cast(g, SMAUG)
    resolve_all(g)
    assert SMAUG in on_battlefield(g, ALICE)
    smaug = next(o for o in g.state.battlefield if g.state.objects[o].name == SMAUG)
    assert Keyword.FLYING in chars(g.state, smaug).keywords


def test_ruling_adventure_that_fails_to_resolve_goes_to_the_graveyard() -> None:
    """715.3d / ruling: an Adventure that leaves the stack without resolving (its only target became
    illegal, 608.2b) goes to its owner's graveyard, not exile — Smaug can't be cast later."""
    g = game({"battlefield": [C("Mountain")] * 5 + [C("Swamp")] * 3, "hand": [C(SMAUG), C("Bilbo's Deadly Slice")]},
             {"battlefield": [{"card": C("Eagle of the Great Shelf"), "as": "eagle"}]})
    cast(g, SPEW, "Eagle of the Great Shelf")
    cast(g, "Bilbo's Deadly Slice", "Eagle of the Great Shelf")
    resolve_all(g)
    assert graveyard(g, BOB) == ["Eagle of the Great Shelf"]
    assert sorted(graveyard(g, ALICE)) == ["Bilbo's Deadly Slice", SMAUG] and g.state.exile == []


def test_ruling_exiled_by_another_effect_gives_no_permission() -> None:
    """Ruling: an adventurer card exiled other than by its own Adventure resolving can't be cast
    from exile — Gollum the Abandoned exiles Smaug from bob's graveyard."""
    g = game({"battlefield": [C("Swamp")] * 2, "hand": [C("Gollum the Abandoned")]},
             {"battlefield": [C("Mountain")] * 7, "graveyard": [C(SMAUG)]})
    cast(g, "Gollum the Abandoned")
    resolve_all(g)
    if kind(g) is DecisionKind.TARGET:
        g.apply(SMAUG)
    resolve_all(g)
    assert names(g, g.state.exile) == [SMAUG]
    pass_until(g, lambda g: g.state.active == BOB and g.state.step.value == "precombat_main" and kind(g) is DecisionKind.PRIORITY)
    assert f"Cast {SMAUG}" not in options(g)
