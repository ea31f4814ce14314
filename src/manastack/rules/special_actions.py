"""Special actions that exile a card from its owner's hand by one of its keywords (CR 116.2f
suspend): what a player may take now, and taking one. Each keyword's rules are in its own module."""

from __future__ import annotations

from manastack.actions import ExileFromHand
from manastack.rules.context import Ctx
from manastack.rules.suspend import KEYWORD as SUSPEND
from manastack.rules.suspend import suspend_card, suspend_options
from manastack.state.game_state import GameState


def exile_from_hand_options(state: GameState, player: int) -> list[ExileFromHand]:
    """CR 116.2f: the cards ``player`` may exile from their hand now by a keyword's special action."""
    return suspend_options(state, player)


def exile_from_hand(ctx: Ctx, player: int, card: int, keyword: str) -> None:
    """Take the special action ``keyword`` names for ``card`` (116.2f)."""
    if keyword != SUSPEND:
        raise RuntimeError(f"no special action {keyword!r}")
    suspend_card(ctx, player, card)


__all__ = ["exile_from_hand", "exile_from_hand_options"]
