"""Split second (CR 702.61): "As long as this spell is on the stack, players can't cast other
spells or activate abilities that aren't mana abilities" (702.61a). Mana abilities, special
actions and triggered abilities go on as normal (702.61b); casting (:func:`casting.can_cast`, which
every way of casting asks, during resolution too) and activating
(:func:`activation.activation_allowed`) ask :func:`split_second_on_stack`."""

from __future__ import annotations

from manastack.model.types import Keyword
from manastack.rules.layers import chars
from manastack.state.game_state import GameState


def split_second_on_stack(state: GameState) -> bool:
    """Is a spell with split second on the stack (702.61a: it functions only there)?"""
    return any(not state.objects.peek(s).is_ability and Keyword.SPLIT_SECOND in chars(state, s).keywords for s in state.stack)
