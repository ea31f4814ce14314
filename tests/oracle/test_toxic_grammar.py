"""Toxic (CR 702.164a): "Toxic N", alone or in a keyword line, is the static ability Toxic(N)."""

from __future__ import annotations

from manastack.model.abilities import KeywordAbility, Toxic
from manastack.model.types import Keyword
from manastack.oracle import ir
from manastack.oracle.grammar.abilities import parse_line
from manastack.oracle.lexer import tokenize
from tests.oracle.helpers import compiled, ok


def test_toxic_line() -> None:
    assert parse_line(tokenize("Toxic 2"), False) == [ir.ToxicLine(2)]


def test_toxic_with_reminder_text_and_in_a_keyword_line() -> None:
    c = ok("Branchblight Stalker", "Creature — Phyrexian Snake", "Toxic 2 (Players dealt combat damage by this creature also get two poison counters.)", "{1}{G}", "3/1")
    assert c.abilities == (Toxic(2),)
    c = ok("Tyrranax Atrocity", "Creature — Phyrexian Dinosaur", "Haste, toxic 3", "{4}{G}{G}", "7/6")
    assert c.abilities == (KeywordAbility(Keyword.HASTE), Toxic(3))


def test_granted_toxic_stays_unsupported() -> None:
    """Gaining toxic until end of turn (a granted ability with a parameter) isn't read."""
    assert compiled("Test Nurse", "Creature — Test", "{2}{G}: Target creature gains toxic 1 until end of turn.", "{1}", "1/1").card is None
