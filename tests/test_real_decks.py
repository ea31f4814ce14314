"""Real deck lists (tournament decks, Duel Decks, precons in the shared reference data): each fully
playable one plays a random game against the next (in name order, the last against the first) to
the end with the invariants checked after every action (:func:`manastack.testing.fuzz.fuzz_game`).
Every pairing, which grows with the square of the decks, is the benchmark
``benchmarks/fuzz.py --decks-dir``."""

from __future__ import annotations

import pytest

from manastack.app.decks import resolve_deck
from manastack.cards.deck_report import deck_coverage
from manastack.testing.fuzz import fuzz_game
from tests.conftest import SHARED

DECKS = SHARED / "decks" / "more"

#: How many of the shared deck lists were fully playable when this was last raised: fewer means a
#: card that used to compile no longer does.
PLAYABLE_AT_LEAST = 25


def _playable() -> list[str]:
    return [str(p) for p in sorted(DECKS.iterdir()) if p.is_file() and deck_coverage(p).playable]


@pytest.mark.shared
def test_no_deck_that_was_playable_stops_being_playable() -> None:
    assert len(_playable()) >= PLAYABLE_AT_LEAST


@pytest.mark.shared
def test_every_playable_real_deck_plays_random_games_to_the_end() -> None:
    names = sorted(_playable())
    decks = {p: resolve_deck(p) for p in names}
    failures = []
    for i, a in enumerate(names):
        b = names[(i + 1) % len(names)]
        game, _, error = fuzz_game(decks[a], decks[b], seed=i, first=i % 2)
        if error or not game.is_over:
            failures.append(f"{a} vs {b} (seed {i}): {error or 'did not end'}")
    assert not failures, "\n".join(failures)
