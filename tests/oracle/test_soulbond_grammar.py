"""Soulbond (CR 702.95): the keyword's two triggered abilities and the pair bonus."""

from __future__ import annotations

from manastack.model.abilities import GrantKeywordsStatic, KeywordAbility, StaticAbility, ThisAndPaired, TriggeredAbility
from manastack.model.conditions import CanPair, Paired
from manastack.model.types import Keyword
from tests.oracle.helpers import compiled, ok

MAULER = ("Soulbond (You may pair this creature with another unpaired creature when either enters. They remain paired for as long as "
          "you control both of them.)\nAs long as Lightning Mauler is paired with another creature, both creatures have haste.")


def test_lightning_mauler_has_soulbond_and_a_bonus_for_both_creatures() -> None:
    card = ok("Lightning Mauler", "Creature — Human Berserker", MAULER, "{1}{R}", "2/1")
    assert KeywordAbility(Keyword.SOULBOND) in card.abilities
    triggers = [a for a in card.abilities if isinstance(a, TriggeredAbility)]
    assert len(triggers) == 2 and all(isinstance(t.intervening_if, CanPair) for t in triggers)
    (bonus,) = [a for a in card.abilities if isinstance(a, StaticAbility)]
    assert bonus.effect == GrantKeywordsStatic(ThisAndPaired(), (Keyword.HASTE,)) and bonus.condition == Paired()


def test_each_of_those_creatures_gets_a_bonus() -> None:
    card = ok("Wolfir Silverheart", "Creature — Wolf Warrior",
              "Soulbond\nAs long as Wolfir Silverheart is paired with another creature, each of those creatures gets +4/+4.", "{3}{G}{G}{G}", "4/4")
    (bonus,) = [a for a in card.abilities if isinstance(a, StaticAbility)]
    assert getattr(bonus.effect, "affected") == ThisAndPaired()


def test_a_quoted_ability_for_both_creatures_stays_unsupported() -> None:
    c = compiled("Stonewright", "Creature — Human Shaman",
                 'Soulbond\nAs long as Stonewright is paired with another creature, each of those creatures has "{R}: This creature gets +1/+0 until end of turn."',
                 "{1}{R}", "1/1")
    assert c.card is None and "paired with another creature" in c.explain()
