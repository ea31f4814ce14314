"""Foretell (CR 702.143): exiling a card with foretell from the hand face down for {2}, a special
action (116.2h) any time its owner has priority during their turn, and casting it from exile for
its foretell cost after that turn has ended (an alternative cost, cast in
:mod:`manastack.rules.casting`)."""

from __future__ import annotations

from manastack.actions import ExileFromHand
from manastack.mana import ManaCost
from manastack.model.abilities import FORETELL, AlternativeCost
from manastack.model.card import CardDef, per_card
from manastack.model.types import FaceDown, Zone
from manastack.rules.context import Ctx
from manastack.rules.mana import pay_mana, plan
from manastack.rules.zones import move
from manastack.state.game_state import GameState

#: CR 702.143a, 116.2h: what foretelling a card costs.
FORETELL_ACTION_COST = ManaCost(generic=2)

#: The key of :attr:`GameObject.chosen` that keeps the turn a card was foretold.
_FORETOLD_ON = "foretold on turn"


@per_card
def has_foretell(card: CardDef) -> bool:
    return any(isinstance(a, AlternativeCost) and a.name == FORETELL for a in card.abilities)


def foretell_options(state: GameState, player: int) -> list[ExileFromHand]:
    """CR 116.2h: the cards with foretell in ``player``'s hand they may foretell now (their turn)."""
    if not state.is_active(player):
        return []
    cards = [cid for cid in state.players[player].hand if has_foretell(state.objects.peek(cid).card)]
    if not cards or plan(state, player, FORETELL_ACTION_COST, None) is None:  # the mana plan last: it costs the most
        return []
    return [ExileFromHand(cid, FORETELL) for cid in cards]


def foretell_card(ctx: Ctx, player: int, card: int) -> None:
    """CR 702.143a: pay {2} and exile the card face down; it remembers the turn it was foretold."""
    state = ctx.state
    pay_mana(ctx, player, FORETELL_ACTION_COST, None, state.objects[card].card.name)
    new = move(ctx, card, Zone.EXILE, face_down=FaceDown.FORETELL, rules=("702.143a", "116.2h"))
    if new is not None and new in state.exile:
        state.objects[new].chosen[_FORETOLD_ON] = state.turn


def foretold_casts(state: GameState, player: int) -> list[int]:
    """CR 702.143a: the foretold cards ``player`` owns that they may cast for their foretell cost:
    those foretold on an earlier turn, still face down in exile (400.7)."""
    out: list[int] = []
    for cid in state.exile:
        o = state.objects[cid]
        if o.owner == player and o.face_down is FaceDown.FORETELL and o.chosen.get(_FORETOLD_ON, state.turn) < state.turn and has_foretell(o.card):
            out.append(cid)
    return out


__all__ = ["foretell_card", "foretell_options", "foretold_casts"]
