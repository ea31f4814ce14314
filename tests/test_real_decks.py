"""Real deck lists (tournament decks, Duel Decks, precons in the shared reference data): every pair
of the fully playable ones plays a random game to the end with the invariants checked after every
action (:func:`manastack.testing.fuzz.fuzz_game`)."""

from __future__ import annotations

from itertools import combinations_with_replacement

import pytest

from manastack.app.decks import resolve_deck
from manastack.cards.deck_report import deck_coverage
from manastack.testing.fuzz import fuzz_game
from tests.conftest import SHARED

DECKS = SHARED / "decks" / "more"

#: How many of the shared deck lists were fully playable when this was last raised: fewer means a
#: card that used to compile no longer does.
PLAYABLE_AT_LEAST = 4


def _playable() -> list[str]:
    return [str(p) for p in sorted(DECKS.iterdir()) if p.is_file() and deck_coverage(p).playable]


@pytest.mark.shared
def test_no_deck_that_was_playable_stops_being_playable() -> None:
    assert len(_playable()) >= PLAYABLE_AT_LEAST


@pytest.mark.shared
def test_every_pair_of_playable_real_decks_plays_a_random_game_to_the_end() -> None:
    decks = {p: resolve_deck(p) for p in _playable()}
    failures = []
    for i, (a, b) in enumerate(combinations_with_replacement(sorted(decks), 2)):
        game, _, error = fuzz_game(decks[a], decks[b], seed=i, first=i % 2)
        if error or not game.is_over:
            failures.append(f"{a} vs {b} (seed {i}): {error or 'did not end'}")
    assert not failures, "\n".join(failures)
