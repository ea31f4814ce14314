"""Emerge (CR 702.119) and harmonize (702.180): an alternative cost with a permanent of the caster's
chosen as it is announced (702.119c, 702.180b: 601.2b) whose mana value (emerge) or power
(harmonize) reduces the spell's total cost by that much generic mana (601.2f); the permanent is
sacrificed or tapped as the total cost is paid (601.2h). Its own mana abilities can't help pay the
cost it is sacrificed or tapped for."""

from __future__ import annotations

from collections.abc import Callable

from manastack.actions import Action, Choose, Decision, DecisionKind, Done, Purpose
from manastack.mana import ManaCost
from manastack.model.costs import Cost, ReducingPermanent
from manastack.model.types import Zone
from manastack.rules.context import Ctx
from manastack.rules.filters import matching
from manastack.rules.layers import chars
from manastack.rules.status import tap
from manastack.rules.zones import move
from manastack.state.characteristics import Chars
from manastack.state.game_state import GameState
from manastack.state.objects import GameObject

#: The key of :attr:`GameObject.chosen` on the spell naming the permanent chosen.
REDUCER = "reducing permanent"


def reducing_part(components: tuple[Cost, ...]) -> ReducingPermanent | None:
    """The cost's permanent chosen to reduce it, if it has one."""
    return next((p for c in components if (p := c.part(ReducingPermanent)) is not None), None)


def candidates(state: GameState, player: int, part: ReducingPermanent, source: int) -> list[int]:
    """The permanents ``player`` controls that the filter admits (untapped ones, to tap)."""
    return [
        o for o in matching(state, part.filter, player, source)
        if chars(state, o).controller == player and not (part.tap and state.objects[o].tapped)
    ]


def reduction(state: GameState, oid: int | None, part: ReducingPermanent) -> int:
    """The generic mana the chosen permanent pays for: its power (702.180a, none below 0) or its
    mana value (702.119a)."""
    if oid is None:
        return 0
    c = chars(state, oid)
    return max(0, c.power or 0) if part.tap else (c.mana_cost.mana_value if c.mana_cost is not None else 0)


#: Whether a mana cost can be paid with mana without the permanent (if any) chosen: its own mana
#: abilities can't be activated while it is sacrificed or tapped for the cost (``plan`` with ``exclude``).
Payable = Callable[[ManaCost, int | None], bool]


def _choices(state: GameState, player: int, part: ReducingPermanent, source: int, cost: ManaCost, payable: Payable) -> list[int | None]:
    """The choices with which the rest of the cost can be paid with mana (None: no permanent, only
    "up to one" to tap)."""
    opts: list[int | None] = [*candidates(state, player, part, source), *([None] if part.tap else [])]
    return [o for o in opts if payable(cost.reduce_generic(reduction(state, o, part)), o)]


def can_pay_reduced(state: GameState, player: int, part: ReducingPermanent, source: int, cost: ManaCost, payable: Payable) -> bool:
    """Whether some choice of permanent lets the total cost be paid (601.2b, 601.2h)."""
    return bool(_choices(state, player, part, source, cost, payable))


def choose_reducer(ctx: Ctx, player: int, part: ReducingPermanent, sid: int, cost: ManaCost, payable: Payable, name: str) -> ManaCost:
    """CR 702.119c, 702.180b: the player chooses the permanent that goes with the cost announced
    (asked once the total cost is known, so only a choice the rest can be paid with is offered);
    returns the total cost reduced by it."""
    state = ctx.state
    choices = _choices(state, player, part, sid, cost, payable)
    opts: tuple[Action, ...] = tuple(Choose(o) if o is not None else Done() for o in choices)
    purpose = Purpose.TAP_COST if part.tap else Purpose.SACRIFICE_COST
    ans = ctx.choose(Decision(player, DecisionKind.PAY_COST, opts, context=f"{name}: {part.text().lower()}", purpose=purpose, source=sid))
    chosen = ans.id if isinstance(ans, Choose) else None
    if chosen is not None:
        state.objects[sid].chosen[REDUCER] = chosen
    return cost.reduce_generic(reduction(state, chosen, part))


def reducer_of(state: GameState, sid: int) -> int | None:
    """The permanent chosen for the spell's cost, if any."""
    oid = state.objects[sid].chosen.get(REDUCER)
    return oid if isinstance(oid, int) else None


def pay_reducer(ctx: Ctx, part: ReducingPermanent, source: int, sacrificed: list[tuple[GameObject, Chars]]) -> None:
    """CR 601.2h: tap (702.180b) or sacrifice (702.119c) the permanent chosen, remembering a
    sacrificed one as it last existed (608.2h)."""
    state = ctx.state
    oid = reducer_of(state, source)
    if oid is None:
        return
    if part.tap:
        tap(ctx, oid, rules=("702.180b", "601.2h"))
        return
    sacrificed.append((state.objects[oid].copy(), chars(state, oid)))
    move(ctx, oid, Zone.GRAVEYARD, rules=("702.119c", "701.21a"))


__all__ = ["REDUCER", "Payable", "can_pay_reduced", "candidates", "choose_reducer", "pay_reducer", "reducer_of", "reducing_part", "reduction"]
