"""Names resolve to compiled cards: the card pool compiles the catalog's records, never falls back
to a hand-written card unless it is a registered escape hatch, and predefined tokens come from the
token data compiled the same way."""

from __future__ import annotations

import pytest

from manastack.carddata.shipped import shipped_index
from manastack.cards.compiled import compile_record
from manastack.cards.decks import DECKS, builtin_deck
from manastack.cards.escape_hatches import ESCAPE_HATCHES
from manastack.cards.lookup import CardPool, default_pool
from manastack.cards.tokens import predefined_token
from manastack.errors import UnknownCardError
from manastack.oracle.coverage import measure
from manastack.oracle.result import UnsupportedCardError
from tests.cardlib import creature


def test_a_real_card_resolves_to_its_compiled_definition() -> None:
    record = shipped_index().find("Lightning Bolt")
    assert record is not None
    assert default_pool().card("Lightning Bolt") is compile_record(record).card


def test_an_unsupported_card_names_its_clause_instead_of_falling_back() -> None:
    with pytest.raises(UnsupportedCardError, match="Thopter Spy Network is unsupported: .*deal combat damage to a player"):
        default_pool().card("Thopter Spy Network")
    assert not default_pool().has_card("Thopter Spy Network")


def test_an_unknown_name_suggests_close_names() -> None:
    with pytest.raises(UnknownCardError, match=r"unknown card 'Lightning Blot'; did you mean 'Lightning Bolt'"):
        default_pool().card("Lightning Blot")


@pytest.mark.parametrize("name", sorted(ESCAPE_HATCHES))
def test_each_escape_hatch_is_a_shipped_card_that_does_not_compile(name: str) -> None:
    """A hatch exists only while the grammar can't express the card: when its card compiles, the
    hatch must be deleted (the compiled definition wins anyway)."""
    record = shipped_index().find(name)
    assert record is not None and record.name == name
    result = compile_record(record)
    assert not result.ok, f"{name} compiles now: delete its escape hatch"
    assert default_pool().card(name).name == name
    assert ESCAPE_HATCHES[name].reason


def test_coverage_counts_escape_hatches_apart() -> None:
    records = [shipped_index().find(n) for n in ("Lightning Bolt", "Reconnaissance", "Thopter Spy Network")]
    cov = measure([r for r in records if r is not None], predefined_token, frozenset(ESCAPE_HATCHES))
    assert (cov.compiled, len(cov.escape_hatches), cov.unsupported) == (1, 1, 1)
    assert "1 compile, 1 hand-written escape hatches, 1 unsupported" in cov.report()


@pytest.mark.parametrize("name", ["Food", "Treasure", "Clue", "Blood", "Gold"])
def test_predefined_tokens_compile_from_the_token_data(name: str) -> None:
    """CR 111.10: the predefined tokens; their definitions come from the shipped token records."""
    t = predefined_token(name)
    assert t.is_token and t.name == name and t.subtypes == (name,) and t.activated_abilities
    assert default_pool().token(f"{name} Token") is t


def test_a_token_name_with_several_definitions_is_not_guessed() -> None:
    with pytest.raises(UnknownCardError):
        CardPool().token("Soldier")


def test_extra_test_cards_win_and_are_not_in_the_default_pool() -> None:
    bears = creature("Grizzly Bears", "{G}", 5, 5)
    assert CardPool().with_cards([bears]).card("Grizzly Bears") is bears
    assert default_pool().card("Grizzly Bears").power == 2


@pytest.mark.parametrize("name", sorted(DECKS))
def test_the_built_in_decks_are_compiled_cards(name: str) -> None:
    cards = builtin_deck(name)
    assert len(cards) == sum(DECKS[name].values())
    assert not any(c.name in ESCAPE_HATCHES for c in cards)
