"""What the game's definitions name: every trigger event, keyword and other enumerated value
anywhere in the definitions of the cards that have been objects in the game and of the effects
given to it from outside the rules — where every ability and keyword an object can have comes from
(CR 613.1: layer 1 is a card's printed values, a copy of another card's, or the face-down
characteristics of a kind a card names, 708.2; layer 6 adds the abilities and keywords that
effects of cards give). A rule whose subject no definition names has nothing to do: an event of a
kind no triggered ability waits for triggers nothing (603.2), without a state trigger there is
none to check (603.8), and without daybound or nightbound there is no day or night (702.145d, g)
— so the rules needn't look at the permanents for them.

Objects may also have values no definition names — haste from suspend (702.62a), a color of
protection chosen as an effect resolves — but none of the kinds the rules skip on:
:func:`manastack.testing.invariants.check_invariants` checks every object's trigger events and
daybound and nightbound keywords against this vocabulary."""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from enum import Enum

from manastack.model.card import CardDef, face_down_values, per_card
from manastack.model.types import FaceDown
from manastack.state.game_state import GameState


def named_in_game(state: GameState) -> frozenset[Enum]:
    """Every enumerated value the game's definitions name (see the module): those of the cards
    that have been objects in it (``ObjectTable.cards``: printed abilities, the abilities their
    effects grant, their tokens, emblems and faces, their delayed triggers) and of the effects
    given from outside the rules (``GameState.given_effects``). Kept on the state while those are
    the same tuples (each only grows, so what a game names only grows)."""
    cards, given = state.objects.cards, state.given_effects
    cache = state.named_cache
    if cache is None or cache[0] is not cards or cache[1] is not given:
        cache = state.named_cache = (cards, given, named_in(given).union(*map(_named_in_card, cards)))
    return cache[2]


@per_card
def _named_in_card(card: CardDef) -> frozenset[Enum]:
    return named_in(card)


def named_in(x: object) -> frozenset[Enum]:
    """Every enumerated value nested in ``x`` at any depth (trigger events, keywords, …), and
    those of the face-down characteristics of the kinds it names (708.2: ward for disguise and
    cloak, 702.168a, 701.58a)."""
    named: set[Enum] = set()
    seen: set[int] = set()

    def walk(y: object) -> None:
        if id(y) in seen:
            return
        seen.add(id(y))
        if isinstance(y, Enum):
            named.add(y)
            if isinstance(y, FaceDown):
                walk(face_down_values(y))
        elif isinstance(y, (tuple, list, frozenset)):
            for z in y:
                walk(z)
        elif isinstance(y, dict):
            for z in y.values():
                walk(z)
        elif is_dataclass(y) and not isinstance(y, type):
            for f in fields(y):
                walk(getattr(y, f.name))

    walk(x)
    return frozenset(named)


__all__ = ["named_in", "named_in_game"]
