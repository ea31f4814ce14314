"""Skipping steps and turns (CR 614.10, 614.10a): static "skip your draw step", effects "skips
their next untap step", "you skip your next turn"."""

from __future__ import annotations

from manastack.model.abilities import SkipStep, SpellAbility, StaticAbility, TriggeredAbility
from manastack.model.effects import DrawCards, SkipNextStep, SkipNextTurns
from manastack.model.filters import Controller, Target, You
from manastack.model.types import Step
from tests.oracle.helpers import compiled, ok


def test_static_skips() -> None:
    c = ok("Symbiotic Deployment", "Enchantment", "Skip your draw step.\n{1}, Tap two untapped creatures you control: Draw a card.", "{2}{G}")
    assert [a.effect for a in c.abilities if isinstance(a, StaticAbility)] == [SkipStep(Step.DRAW, Controller.YOU)]
    c = ok("Stasis", "Enchantment", "Players skip their untap steps.\nAt the beginning of your upkeep, sacrifice this enchantment unless you pay {U}.", "{1}{U}")
    assert [a.effect for a in c.abilities if isinstance(a, StaticAbility)] == [SkipStep(Step.UNTAP, Controller.ANY)]


def test_skip_next_step_and_turns() -> None:
    c = ok("Fatigue", "Sorcery", "Target player skips their next draw step.", "{1}{U}")
    (sa,) = (a for a in c.abilities if isinstance(a, SpellAbility))
    assert sa.effects == (SkipNextStep(Step.DRAW, Target(0)),)
    c = ok("Meditate", "Instant", "Draw four cards. You skip your next turn.", "{2}{U}")
    (sa,) = (a for a in c.abilities if isinstance(a, SpellAbility))
    assert sa.effects == (DrawCards(4), SkipNextTurns(You(), 1))
    c = ok("Eater of Days", "Artifact Creature — Leviathan", "Flying, trample\nWhen this creature enters, you skip your next two turns.", "{4}", "9/8")
    (t,) = (a for a in c.abilities if isinstance(a, TriggeredAbility))
    assert t.effects == (SkipNextTurns(You(), 2),)


def test_skipping_a_combat_phase_is_not_read() -> None:
    c = compiled("Test Angel", "Creature — Angel", "Flying\nWhenever this creature deals combat damage to a player, that player skips their next combat phase.", "{3}{W}{W}", "2/4")
    assert c.card is None
    assert any("combat phase" in u.text for u in c.unsupported)
