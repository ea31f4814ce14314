"""Bloodthirst lines (CR 702.54a): an "enters with" replacement effect with its condition; bloodthirst X
(702.54b) is another ability and stays unsupported."""

from __future__ import annotations

from manastack.model.abilities import EntersWithCounters, StaticAbility
from manastack.model.conditions import DidThisTurn, TurnRecord
from manastack.model.filters import Controller
from tests.oracle.helpers import compiled, ok, plain

_REMINDER = " (If an opponent was dealt damage this turn, this creature enters with two +1/+1 counters on it.)"


def test_gorehorn_minotaurs_enters_with_counters_if_an_opponent_was_dealt_damage() -> None:
    c = ok("Gorehorn Minotaurs", "Creature — Minotaur Warrior", "Bloodthirst 2" + _REMINDER, "{2}{R}{R}", "3/3")
    assert plain(c.abilities) == (StaticAbility(EntersWithCounters("+1/+1", 2), DidThisTurn(TurnRecord.DEALT_DAMAGE, Controller.OPPONENT)),)


def test_bloodthirst_beside_other_keywords() -> None:
    c = ok("Scab-Clan Mauler", "Creature — Human Berserker", "Bloodthirst 2" + _REMINDER + "\nTrample", "{R}{R}{G}", "1/1")
    assert StaticAbility(EntersWithCounters("+1/+1", 2), DidThisTurn(TurnRecord.DEALT_DAMAGE, Controller.OPPONENT)) in plain(c.abilities)


def test_bloodthirst_x_stays_unsupported() -> None:
    c = compiled("Petrified Wood-Kin", "Creature — Elemental Warrior", "This spell can't be countered.\nBloodthirst X (This creature enters with X"
                 " +1/+1 counters on it, where X is the damage dealt to your opponents this turn.)\nProtection from instants", "{6}{G}", "3/3")
    assert c.card is None and "Bloodthirst X" in c.explain()

