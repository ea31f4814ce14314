"""Backup lines (CR 702.165a): the enters trigger grants the non-backup abilities printed below the
backup ability, and only those (702.165c); backup granted by another ability stays unsupported."""

from __future__ import annotations

from manastack.model.abilities import KeywordAbility, TriggeredAbility
from manastack.model.effects import Conditional, GrantAbilities, PutCounters
from manastack.model.types import Keyword
from tests.oracle.helpers import compiled, ok, plain

_REMINDER = (" (When this creature enters, put a +1/+1 counter on target creature. If that's another creature, it gains the following"
             " abilities until end of turn.)")


def _granted(t: TriggeredAbility) -> tuple[object, ...]:
    put, cond = t.effects
    assert isinstance(put, PutCounters) and put.kind == "+1/+1"
    assert isinstance(cond, Conditional) and isinstance(cond.effects[0], GrantAbilities)
    return cond.effects[0].abilities


def test_backup_grants_the_abilities_printed_below_it() -> None:
    c = ok("Boon-Bringer Valkyrie", "Creature — Angel Warrior", "Backup 1" + _REMINDER + "\nFlying, first strike, lifelink", "{3}{W}{W}", "4/4")
    backup = plain(c.abilities)[0]
    assert isinstance(backup, TriggeredAbility)
    assert _granted(backup) == tuple(KeywordAbility(k) for k in (Keyword.FLYING, Keyword.FIRST_STRIKE, Keyword.LIFELINK))


def test_abilities_printed_above_backup_are_not_granted() -> None:
    c = ok("Test Backup", "Creature — Human", "Vigilance\nBackup 2" + _REMINDER + "\nTrample", "{2}{G}", "2/2")
    backup = next(a for a in plain(c.abilities) if isinstance(a, TriggeredAbility))
    assert backup.effects[0] == PutCounters("+1/+1", 2, backup.effects[0].on)
    assert _granted(backup) == (KeywordAbility(Keyword.TRAMPLE),)


def test_backup_granted_by_another_ability_stays_unsupported() -> None:
    c = compiled("Test Granter", "Creature — Human", "Other creatures you control have \"Backup 1\".", "{2}{W}", "2/2")
    assert c.card is None
