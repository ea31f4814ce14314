"""Unearth lines (CR 702.84a): an activated ability from the graveyard, written out by its rule."""

from __future__ import annotations

from manastack.mana import ManaCost
from manastack.model.abilities import ActivatedAbility
from manastack.model.costs import Cost
from manastack.model.effects import DelayedTrigger, Duration, ExileIfLeaves, GrantAbilities, MoveTo
from manastack.model.filters import CreatedObjects, Remembered, This
from manastack.model.triggers import AtStep, TriggerEvent
from manastack.model.types import Keyword, Step, Zone
from tests.oracle.helpers import compiled, ok, plain

_REMINDER = (" ({B}: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning"
             " of the next end step or if it would leave the battlefield. Unearth only as a sorcery.)")


def test_dregscape_zombie_compiles_to_the_702_84a_ability() -> None:
    c = ok("Dregscape Zombie", "Creature — Zombie", "Unearth {B}" + _REMINDER, "{1}{B}", "2/1")
    (ab,) = c.abilities
    assert isinstance(ab, ActivatedAbility)
    assert ab.cost == Cost(mana=ManaCost.parse("{B}"))
    assert ab.zone is Zone.GRAVEYARD and ab.sorcery_speed
    move, haste, delayed, exile = plain(ab.effects)
    assert move == MoveTo(This(), Zone.BATTLEFIELD)
    assert haste == GrantAbilities(CreatedObjects(), keywords=(Keyword.HASTE,), duration=Duration.PERMANENT)
    assert isinstance(delayed, DelayedTrigger) and delayed.about == CreatedObjects()
    assert delayed.trigger.event is TriggerEvent.BEGINNING_OF_STEP and delayed.trigger.constraint(AtStep) == AtStep(Step.END)
    assert delayed.effects == (MoveTo(Remembered(), Zone.EXILE),)
    assert exile == ExileIfLeaves(CreatedObjects())


def test_unearth_beside_other_abilities() -> None:
    c = ok("Kathari Bomber", "Creature — Bird Shaman", "Flying\nWhen this creature deals combat damage to a player, create two 1/1 red"
           " Goblin creature tokens and sacrifice this creature.\nUnearth {3}{B}{R}", "{1}{B}{R}", "2/2")
    assert any(isinstance(a, ActivatedAbility) and a.zone is Zone.GRAVEYARD and a.cost.mana == ManaCost.parse("{3}{B}{R}") for a in c.abilities)


def test_unearth_for_energy_stays_unsupported() -> None:
    c = compiled("Salvation Colossus", "Artifact Creature — Construct", "Flying, vigilance, trample\nUnearth—Pay eight {E}.", "{8}", "9/9")
    assert c.card is None and "Unearth" in c.explain()
