"""Cards moved out of graveyards (CR 400.7, 401.4): "put target creature card from a graveyard onto
the battlefield under your control", "put target card from your graveyard on top of your library",
"put all creature cards from all graveyards onto the battlefield", "exile up to two target cards
from graveyards", "return … to their owners' hands"."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility, SpellAbility
from manastack.model.effects import MoveChosen, MoveTo
from manastack.model.filters import AllMatching, CardTypes, ObjectFilter, OwnerIsYou, Target
from manastack.model.types import CardType, Zone
from tests.oracle.helpers import compiled, ok, plain


def test_own_graveyard_card_on_top_of_your_library() -> None:
    c = ok("Volrath's Stronghold", "Legendary Land", "{T}: Add {C}.\n{1}{B}, {T}: Put target creature card from your graveyard on top of your library.", "")
    ab = c.abilities[1]
    assert isinstance(ab, ActivatedAbility)
    assert ab.effects == (MoveTo(Target(0), Zone.LIBRARY, library_position="top"),)
    (spec,) = ab.targets
    assert spec.filter.zone is Zone.GRAVEYARD and spec.filter.get(OwnerIsYou) is not None


def test_own_graveyard_card_on_the_bottom_of_your_library() -> None:
    c = ok("Test Bottom", "Instant", "Put target card from your graveyard on the bottom of your library.")
    (spell,) = c.abilities
    assert isinstance(spell, SpellAbility) and spell.effects == (MoveTo(Target(0), Zone.LIBRARY, library_position="bottom"),)


def test_another_players_card_never_goes_into_your_library() -> None:
    # 400.3: a card goes to its owner's library; "your library" is read only of your own cards.
    c = compiled("Test Theft", "Instant", "Put target creature card from a graveyard on top of your library.")
    assert c.card is None


def test_put_from_a_graveyard_onto_the_battlefield_under_your_control() -> None:
    c = ok("Test Reanimation", "Sorcery", "Put target creature card from a graveyard onto the battlefield under your control.", "{4}{B}")
    (spell,) = c.abilities
    assert isinstance(spell, SpellAbility)
    assert spell.effects == (MoveTo(Target(0), Zone.BATTLEFIELD, under_your_control=True),)
    assert spell.targets[0].filter.zone is Zone.GRAVEYARD


def test_all_creature_cards_from_all_graveyards() -> None:
    c = ok("Liliana Vess", "Legendary Planeswalker — Liliana", "+1: Target player discards a card.\n-2: Search your library for a card, then"
           " shuffle and put that card on top.\n-8: Put all creature cards from all graveyards onto the battlefield under your control.", "{3}{B}{B}")
    ult = c.abilities[-1]
    assert isinstance(ult, ActivatedAbility)
    (move,) = ult.effects
    assert isinstance(move, MoveTo) and move.zone is Zone.BATTLEFIELD and move.under_your_control
    assert isinstance(move.what, AllMatching) and move.what.filter.zone is Zone.GRAVEYARD
    assert move.what.filter.get(CardTypes) == CardTypes(frozenset({CardType.CREATURE}))


def test_exile_up_to_two_target_cards_from_graveyards() -> None:
    c = ok("Faerie Macabre", "Creature — Faerie", "Flying\nDiscard this card: Exile up to two target cards from graveyards.", "{1}{B}{B}", "2/2")
    ab = c.abilities[-1]
    assert isinstance(ab, ActivatedAbility) and ab.zone is Zone.HAND
    (spec,) = ab.targets
    assert spec.count == 2 and spec.min_count == 0 and spec.filter.zone is Zone.GRAVEYARD


def test_chosen_card_from_your_graveyard_to_your_hand() -> None:
    c = ok("Cruel Ultimatum", "Sorcery", "Target opponent sacrifices a creature, discards three cards, then loses 5 life. You return a creature card"
           " from your graveyard to your hand, draw three cards, then gain 5 life.", "{U}{U}{B}{B}{B}{R}{R}")
    (spell,) = c.abilities
    assert isinstance(spell, SpellAbility)
    chosen = next(e for e in spell.effects if isinstance(e, MoveChosen))
    assert chosen.zone is Zone.HAND and chosen.filter.zone is Zone.GRAVEYARD and chosen.filter.get(OwnerIsYou) is not None


def test_chosen_card_from_your_graveyard_to_the_battlefield_tapped() -> None:
    c = ok("Test Recursion", "Sorcery", "Mill four cards, then return a creature card from your graveyard to the battlefield tapped.")
    (spell,) = c.abilities
    assert isinstance(spell, SpellAbility)
    chosen = spell.effects[-1]
    assert isinstance(chosen, MoveChosen) and chosen.zone is Zone.BATTLEFIELD and chosen.tapped


def test_chosen_card_from_any_graveyard_stays_unsupported() -> None:
    # Not a target and not your own: whose choice and which graveyard are not read.
    c = compiled("Test Any", "Sorcery", "Return a creature card from a graveyard to your hand.")
    assert c.card is None


def test_target_player_exiles_a_card_from_their_graveyard() -> None:
    c = ok("Scrabbling Claws", "Artifact", "{T}: Target player exiles a card from their graveyard.\n{1}, Sacrifice Scrabbling Claws: Exile target"
           " card from a graveyard. Draw a card.")
    ab = c.abilities[0]
    assert isinstance(ab, ActivatedAbility)
    assert plain(ab.effects) == (MoveChosen(ObjectFilter(zone=Zone.GRAVEYARD), Zone.EXILE, player=Target(0)),)


def test_a_card_from_their_hand_stays_unsupported() -> None:
    c = compiled("Test Hand", "Sorcery", "Target opponent exiles a card from their hand.")
    assert c.card is None
