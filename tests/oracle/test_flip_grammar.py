"""Flip cards (CR 710): the layout's two sets of characteristics and the effect "flip this creature"."""

from __future__ import annotations

from manastack.cards.tokens import predefined_token
from manastack.model.abilities import ActivatedAbility, TriggeredAbility
from manastack.model.conditions import HandSizeAtMost, Not, SourceHasCounters
from manastack.model.effects import Conditional, Flip, May
from manastack.model.filters import This
from manastack.oracle import Card, Face, compile_card
from manastack.oracle.result import Compiled


def _flip(normal: Face, flipped: Face) -> Compiled:
    return compile_card(Card(f"{normal.name} // {flipped.name}", "flip", (normal, flipped)), predefined_token)


JUSHI = Face("Jushi Apprentice", "Creature — Human Wizard", "{1}{U}", "{2}{U}, {T}: Draw a card. If you have nine or more cards in hand, flip this creature.", "1", "2")
TOMOYA = Face("Tomoya the Revealer", "Legendary Creature — Human Wizard", "", "{3}{U}{U}, {T}: Target player draws X cards, where X is the number of cards in your hand.", "2", "3")


def test_a_flip_card_has_its_alternative_characteristics_with_its_own_mana_cost() -> None:
    c = _flip(JUSHI, TOMOYA).card
    assert c is not None and c.name == "Jushi Apprentice" and c.flipped is not None
    assert c.flipped.name == "Tomoya the Revealer" and (c.flipped.power, c.flipped.toughness) == (2, 3)
    assert c.flipped.mana_cost == c.mana_cost  # 710.1c
    ability = c.abilities[0]
    assert isinstance(ability, ActivatedAbility)
    assert ability.effects[1] == Conditional(Not(HandSizeAtMost(8)), (Flip(This()),))


def test_you_may_flip_it_with_ki_counters() -> None:
    pupil = Face("Budoka Pupil", "Creature — Human Monk", "{1}{G}{G}", "At the beginning of the end step, if there are two or more ki counters on this creature, you may flip it.", "2", "2")
    ichiga = Face("Ichiga, Who Topples Oaks", "Legendary Creature — Spirit", "", "Trample", "4", "3")
    c = _flip(pupil, ichiga).card
    assert c is not None
    (trigger,) = c.abilities
    assert isinstance(trigger, TriggeredAbility) and trigger.intervening_if == SourceHasCounters("ki", 2)
    assert trigger.effects == (May((Flip(This()),)),)


def test_a_flip_condition_the_grammar_lacks_stays_unsupported() -> None:
    normal = Face("Test Flipper", "Creature — Human", "{1}{R}", "When you have 30 or more life, flip this creature.", "1", "1")
    c = _flip(normal, Face("Test Flipped", "Legendary Creature — Human", "", "Trample", "3", "3"))
    assert c.card is None and "30 or more life" in c.explain()
