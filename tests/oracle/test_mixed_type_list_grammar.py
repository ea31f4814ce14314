"""Card types and subtypes in one "or" list ("an Aura, creature, or planeswalker card", CR 205):
an object with any of the subtypes or any of the types."""

from __future__ import annotations

from manastack.model.filters import AnyOf, CardTypes, ObjectFilter, Subtypes
from manastack.model.types import CardType
from manastack.oracle.grammar.nouns import object_filter
from manastack.oracle.lexer import tokenize
from tests.oracle.helpers import ok


def test_aura_creature_or_planeswalker_card() -> None:
    r = object_filter(tokenize("Aura, creature, or planeswalker card"), 0)
    assert r is not None and r[1] == 7
    assert r[0].predicates == (AnyOf((ObjectFilter((Subtypes(frozenset({"Aura"})),)),
                                      ObjectFilter((CardTypes(frozenset({CardType.CREATURE, CardType.PLANESWALKER})),)))),)


def test_a_subtype_before_a_type_without_a_list_is_still_both() -> None:
    r = object_filter(tokenize("Elf creature"), 0)
    assert r is not None and set(r[0].predicates) == {Subtypes(frozenset({"Elf"})), CardTypes(frozenset({CardType.CREATURE}))}


def test_ajani_mentor_of_heroes_compiles() -> None:
    ok("Ajani, Mentor of Heroes", "Legendary Planeswalker — Ajani",
       "+1: Distribute three +1/+1 counters among one, two, or three target creatures you control.\n"
       "+1: Look at the top four cards of your library. You may reveal an Aura, creature, or planeswalker card from among them and put it "
       "into your hand. Put the rest on the bottom of your library in any order.\n−8: You gain 100 life.")
