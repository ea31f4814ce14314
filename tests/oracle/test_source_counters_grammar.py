"""Conditions on the counters of an ability's source (CR 122.1): "Activate only if CARDNAME has four
or more quest counters on it" (602.5b), "If there are no mining counters on CARDNAME, sacrifice
it" (608.2c), an intervening "if" (603.4) after which "it" is the source."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility, TriggeredAbility
from manastack.model.conditions import Not, SourceHasCounters
from manastack.model.effects import Conditional, SacrificeObject
from manastack.model.filters import This
from tests.oracle.helpers import compiled, ok


def test_activate_only_with_enough_counters() -> None:
    c = ok("Luminarch Ascension", "Enchantment",
           "{1}{W}: Create a 4/4 white Angel creature token with flying. Activate only if Luminarch Ascension has four or more quest counters on it.")
    (ab,) = c.abilities
    assert isinstance(ab, ActivatedAbility) and ab.condition == SourceHasCounters("quest", 4)


def test_no_counters_left_sacrifices_the_source() -> None:
    c = ok("Gemstone Mine", "Land",
           "Gemstone Mine enters with three mining counters on it.\n"
           "{T}, Remove a mining counter from Gemstone Mine: Add one mana of any color. If there are no mining counters on Gemstone Mine, sacrifice it.")
    ab = c.abilities[-1]
    assert isinstance(ab, ActivatedAbility)
    assert ab.effects[-1] == Conditional(Not(SourceHasCounters("mining")), (SacrificeObject(This()),))


def test_intervening_if_binds_it_to_the_source() -> None:
    c = ok("Serrated Arrows", "Artifact",
           "At the beginning of your upkeep, if there are no arrowhead counters on Serrated Arrows, sacrifice it.")
    (ab,) = c.abilities
    assert isinstance(ab, TriggeredAbility) and ab.intervening_if == Not(SourceHasCounters("arrowhead"))
    assert ab.effects == (SacrificeObject(This()),)


def test_counters_on_another_object_stay_unsupported() -> None:
    # "if it has …" after a target: the condition is about the target, which this grammar doesn't read.
    c = compiled("Test Ritual", "Instant", "Put a +1/+1 counter on target creature. Then if it has three or more +1/+1 counters on it, draw a card.")
    assert c.card is None
