"""Piles (CR 700.3): Fact or Fiction and its variants."""

from __future__ import annotations

from manastack.model.abilities import SpellAbility
from manastack.model.effects import RevealIntoPiles
from manastack.model.filters import Controller
from manastack.model.types import Zone
from tests.oracle.helpers import compiled, ok


def piles(text: str) -> RevealIntoPiles:
    spell = ok("Test", "Instant", text).abilities[0]
    assert isinstance(spell, SpellAbility)
    (e,) = spell.effects
    assert isinstance(e, RevealIntoPiles)
    return e


def test_fact_or_fiction_the_opponent_separates_you_choose() -> None:
    e = piles("Reveal the top five cards of your library. An opponent separates those cards into two piles. "
              "Put one pile into your hand and the other into your graveyard.")
    assert e == RevealIntoPiles(5, Controller.OPPONENT, Controller.YOU, Zone.HAND, Zone.GRAVEYARD)


def test_steam_augury_you_separate_the_opponent_chooses() -> None:
    e = piles("Reveal the top five cards of your library and separate them into two piles. An opponent chooses one of those piles. "
              "Put that pile into your hand and the other into your graveyard.")
    assert (e.separator, e.chooser) == (Controller.YOU, Controller.OPPONENT)


def test_the_other_pile_on_the_bottom_in_any_order() -> None:
    e = piles("Reveal the top three cards of your library. An opponent separates those cards into two piles. "
              "Put one pile into your hand and the other on the bottom of your library in any order.")
    assert e.other_zone is Zone.LIBRARY


def test_piles_without_a_destination_stay_unsupported() -> None:
    assert compiled("Test", "Instant", "Reveal the top five cards of your library. An opponent separates those cards into two piles.").card is None
    assert compiled("Test", "Instant", "Reveal the top five cards of your library. An opponent separates those cards into two piles. "
                    "Put one pile into your hand and the other into exile.").card is None
