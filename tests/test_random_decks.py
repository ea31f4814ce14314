"""Random two-colour decks (:mod:`manastack.testing.random_decks`) and random games between them
with the invariants checked after every action (``benchmarks/fuzz.py --random-decks`` plays many
more).

The games draw from the full oracle data of the shared reference files, imported into a temporary
card database: the import takes about 5 s and indexing 3 s on the development machine, and a deck
compiles only the cards it tries (a few hundred), not the whole database (3 minutes), so the
games cover every compiled card, not only the shipped pool, and the test stays well under a
minute. The deck builder's own checks use the shipped pool.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from manastack.carddata.store import DATA_DIR_ENV, import_file
from manastack.model.types import CardType
from manastack.testing.fuzz import fuzz_game
from manastack.testing.random_decks import BASIC_LANDS, LANDS, NONLANDS, RandomDecks, decklist

ORACLE_CARDS = Path(__file__).resolve().parents[2] / "shared" / "cards" / "oracle-cards.json.gz"
#: The seeds of the games CI plays (about 2 s of CPU each).
SEEDS = range(5)


def test_a_random_deck_is_24_lands_and_36_cards_of_its_two_colours() -> None:
    """CR 100.2a, 903.4: sixty cards, at most four of a card other than a basic land; the basic
    lands are of the deck's two colours, and every card's colour identity is within them."""
    builder = RandomDecks()
    for seed in range(6):
        for deck in builder.pair(seed):
            colours = deck.name.removeprefix("random ")
            assert len(colours) == 2 and len(deck.cards) == LANDS + NONLANDS
            assert sum(CardType.LAND in c.types for c in deck.cards) == LANDS
            counts = Counter(deck.card_names)
            basics = {BASIC_LANDS[c] for c in colours}
            assert all(n <= 4 for name, n in counts.items() if name not in basics), decklist(deck)
            for name in counts:
                assert set(builder.catalog.card(name).color_identity) <= set(colours), name


def test_the_same_seed_gives_the_same_decks() -> None:
    a, b = RandomDecks().pair(3), RandomDecks().pair(3)
    assert [d.card_names for d in a] == [d.card_names for d in b]
    assert [d.card_names for d in a] != [d.card_names for d in RandomDecks().pair(4)]


@pytest.mark.shared
def test_random_games_between_random_decks_of_every_compiled_card(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The full oracle data imported: every game between two random decks keeps every invariant
    of :mod:`manastack.testing.invariants` after every action and ends."""
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    import_file(ORACLE_CARDS)
    builder = RandomDecks()
    assert len(builder.records) > 30000
    failures: list[str] = []
    for seed in SEEDS:
        a, b = builder.pair(seed)
        _, _, error = fuzz_game(a, b, seed, seed % 2)
        if error:
            failures.append(f"seed {seed}: {error}\n{a.name}:\n{decklist(a)}\n{b.name}:\n{decklist(b)}")
    assert not failures, "\n\n".join(failures)
