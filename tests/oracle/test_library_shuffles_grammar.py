"""Shuffling (CR 701.24a) and searches whose cards go to a graveyard or exile (701.23a): real
cards' sentences compile; a variant the grammar doesn't read stays unsupported, the clause named."""

from __future__ import annotations

from manastack.model.abilities import SpellAbility
from manastack.model.effects import SearchLibrary, Shuffle, ShuffleGraveyardIntoLibrary
from manastack.model.filters import Target, You
from manastack.model.types import Zone
from tests.oracle.helpers import compiled, ok


def _effects(name: str, text: str) -> tuple[object, ...]:
    c = ok(name, "Sorcery", text, "{2}{U}")
    (ab,) = [a for a in c.abilities if isinstance(a, SpellAbility)]
    return ab.effects


def test_target_player_shuffles_their_graveyard_into_their_library() -> None:
    effects = _effects("Clear the Mind", "Target player shuffles their graveyard into their library.\nDraw a card.")
    assert effects[0] == ShuffleGraveyardIntoLibrary(Target(0))


def test_then_shuffle_your_graveyard_into_your_library() -> None:
    effects = _effects("Archangel's Light", "You gain 2 life for each card in your graveyard, then shuffle your graveyard into your library.")
    assert effects[-1] == ShuffleGraveyardIntoLibrary(You())


def test_target_player_shuffles_their_library() -> None:
    (e,) = _effects("Test Shuffle", "Target player shuffles their library.")
    assert e == Shuffle(Target(0))


def test_search_into_your_graveyard_then_shuffle() -> None:
    (e,) = _effects("Entomb", "Search your library for a card, put that card into your graveyard, then shuffle.")
    assert isinstance(e, SearchLibrary) and e.zone is Zone.GRAVEYARD and e.count == 1 and e.shuffle


def test_search_exile_them_then_shuffle() -> None:
    (e,) = _effects("Mana Severance", "Search your library for any number of land cards, exile them, then shuffle.")
    assert isinstance(e, SearchLibrary) and e.zone is Zone.EXILE and e.count is None and e.up_to


def test_shuffling_a_card_and_a_graveyard_together_stays_unsupported() -> None:
    c = compiled("Elixir of Immortality", "Artifact", "{2}, {T}: You gain 5 life. Shuffle Elixir of Immortality and your graveyard into their owner's library.")
    assert c.card is None
    assert "Shuffle CARDNAME and your graveyard into their owner's library" in c.explain()


def test_search_target_opponent_s_library_then_that_player_shuffles() -> None:
    (e,) = _effects(
        "Bribery",
        "Search target opponent's library for a creature card and put that card onto the battlefield under your control. Then that player shuffles.",
    )
    assert isinstance(e, SearchLibrary)
    assert (e.zone, e.under_your_control, e.shuffle, e.library_of) == (Zone.BATTLEFIELD, True, True, Target(0))


def test_search_target_player_s_library_exile_without_the_shuffle_sentence_does_not_shuffle() -> None:
    (e,) = _effects("Test Search", "Search target player's library for up to seven cards and exile them.")
    assert isinstance(e, SearchLibrary) and e.zone is Zone.EXILE and not e.shuffle and e.up_to and e.count == 7


def test_exiling_face_down_from_their_library_stays_unsupported() -> None:
    c = compiled("Praetor's Grasp", "Sorcery", "Search target opponent's library for a card and exile it face down. Then that player shuffles. You may look at and play that card for as long as it remains exiled.")
    assert c.card is None
    assert "exile it face down" in c.explain()
