"""Coin flips (CR 705): "Flip a coin. If you win the flip, …. If you lose the flip, …"."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility, TriggeredAbility
from manastack.model.effects import DealDamage, FlipCoin
from manastack.model.filters import Controller
from manastack.model.triggers import ByPlayer, TriggerEvent
from tests.oracle.helpers import compiled, ok


def test_705_2_won_and_lost_outcomes() -> None:
    c = ok("Bottle of Suleiman", "Artifact", "{1}, Sacrifice this artifact: Flip a coin. If you win the flip, create a 5/5 colorless Djinn "
           "artifact creature token with flying. If you lose the flip, this artifact deals 5 damage to you.")
    ab = c.abilities[0]
    assert isinstance(ab, ActivatedAbility)
    (flip,) = ab.effects
    assert isinstance(flip, FlipCoin) and len(flip.won) == 1 and isinstance(flip.lost[0], DealDamage)


def test_only_one_outcome_said() -> None:
    c = ok("Mana Crypt", "Artifact", "At the beginning of your upkeep, flip a coin. If you lose the flip, this artifact deals 3 damage to you.\n{T}: Add {C}{C}.")
    ab = c.abilities[0]
    assert isinstance(ab, TriggeredAbility) and isinstance(ab.effects[0], FlipCoin) and ab.effects[0].won == ()


def test_whenever_you_win_a_coin_flip() -> None:
    ab = ok("Test", "Enchantment", "Whenever you win a coin flip, draw a card.").abilities[0]
    assert isinstance(ab, TriggeredAbility) and ab.trigger.event is TriggerEvent.WINS_COIN_FLIP
    assert ab.trigger.constraints == (ByPlayer(Controller.YOU),)


def test_unread_flip_forms_stay_unsupported() -> None:
    assert compiled("Test", "Sorcery", "Flip a coin. If you win the flip, draw a card. If you win the flip, draw a card.").card is None
    assert compiled("Test", "Sorcery", "Flip a coin until you lose a flip. Draw a card for each flip you won.").card is None
    assert compiled("Test", "Sorcery", "Target opponent flips a coin. If you win the flip, draw a card.").card is None
