"""Shuffling an object into its owner's library (CR 701.24a, 701.24c); searching for a card "with
mana value X or less" (202.3, 107.3) and for a "permanent card" (110.4a)."""

from __future__ import annotations

from manastack.model.abilities import SpellAbility
from manastack.model.effects import MoveTo, SearchLibrary, Shuffle
from manastack.model.filters import CardTypes, OwnerOf, Subtypes, Target, This, X
from manastack.model.types import PERMANENT_TYPES, Zone
from tests.oracle.helpers import compiled, ok


def test_green_suns_zenith() -> None:
    c = ok("Green Sun's Zenith", "Sorcery", "Search your library for a green creature card with mana value X or less, put it onto the battlefield,"
           " then shuffle. Shuffle Green Sun's Zenith into its owner's library.", "{X}{G}")
    (spell,) = c.abilities
    assert isinstance(spell, SpellAbility)
    search, move, shuffle = spell.effects
    assert isinstance(search, SearchLibrary) and search.max_mana_value == X() and search.zone is Zone.BATTLEFIELD
    assert move == MoveTo(This(), Zone.LIBRARY) and shuffle == Shuffle(OwnerOf(This()))


def test_its_owner_shuffles_it_into_their_library() -> None:
    c = ok("Unravel the Aether", "Instant", "Choose target artifact or enchantment. Its owner shuffles it into their library.", "{1}{G}")
    (spell,) = c.abilities
    assert isinstance(spell, SpellAbility)
    assert spell.effects[-2:] == (MoveTo(Target(0), Zone.LIBRARY), Shuffle(OwnerOf(Target(0))))


def test_cardnames_owner_shuffles_it() -> None:
    c = ok("Cerulean Sphinx", "Creature — Sphinx", "Flying\n{U}: Cerulean Sphinx's owner shuffles it into their library.", "{4}{U}{U}", "5/5")
    assert c.abilities[-1].effects == (MoveTo(This(), Zone.LIBRARY), Shuffle(OwnerOf(This())))  # type: ignore[attr-defined]


def test_permanent_card_with_a_subtype() -> None:
    c = ok("Amrou Scout", "Creature — Kithkin Rebel Scout", "{4}, {T}: Search your library for a Rebel permanent card with mana value 3 or less,"
           " put it onto the battlefield, then shuffle.", "{1}{W}", "2/1")
    (search,) = c.abilities[0].effects  # type: ignore[attr-defined]
    assert isinstance(search, SearchLibrary)
    assert search.filter.get(CardTypes) == CardTypes(PERMANENT_TYPES) and search.filter.get(Subtypes) == Subtypes(frozenset({"Rebel"}))


def test_shuffling_a_graveyard_in_with_it_stays_unsupported() -> None:
    c = compiled("Elixir of Immortality", "Artifact", "{2}, {T}: You gain 5 life. Shuffle Elixir of Immortality and your graveyard into their owner's library.")
    assert c.card is None and "graveyard into" in c.explain()


def test_mana_value_of_either_number_stays_unsupported() -> None:
    # "less than or equal to [an amount]" is read (tests/oracle/test_search_variants_grammar.py); "4 or 5" isn't
    c = compiled("Transit Mage", "Artifact Creature — Human Wizard", "When this creature enters, you may search your library for an artifact card with"
                 " mana value 4 or 5, reveal it, put it into your hand, then shuffle.", "{2}{U}", "2/2")
    assert c.card is None
