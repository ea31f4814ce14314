"""Shared checks for the typecycling cards (CR 702.29a, 702.29e): activated only from the hand, by
paying the cost and discarding the card; the ability finds a card of the type, puts it into the
hand and shuffles the library."""

from __future__ import annotations

from tests.drivers import ALICE, C, activate, answer, events, game, graveyard, hand, options, resolve_all


def check_typecycling(card: str, keyword: str, land: str, other: str) -> None:
    g = game({"hand": [C(card)], "battlefield": [{"card": C(land), "as": "land"}], "library": [C(other), C(land), C(other)]})
    activate(g, f"Activate {card}: {keyword}")
    assert graveyard(g, ALICE) == [card]  # discarded as the cost, before the ability resolves
    resolve_all(g)
    answer(g, land)
    assert g.state.objects[g.state.labels["land"]].tapped  # {1} paid
    assert graveyard(g, ALICE) == [card]  # "Discard this card" paid
    assert [dict(e.data)["card"] for e in events(g, "discarded")] == [card]
    assert hand(g, ALICE) == [land]  # the card found
    assert [C(other).name] * 2 == [g.state.objects[o].name for o in g.state.players[ALICE].library]
    assert events(g, "library_shuffled")


def check_not_from_battlefield(card: str, keyword: str, land: str) -> None:
    """Typecycling functions only while the card is in its owner's hand (702.29a)."""
    g = game({"battlefield": [C(card), C(land), C(land)]})
    assert not any(o.startswith(f"Activate {card}: {keyword}") for o in options(g))
