"""'When that creature dies this turn, …': a delayed triggered ability about the creature the
effect before it named (CR 603.7b-c)."""

from __future__ import annotations

from manastack.model.abilities import SpellAbility
from manastack.model.effects import DelayedTrigger, Duration
from manastack.model.filters import ControllerOf, EventObject, Target
from manastack.model.triggers import AboutRemembered, TriggerEvent
from tests.oracle.helpers import compiled, ok


def test_searing_blood_creates_a_this_turn_trigger_about_its_target() -> None:
    card = ok("Searing Blood", "Instant", "Searing Blood deals 2 damage to target creature. When that creature dies this turn, "
              "Searing Blood deals 3 damage to the creature's controller.", "{R}{R}")
    spell = next(a for a in card.abilities if isinstance(a, SpellAbility))
    delayed = spell.effects[-1]
    assert isinstance(delayed, DelayedTrigger) and delayed.lasts is Duration.END_OF_TURN
    assert delayed.about == Target(0)
    assert delayed.trigger.event is TriggerEvent.DIES and AboutRemembered() in delayed.trigger.constraints
    damage = delayed.effects[0]
    assert getattr(damage, "to") == ControllerOf(EventObject())


def test_a_target_in_the_delayed_ability_stays_unsupported() -> None:
    c = compiled("Bad Blood", "Instant", "Bad Blood deals 2 damage to target creature. When that creature dies this turn, "
                 "Bad Blood deals 3 damage to any target.", "{R}{R}")
    assert c.card is None and "When that creature dies this turn" in c.explain()
