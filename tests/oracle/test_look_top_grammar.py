"""The "look at the top N cards of your library" sentences (CR 401.2, 401.4, 701.20a): the sentence
that looks and the sentences after it that take cards and put the rest somewhere are one effect;
text that looks without saying where the cards go leaves the card unsupported."""

from __future__ import annotations

from manastack.model.abilities import SpellAbility
from manastack.model.effects import LookAtTop
from manastack.model.filters import CardTypes, Subtypes
from manastack.model.types import CardType, Zone
from tests.oracle.helpers import compiled, ok


def _effects(text: str) -> tuple[object, ...]:
    c = ok("Test Spell", "Sorcery", text, "{1}{G}")
    (ab,) = [a for a in c.abilities if isinstance(a, SpellAbility)]
    return ab.effects


def test_may_reveal_a_filtered_card_rest_on_the_bottom_in_a_random_order() -> None:
    (e,) = _effects(
        "Look at the top five cards of your library. You may reveal a creature or land card from among them and put it into your hand. "
        "Put the rest on the bottom of your library in a random order."
    )
    assert isinstance(e, LookAtTop)
    assert (e.amount, e.take, e.optional, e.reveal, e.take_zone, e.rest_zone, e.rest_position, e.random) == (
        5, 1, True, True, Zone.HAND, Zone.LIBRARY, "bottom", True,
    )
    assert e.filter is not None and e.filter.get(CardTypes) == CardTypes(frozenset({CardType.CREATURE, CardType.LAND}))


def test_put_one_of_them_into_your_hand_rest_in_any_order() -> None:
    (e,) = _effects("Look at the top four cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order.")
    assert isinstance(e, LookAtTop)
    assert (e.amount, e.take, e.optional, e.reveal, e.filter, e.rest_zone, e.random) == (4, 1, False, False, None, Zone.LIBRARY, False)


def test_put_two_into_hand_and_the_rest_into_your_graveyard() -> None:
    (e,) = _effects("Look at the top four cards of your library. Put two of them into your hand and the rest into your graveyard.")
    assert isinstance(e, LookAtTop)
    assert (e.take, e.rest_zone) == (2, Zone.GRAVEYARD)


def test_rest_in_its_own_sentence_after_put_one() -> None:
    (e,) = _effects("Look at the top three cards of your library. Put one of them into your hand. Then put the rest on the bottom of your library in any order.")
    assert isinstance(e, LookAtTop)
    assert (e.take, e.optional, e.rest_zone, e.random) == (1, False, Zone.LIBRARY, False)


def test_put_them_back_in_any_order() -> None:
    (e,) = _effects("Look at the top three cards of your library, then put them back in any order.")
    assert isinstance(e, LookAtTop)
    assert (e.amount, e.take, e.rest_zone, e.rest_position) == (3, 0, Zone.LIBRARY, "top")


def test_looking_without_saying_where_the_cards_go_is_unsupported() -> None:
    c = compiled("Test Spell", "Sorcery", "Look at the top three cards of your library. You may reveal a creature card from among them and put it into your hand.")
    assert c.card is None
    c = compiled("Test Spell", "Sorcery", "Look at the top three cards of your library.")
    assert c.card is None


def test_an_unparsed_middle_sentence_leaves_the_rest_unsupported() -> None:
    """"Put the rest …" after a sentence the grammar can't read is not attached to anything."""
    c = compiled(
        "Test Spell", "Sorcery",
        "Look at the top five cards of your library. You may reveal a creature card and/or a land card from among them and put them into your hand. "
        "Put the rest on the bottom of your library in a random order.",
    )
    assert c.card is None


def test_up_to_two_filtered_cards_onto_the_battlefield_tapped() -> None:
    (e,) = _effects(
        "Look at the top seven cards of your library. Put up to two land cards from among them onto the battlefield tapped. "
        "Put the rest on the bottom of your library in a random order."
    )
    assert isinstance(e, LookAtTop)
    assert (e.take, e.optional, e.reveal, e.take_zone, e.tapped, e.random) == (2, True, False, Zone.BATTLEFIELD, True, True)
    assert e.filter is not None and e.filter.get(CardTypes) == CardTypes(frozenset({CardType.LAND}))


