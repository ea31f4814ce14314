"""Intervening "if" clauses (CR 603.4) about another player and about planeswalker types: "if that
player has two or fewer cards in hand" is the trigger event's player's hand; "if you control an
Ajani planeswalker" names a planeswalker type (205.3j). Unread variants stay unsupported."""

from __future__ import annotations

from manastack.model.abilities import TriggeredAbility
from manastack.model.conditions import ControlsAtLeast, ForPlayer, HandSizeAtMost
from manastack.model.filters import CardTypes, EventPlayer, Subtypes
from manastack.model.types import CardType
from tests.oracle.helpers import compiled, ok


def _trigger(text: str) -> TriggeredAbility:
    (t,) = [a for a in ok("Test Dog", "Creature — Dog", text, "{2}{R}", "2/2").abilities if isinstance(a, TriggeredAbility)]
    return t


def test_that_player_has_two_or_fewer_cards_in_hand() -> None:
    t = _trigger("At the beginning of each opponent's upkeep, if that player has two or fewer cards in hand, this creature deals 2 damage to that player.")
    assert t.intervening_if == ForPlayer(EventPlayer(), HandSizeAtMost(2))


def test_that_player_has_no_cards_in_hand() -> None:
    t = _trigger("At the beginning of each opponent's upkeep, if that player has no cards in hand, this creature deals 2 damage to that player.")
    assert t.intervening_if == ForPlayer(EventPlayer(), HandSizeAtMost(0))


def test_you_control_an_ajani_planeswalker() -> None:
    t = _trigger("At the beginning of combat on your turn, if you control an Ajani planeswalker, put a +1/+1 counter on this creature.")
    cond = t.intervening_if
    assert isinstance(cond, ControlsAtLeast) and cond.count == 1
    assert cond.filter.get(Subtypes) == Subtypes(frozenset({"Ajani"})) and cond.filter.get(CardTypes) == CardTypes(frozenset({CardType.PLANESWALKER}))


def test_a_planeswalker_type_that_is_a_common_word_is_read_only_capitalised() -> None:
    r = compiled("Test Dog", "Creature — Dog", "At the beginning of your upkeep, if you control a will planeswalker, draw a card.", "{1}", "2/2")
    assert r.card is None


def test_that_players_life_stays_unsupported() -> None:
    r = compiled(
        "Test Dog", "Creature — Dog",
        "At the beginning of each opponent's upkeep, if that player has 10 or less life, this creature deals 2 damage to that player.", "{1}", "2/2",
    )
    assert r.card is None and any(u.reason == "intervening if" for u in r.unsupported)


def test_in_your_graveyard_or_on_the_battlefield() -> None:
    from manastack.model.conditions import SourceInZones
    from manastack.model.types import Zone

    t = _trigger("At the beginning of your upkeep, if Test Dog is in your graveyard or on the battlefield, you may gain 1 life.")
    assert t.intervening_if == SourceInZones(frozenset({Zone.GRAVEYARD, Zone.BATTLEFIELD}))
    t = _trigger("At the beginning of your upkeep, if Test Dog is in your graveyard, you may gain 1 life.")
    assert t.intervening_if == SourceInZones(frozenset({Zone.GRAVEYARD}))


def test_in_your_graveyard_with_cards_above_it_stays_unsupported() -> None:
    r = compiled(
        "Nether Shadow", "Creature — Spirit Shade",
        "At the beginning of your upkeep, if Nether Shadow is in your graveyard with three or more creature cards above it, you may put Nether Shadow onto the battlefield.",
        "{B}{B}", "1/1",
    )
    assert r.card is None and any(u.reason == "intervening if" for u in r.unsupported)


def test_mana_spent_to_cast_it() -> None:
    from manastack.model.conditions import ManaSpentToCast

    t = _trigger("When this creature enters, if {U} was spent to cast it, return target creature to its owner's hand.")
    assert t.intervening_if == ManaSpentToCast("U")


def test_either_of_two_colors_spent_stays_unsupported() -> None:
    r = compiled("Test Dog", "Creature — Dog", "When this creature enters, if {U} or {R} was spent to cast it, draw a card.", "{2}", "2/2")
    assert r.card is None and any(u.reason == "intervening if" for u in r.unsupported)
