""""Players can't gain life this turn", "Your opponents can't gain life this turn" (CR 119.7) as
effects of a resolving spell; the static "Players can't gain life" of a permanent stays
unsupported."""

from __future__ import annotations

from manastack.model.abilities import SpellAbility
from manastack.model.effects import DealDamage, ForbidLifeGain, StopPrevention
from manastack.model.filters import EachOpponent, EachPlayer, Target
from tests.oracle.helpers import compiled, ok


def _spell(name: str, text: str) -> SpellAbility:
    c = ok(name, "Instant", text, "{1}{R}")
    (ab,) = (a for a in c.abilities if isinstance(a, SpellAbility))
    return ab


def test_skullcrack() -> None:
    ab = _spell("Skullcrack", "Players can't gain life this turn. Damage can't be prevented this turn. Skullcrack deals 3 damage to target player or planeswalker.")
    assert ab.effects == (ForbidLifeGain(EachPlayer()), StopPrevention(), DealDamage(3, Target(0)))


def test_your_opponents() -> None:
    assert _spell("Test Spell", "Your opponents can't gain life this turn.").effects == (ForbidLifeGain(EachOpponent()),)


def test_the_static_ability_stays_unsupported() -> None:
    assert compiled("Test Enchantment", "Enchantment", "Players can't gain life.", "{2}{R}").card is None
