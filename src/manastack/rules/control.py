"""Control (CR 108.4, 613.1b): the verbs that change who controls a permanent — "gain control of
target creature" and "exchange control of" (701.12). A change of control is a layer-2 effect
(:class:`~manastack.state.effects.ControlChange`); the permanent's new controller hasn't controlled
it continuously since their turn began (302.6), and it leaves combat (506.4)."""

from __future__ import annotations

from manastack.events import ControlExchanged, ExchangeFailed
from manastack.model.effects import Duration, ExchangeControl, GainControl
from manastack.rules.amounts import Resolving, objects_of, players_of
from manastack.rules.combat_removal import remove_from_combat
from manastack.rules.context import Ctx
from manastack.rules.continuous import add_effect
from manastack.rules.execute import verb
from manastack.rules.layers import chars
from manastack.rules.log import record
from manastack.state.effects import ControlChange


@verb(GainControl)
def _gain_control(ctx: Ctx, e: GainControl, res: Resolving, did: bool) -> bool:
    state = ctx.state
    affected = frozenset(objects_of(state, e.what, res))
    gainer = players_of(state, e.player, res)
    if affected and gainer:
        before = {oid: chars(state, oid).controller for oid in affected}
        add_effect(state, res, e.duration, ControlChange(gainer[0]), affected)
        for oid in affected:
            state.objects[oid].sick = True  # 302.6: a new controller hasn't controlled it continuously
            state.objects[oid].controlled_since = state.next_timestamp - 1  # the control effect's timestamp
            if chars(state, oid).controller != before[oid]:
                remove_from_combat(state, oid)  # 506.4: its controller changes
    return did


@verb(ExchangeControl)
def _exchange_control(ctx: Ctx, e: ExchangeControl, res: Resolving, did: bool) -> bool:
    """CR 701.12a-b: exchange control of two permanents — all of it or nothing. Each controller
    gains control of the other's permanent at once: two layer-2 effects (613.1b) with one
    timestamp, lasting indefinitely."""
    state = ctx.state
    xs, ys = objects_of(state, e.first, res), objects_of(state, e.second, res)
    if len(xs) != 1 or len(ys) != 1 or xs[0] == ys[0] or not all(o in state.battlefield for o in xs + ys):
        record(state, ExchangeFailed(res.source_name))
        return did
    x, y = xs[0], ys[0]
    cx, cy = chars(state, x).controller, chars(state, y).controller
    if cx == cy:
        record(state, ExchangeFailed(res.source_name, rules=("701.12b",)))
        return did
    add_effect(state, res, Duration.PERMANENT, ControlChange(cy), frozenset({x}))
    add_effect(state, res, Duration.PERMANENT, ControlChange(cx), frozenset({y}), same_timestamp=True)
    for oid in (x, y):
        state.objects[oid].sick = True  # 302.6: its new controller hasn't controlled it continuously
        state.objects[oid].controlled_since = state.next_timestamp - 1  # the control effects' timestamp
        remove_from_combat(state, oid)  # 506.4: its controller changed
    record(state, ControlExchanged(res.source_name, x, y))
    return did
