"""Auras (CR 303.4): what an Aura put onto the battlefield other than by resolving enchants."""

from __future__ import annotations

from manastack.actions import DecisionKind, Purpose
from manastack.model.types import Zone
from manastack.position import position
from tests.drivers import cast, event_data, graveyard, oid, resolve_top
from tests.oracle.helpers import ok

LIB = ["Plains"] * 5
RAISE = ok("Test Raise", "Sorcery", "Return target enchantment card from your graveyard to the battlefield.", "{W}")
SHY = ok("Test Shy Bear", "Creature — Bear", "Hexproof", "{1}{G}", "2/2")


def test_303_4f_the_player_chooses_what_a_returned_aura_enchants_even_a_hexproof_creature() -> None:
    """CR 303.4f: an Aura returned from a graveyard by an effect that doesn't say what it enchants
    enters attached to what the player it enters under chooses, among what its enchant ability
    admits; not a target, so an opponent's hexproof creature is a legal choice."""
    g = position({
        "alice": {"battlefield": ["Plains", {"card": "Grizzly Bears", "as": "bears"}], "hand": [RAISE, "Forest"], "graveyard": [{"card": "Holy Strength", "as": "aura"}], "library": LIB},
        "bob": {"battlefield": [{"card": SHY, "as": "shy"}], "library": LIB},
    })
    cast(g, "Test Raise")  # its only legal target is chosen without asking
    resolve_top(g)
    d = g.decision
    assert d is not None and d.kind is DecisionKind.CHOOSE_OBJECT and d.purpose is Purpose.ENCHANT_AS_IT_ENTERS
    assert sorted(g.state.name_of(o.id) for o in d.options) == ["Grizzly Bears", "Test Shy Bear"]  # type: ignore[attr-defined]
    g.apply(next(o for o in d.options if o.id == oid(g, "shy")))  # type: ignore[attr-defined]
    aura = g.state.objects[oid(g, "aura")]
    assert aura.zone is Zone.BATTLEFIELD and aura.attached_to == oid(g, "shy")
    assert g.state.objects[oid(g, "shy")].controller == 1
    from manastack.rules.layers import chars

    assert (chars(g.state, oid(g, "shy")).power, chars(g.state, oid(g, "shy")).toughness) == (3, 4)


def test_303_4f_with_one_legal_choice_it_is_made_without_asking() -> None:
    """A decision with one legal answer isn't asked: the only creature is enchanted."""
    g = position({
        "alice": {"battlefield": ["Plains", {"card": "Grizzly Bears", "as": "bears"}], "hand": [RAISE, "Forest"], "graveyard": [{"card": "Holy Strength", "as": "aura"}], "library": LIB},
        "bob": {"library": LIB},
    })
    cast(g, "Test Raise")  # its only legal target is chosen without asking
    resolve_top(g)
    assert g.state.objects[oid(g, "aura")].attached_to == oid(g, "bears")


def test_303_4g_an_aura_with_nothing_to_enchant_stays_in_the_graveyard() -> None:
    """CR 303.4g: with no legal object to enchant, the Aura remains in its current zone."""
    g = position({
        "alice": {"battlefield": ["Plains"], "hand": [RAISE, "Forest"], "graveyard": [{"card": "Holy Strength", "as": "aura"}], "library": LIB},
        "bob": {"library": LIB},
    })
    cast(g, "Test Raise")  # its only legal target is chosen without asking
    resolve_top(g)
    assert graveyard(g, 0) == ["Holy Strength", "Test Raise"]
    assert [e["card"] for e in event_data(g, "aura_cant_enter")] == ["Holy Strength"]
