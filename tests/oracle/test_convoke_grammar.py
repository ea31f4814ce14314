"""The convoke keyword (CR 702.51a): "Convoke" with its reminder text is a keyword ability of the
spell; with other keywords on its line too."""

from __future__ import annotations

from manastack.model.abilities import KeywordAbility
from manastack.model.types import Keyword
from tests.oracle.helpers import compiled, ok

REMINDER = ("Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell "
            "pays for {1} or one mana of that creature's color.)")


def test_convoke_line() -> None:
    c = ok("Test Flames", "Instant", REMINDER + "\nTest Flames deals 4 damage to any target.", "{2}{R}{R}")
    assert c.has_keyword(Keyword.CONVOKE)


def test_convoke_among_other_keywords() -> None:
    c = ok("Test Wurm", "Creature — Wurm", "Trample\n" + REMINDER, "{5}{G}{G}", "5/5")
    assert {a.keyword for a in c.abilities if isinstance(a, KeywordAbility)} == {Keyword.TRAMPLE, Keyword.CONVOKE}
    assert ok("Test Angel", "Creature — Angel", "Flash; convoke", "{3}{W}{W}", "3/3").has_keyword(Keyword.CONVOKE)


def test_convoke_referred_to_in_text_stays_unsupported() -> None:
    # "each creature that convoked it" needs the creatures that paid (702.51c): not expressible yet.
    c = compiled("Test Saurian", "Creature — Dinosaur",
                 "Convoke\nThis creature enters with two +1/+1 counters on it for each creature that convoked it.", "{6}{G}{G}", "2/2")
    assert not c.ok
