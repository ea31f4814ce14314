"""Trigger events (CR 603.2): "is dealt damage", "becomes tapped/untapped" (701.26), "attacks and
isn't blocked" (509.3g), "deals damage to a player / an opponent" (120.3), "whenever you attack"
(508.3c), the old wording "enters the battlefield", an Aura's or Equipment's host ("enchanted
creature dies", "equipped creature attacks"), and "that much" / "that many" (the event's amount)."""

from __future__ import annotations

import pytest

from manastack.model.abilities import TriggeredAbility
from manastack.model.filters import Controller, EventAmount
from manastack.model.triggers import AboutAttached, AboutThis, ByPlayer, DamagedPlayer, TriggerEvent
from tests.oracle.helpers import compiled, ok


def _trigger(text: str, type_line: str = "Creature — Ape") -> TriggeredAbility:
    c = ok("Test Card", type_line, text, "{1}{R}", "2/2" if "Creature" in type_line else None)
    (ab,) = (a for a in c.abilities if isinstance(a, TriggeredAbility))
    return ab


@pytest.mark.parametrize(
    ("head", "event", "constraints"),
    [
        ("this creature is dealt damage", TriggerEvent.DEALT_DAMAGE, (AboutThis(),)),
        ("this creature becomes tapped", TriggerEvent.BECOMES_TAPPED, (AboutThis(),)),
        ("this creature becomes untapped", TriggerEvent.BECOMES_UNTAPPED, (AboutThis(),)),
        ("this creature attacks and isn't blocked", TriggerEvent.ATTACKS_UNBLOCKED, (AboutThis(),)),
        ("this creature enters the battlefield", TriggerEvent.ENTERS, (AboutThis(),)),
        ("this creature deals damage to a player", TriggerEvent.DEALS_DAMAGE, (AboutThis(), DamagedPlayer(Controller.ANY))),
        ("this creature deals damage to an opponent", TriggerEvent.DEALS_DAMAGE, (AboutThis(), DamagedPlayer(Controller.OPPONENT))),
        ("this creature deals combat damage to an opponent", TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER, (AboutThis(), DamagedPlayer(Controller.OPPONENT))),
        ("you attack", TriggerEvent.ATTACK_WITH, (ByPlayer(Controller.YOU),)),
    ],
)
def test_trigger_heads(head: str, event: TriggerEvent, constraints: tuple[object, ...]) -> None:
    ab = _trigger(f"Whenever {head}, you gain 1 life.")
    assert ab.trigger.event is event
    assert ab.trigger.constraints == constraints


@pytest.mark.parametrize(
    ("head", "event"),
    [
        ("enchanted creature dies", TriggerEvent.DIES),
        ("enchanted creature attacks", TriggerEvent.ATTACKS),
        ("equipped creature deals combat damage to a player", TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER),
        ("enchanted creature is dealt damage", TriggerEvent.DEALT_DAMAGE),
    ],
)
def test_the_hosts_events(head: str, event: TriggerEvent) -> None:
    ab = _trigger(f"Enchant creature\nWhenever {head}, you gain 1 life.", "Enchantment — Aura")
    assert ab.trigger.event is event and ab.trigger.constraints == (AboutAttached(),)


def test_that_much_is_the_events_amount() -> None:
    ab = _trigger("Whenever this creature is dealt damage, it deals that much damage to any target.")
    assert "EventAmount()" in repr(ab.effects) and len(ab.targets) == 1
    ab = _trigger("Whenever you gain life, target opponent loses that much life.", "Enchantment")
    assert ab.effects[0].amount == EventAmount()  # type: ignore[attr-defined]


def test_that_many_without_an_event_amount_stays_unsupported() -> None:
    c = compiled("Test Card", "Creature — Ape", "Whenever this creature attacks, draw that many cards.", "{1}", "1/1")
    assert c.card is None


def test_damage_to_a_creature_stays_unsupported() -> None:
    # "that creature" would need a reference to the creature dealt the damage
    c = compiled("Test Card", "Creature — Ape", "Whenever this creature deals combat damage to a creature, destroy that creature at end of combat.", "{1}", "1/1")
    assert c.card is None


@pytest.mark.parametrize(
    ("spell", "predicate"),
    [
        ("a historic spell", "Historic()"),
        ("a Spirit or Arcane spell", "Subtypes(subtypes=frozenset({'Spirit', 'Arcane'}))"),
        ("a spell with mana value 5 or greater", "ManaValueAtLeast(n=5)"),
        ("a spell that targets this creature", "TargetsSource()"),
    ],
)
def test_cast_trigger_spell_filters(spell: str, predicate: str) -> None:
    ab = _trigger(f"Whenever you cast {spell}, put a +1/+1 counter on this creature.")
    assert ab.trigger.event is TriggerEvent.CAST
    (m,) = (c for c in ab.trigger.constraints if hasattr(c, "filter"))
    assert any(repr(p) == predicate or (predicate.startswith("Subtypes") and repr(p).startswith("Subtypes") and {"Spirit", "Arcane"} <= p.subtypes)  # type: ignore[attr-defined]
               for p in m.filter.predicates)  # type: ignore[attr-defined]


def test_becomes_the_target_of_a_spell_or_ability_an_opponent_controls() -> None:
    ab = _trigger("Whenever this creature becomes the target of a spell or ability an opponent controls, draw a card.")
    assert ab.trigger.event is TriggerEvent.BECOMES_TARGET
    assert ab.trigger.constraints == (AboutThis(), ByPlayer(Controller.OPPONENT))


def test_battalion() -> None:
    from manastack.model.triggers import AttacksWithOthers

    ab = _trigger("Whenever this creature and at least two other creatures attack, you gain 1 life.")
    assert ab.trigger.event is TriggerEvent.ATTACK_WITH and ab.trigger.constraints == (AttacksWithOthers(2),)


def test_a_token_for_each() -> None:
    from manastack.model.effects import CreateToken
    from manastack.model.filters import CountOf

    c = ok("Test Creature", "Creature — Elemental", "When this creature enters, create a 0/1 green Plant creature token for each land you control.", "{5}{G}{G}", "5/5")
    (ab,) = (a for a in c.abilities if isinstance(a, TriggeredAbility))
    (make,) = ab.effects
    assert isinstance(make, CreateToken) and isinstance(make.count, CountOf)
