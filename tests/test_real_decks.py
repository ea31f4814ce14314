"""Real deck lists (tournament decks, Duel Decks, precons in the shared reference data): each fully
playable one plays a random game against the next (in name order, the last against the first) to
the end with the invariants checked after every action (:func:`manastack.testing.fuzz.fuzz_game`).
Every pairing, which grows with the square of the decks, is the benchmark
``benchmarks/fuzz.py --decks-dir``."""

from __future__ import annotations

from pathlib import Path

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


def _pairings() -> list[tuple[int, str, str]]:
    """Each playable deck and the next (the last against the first), with the game's seed; none
    where the shared data is absent (the tests are then skipped)."""
    names = sorted(_playable()) if DECKS.is_dir() else []
    return [(i, a, names[(i + 1) % len(names)]) for i, a in enumerate(names)]


@pytest.mark.shared
def test_no_deck_that_was_playable_stops_being_playable() -> None:
    assert len(_playable()) >= PLAYABLE_AT_LEAST


@pytest.mark.shared
@pytest.mark.parametrize(("seed", "a", "b"), _pairings(), ids=lambda x: Path(x).stem if isinstance(x, str) else str(x))
def test_every_playable_real_deck_plays_a_random_game_to_the_end(seed: int, a: str, b: str) -> None:
    game, _, error = fuzz_game(resolve_deck(a), resolve_deck(b), seed=seed, first=seed % 2)
    assert not error and game.is_over, f"{a} vs {b} (seed {seed}): {error or 'did not end'}"
