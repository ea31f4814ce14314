"""The delve keyword (CR 702.66a): "Delve" with its reminder text is a keyword ability of the spell;
text that refers to the cards exiled with it (702.66c-like "exiled with it") stays unsupported."""

from __future__ import annotations

from manastack.model.types import Keyword
from tests.oracle.helpers import compiled, ok

REMINDER = "Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)"


def test_delve_line() -> None:
    c = ok("Test Cruise", "Sorcery", REMINDER + "\nDraw three cards.", "{7}{U}")
    assert c.has_keyword(Keyword.DELVE)


def test_delve_on_a_creature_with_x() -> None:
    assert ok("Test Angler", "Creature — Zombie Fish", REMINDER, "{6}{B}", "5/5").has_keyword(Keyword.DELVE)
    assert ok("Test Knot", "Instant", REMINDER + "\nCounter target spell unless its controller pays {X}.", "{X}{U}{U}").has_keyword(Keyword.DELVE)


def test_cards_exiled_with_delve_stay_unsupported() -> None:
    c = compiled("Test Regent", "Creature — Dragon", REMINDER + "\nFlying\n"
                 "This creature enters with a +1/+1 counter on it for each instant and sorcery card exiled with it.", "{5}{U}{U}", "3/3")
    assert not c.ok
