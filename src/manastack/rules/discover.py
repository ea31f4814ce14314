"""Discover (CR 701.57): exile cards from the top of the library until a nonland card with mana
value N or less, offer to cast it without paying its mana cost, else put it into the hand; the rest
go to the bottom in a random order."""

from __future__ import annotations

from manastack.model.effects import Discover
from manastack.model.filters import ManaValueAtMost, ObjectFilter
from manastack.model.types import Zone
from manastack.rules.amounts import Resolving, res_amount
from manastack.rules.cascade import bottom_in_random_order, exile_until_nonland
from manastack.rules.casting import FREE, castable_from
from manastack.rules.context import Ctx
from manastack.rules.execute import verb
from manastack.rules.spells import offer_cast
from manastack.rules.zones import move


@verb(Discover)
def _discover(ctx: Ctx, e: Discover, res: Resolving, did: bool) -> bool:
    """CR 701.57a: the discovered card may be cast without paying its mana cost if the resulting
    spell's mana value is N or less; if it isn't cast, it is put into its owner's hand; the other
    exiled cards go to the bottom of the library in a random order (the game's seeded RNG). 701.57b:
    the player has discovered even if some of it was impossible."""
    state = ctx.state
    player = res.controller
    n = res_amount(state, e.amount, res)
    exiled, hit = exile_until_nonland(ctx, player, n, "701.57a")
    if hit is not None:
        offers = [a for a in castable_from(state, player, Zone.EXILE, ObjectFilter((ManaValueAtMost(n),)), FREE) if a.card == hit]
        cast = offer_cast(ctx, res, offers, f"{res.source_name}: discover {n}, you may cast {state.name_of(hit)} without paying its mana cost")
        if cast is None and hit in state.exile:
            move(ctx, hit, Zone.HAND, rules=("701.57a",))
    bottom_in_random_order(ctx, exiled, "701.57a")
    return did
