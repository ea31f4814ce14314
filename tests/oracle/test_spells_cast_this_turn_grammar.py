"""Conditions on the spells a player cast this turn (CR 601.2i): "you've cast a creature spell this
turn", "… a noncreature spell …"; another player's spells aren't read."""

from __future__ import annotations

from manastack.model.abilities import CombatRestriction, StaticAbility
from manastack.model.conditions import DidThisTurn, TurnRecord
from manastack.model.filters import This
from tests.oracle.helpers import compiled, ok, plain


def test_goblin_cohort_cant_attack_unless_a_creature_spell_was_cast() -> None:
    c = ok("Goblin Cohort", "Creature — Goblin Warrior", "This creature can't attack unless you've cast a creature spell this turn.", "{R}", "2/2")
    assert plain(c.abilities) == (StaticAbility(CombatRestriction(This(), True, False, DidThisTurn(TurnRecord.CREATURE_SPELLS_CAST))),)


def test_a_noncreature_spell() -> None:
    c = ok("Silburlind Snapper", "Creature — Turtle", "This creature can't attack unless you've cast a noncreature spell this turn.", "{1}{U}", "6/6")
    assert plain(c.abilities) == (StaticAbility(CombatRestriction(This(), True, False, DidThisTurn(TurnRecord.NONCREATURE_SPELLS_CAST))),)


def test_an_opponents_spells_stay_unsupported() -> None:
    c = compiled("Lure of Prey", "Instant", "Cast this spell only if an opponent cast a creature spell this turn.\n"
                 "You may put a green creature card from your hand onto the battlefield.", "{2}{G}{G}")
    assert c.card is None and "an opponent cast a creature spell this turn" in c.explain()
