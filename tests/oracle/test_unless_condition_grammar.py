""""[This land] enters tapped unless [condition]" (CR 614.1c) and "[effect] unless [condition]"
(608.2c) with the conditions "a player / an opponent has N or less life" and "you have two or more
opponents"."""

from __future__ import annotations

from manastack.model.abilities import EntersTapped, StaticAbility, TriggeredAbility
from manastack.model.conditions import APlayerLifeAtMost, ControlsAtLeast, Not, OpponentsAtLeast
from manastack.model.effects import Conditional, LoseLife
from manastack.model.filters import Controller
from tests.oracle.helpers import compiled, ok


def _enters_tapped_condition(text: str) -> object:
    c = ok("Land", "Land", text + "\n{T}: Add {W}.", "")
    (st,) = [a for a in c.abilities if isinstance(a, StaticAbility) and isinstance(a.effect, EntersTapped)]
    return st.condition


def test_a_player_has_13_or_less_life_abandoned_campground() -> None:
    assert _enters_tapped_condition("This land enters tapped unless a player has 13 or less life.") == Not(APlayerLifeAtMost(13, Controller.ANY))


def test_two_or_more_opponents_luxury_suite() -> None:
    assert _enters_tapped_condition("This land enters tapped unless you have two or more opponents.") == Not(OpponentsAtLeast(2))


def test_you_control_a_plains_castle_ardenvale() -> None:
    cond = _enters_tapped_condition("This land enters tapped unless you control a Plains.")
    assert isinstance(cond, Not) and isinstance(cond.condition, ControlsAtLeast) and cond.condition.count == 1


def test_lose_life_unless_an_opponent_has_10_or_less_vampire_lacerator() -> None:
    c = ok("Vampire Lacerator", "Creature — Vampire Warrior", "At the beginning of your upkeep, you lose 1 life unless an opponent has 10 or less life.", "{B}", "2/2")
    (trig,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    (cond,) = trig.effects
    assert isinstance(cond, Conditional) and cond.condition == Not(APlayerLifeAtMost(10, Controller.OPPONENT))
    (lose,) = cond.effects
    assert isinstance(lose, LoseLife) and lose.amount == 1


def test_unless_a_revealed_card_stays_unsupported() -> None:
    c = compiled("Fortified Beachhead", "Land", "As this land enters, you may reveal a Soldier card from your hand. This land enters tapped unless you revealed a Soldier card this way or you control a Soldier.\n{T}: Add {W}.", "")
    assert c.card is None
