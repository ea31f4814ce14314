"""Cascade (CR 702.85): a spell's triggered ability that exiles cards from the top of its
controller's library until a nonland card with a lesser mana value, offers to cast that card
without paying its mana cost, and puts the rest on the bottom in a random order."""

from __future__ import annotations

from manastack.model.effects import Cascade
from manastack.model.filters import ManaValueAtMost, ObjectFilter, This
from manastack.model.types import CardType, Zone
from manastack.rules.amounts import Resolving, last_known, objects_of
from manastack.rules.casting import FREE, castable_from
from manastack.rules.context import Ctx
from manastack.rules.execute import verb
from manastack.rules.layers import chars
from manastack.rules.spells import offer_cast
from manastack.rules.zones import move
from manastack.state.game_state import GameState


def _spell_mana_value(state: GameState, res: Resolving) -> int:
    """"This spell's mana value": of the spell on the stack, or as it last existed there if it has
    left (608.2h, 113.7a)."""
    ids = objects_of(state, This(), res)
    if ids:
        return chars(state, ids[0]).mana_value
    known = last_known(This(), res)
    return known[1].mana_value if known is not None else 0


def exile_until_nonland(ctx: Ctx, player: int, max_mv: int, rule: str) -> tuple[list[int], int | None]:
    """Exile cards from the top of ``player``'s library one at a time until a nonland card with mana
    value ``max_mv`` or less (cascade, 702.85a; discover, 701.57a): the cards exiled, and that card
    (None if the library ran out)."""
    state = ctx.state
    exiled: list[int] = []
    lib = state.players[player].library
    while lib:
        new = move(ctx, lib[0], Zone.EXILE, rules=(rule,))
        if new is None or new not in state.exile:
            return exiled, None  # a replacement effect moved it elsewhere or left it where it was
        exiled.append(new)
        c = chars(state, new)
        if not c.is_type(CardType.LAND) and c.mana_value <= max_mv:
            return exiled, new
    return exiled, None


@verb(Cascade)
def _cascade(ctx: Ctx, e: Cascade, res: Resolving, did: bool) -> bool:
    """CR 702.85a: exile until a nonland card with lesser mana value; its controller may cast it
    without paying its mana cost if the resulting spell's mana value is less than this spell's;
    then the exiled cards that weren't cast go to the bottom of the library in a random order."""
    state = ctx.state
    player = res.controller
    mv = _spell_mana_value(state, res)
    exiled, hit = exile_until_nonland(ctx, player, mv - 1, "702.85a")  # less than the spell's
    if hit is not None:
        lesser = ObjectFilter((ManaValueAtMost(mv - 1),))
        offers = [a for a in castable_from(state, player, Zone.EXILE, lesser, FREE) if a.card == hit]
        offer_cast(ctx, res, offers, f"{res.source_name}: cascade, you may cast {state.name_of(hit)} without paying its mana cost")
    bottom_in_random_order(ctx, exiled, "702.85a")
    return did


def bottom_in_random_order(ctx: Ctx, exiled: list[int], rule: str) -> None:
    """The exiled cards still in exile go to the bottom of their owner's library in a random order
    (the game's seeded generator; cascade 702.85a, discover 701.57a)."""
    rest = [c for c in exiled if c in ctx.state.exile]
    ctx.state.rng.shuffle(rest)
    for c in rest:
        move(ctx, c, Zone.LIBRARY, library_position="bottom", rules=(rule,))
