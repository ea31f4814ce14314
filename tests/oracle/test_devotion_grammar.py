"""Devotion (CR 700.5) as an amount ("where X is your devotion to black", "a number of … tokens
equal to your devotion to blue") and as the condition of the Theros Gods ("As long as your
devotion to blue is less than five, CARDNAME isn't a creature", layer 4); "the life lost this
way" (119.3)."""

from __future__ import annotations

from manastack.mana import Color
from manastack.model.abilities import RemoveTypesStatic, StaticAbility, TriggeredAbility
from manastack.model.conditions import DevotionAtLeast, Not
from manastack.model.effects import CreateToken, GainLife, LoseLife
from manastack.model.filters import Devotion, EachOpponent, LifeLostThisWay, This
from manastack.model.types import CardType
from tests.oracle.helpers import compiled, ok


def test_gray_merchant_drains_for_devotion() -> None:
    c = ok("Gray Merchant of Asphodel", "Creature — Zombie",
           "When this creature enters, each opponent loses X life, where X is your devotion to black. You gain life equal to the life lost this way. "
           "(Each {B} in the mana costs of permanents you control counts toward your devotion to black.)", "{3}{B}{B}", "2/4")
    (ab,) = c.abilities
    assert isinstance(ab, TriggeredAbility)
    assert ab.effects == (LoseLife(Devotion(frozenset({Color.BLACK})), EachOpponent()), GainLife(LifeLostThisWay()))


def test_tokens_equal_to_devotion() -> None:
    c = ok("Master of Waves", "Creature — Merfolk Wizard",
           "When this creature enters, create a number of 1/0 blue Elemental creature tokens equal to your devotion to blue.", "{3}{U}", "2/1")
    (ab,) = c.abilities
    assert isinstance(ab, TriggeredAbility) and isinstance(ab.effects[0], CreateToken)
    assert ab.effects[0].count == Devotion(frozenset({Color.BLUE}))


def test_two_colour_devotion_and_gods() -> None:
    c = ok("Athreos Test", "Legendary Enchantment Creature — God",
           "Indestructible\nAs long as your devotion to white and black is less than seven, Athreos Test isn't a creature.", "{1}{W}{B}", "5/4")
    st = next(a for a in c.abilities if isinstance(a, StaticAbility))
    assert st.effect == RemoveTypesStatic(This(), frozenset({CardType.CREATURE}))
    assert st.condition == Not(DevotionAtLeast(frozenset({Color.WHITE, Color.BLACK}), 7))


def test_devotion_to_a_guild_stays_unsupported() -> None:
    # "your devotion to Abzan" (three colours named by a clan) isn't read.
    c = compiled("Clan Test", "Creature — Human", "When this creature enters, target creature gets +X/+X until end of turn, where X is your devotion to Temur.", "{2}{G}", "2/2")
    assert c.card is None
