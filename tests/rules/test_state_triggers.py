"""State triggers (CR 603.8): abilities that trigger when a game state is true, checked whenever a
player would receive priority (117.5), that don't trigger again until they have left the stack."""

from __future__ import annotations

from manastack.actions import Activate, Pass
from manastack.model.abilities import TriggeredAbility
from manastack.model.conditions import LifeAtLeast, Not
from manastack.model.effects import GainLife
from manastack.model.triggers import StateHolds, TriggerCondition, TriggerEvent
from manastack.model.types import Zone
from manastack.position import position
from tests.cardlib import creature
from tests.drivers import ALICE, cast, oid, resolve_top, triggered

LIB = ["Forest"] * 5

# A model-built test card (no real card has exactly this text): its state stays true after it
# resolves, so it shows the ability triggering again once it has left the stack.
LOW_LIFE_HEALER = creature(
    "Test Low-Life Healer", "{W}", 1, 1,
    TriggeredAbility(TriggerCondition(TriggerEvent.STATE, (StateHolds(Not(LifeAtLeast(10))),)), (GainLife(1),), text="When you have less than 10 life, you gain 1 life."),
    text="When you have less than 10 life, you gain 1 life.",
)


def test_603_8_state_trigger_triggers_when_the_state_matches():
    """CR 603.8: Emperor Crocodile's "When you control no other creatures, sacrifice this creature"
    triggers as soon as its controller's other creature dies, and the Crocodile is sacrificed."""
    g = position({
        "alice": {"battlefield": [{"card": "Emperor Crocodile", "as": "croc"}, {"card": "Grizzly Bears", "as": "bears"}, "Mountain", "Plains"], "hand": ["Lightning Bolt"], "library": LIB},
        "bob": {"battlefield": ["Plains"], "library": LIB},
    })
    assert triggered(g, "Emperor Crocodile") == 0
    cast(g, "Lightning Bolt", oid(g, "bears"))
    resolve_top(g)
    assert triggered(g, "Emperor Crocodile") == 1
    assert len(g.state.stack) == 1  # the trigger, waiting to resolve
    resolve_top(g)
    assert g.state.objects[oid(g, "croc")].zone is Zone.GRAVEYARD
    assert any(e.event == "zone_change" and "701.21a" in e.rules and e.get("card") == "Emperor Crocodile" for e in g.log)


def test_603_8_no_new_trigger_while_on_the_stack_and_it_resolves_even_if_the_state_changed():
    """CR 603.8: while the state trigger is on the stack it doesn't trigger again, however often
    players receive priority; it has no intervening "if", so when it resolves the Crocodile is
    sacrificed even though its controller now controls other creatures."""
    g = position({
        "alice": {"battlefield": [{"card": "Emperor Crocodile", "as": "croc"}, {"card": "Grizzly Bears", "as": "bears"}, "Mountain", "Plains", "Plains"], "hand": ["Lightning Bolt", "Raise the Alarm"], "library": LIB},
        "bob": {"battlefield": ["Plains"], "library": LIB},
    })
    cast(g, "Lightning Bolt", oid(g, "bears"))
    resolve_top(g)
    assert triggered(g, "Emperor Crocodile") == 1
    # Alice acts while it is on the stack (tapping a Plains for mana): before she receives
    # priority again the state is checked (117.5) and still matches, yet nothing triggers.
    plains = next(o for o in g.state.battlefield if g.state.objects[o].name == "Plains" and g.state.objects[o].controller == ALICE)
    g.apply(Activate(plains, 0))
    assert g.state.objects[plains].tapped
    assert triggered(g, "Emperor Crocodile") == 1
    cast(g, "Raise the Alarm")  # in response: now she controls other creatures
    resolve_top(g)
    assert len([o for o in g.state.battlefield if g.state.objects[o].name == "Soldier"]) == 2
    resolve_top(g)
    assert triggered(g, "Emperor Crocodile") == 1
    assert g.state.objects[oid(g, "croc")].zone is Zone.GRAVEYARD


def test_603_8_triggers_again_after_leaving_the_stack_if_the_state_still_matches():
    """CR 603.8: once the ability has resolved, if its object is still there and the state still
    matches, it triggers again — but only once per time it left the stack."""
    g = position({
        "alice": {"battlefield": [{"card": LOW_LIFE_HEALER, "as": "healer"}, "Plains"], "life": 5, "library": LIB},
        "bob": {"battlefield": ["Plains"], "library": LIB},
    })
    while not g.state.stack:  # the next step begins: before anyone gets priority, 117.5
        g.apply(Pass())
    assert triggered(g, "Test Low-Life Healer") == 1
    assert len(g.state.stack) == 1
    resolve_top(g)
    assert g.state.teams[ALICE].life == 6
    assert triggered(g, "Test Low-Life Healer") == 2  # triggered again after resolving
    assert len(g.state.stack) == 1
    resolve_top(g, 4)
    assert g.state.teams[ALICE].life == 10
    assert triggered(g, "Test Low-Life Healer") == 5  # at 10 life the state no longer matches
    assert not g.state.stack
