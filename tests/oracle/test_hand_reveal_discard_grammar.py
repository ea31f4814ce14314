"""Two targets of one return, cards revealed at random from a hand and discarding a whole hand
(CR 115.1, 701.20a, 701.9a)."""

from __future__ import annotations

from manastack.model.abilities import SpellAbility
from manastack.model.effects import DiscardCard, DiscardHand, DrawCards, LookAtLibraryTop, MoveTo, RevealAtRandom
from manastack.model.filters import CountRef, DiscardedThisWay, EachPlayer, NotCardTypes, RevealedThisWay, Target, Together, You
from manastack.model.types import CardType, Zone
from tests.oracle.helpers import compiled, ok


def _spell(name: str, text: str) -> SpellAbility:
    (spell,) = [a for a in ok(name, "Sorcery", text, "{U}{B}").abilities if isinstance(a, SpellAbility)]
    return spell


def test_rise_returns_two_targets_of_different_zones() -> None:
    spell = _spell("Rise", "Return target creature card from a graveyard and target creature on the battlefield to their owners' hands.")
    (move,) = spell.effects
    assert move == MoveTo(Together((Target(0), Target(1))), Zone.HAND)
    assert [t.filter.zone for t in spell.targets] == [Zone.GRAVEYARD, Zone.BATTLEFIELD]


def test_fall_reveals_at_random_then_discards_the_nonland_cards_revealed() -> None:
    spell = _spell("Fall", "Target player reveals two cards at random from their hand, then discards each nonland card revealed this way.")
    reveal, discard = spell.effects
    assert reveal == RevealAtRandom(2, Target(0))
    assert isinstance(discard, DiscardCard) and isinstance(discard.what, RevealedThisWay)
    (types,) = [p for p in discard.what.filter.predicates if isinstance(p, NotCardTypes)]
    assert CardType.LAND in types.types


def test_each_player_discards_their_hand_then_draws_seven() -> None:
    spell = _spell("Wheel", "Each player discards their hand, then draws seven cards.")
    assert spell.effects == (DiscardHand(EachPlayer()), DrawCards(7, EachPlayer()))


def test_discard_your_hand() -> None:
    assert _spell("One with Nothing", "Discard your hand.").effects == (DiscardHand(You()),)


def test_something_else_done_to_the_revealed_cards_stays_unsupported() -> None:
    c = compiled("Peek", "Sorcery", "Target player reveals two cards at random from their hand, then you exile each nonland card revealed this way.")
    assert c.card is None and "exile each nonland card revealed this way" in c.explain()


def test_discard_all_then_draw_that_many_counts_the_cards_discarded() -> None:
    spell = _spell("Tolarian Winds", "Discard all the cards in your hand, then draw that many cards.")
    assert spell.effects == (DiscardHand(You()), DrawCards(CountRef(DiscardedThisWay()), You()))


def test_each_player_drawing_that_many_stays_unsupported() -> None:
    # each player's own count is not read: one count for all would be wrong
    c = compiled("Wheel", "Sorcery", "Each player discards all the cards in their hand, then draws that many cards.")
    assert c.card is None and "that many" in c.explain()


def test_look_at_the_top_card_of_target_players_library() -> None:
    assert _spell("Peek", "Look at the top card of target player's library.").effects == (LookAtLibraryTop(Target(0)),)
