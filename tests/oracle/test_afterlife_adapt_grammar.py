"""Afterlife N (CR 702.135a) and adapt N (701.46a), written out as their rules say."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility, TriggeredAbility
from manastack.model.effects import Conditional, CreateToken, PutCounters
from manastack.model.triggers import TriggerEvent
from tests.oracle.helpers import compiled, ok


def test_afterlife_creates_flying_spirits_when_it_goes_to_a_graveyard() -> None:
    text = "Afterlife 2 (When this creature dies, create two 1/1 white and black Spirit creature tokens with flying.)"
    c = ok("Ministrant of Obligation", "Creature — Human Cleric", text, "{2}{W}", "2/1")
    (afterlife,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert afterlife.trigger.event is TriggerEvent.PUT_INTO_GRAVEYARD
    (create,) = afterlife.effects
    assert isinstance(create, CreateToken) and create.count == 2


def test_granting_afterlife_stays_unsupported() -> None:
    c = compiled("Afterlife Insurance", "Instant", "Creatures you control gain afterlife 1 until end of turn.", "{3}{W}{B}")
    assert c.card is None


def test_adapt_is_put_counters_if_it_has_none() -> None:
    text = "{2}{U}: Adapt 2. (If this creature has no +1/+1 counters on it, put two +1/+1 counters on it.)"
    c = ok("Skitter Eel", "Creature — Fish Crab", text, "{3}{U}", "3/3")
    (adapt,) = c.abilities
    assert isinstance(adapt, ActivatedAbility)
    (effect,) = adapt.effects
    assert isinstance(effect, Conditional) and effect.effects == (PutCounters("+1/+1", 2),)


def test_adapt_x_stays_unsupported() -> None:
    c = compiled("Test", "Creature — Fish", "{X}{U}: Adapt X.", "{3}{U}", "3/3")
    assert c.card is None and "Adapt X" in c.explain()
