"""Restrictions and requirements about blocking one attacker, the source: "target creature can't
block CARDNAME this turn" (CR 509.1b), "target creature blocks CARDNAME this turn if able" (509.1c)."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility
from manastack.model.effects import Restrict
from manastack.model.filters import Target, This
from tests.oracle.helpers import compiled, ok


def test_cant_block_this_creature_is_a_restriction_about_the_source() -> None:
    # Duct Crawler
    c = ok("Duct Crawler", "Creature — Insect", "{1}{R}: Target creature can't block Duct Crawler this turn.", "{R}", "1/1")
    (ab,) = (a for a in c.abilities if isinstance(a, ActivatedAbility))
    assert ab.effects == (Restrict(Target(0), block=True, whom=This()),)


def test_blocks_this_creature_if_able_is_a_requirement_about_the_source() -> None:
    # Burning-Tree Bloodscale's second ability
    c = ok("Test Lizard", "Creature — Lizard", "{2}{G}: Target creature blocks Test Lizard this turn if able.", "{R}{G}", "2/2")
    (ab,) = (a for a in c.abilities if isinstance(a, ActivatedAbility))
    assert ab.effects == (Restrict(Target(0), block=True, requirement=True, whom=This()),)


def test_cant_block_this_creature_and_another_is_not_read() -> None:
    text = "{1}{R}: Target creature can't block Test Insect or Grizzly Bears this turn."
    c = compiled("Test Insect", "Creature — Insect", text, "{R}", "1/1")
    assert c.card is None
    assert any("can't block" in u.text for u in c.unsupported)
