"""Suspend (CR 702.62): exiling a card from the hand with time counters on it, a special action
(116.2f) that doesn't use the stack; the two triggered abilities that function in exile (the
upkeep's time counter removal and the free cast when the last one is removed) are found by
:mod:`manastack.rules.triggers`, and the haste of a creature cast this way is in
:mod:`manastack.rules.layers`."""

from __future__ import annotations

from manastack.actions import CastSpell, ExileFromHand
from manastack.model.abilities import SUSPEND_CAST, Suspend
from manastack.model.card import CardDef, per_card
from manastack.model.effects import CastSuspended
from manastack.model.types import CardType, Keyword, Zone
from manastack.rules.activation import sorcery_timing
from manastack.rules.amounts import Resolving
from manastack.rules.casting import can_cast
from manastack.rules.context import Ctx
from manastack.rules.counters import put_counters
from manastack.rules.execute import verb
from manastack.rules.mana import can_pay_action_cost, pay_action_cost
from manastack.rules.spells import offer_cast
from manastack.rules.zones import move
from manastack.state.game_state import GameState

KEYWORD = "suspend"


@per_card
def suspend_ability(card: CardDef) -> Suspend | None:
    """The card's suspend ability, if it has one."""
    return next((a for a in card.abilities if isinstance(a, Suspend)), None)


def _could_begin_to_cast(state: GameState, player: int, card: CardDef) -> bool:
    """CR 116.2f, 702.62c: the player could begin to cast the card from their hand now — its
    timing (307.1; an instant or a card with flash any time they have priority, 702.8a)."""
    if CardType.LAND in card.types:
        return False
    return CardType.INSTANT in card.types or card.has_keyword(Keyword.FLASH) or sorcery_timing(state, player)


def suspend_options(state: GameState, player: int) -> list[ExileFromHand]:
    """CR 116.2f: the cards in ``player``'s hand they may suspend now, paying the suspend cost."""
    out: list[ExileFromHand] = []
    for cid in state.players[player].hand:
        card = state.objects.peek(cid).card
        s = suspend_ability(card)
        if s is None or not _could_begin_to_cast(state, player, card):
            continue
        if can_pay_action_cost(state, player, s.cost, cid):
            out.append(ExileFromHand(cid, KEYWORD))
    return out


def suspend_card(ctx: Ctx, player: int, card: int) -> None:
    """CR 702.62a: pay the suspend cost and exile the card with N time counters on it (116.2f)."""
    state = ctx.state
    s = suspend_ability(state.objects[card].card)
    assert s is not None
    pay_action_cost(ctx, player, s.cost, card)
    new = move(ctx, card, Zone.EXILE, rules=("702.62a", "116.2f"))
    if new is not None and new in state.exile:
        put_counters(ctx, new, "time", s.count, by_effect=False, rules=("702.62a",))


@verb(CastSuspended)
def _cast_suspended(ctx: Ctx, e: CastSuspended, res: Resolving, did: bool) -> bool:
    """CR 702.62a, 702.62d: its owner may cast the exiled card without paying its mana cost,
    ignoring timing (608.2g); if they don't, it stays exiled. Announced as SUSPEND_CAST, so a
    creature spell cast this way has haste (:func:`manastack.rules.layers.suspend_haste`)."""
    state = ctx.state
    cid, player = res.source, res.controller
    if cid not in state.exile:
        return did
    offers = [CastSpell(cid, False, SUSPEND_CAST)] if can_cast(state, player, cid, False, SUSPEND_CAST, ignore_timing=True) else []
    offer_cast(ctx, res, offers, f"{res.source_name}: suspend, you may cast it without paying its mana cost")
    return did


__all__ = ["suspend_card", "suspend_options"]
