"""Ninjutsu lines (CR 702.49a): an activated ability from the hand, written out by its rule."""

from __future__ import annotations

from manastack.mana import ManaCost
from manastack.model.abilities import ActivatedAbility
from manastack.model.costs import ReturnPermanents
from manastack.model.effects import MoveTo
from manastack.model.filters import CardTypes, IsUnblocked, This
from manastack.model.types import CardType, Zone
from tests.oracle.helpers import compiled, ok, plain

_REMINDER = (" ({1}{U}, Return an unblocked attacker you control to hand: Put this card onto the battlefield from your hand"
             " tapped and attacking.)")


def test_ninja_of_the_deep_hours_compiles_to_the_702_49a_ability() -> None:
    c = ok("Ninja of the Deep Hours", "Creature — Human Ninja", "Ninjutsu {1}{U}" + _REMINDER
           + "\nWhenever this creature deals combat damage to a player, you may draw a card.", "{3}{U}", "2/2")
    ninjutsu = c.abilities[0]
    assert isinstance(ninjutsu, ActivatedAbility)
    assert ninjutsu.zone is Zone.HAND and not ninjutsu.sorcery_speed
    assert ninjutsu.cost.mana == ManaCost.parse("{1}{U}")
    returned = ninjutsu.cost.part(ReturnPermanents)
    assert returned is not None and returned.count == 1
    assert plain(returned.filter).predicates == (CardTypes(frozenset({CardType.CREATURE})), IsUnblocked())
    assert plain(ninjutsu.effects) == (MoveTo(This(), Zone.BATTLEFIELD, tapped=True, attacking=True),)


def test_commander_ninjutsu_stays_unsupported() -> None:
    c = compiled("Yuriko, the Tiger's Shadow", "Legendary Creature — Human Ninja", "Commander ninjutsu {U}{B}\n"
                 "Whenever a Ninja you control deals combat damage to a player, reveal the top card of your library and put that card"
                 " into your hand. Each opponent loses life equal to that card's mana value.", "{1}{U}{B}", "1/3")
    assert c.card is None and "Commander ninjutsu" in c.explain()
