"""Living weapon (CR 702.92a): "When this Equipment enters, create a 0/0 black Phyrexian Germ creature
token, then attach this Equipment to it" — "it" is the token just created."""

from __future__ import annotations

from manastack.model.abilities import TriggeredAbility
from manastack.model.effects import Attach, CreateToken
from manastack.model.filters import CreatedObjects, This
from manastack.model.triggers import TriggerEvent
from tests.oracle.helpers import compiled, ok

REMINDER = "Living weapon (When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then attach this to it.)"


def test_living_weapon_creates_a_germ_and_attaches_to_it() -> None:
    c = ok("Flayer Husk", "Artifact — Equipment", f"{REMINDER}\nEquipped creature gets +1/+1.\nEquip {{2}}", "{1}")
    (trigger,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert trigger.trigger.event is TriggerEvent.ENTERS
    create, attach = trigger.effects
    assert isinstance(create, CreateToken) and create.count == 1
    assert attach == Attach(CreatedObjects(), This())


def test_attaching_to_something_else_than_what_was_just_created_stays_unsupported() -> None:
    c = compiled("Test", "Artifact — Equipment", "When this Equipment enters, attach it to it.\nEquip {2}", "{1}")
    assert c.card is None
