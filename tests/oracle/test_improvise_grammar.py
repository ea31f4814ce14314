"""The improvise keyword (CR 702.126a): "Improvise" with its reminder text is a keyword ability of
the spell; giving improvise to other spells stays unsupported."""

from __future__ import annotations

from manastack.model.types import Keyword
from tests.oracle.helpers import compiled, ok

REMINDER = "Improvise (Your artifacts can help cast this spell. Each artifact you tap after you're done activating mana abilities pays for {1}.)"


def test_improvise_line() -> None:
    c = ok("Test Engineer", "Sorcery", REMINDER + "\nDraw three cards.", "{3}{U}{U}")
    assert c.has_keyword(Keyword.IMPROVISE)


def test_improvise_among_other_keywords() -> None:
    assert ok("Test Construct", "Artifact Creature — Construct", "Flying\n" + REMINDER, "{4}{U}", "3/3").has_keyword(Keyword.IMPROVISE)


def test_granting_improvise_stays_unsupported() -> None:
    assert not compiled("Test Workshop", "Artifact", "Artifact spells you cast have improvise.", "{2}").ok
