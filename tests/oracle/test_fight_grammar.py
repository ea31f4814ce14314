"""Fight (CR 701.14a): "[creature] fights [creature]" — one creature each."""

from __future__ import annotations

from manastack.model.abilities import SpellAbility
from manastack.model.effects import Fight
from manastack.model.filters import Controller, ControllerIs, Target, This
from tests.oracle.helpers import compiled, ok


def test_prey_upon_fights_its_two_targets() -> None:
    c = ok("Prey Upon", "Sorcery", "Target creature you control fights target creature you don't control.", "{G}")
    spell = c.abilities[0]
    assert isinstance(spell, SpellAbility)
    assert spell.effects == (Fight(Target(0), Target(1)),)
    assert [s.filter.get(ControllerIs) for s in spell.targets] == [ControllerIs(Controller.YOU), ControllerIs(Controller.OPPONENT)]


def test_a_creature_fights_a_target() -> None:
    c = ok("Test Brawler", "Creature — Beast", "When this creature enters, it fights target creature you don't control.", "{3}{G}", "4/4")
    assert Fight(This(), Target(0)) in c.abilities[0].effects  # type: ignore[union-attr]


def test_another_target_and_several_creatures_stay_unsupported() -> None:
    another = compiled("Test Duel", "Sorcery", "Target creature you control fights another target creature.", "{G}")
    assert another.card is None and "fights another target creature" in another.explain()
    several = compiled("Test Melee", "Sorcery", "Two target creatures you control each fight target creature you don't control.", "{G}")
    assert several.card is None
