"""Connive (CR 701.50a), written out as its rule says: the source's or a creature you control's
controller (you) draws, discards, and puts a +1/+1 counter on it if a nonland card was discarded."""

from __future__ import annotations

from manastack.model.abilities import TriggeredAbility
from manastack.model.effects import Conditional, Discard, DrawCards, PutCounters
from manastack.model.filters import This
from tests.oracle.helpers import compiled, ok


def test_it_connives_on_entering() -> None:
    c = ok("Revel Ruiner", "Creature — Human Rogue", "When this creature enters, it connives.", "{3}{B}", "3/2")
    (t,) = c.abilities
    assert isinstance(t, TriggeredAbility)
    draw, discard, cond = t.effects
    assert isinstance(draw, DrawCards) and isinstance(discard, Discard) and isinstance(cond, Conditional)
    assert cond.effects == (PutCounters("+1/+1", 1, on=This()),)


def test_this_creature_connives_as_an_activated_ability() -> None:
    ok("Hypnotic Grifter", "Creature — Human Rogue", "{3}: This creature connives.", "{U}", "0/3")


def test_target_creature_you_control_connives() -> None:
    ok("Mob Lookout", "Creature — Human Rogue", "When this creature enters, target creature you control connives.", "{1}{U}{B}", "0/1")


def test_connive_n_and_any_target_creature_stay_unsupported() -> None:
    assert compiled("Test", "Instant", "Target creature you control connives 2.", "{U}").card is None
    assert compiled("Test", "Instant", "Target creature connives.", "{U}").card is None
