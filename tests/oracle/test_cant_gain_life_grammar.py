""""Players can't gain life this turn", "Your opponents can't gain life this turn" (CR 119.7) as
effects of a resolving spell; the static "Your opponents can't gain life" of a permanent (604.2);
a static ability limited to some turns stays unsupported."""

from __future__ import annotations

from manastack.model.abilities import NoLifeGainStatic, SpellAbility, StaticAbility
from manastack.model.effects import DealDamage, ForbidLifeGain, StopPrevention
from manastack.model.filters import Controller, EachOpponent, EachPlayer, Target
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


def test_the_static_ability() -> None:
    for text, who in (("Your opponents can't gain life.", Controller.OPPONENT), ("Players can't gain life.", Controller.ANY), ("You can't gain life.", Controller.YOU)):
        (ab,) = ok("Test Enchantment", "Enchantment", text, "{2}{R}").abilities
        assert isinstance(ab, StaticAbility) and ab.effect == NoLifeGainStatic(who)


def test_a_static_ability_for_some_turns_stays_unsupported() -> None:
    assert compiled("Test Enchantment", "Enchantment", "Your opponents can't gain life during your turn.", "{2}{R}").card is None
