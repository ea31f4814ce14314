"""Boast (CR 702.142a): "Boast — [Cost]: [Effect]" is an activated ability with the keyword
``boast``, activated only if this creature attacked this turn and only once each turn."""

from __future__ import annotations

from manastack.mana import ManaCost
from manastack.model.abilities import BOAST, ActivatedAbility
from manastack.model.conditions import SourceAttackedThisTurn
from tests.oracle.helpers import compiled, ok

_REMINDER = "(Activate only if this creature attacked this turn and only once each turn.)"


def test_boast_ability() -> None:
    c = ok("Axgard Braggart", "Creature — Dwarf Warrior", f"Boast — {{1}}{{W}}: Untap this creature. Put a +1/+1 counter on it. {_REMINDER}", "{3}{W}", "3/3")
    (ab,) = c.abilities
    assert isinstance(ab, ActivatedAbility) and ab.keyword == BOAST
    assert ab.max_per_turn == 1 and ab.condition == SourceAttackedThisTurn() and not ab.sorcery_speed
    assert ab.cost.mana == ManaCost.parse("{1}{W}") and len(ab.effects) == 2


def test_boast_with_a_target() -> None:
    c = ok("Goldmaw Champion", "Creature — Human Warrior", f"Boast — {{1}}{{W}}: Tap target creature. {_REMINDER}", "{2}{W}", "2/3")
    (ab,) = c.abilities
    assert isinstance(ab, ActivatedAbility) and ab.keyword == BOAST and len(ab.targets) == 1


def test_boast_with_another_restriction_stays_unsupported() -> None:
    result = compiled("Test Boaster", "Creature — Dwarf", "Boast — {1}: Draw a card. Activate only as a sorcery.", "{1}", "1/1")
    assert result.card is None and "boast" in result.explain()
