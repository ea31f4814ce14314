""""For each player, search that player's library for a nonland card and exile it, then that player
shuffles. You may cast those cards without paying their mana costs." (CR 701.23a, 701.24a, 608.2g,
118.9): one search of every player's library, then a cast of the cards found. Variants not read
stay unsupported."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility
from manastack.model.effects import MayCastCard, SearchLibrary
from manastack.model.filters import CreatedObjects, EachPlayer
from manastack.model.types import Zone
from tests.oracle.helpers import compiled, ok

_SEARCH = "For each player, search that player's library for a nonland card and exile it, then that player shuffles."
_CAST = "You may cast those cards without paying their mana costs."


def test_search_each_library_then_cast_those_cards() -> None:
    (ab,) = ok("Test Walker", "Planeswalker — Jace", f"−8: {_SEARCH} {_CAST}", "{2}{U}{U}").abilities
    assert isinstance(ab, ActivatedAbility)
    search, cast = ab.effects
    assert isinstance(search, SearchLibrary) and search.library_of == EachPlayer() and search.zone is Zone.EXILE and search.shuffle
    assert search.count == 1 and not search.up_to
    assert cast == MayCastCard(CreatedObjects())


def test_unread_variants_stay_unsupported() -> None:
    no_shuffle = "−8: For each player, search that player's library for a nonland card and exile it."
    cast_alone = f"−8: Draw a card. {_CAST}"
    singular = "−8: Exile the top card of your library. You may cast that card without paying its mana cost."
    for text in (no_shuffle, cast_alone, singular):
        assert compiled("Test Walker", "Planeswalker — Jace", text, "{2}{U}{U}").card is None, text
