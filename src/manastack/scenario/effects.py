"""The ``effect:`` step: a game event made to happen as if a resolving effect did it, through
the engine's event primitives (:mod:`manastack.rules.life`, :mod:`~manastack.rules.zones`, …), so replacement effects and
triggered abilities apply as usual. It runs as the game's next operation
(:meth:`manastack.game.Game.perform`) and may ask decisions (the order of replacement effects,
which card to discard).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from manastack.actions import Choose, Decision, DecisionKind, Purpose
from manastack.model.card import CardDef
from manastack.model.types import Zone
from manastack.rules.cards import discard, draw, mill
from manastack.rules.context import Ctx
from manastack.rules.counters import put_counters
from manastack.rules.damage import deal_damage
from manastack.rules.life import gain_life, lose_life
from manastack.rules.tokens import create_tokens
from manastack.rules.zones import destroy, move
from manastack.scenario.driver import Driver
from manastack.scenario.model import StepSpec
from manastack.scenario.refs import StepFailure

Operation = Callable[[Ctx], None]


@dataclass
class EffectStep:
    spec: StepSpec
    started: bool = False

    def advance(self, drv: Driver) -> bool:
        if not self.started:
            d = drv.decision()
            if d.kind is not DecisionKind.PRIORITY:
                raise StepFailure(f"can't make the effect happen now: {drv.waiting()}", kind="stuck")
            verb, arg = self.spec.value
            op = _operation(drv, verb, arg)
            self.started = True
            drv.game.perform(op)
            drv.world.sync()
        d2 = drv.game.decision
        return d2 is None or d2.kind is DecisionKind.PRIORITY


def _player(drv: Driver, name: object) -> int:
    pid = drv.world.player(str(name))
    if pid is None:
        raise StepFailure(f"{name!r} is not a player", kind="script")
    return pid


def _operation(drv: Driver, verb: str, arg: Any) -> Operation:
    w, s = drv.world, drv.state
    if verb in ("destroy", "exile", "sacrifice"):
        oid = w.find(str(arg), zones=[Zone.BATTLEFIELD] if verb != "exile" else None, what="objects")
        if verb == "destroy":
            return lambda ctx: None if destroy(ctx, oid) else None
        if verb == "exile":
            return lambda ctx: None if move(ctx, oid, Zone.EXILE, rules=("701.13a",)) else None
        return lambda ctx: None if move(ctx, oid, Zone.GRAVEYARD, rules=("701.21a",)) else None
    a: dict[str, Any] = dict(arg)
    amount = int(a.get("amount", 0))
    count = int(a.get("count", 1))
    match verb:
        case "gain_life":
            pid = _player(drv, a["player"])
            return lambda ctx: gain_life(ctx, pid, amount, None)
        case "lose_life":
            pid = _player(drv, a["player"])
            return lambda ctx: lose_life(ctx, pid, amount)
        case "draw":
            pid = _player(drv, a["player"])

            def draw_cards(ctx: Ctx) -> None:
                for _ in range(count):
                    draw(ctx, pid)

            return draw_cards
        case "mill":
            pid = _player(drv, a["player"])

            return lambda ctx: mill(ctx, pid, count)
        case "discard":
            pid = _player(drv, a["player"])
            hand = s.players[pid].hand
            cards = [w.pick(c, hand, f"cards in {a['player']}'s hand") for c in a.get("cards") or []]

            def discard_cards(ctx: Ctx) -> None:
                for c in cards:
                    discard(ctx, pid, c)
                if "cards" not in a:
                    for _ in range(count):
                        h = ctx.state.players[pid].hand
                        if not h:
                            break
                        ans = ctx.choose(Decision(pid, DecisionKind.DISCARD, tuple(Choose(c) for c in h), context="discard", purpose=Purpose.DISCARD))
                        assert isinstance(ans, Choose)
                        discard(ctx, pid, ans.id)

            return discard_cards
        case "create_token":
            pid = _player(drv, a["player"])
            token = a["token"]
            if not isinstance(token, CardDef):
                raise StepFailure(f"unknown token {token!r}", kind="script")
            return lambda ctx: None if create_tokens(ctx, pid, token, count) else None
        case "damage":
            src = w.find(str(a["source"]), what="objects")
            tgt = w.target(str(a["target"]), [p.id for p in s.players] + list(s.battlefield), "players and permanents")
            return lambda ctx: None if deal_damage(ctx, src, tgt, amount, combat=False) else None
        case "counters":
            tgt = w.target(str(a["target"]), [p.id for p in s.players] + list(s.battlefield), "players and permanents")
            kind = str(a["kind"])
            return lambda ctx: put_counters(ctx, tgt, kind, count)
    raise StepFailure(f"unknown effect {verb!r}", kind="script")


__all__ = ["EffectStep"]
