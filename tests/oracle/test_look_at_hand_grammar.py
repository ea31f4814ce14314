""""Look at target player's hand[ and choose a card from it. That player discards that card.]"
(CR 402.3, 701.9a): the controller looks; nothing is revealed."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility, SpellAbility
from manastack.model.effects import ChooseFromHand, DiscardCard, DrawCards, LookAtHand
from manastack.model.filters import Target
from tests.oracle.helpers import compiled, ok


def test_look_at_target_players_hand_peek() -> None:
    c = ok("Peek", "Instant", "Look at target player's hand.\nDraw a card.", "{U}")
    (spell,) = [a for a in c.abilities if isinstance(a, SpellAbility)]
    look, draw = spell.effects
    assert look == LookAtHand(Target(0)) and isinstance(draw, DrawCards)


def test_look_choose_and_discard_thrull_surgeon() -> None:
    c = ok("Thrull Surgeon", "Creature — Thrull", "{1}{B}, Sacrifice this creature: Look at target player's hand and choose a card from it. That player discards that card. Activate only as a sorcery.", "{1}{B}", "1/1")
    (ab,) = [a for a in c.abilities if isinstance(a, ActivatedAbility)]
    choose, discard = ab.effects
    assert isinstance(choose, ChooseFromHand) and choose.look and choose.player == Target(0)
    assert isinstance(discard, DiscardCard)


def test_target_opponents_hand_sorcerous_sight() -> None:
    c = ok("Sorcerous Sight", "Sorcery", "Look at target opponent's hand.\nDraw a card.", "{U}")
    (spell,) = [a for a in c.abilities if isinstance(a, SpellAbility)]
    assert isinstance(spell.effects[0], LookAtHand)


def test_reveal_and_choose_still_reveals() -> None:
    c = ok("Duress", "Sorcery", "Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player discards that card.", "{B}")
    (spell,) = [a for a in c.abilities if isinstance(a, SpellAbility)]
    choose = spell.effects[0]
    assert isinstance(choose, ChooseFromHand) and not choose.look


def test_choosing_several_cards_stays_unsupported() -> None:
    c = compiled("Extortion", "Sorcery", "Look at target player's hand and choose up to two cards from it. That player discards those cards.", "{3}{B}{B}")
    assert c.card is None and "choose up to two cards from it" in c.explain()


def test_put_the_card_on_top_stays_unsupported() -> None:
    c = compiled("Painful Memories", "Sorcery", "Look at target opponent's hand and choose a card from it. Put that card on top of that player's library.", "{1}{B}")
    assert c.card is None and "Put that card on top of that player's library" in c.explain()
