"""Discover (CR 701.57): exile cards from the top of the library until a nonland card with mana
value N or less, offer to cast it without paying its mana cost, else put it into the hand; the rest
go to the bottom in a random order."""

from __future__ import annotations

from manastack.model.effects import Discover
from manastack.model.filters import ManaValueAtMost, ObjectFilter
from manastack.model.types import CardType, Zone
from manastack.rules.amounts import Resolving, res_amount
from manastack.rules.casting import FREE, castable_from
from manastack.rules.context import Ctx
from manastack.rules.execute import verb
from manastack.rules.layers import chars
from manastack.rules.spells import offer_cast
from manastack.rules.zones import move


def _exile_until_discovered(ctx: Ctx, player: int, n: int) -> tuple[list[int], int | None]:
    """CR 701.57a: exile cards from the top of ``player``'s library one at a time until a nonland
    card with mana value ``n`` or less: the cards exiled, and that card (701.57c: the discovered
    card; None if the library ran out)."""
    state = ctx.state
    exiled: list[int] = []
    lib = state.players[player].library
    while lib:
        new = move(ctx, lib[0], Zone.EXILE, rules=("701.57a",))
        if new is None or new not in state.exile:
            return exiled, None  # a replacement effect moved it elsewhere or left it where it was
        exiled.append(new)
        c = chars(state, new)
        if not c.is_type(CardType.LAND) and c.mana_value <= n:
            return exiled, new
    return exiled, None


@verb(Discover)
def _discover(ctx: Ctx, e: Discover, res: Resolving, did: bool) -> bool:
    """CR 701.57a: the discovered card may be cast without paying its mana cost if the resulting
    spell's mana value is N or less; if it isn't cast, it is put into its owner's hand; the other
    exiled cards go to the bottom of the library in a random order (the game's seeded RNG). 701.57b:
    the player has discovered even if some of it was impossible."""
    state = ctx.state
    player = res.controller
    n = res_amount(state, e.amount, res)
    exiled, hit = _exile_until_discovered(ctx, player, n)
    if hit is not None:
        offers = [a for a in castable_from(state, player, Zone.EXILE, ObjectFilter((ManaValueAtMost(n),)), FREE) if a.card == hit]
        cast = offer_cast(ctx, res, offers, f"{res.source_name}: discover {n}, you may cast {state.name_of(hit)} without paying its mana cost")
        if cast is None and hit in state.exile:
            move(ctx, hit, Zone.HAND, rules=("701.57a",))
    rest = [c for c in exiled if c in state.exile]
    state.rng.shuffle(rest)
    for c in rest:
        move(ctx, c, Zone.LIBRARY, library_position="bottom", rules=("701.57a",))
    return did
