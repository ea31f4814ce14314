""""Damage can't be prevented this turn" (CR 615.12), alone (Skullcrack's sentence) and under an
"if" (Wild Slash's ferocious); damage of one source that can't be prevented stays unsupported."""

from __future__ import annotations

from manastack.model.abilities import SpellAbility
from manastack.model.effects import Conditional, DealDamage, StopPrevention
from tests.oracle.helpers import compiled, ok


def test_wild_slash_stops_prevention_if_ferocious() -> None:
    c = ok("Wild Slash", "Instant", "Ferocious — If you control a creature with power 4 or greater, damage can't be prevented this turn.\nWild Slash deals 2 damage to any target.", "{R}")
    (ab,) = (a for a in c.abilities if isinstance(a, SpellAbility))
    cond, dmg = ab.effects
    assert isinstance(cond, Conditional) and cond.effects == (StopPrevention(),) and cond.otherwise == ()
    assert isinstance(dmg, DealDamage) and dmg.amount == 2


def test_damage_of_one_source_that_cant_be_prevented_stays_unsupported() -> None:
    c = compiled("Test Creature", "Creature — Giant", "Damage that would be dealt by this creature can't be prevented.", "{3}{R}", "4/4")
    assert c.card is None