def test_you_may_put_a_filtered_card_onto_the_battlefield() -> None:
    (e,) = _effects(
        "Look at the top five cards of your library. You may put a creature card from among them onto the battlefield. "
        "Put the rest on the bottom of your library in any order."
    )
    assert isinstance(e, LookAtTop)
    assert (e.take, e.optional, e.take_zone, e.tapped, e.random) == (1, True, Zone.BATTLEFIELD, False, False)


def test_effects_after_the_look_stay_separate() -> None:
    """"… Put the rest into your graveyard. You lose 2 life.": the look is one effect, the life loss another."""
    effects = _effects("Look at the top four cards of your library. Put two of them into your hand and the rest into your graveyard. You lose 2 life.")
    assert len(effects) == 2 and isinstance(effects[0], LookAtTop) and effects[0].take == 2


def test_reveal_cards_until_you_reveal_a_creature_card() -> None:
    from manastack.model.effects import RevealUntil
    from manastack.model.types import Zone

    c = ok("Test Sorcery", "Sorcery", "Reveal cards from the top of your library until you reveal a creature card. Put that card into your hand and the rest on the bottom of your library in a random order.", "{1}{G}")
    (e,) = c.spell_ability.effects  # type: ignore[union-attr]
    assert isinstance(e, RevealUntil) and e.to is Zone.HAND and e.filter.zone is Zone.LIBRARY


def test_reveal_until_without_a_destination_stays_unsupported() -> None:
    c = compiled("Test Sorcery", "Sorcery", "Reveal cards from the top of your library until you reveal a creature card.", "{1}{G}")
    assert c.card is None


def test_may_reveal_any_number_of_filtered_cards() -> None:
    """Forging the Anchor: "You may reveal any number of artifact cards from among them and put the
    revealed cards into your hand" — as many as the player chooses (CR 401.2, 701.20a)."""
    (e,) = _effects(
        "Look at the top four cards of your library. You may reveal any number of artifact cards from among them and put the revealed cards into your hand. "
        "Put the rest on the bottom of your library in a random order."
    )
    assert isinstance(e, LookAtTop)
    assert e.take >= 4 and e.optional and e.reveal and e.random
    assert e.filter is not None and e.filter.get(CardTypes) == CardTypes(frozenset({CardType.ARTIFACT}))


def test_an_elf_warrior_or_tyvar_card_a_planeswalker_type_in_a_subtype_list() -> None:
    (e,) = _effects(
        "Look at the top five cards of your library. You may reveal an Elf, Warrior, or Tyvar card from among them and put it into your hand. "
        "Put the rest on the bottom of your library in a random order."
    )
    assert isinstance(e, LookAtTop) and e.filter is not None and e.filter.get(Subtypes) == Subtypes(frozenset({"Elf", "Warrior", "Tyvar"}))


def test_put_one_of_those_cards_and_the_rest_in_a_random_order() -> None:
    (e,) = _effects("Look at the top four cards of your library. Put one of those cards into your hand and the rest on the bottom of your library in a random order.")
    assert isinstance(e, LookAtTop) and (e.take, e.optional, e.take_zone, e.rest_position, e.random) == (1, False, Zone.HAND, "bottom", True)


def test_put_a_filtered_card_and_the_rest_in_one_sentence() -> None:
    (e,) = _effects(
        "Look at the top six cards of your library. Put a creature card from among them into your hand and the rest on the bottom of your library in a random order."
    )
    assert isinstance(e, LookAtTop) and (e.take, e.optional, e.random) == (1, False, True)
    assert e.filter is not None and e.filter.get(CardTypes) == CardTypes(frozenset({CardType.CREATURE}))


def test_put_all_from_among_revealed_cards_and_the_rest() -> None:
    (e,) = _effects("Reveal the top six cards of your library. Put all land cards from among them onto the battlefield tapped and the rest on the bottom of your library in a random order.")
    assert isinstance(e, LookAtTop) and e.take_all and e.reveal_all and e.tapped and e.random


def test_put_all_from_among_cards_only_looked_at_stays_unsupported() -> None:
    # "put all … from among them" is read only after every card was revealed
    c = compiled("Test Spell", "Sorcery", "Look at the top six cards of your library. Put all land cards from among them onto the battlefield tapped and the rest on the bottom of your library in a random order.")
    assert c.card is None and "Put all land cards from among them" in c.explain()
