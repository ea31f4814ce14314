"""Pumps with the duration first or "for each" negative (CR 611.2a, 613.4c): "Until end of turn,
creatures you control get +5/+5 and gain …", "All creatures get -1/-1 until end of turn for each
Swamp you control", and "until your next turn"."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility, SpellAbility
from manastack.model.effects import Duration, GrantAbilities, ModifyPT
from manastack.model.filters import CountOf
from manastack.model.types import Keyword
from tests.oracle.helpers import compiled, ok


def _spell_effects(card: object) -> tuple[object, ...]:
    ab = card.abilities[0]  # type: ignore[attr-defined]
    assert isinstance(ab, (SpellAbility, ActivatedAbility))
    return ab.effects


def test_duration_first() -> None:
    c = ok("Titanic Ultimatum", "Sorcery", "Until end of turn, creatures you control get +5/+5 and gain first strike, trample, and lifelink.", "{R}{R}{G}{G}{G}{W}{W}")
    pump, grant = _spell_effects(c)
    assert isinstance(pump, ModifyPT) and (pump.power, pump.toughness, pump.duration) == (5, 5, Duration.END_OF_TURN)
    assert isinstance(grant, GrantAbilities) and grant.keywords == (Keyword.FIRST_STRIKE, Keyword.TRAMPLE, Keyword.LIFELINK)


def test_minus_one_for_each() -> None:
    c = ok("Mutilate", "Sorcery", "All creatures get -1/-1 until end of turn for each Swamp you control.", "{2}{B}{B}")
    (pump,) = _spell_effects(c)
    assert isinstance(pump, ModifyPT) and isinstance(pump.power, CountOf) and pump.power.times == -1 and pump.toughness == pump.power


def test_until_your_next_turn() -> None:
    c = ok("Sorin, Solemn Visitor", "Legendary Planeswalker — Sorin", "+1: Until your next turn, creatures you control get +1/+0 and gain lifelink.", "{2}{W}{B}")
    pump, grant = _spell_effects(c)
    assert isinstance(pump, ModifyPT) and pump.duration is Duration.UNTIL_YOUR_NEXT_TURN and pump.toughness == 0
    assert isinstance(grant, GrantAbilities) and grant.duration is Duration.UNTIL_YOUR_NEXT_TURN


def test_two_durations_or_other_multiples_stay_unsupported() -> None:
    assert compiled("Test", "Instant", "Until end of turn, target creature gets +1/+1 until end of turn.").card is None
    assert compiled("Test", "Instant", "Target creature gets +2/+0 until end of turn for each Swamp you control.").card is None
