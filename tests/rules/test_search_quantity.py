"""CR 701.23d: a search for a quantity of cards only ("a card") must find them if it can; "up to
two cards" lets the player find fewer."""

from __future__ import annotations

from manastack.actions import Done, Purpose
from manastack.position import position
from tests.drivers import cast, pass_until
from tests.oracle.helpers import ok


def may_stop(text: str) -> bool:
    """Whether the searching player is offered to find nothing, with cards left to find."""
    spell = ok("Test Tutor", "Sorcery", text, cost="{B}")
    g = position({"alice": {"battlefield": ["Swamp"], "hand": [spell], "library": ["Island", "Forest", "Plains"]}, "bob": {}})
    cast(g, "Test Tutor")
    pass_until(g, lambda g: g.decision is not None and g.decision.purpose is Purpose.SEARCH)
    d = g.decision
    assert d is not None and d.purpose is Purpose.SEARCH
    return Done() in d.options


def test_701_23d_a_card_must_be_found() -> None:
    assert not may_stop("Search your library for a card, put it into your hand, then shuffle.")


def test_701_23d_up_to_two_cards_may_find_fewer() -> None:
    assert may_stop("Search your library for up to two cards, put them into your hand, then shuffle.")
