"""Explore (CR 701.44): "it explores", "target creature you control explores", "…, then it explores
again", and "whenever a creature you control explores"."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility, SpellAbility, TriggeredAbility
from manastack.model.effects import Explore
from manastack.model.filters import EventObject, Target, This
from manastack.model.triggers import Matches, TriggerEvent
from tests.oracle.helpers import compiled, ok

_REMINDER = ("(Reveal the top card of your library. Put that card into your hand if it's a land. Otherwise, put a +1/+1 counter on "
             "this creature, then put the card back or put it into your graveyard.)")


def test_it_explores_when_it_enters() -> None:
    c = ok("Merfolk Branchwalker", "Creature — Merfolk Scout", f"When this creature enters, it explores. {_REMINDER}", "{1}{G}", "2/1")
    (trig,) = c.abilities
    assert isinstance(trig, TriggeredAbility) and trig.trigger.event is TriggerEvent.ENTERS
    assert trig.effects == (Explore(This()),)


def test_explores_then_again() -> None:
    c = ok("Jadelight Ranger", "Creature — Merfolk Scout Ranger", f"When this creature enters, it explores, then it explores again. {_REMINDER}", "{1}{G}{G}", "2/1")
    (trig,) = c.abilities
    assert isinstance(trig, TriggeredAbility) and trig.effects == (Explore(This()), Explore(This()))


def test_activated_and_targeted_explore() -> None:
    seeker = ok("Seeker of Sunlight", "Creature — Merfolk Scout", f"{{2}}{{G}}: This creature explores. Activate only as a sorcery. {_REMINDER}", "{1}{G}", "1/1")
    (act,) = seeker.abilities
    assert isinstance(act, ActivatedAbility) and act.effects == (Explore(This()),)
    spell = ok("Enter the Unknown", "Sorcery", f"Target creature you control explores. {_REMINDER}\nYou may play an additional land this turn.", "{G}")
    first = spell.abilities[0]
    assert isinstance(first, SpellAbility) and first.effects[0] == Explore(Target(0))


def test_whenever_a_creature_you_control_explores() -> None:
    c = ok("Path of Discovery", "Enchantment", f"Whenever a creature you control enters, it explores. {_REMINDER}", "{3}{G}")
    (trig,) = c.abilities
    assert isinstance(trig, TriggeredAbility) and trig.effects == (Explore(EventObject()),)
    w = ok("Wildgrowth Walker", "Creature — Elemental", "Whenever a creature you control explores, put a +1/+1 counter on this creature and you gain 3 life.", "{1}{G}", "1/3")
    (trig,) = w.abilities
    assert isinstance(trig, TriggeredAbility) and trig.trigger.event is TriggerEvent.EXPLORES
    assert any(isinstance(c, Matches) for c in trig.trigger.constraints)


def test_several_exploring_and_x_times_stay_unsupported() -> None:
    # 701.44d: several permanents exploring at once are ordered by their controllers (not read).
    assert compiled("Hakbal Test", "Creature — Merfolk", "At the beginning of combat on your turn, each Merfolk creature you control explores.", "{2}{G}{U}", "3/3").card is None
    assert compiled("Jadelight Spelunker", "Creature — Merfolk", "When this creature enters, it explores X times.", "{X}{G}", "1/1").card is None
    # "explores a land card" (what was revealed) isn't read.
    assert compiled("Nicanzil Test", "Creature — Merfolk", "Whenever a creature you control explores a nonland card, put a +1/+1 counter on this creature.", "{G}", "1/1").card is None
