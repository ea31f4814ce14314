"""Planeswalker types (CR 205.3j), read before "planeswalker" ("an Ajani planeswalker") only: some
are common words ("will")."""

from __future__ import annotations

from manastack.model.conditions import ControlsAtLeast
from manastack.model.filters import CardTypes, Controller, ControllerIs, ObjectFilter, Subtypes
from manastack.model.types import CardType
from manastack.oracle.combinators import parse_all
from manastack.oracle.grammar.nouns import subtype_word
from manastack.oracle.lexer import tokenize
from tests.oracle.helpers import ok, plain

_COMRADE = "Trample\nAt the beginning of combat on your turn, if you control an Ajani planeswalker, put a +1/+1 counter on this creature."


def test_ajanis_comrade() -> None:
    c = ok("Ajani's Comrade", "Creature — Elf Soldier", _COMRADE, "{1}{G}", "2/2")
    cond = c.abilities[-1].intervening_if  # type: ignore[union-attr]
    want = ControlsAtLeast(ObjectFilter((CardTypes(frozenset({CardType.PLANESWALKER})), Subtypes(frozenset({"Ajani"})), ControllerIs(Controller.YOU))), 1)
    assert plain(cond) == plain(want)


def test_a_planeswalker_type_alone_is_not_a_subtype_word() -> None:
    assert parse_all(subtype_word, tokenize("will")) is None
