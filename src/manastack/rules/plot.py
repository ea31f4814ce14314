"""Plot (CR 702.170): exiling a card with plot from the hand face up, paying its plot cost, a
special action (116.2k) any time its owner has priority during their main phase while the stack is
empty; on a later turn, casting the plotted card from exile without paying its mana cost, with the
same timing (702.170d; cast in :mod:`manastack.rules.casting`)."""

from __future__ import annotations

from manastack.actions import ExileFromHand
from manastack.model.abilities import PLOT, Plot
from manastack.model.card import CardDef, per_card
from manastack.model.types import Zone
from manastack.rules.activation import sorcery_timing
from manastack.rules.context import Ctx
from manastack.rules.mana import can_pay_action_cost, pay_action_cost
from manastack.rules.zones import move
from manastack.state.game_state import GameState

#: The key of :attr:`GameObject.chosen` that keeps the turn a card became plotted.
_PLOTTED_ON = "plotted on turn"


@per_card
def plot_ability(card: CardDef) -> Plot | None:
    return next((a for a in card.abilities if isinstance(a, Plot)), None)


def plot_options(state: GameState, player: int) -> list[ExileFromHand]:
    """CR 116.2k, 702.170a: the cards with plot in ``player``'s hand they may plot now: during
    their main phase with an empty stack, paying the plot cost."""
    if not sorcery_timing(state, player):
        return []
    out: list[ExileFromHand] = []
    for cid in state.players[player].hand:
        p = plot_ability(state.objects.peek(cid).card)
        if p is not None and can_pay_action_cost(state, player, p.cost, cid):
            out.append(ExileFromHand(cid, PLOT))
    return out


def plot_card(ctx: Ctx, player: int, card: int) -> None:
    """CR 702.170a: exile the card from the hand and pay the plot cost; it becomes plotted, this turn."""
    state = ctx.state
    p = plot_ability(state.objects[card].card)
    assert p is not None
    pay_action_cost(ctx, player, p.cost, card)
    new = move(ctx, card, Zone.EXILE, rules=("702.170a", "116.2k"))
    if new is not None and new in state.exile:
        state.objects[new].chosen[_PLOTTED_ON] = state.turn


def plotted_casts(state: GameState, player: int) -> list[int]:
    """CR 702.170d: the plotted cards ``player`` owns that they may cast now without paying their
    mana cost: during their main phase with an empty stack, on a turn after the one they became
    plotted in (whether or not they still have plot)."""
    if not sorcery_timing(state, player):
        return []
    return [
        cid for cid in state.exile
        if state.objects[cid].owner == player and state.objects[cid].chosen.get(_PLOTTED_ON, state.turn) < state.turn
    ]


__all__ = ["plot_card", "plot_options", "plotted_casts"]
