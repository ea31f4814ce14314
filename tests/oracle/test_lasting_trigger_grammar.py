""""Until your next turn, whenever [trigger], [effect]" (CR 603.7b): a delayed triggered ability with
a stated duration; a trigger the grammar doesn't read inside it stays unsupported."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility
from manastack.model.effects import DelayedTrigger, Duration, ModifyPT
from manastack.model.filters import EventObject
from manastack.model.triggers import TriggerEvent
from tests.oracle.helpers import compiled, ok


def test_jaces_plus_one() -> None:
    text = "+1: Until your next turn, whenever a creature an opponent controls attacks, it gets -1/-0 until end of turn."
    (ab,) = ok("Test Jace", "Legendary Planeswalker — Jace", text, "{2}{U}{U}").abilities
    assert isinstance(ab, ActivatedAbility)
    (delayed,) = ab.effects
    assert isinstance(delayed, DelayedTrigger) and delayed.lasts is Duration.UNTIL_YOUR_NEXT_TURN
    assert delayed.trigger.event is TriggerEvent.ATTACKS
    assert delayed.effects == (ModifyPT(EventObject(), -1, 0, Duration.END_OF_TURN),)


def test_an_unread_trigger_stays_unsupported() -> None:
    text = "+1: Until your next turn, whenever a creature deals combat damage to Test Vraska, destroy that creature."
    assert compiled("Test Vraska", "Legendary Planeswalker — Vraska", text, "{3}{B}{G}").card is None
