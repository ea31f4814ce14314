"""Cycling and discard triggers (CR 702.29c-d, 701.9a)."""

from __future__ import annotations

import pytest

from manastack.model.abilities import ActivatedAbility, TriggeredAbility
from manastack.model.filters import Controller
from manastack.model.triggers import AboutThis, ByPlayer, TriggerEvent
from tests.oracle.helpers import ok


def _trigger(text: str) -> TriggeredAbility:
    c = ok("Test Card", "Enchantment", text, "{1}{W}")
    (ab,) = (a for a in c.abilities if isinstance(a, TriggeredAbility))
    return ab


def test_when_you_cycle_this_card() -> None:
    c = ok("Test Card", "Instant", "You gain 6 life.\nCycling {1}{W}\nWhen you cycle this card, you may gain 2 life.", "{3}{W}")
    (ab,) = (a for a in c.abilities if isinstance(a, TriggeredAbility))
    assert ab.trigger.event is TriggerEvent.CYCLED and ab.trigger.constraints == (AboutThis(), ByPlayer(Controller.YOU))
    (cycling,) = (a for a in c.abilities if isinstance(a, ActivatedAbility))
    assert cycling.keyword == "cycling"


def test_typecycling_is_cycling() -> None:
    c = ok("Test Card", "Creature — Ape", "Mountaincycling {2}", "{4}", "4/4")
    (ab,) = (a for a in c.abilities if isinstance(a, ActivatedAbility))
    assert ab.keyword == "cycling"  # 702.29f


@pytest.mark.parametrize(
    ("head", "event", "constraints"),
    [
        ("you cycle or discard a card", TriggerEvent.DISCARDS, (ByPlayer(Controller.YOU),)),  # 702.29d: once
        ("an opponent discards a card", TriggerEvent.DISCARDS, (ByPlayer(Controller.OPPONENT),)),
        ("a player cycles a card", TriggerEvent.CYCLED, ()),
        ("you cycle another card", TriggerEvent.CYCLED, (ByPlayer(Controller.YOU),)),
    ],
)
def test_player_heads(head: str, event: TriggerEvent, constraints: tuple[object, ...]) -> None:
    ab = _trigger(f"Whenever {head}, you gain 1 life.")
    assert ab.trigger.event is event and ab.trigger.constraints == constraints
