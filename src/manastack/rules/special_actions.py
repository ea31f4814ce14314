"""Special actions that exile a card from its owner's hand by one of its keywords (CR 116.2f
suspend, 116.2h foretell, 116.2k plot): what a player may take now, and taking one. Each keyword's rules are in
its own module."""

from __future__ import annotations

from collections.abc import Callable

from manastack.actions import ExileFromHand
from manastack.model.abilities import FORETELL, PLOT
from manastack.rules.context import Ctx
from manastack.rules.foretell import foretell_card, foretell_options
from manastack.rules.plot import plot_card, plot_options
from manastack.rules.suspend import KEYWORD as SUSPEND
from manastack.rules.suspend import suspend_card, suspend_options
from manastack.state.game_state import GameState

_ACTIONS: dict[str, tuple[Callable[[GameState, int], list[ExileFromHand]], Callable[[Ctx, int, int], None]]] = {
    SUSPEND: (suspend_options, suspend_card),
    FORETELL: (foretell_options, foretell_card),
    PLOT: (plot_options, plot_card),
}


def exile_from_hand_options(state: GameState, player: int) -> list[ExileFromHand]:
    """CR 116.2f, 116.2h, 116.2k: the cards ``player`` may exile from their hand now by a keyword's special action."""
    return [a for options, _ in _ACTIONS.values() for a in options(state, player)]


def exile_from_hand(ctx: Ctx, player: int, card: int, keyword: str) -> None:
    """Take the special action ``keyword`` names for ``card``."""
    _ACTIONS[keyword][1](ctx, player, card)


__all__ = ["exile_from_hand", "exile_from_hand_options"]
