"""Coverage over the real card data: the Hobbit Welcome Decks and the support pool."""

from __future__ import annotations

from pathlib import Path

import pytest

from manastack.cards.escape_hatches import ESCAPE_HATCHES
from manastack.cards.tokens import predefined_token
from manastack.oracle.coverage import deck_names, index_by_name, load_scryfall, measure, playable

SHARED = Path(__file__).resolve().parents[2].parent / "shared"

#: Cards that compile fully today; a regression lowers the count and fails.
EXPECTED_AT_LEAST = 87


@pytest.mark.shared
def test_welcome_decks_and_support_pool() -> None:
    by_name = index_by_name(playable(load_scryfall(SHARED / "cards" / "oracle-cards.json.gz")))
    names: list[str] = []
    for f in sorted((SHARED / "decks").glob("hob-welcome-*.txt")) + [SHARED / "cards" / "support-pool.txt"]:
        names += [n for n in deck_names(f) if n not in names]
    assert len(names) == 147
    missing = [n for n in names if n not in by_name]
    assert not missing
    cov = measure((by_name[n] for n in names), predefined_token, frozenset(ESCAPE_HATCHES))
    assert cov.compiled >= EXPECTED_AT_LEAST, cov.report(20)
