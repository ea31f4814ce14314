"""Start your engines! and max speed (CR 702.179, 702.178a): the keyword, "Max speed — [ability]"
as an ability that exists only while its controller has max speed, and conditions on speed."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility, StartYourEngines, StaticAbility, TriggeredAbility
from manastack.model.conditions import MAX_SPEED, Not, SpeedAtLeast
from manastack.model.triggers import While
from manastack.model.types import Zone
from tests.oracle.helpers import compiled, ok

MAX = SpeedAtLeast(MAX_SPEED)


def test_702_179a_start_your_engines_is_a_static_ability() -> None:
    c = ok("Test", "Creature — Test", "Start your engines!", pt="1/1")
    assert [type(a.effect) for a in c.abilities if isinstance(a, StaticAbility)] == [StartYourEngines]


def test_702_178a_max_speed_static_applies_only_at_max_speed() -> None:
    c = ok("Test", "Creature — Test", "Start your engines!\nMax speed — This creature gets +1/+1 and has menace.", pt="1/1")
    statics = [a for a in c.abilities if isinstance(a, StaticAbility) and not isinstance(a.effect, StartYourEngines)]
    assert len(statics) == 2 and all(a.condition == MAX for a in statics)


def test_702_178a_max_speed_activated_ability_needs_max_speed_even_from_the_graveyard() -> None:
    c = ok("Test", "Creature — Test", "Start your engines!\nMax speed — {3}, Exile this card from your graveyard: Draw a card.", pt="2/2")
    ab = next(a for a in c.abilities if isinstance(a, ActivatedAbility))
    assert ab.condition == MAX and ab.zone is Zone.GRAVEYARD  # 702.178b


def test_702_178a_max_speed_triggered_ability_triggers_only_at_max_speed() -> None:
    c = ok("Test", "Creature — Test", "Start your engines!\nMax speed — At the beginning of your end step, create a 2/2 black Zombie creature token.", pt="2/2")
    ab = next(a for a in c.abilities if isinstance(a, TriggeredAbility))
    assert ab.trigger.constraint(While) == While(MAX) and ab.intervening_if is None


def test_conditions_on_max_speed() -> None:
    c = ok("Test", "Creature — Test", "Start your engines!\nThis creature can't attack or block unless you have max speed.", pt="5/3")
    assert any(getattr(a.effect, "unless", None) == MAX for a in c.abilities if isinstance(a, StaticAbility))
    c = ok("Test", "Creature — Test", "At the beginning of your upkeep, if you don't have max speed, draw a card.", pt="1/1")
    assert c.abilities[0].intervening_if == Not(MAX)  # type: ignore[union-attr]


def test_max_speed_cost_reduction_stays_unsupported() -> None:
    """A max speed ability whose effect isn't one the layer system applies with a condition (a cost
    reduction) stays unsupported, named."""
    c = compiled("Test", "Artifact", "Start your engines!\nMax speed — Spells you cast cost {1} less to cast.")
    assert c.card is None and any("max speed" in u.text.lower() for u in c.unsupported)
