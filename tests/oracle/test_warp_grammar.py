"""Warp (CR 702.185a): an alternative cost from the hand and, while it was paid, a delayed trigger
created as the permanent enters that exiles it at the next end step with a permission to cast it
after the current turn has ended."""

from __future__ import annotations

from manastack.model.abilities import AlternativeCost, AsBecomesPermanent, StaticAbility
from manastack.model.conditions import CostPaid
from manastack.model.effects import DelayedTrigger, MayPlay, MoveTo, PlayDuration
from manastack.model.types import Zone
from tests.oracle.helpers import compiled, ok

WARP = "Warp {1}{W} (You may cast this card from your hand for its warp cost. Exile this creature at the beginning of the next end step, then you may cast it from exile on a later turn.)"


def test_warp_abilities() -> None:
    c = ok("Test Knight", "Creature — Human Knight", WARP, "{3}{W}", "3/2")
    (alt,) = (a for a in c.abilities if isinstance(a, AlternativeCost))
    assert alt.name == "warp" and alt.zone is Zone.HAND and alt.cost.mana is not None and alt.cost.mana.text() == "{1}{W}"
    (static,) = (a for a in c.abilities if isinstance(a, StaticAbility))
    assert static.condition == CostPaid("warp") and isinstance(static.effect, AsBecomesPermanent)
    (delayed,) = static.effect.effects
    assert isinstance(delayed, DelayedTrigger)
    exile, permit = delayed.effects
    assert isinstance(exile, MoveTo) and exile.zone is Zone.EXILE
    assert isinstance(permit, MayPlay) and permit.until is PlayDuration.AFTER_THIS_TURN and permit.spells_only


def test_a_spell_warped_this_turn_is_not_read() -> None:
    """702.185c ("a spell was warped this turn") isn't tracked: such a card stays unsupported."""
    text = "At the beginning of your end step, if a spell was warped this turn, put a +1/+1 counter on this creature."
    c = compiled("Test Skywarden", "Creature — Human Soldier", text, "{2}{R}", "2/2")
    assert c.card is None
    assert any("warped" in u.text for u in c.unsupported)
