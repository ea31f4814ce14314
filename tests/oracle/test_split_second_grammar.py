"""Split second (CR 702.61a): a keyword line of its own, not a keyword that can be granted."""

from __future__ import annotations

from manastack.model.types import Keyword
from tests.oracle.helpers import compiled, ok


def test_split_second_keyword_line() -> None:
    c = ok("Sudden Shock", "Instant", "Split second (As long as this spell is on the stack, players can't cast spells or activate abilities that aren't mana abilities.)\nSudden Shock deals 2 damage to any target.", "{1}{R}")
    assert c.has_keyword(Keyword.SPLIT_SECOND)


def test_granting_split_second_stays_unsupported() -> None:
    # a static ability granting it to spells: the layers grant abilities to permanents only
    c = compiled("Test Permanent", "Enchantment", "Instant spells you cast have split second.")
    assert c.card is None and "have split second" in c.explain()
