"""Convoke (CR 702.51): while paying a spell's total cost, its caster may tap untapped creatures
they control, each paying one generic mana or one mana of the creature's color. Convoke isn't a
mana ability (702.51b), and tapping a creature for it isn't tapping it for mana."""

from __future__ import annotations

from manastack.actions import Action, Choose, ChooseValue, Decision, DecisionKind, Done, Purpose
from manastack.mana import Color, ManaCost
from manastack.rules.context import Ctx
from manastack.rules.costs import untapped_creatures
from manastack.rules.layers import chars
from manastack.rules.mana import ForAbility, plan, simple_sources
from manastack.rules.status import tap
from manastack.state.characteristics import Chars
from manastack.state.game_state import GameState


def _convoke_options(cost: ManaCost, colors: frozenset[Color]) -> list[tuple[str, ManaCost]]:
    """CR 702.51a: what one creature of ``colors`` can pay of ``cost`` — one colored mana of its
    color (a colored, hybrid or Phyrexian symbol with that color among its options), or one generic
    mana — each with the cost left (by the symbol's text, distinct symbols only)."""
    out: list[tuple[str, ManaCost]] = []
    for i, sym in enumerate(cost.symbols):
        if not sym.x and sym.colors & colors and sym.text() not in (t for t, _ in out):
            out.append((sym.text(), ManaCost(cost.generic, cost.symbols[:i] + cost.symbols[i + 1:])))
    if cost.generic:
        out.append(("{1}", cost.reduce_generic(1)))
    return out


def can_pay_with_convoke(state: GameState, player: int, cost: ManaCost, spell: Chars | ForAbility | None) -> bool:
    """Whether ``cost`` can be paid by tapping creatures for convoke (CR 702.51a) and paying the rest
    with mana (:func:`plan`). Creatures that are mana sources the plan may tap are left to it (they
    yield one mana either way); each other creature pays a colored symbol of its color if one is
    left, else one generic mana. A conservative test: an unusual split among multicolored
    creatures may be missed, never a payment that doesn't exist claimed."""
    if plan(state, player, cost, spell) is not None:
        return True
    sources = {s.obj for s in simple_sources(state, player)}
    for o in untapped_creatures(state, player):
        if o in sources:
            continue
        opts = _convoke_options(cost, chars(state, o).colors)
        if opts:
            cost = opts[0][1]
    return plan(state, player, cost, spell) is not None


def pay_convoke(ctx: Ctx, player: int, cost: ManaCost, what: str) -> ManaCost:
    """CR 702.51a-b: while paying a convoke spell's total cost, the player may tap untapped
    creatures they control, each paying one generic mana or one mana of the creature's color. The
    creatures are chosen one at a time (only those that can still pay part of the cost are offered)
    until the player is done; what a creature pays is asked when it could pay different symbols.
    Returns the cost left to pay with mana; the creatures are tapped (convoke isn't a mana ability,
    702.51b, and tapping them isn't tapping for mana)."""
    state = ctx.state
    chosen: list[int] = []
    while not cost.is_free():
        opts: list[Action] = [
            Choose(o) for o in untapped_creatures(state, player) if o not in chosen and _convoke_options(cost, chars(state, o).colors)
        ]
        if not opts:
            break
        opts.append(Done())
        ans = ctx.choose(Decision(player, DecisionKind.PAY_COST, tuple(opts), context=f"{what}: convoke — tap creatures to pay {cost.text()}", purpose=Purpose.CONVOKE))
        if not isinstance(ans, Choose):
            break
        pays = _convoke_options(cost, chars(state, ans.id).colors)
        pick = ctx.choose(Decision(player, DecisionKind.CHOOSE_VALUE, tuple(ChooseValue(t) for t, _ in pays),
                                   context=f"{what}: what {chars(state, ans.id).name} pays", purpose=Purpose.CONVOKE, subject=ans.id))
        assert isinstance(pick, ChooseValue)
        cost = next(c for t, c in pays if t == pick.value)
        chosen.append(ans.id)
    for oid in chosen:
        tap(ctx, oid, rules=("702.51a", "601.2h"))
    return cost


__all__ = ["can_pay_with_convoke", "pay_convoke"]
