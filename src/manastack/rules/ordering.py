"""Putting several cards in an order the player chooses: "in any order" (CR 701.22a, 701.25a), and
cards put into a library at once, arranged by their owner (401.4)."""

from __future__ import annotations

from manastack.actions import Choose, Decision, DecisionKind, Purpose
from manastack.rules.context import Ctx


def order_cards(ctx: Ctx, player: int, cards: list[int], what: str, purpose: Purpose, source: int, where: str) -> list[int]:
    """CR 701.22a, 701.25a: "in any order" — the player picks the cards one by one, topmost first,
    for ``purpose`` (the effect ordering them) and ``where`` they go ("top" or "bottom" of the
    library). Cards with the same definition are interchangeable: only one of them is offered."""
    state = ctx.state
    left = list(cards)
    out: list[int] = []
    while len(left) > 1:
        distinct: dict[int, int] = {}
        for c in left:
            distinct.setdefault(id(state.objects[c].card), c)
        if len(distinct) == 1:
            break
        ans = ctx.choose(Decision(player, DecisionKind.ORDER, tuple(Choose(c) for c in distinct.values()), context=what, purpose=purpose, source=source, about=where))
        assert isinstance(ans, Choose)
        out.append(ans.id)
        left.remove(ans.id)
    return out + left


__all__ = ["order_cards"]
