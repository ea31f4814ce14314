"""Conditions of combat restrictions (CR 508.1c, 509.1b) — "unless you control at least three other
creatures", "unless it has five or more +1/+1 counters on it" — and the trigger "whenever a
creature attacks you [or a planeswalker you control]" (508.3a, 506.2)."""

from __future__ import annotations

from manastack.model.abilities import CombatRestriction, StaticAbility, TriggeredAbility
from manastack.model.conditions import ControlsAtLeast, SourceHasCounters
from manastack.model.filters import CardTypes, Controller, ControllerIs, Other
from manastack.model.triggers import AttacksYou, TriggerEvent
from manastack.model.types import CardType
from tests.oracle.helpers import compiled, ok


def _restriction(text: str) -> CombatRestriction:
    (ab,) = [a for a in ok("Test Creature", "Creature — Test", text, "{2}", "2/2").abilities if isinstance(a, StaticAbility)]
    assert isinstance(ab.effect, CombatRestriction)
    return ab.effect


def test_unless_you_control_at_least_three_other_creatures() -> None:
    """Oketra the True."""
    r = _restriction("This creature can't attack or block unless you control at least three other creatures.")
    assert (r.attack, r.block) == (True, True)
    assert isinstance(r.unless, ControlsAtLeast) and r.unless.count == 3
    assert set(r.unless.filter.predicates) == {CardTypes(frozenset({CardType.CREATURE})), Other(), ControllerIs(Controller.YOU)}


def test_unless_it_has_five_or_more_counters() -> None:
    """Slumbering Dragon."""
    r = _restriction("This creature can't attack or block unless it has five or more +1/+1 counters on it.")
    assert r.unless == SourceHasCounters("+1/+1", 5)


def test_at_least_and_or_more_together_stay_unread() -> None:
    text = "This creature can't attack unless you control at least three or more other creatures."
    assert compiled("Test Creature", "Creature — Test", text, "{2}", "2/2").card is None


def _attack_trigger(text: str) -> AttacksYou:
    (ab,) = ok("Test Enchantment", "Enchantment", text).abilities
    assert isinstance(ab, TriggeredAbility) and ab.trigger.event is TriggerEvent.ATTACKS
    (you,) = [c for c in ab.trigger.constraints if isinstance(c, AttacksYou)]
    return you


def test_attacks_you_or_a_planeswalker_you_control() -> None:
    """Isperia, Supreme Judge; Slumbering Dragon."""
    assert _attack_trigger("Whenever a creature attacks you or a planeswalker you control, you may draw a card.") == AttacksYou(planeswalkers=True)


def test_attacks_you() -> None:
    """Briar Patch: a creature attacking your planeswalker doesn't count."""
    assert _attack_trigger("Whenever a creature attacks you, it gets -1/-0 until end of turn.") == AttacksYou()


def test_cast_an_instant_spell_this_turn_stays_unsupported() -> None:
    """Creature and noncreature spells cast this turn are counted (Goblin Cohort), not spells of
    other types."""
    text = "This creature can't attack unless you've cast an instant spell this turn."
    assert compiled("Test Cohort", "Creature — Goblin Warrior", text, "{R}", "2/2").card is None
