"""Judging cards in hand: mulligans, which card to bottom or discard, which land to play, which
color of mana to take."""

from __future__ import annotations

from collections import Counter

from manastack.ai.targeting import _walk
from manastack.model.card import CardDef
from manastack.model.effects import FixedMana, ManaCombination, OneOf
from manastack.model.types import CardType
from manastack.rules.layers import chars
from manastack.state.game_state import GameState


def is_land(card: CardDef) -> bool:
    return CardType.LAND in card.types


def lands_in_hand(state: GameState, pid: int) -> int:
    return sum(1 for c in state.players[pid].hand if is_land(state.objects[c].card))


def lands_in_play(state: GameState, pid: int) -> int:
    return sum(1 for o in state.battlefield if CardType.LAND in chars(state, o).types and chars(state, o).controller == pid)


def keep_hand(state: GameState, pid: int) -> bool:
    """Keep a hand with two to five lands of seven; after two mulligans keep anything (CR 103.5)."""
    p = state.players[pid]
    if p.mulligans >= 2:
        return True
    lands = lands_in_hand(state, pid)
    return 2 <= lands <= 5


def keep_value(state: GameState, pid: int, cid: int) -> float:
    """How much a card in hand is worth keeping: lands while short of them, then spells that can
    soon be cast (cheaper and bigger first)."""
    card = state.objects[cid].card
    lands = lands_in_play(state, pid) + lands_in_hand(state, pid)
    if is_land(card):
        return 4.0 if lands <= 4 else 0.5
    mv = card.mana_cost.mana_value if card.mana_cost is not None else 0
    reachable = lands_in_play(state, pid) + 2
    return 2.0 + 0.5 * mv if mv <= reachable else 1.0


def worst_card(state: GameState, pid: int, cids: list[int]) -> int:
    """The card to put on the bottom or discard."""
    return min(cids, key=lambda c: keep_value(state, pid, c))


def produced(card: CardDef) -> set[str]:
    """The mana types a land's abilities can add."""
    out: set[str] = set()
    for e in _walk(card.abilities):
        if isinstance(e, (FixedMana, OneOf, ManaCombination)):
            out.update(e.types)
    return out


def color_needs(state: GameState, pid: int) -> Counter[str]:
    """Colored mana symbols of the spells in hand that the lands in play don't produce yet."""
    have: set[str] = set()
    for o in state.battlefield:
        c = chars(state, o)
        if c.controller == pid and CardType.LAND in c.types:
            have |= produced(state.objects[o].card)
    need: Counter[str] = Counter()
    for cid in state.players[pid].hand:
        card = state.objects[cid].card
        if card.mana_cost is None or is_land(card):
            continue
        for color in card.mana_cost.colors:
            if color.value not in have:
                need[color.value] += 1
    return need


def land_score(state: GameState, pid: int, cid: int) -> float:
    """How much playing this land helps cast the hand."""
    need = color_needs(state, pid)
    card = state.objects[cid].card
    return sum(need[t] for t in produced(card)) + 0.1 * len(produced(card))


__all__ = ["color_needs", "keep_hand", "keep_value", "land_score", "lands_in_play", "produced", "worst_card"]
