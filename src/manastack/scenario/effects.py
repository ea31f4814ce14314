"""The ``effect:`` step: a game event made to happen as if a resolving effect did it — the verb
as the card model's effects (gain life, draw, deal damage, …) for a player, run as the game's next
operation (:meth:`manastack.game.Game.perform`), so replacement effects and triggered abilities
apply as usual and decisions are asked (the order of replacement effects, which card to discard).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from manastack.actions import DecisionKind
from manastack.model.card import CardDef
from manastack.model.effects import (
    CreateToken,
    DealDamage,
    Destroy,
    Discard,
    DiscardCard,
    DrawCards,
    Effect,
    GainLife,
    LoseLife,
    Mill,
    MoveTo,
    PutCounters,
    SacrificeObject,
)
from manastack.model.filters import Target
from manastack.model.types import Zone
from manastack.rules.layers import chars
from manastack.scenario.driver import Driver
from manastack.scenario.model import StepSpec
from manastack.scenario.refs import StepFailure
from manastack.state.game_state import Performance


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
            p = _performance(drv, verb, arg)
            self.started = True
            drv.game.perform(p.effects, controller=p.controller, targets=p.targets)
            drv.world.sync()
        d2 = drv.game.decision
        return d2 is None or d2.kind is DecisionKind.PRIORITY


def _player(drv: Driver, name: object) -> int:
    pid = drv.world.player(str(name))
    if pid is None:
        raise StepFailure(f"{name!r} is not a player", kind="script")
    return pid


def _performance(drv: Driver, verb: str, arg: Any) -> Performance:
    """The effects of ``verb``, and the player and objects they are for."""
    w, s = drv.world, drv.state
    if verb in ("destroy", "exile", "sacrifice"):
        oid = w.find(str(arg), zones=[Zone.BATTLEFIELD] if verb != "exile" else None, what="objects")
        if verb == "destroy":
            return Performance((Destroy(Target(0)),), s.active, (oid,))
        if verb == "exile":
            return Performance((MoveTo(Target(0), Zone.EXILE),), s.active, (oid,))
        return Performance((SacrificeObject(Target(0)),), chars(s, oid).controller, (oid,))  # 701.21a: its controller sacrifices it
    a: dict[str, Any] = dict(arg)
    amount = int(a.get("amount", 0))
    count = int(a.get("count", 1))
    effects: tuple[Effect, ...]
    match verb:
        case "gain_life":
            return Performance((GainLife(amount),), _player(drv, a["player"]))
        case "lose_life":
            return Performance((LoseLife(amount),), _player(drv, a["player"]))
        case "draw":
            return Performance((DrawCards(count),), _player(drv, a["player"]))
        case "mill":
            return Performance((Mill(count),), _player(drv, a["player"]))
        case "discard":
            pid = _player(drv, a["player"])
            hand = s.players[pid].hand
            cards = [w.pick(c, hand, f"cards in {a['player']}'s hand") for c in a.get("cards") or []]
            if cards:
                effects = tuple(DiscardCard(Target(i)) for i in range(len(cards)))
            else:
                effects = (Discard(count),)  # the player chooses (701.9a)
            return Performance(effects, pid, tuple(cards))
        case "create_token":
            token = a["token"]
            if not isinstance(token, CardDef):
                raise StepFailure(f"unknown token {token!r}", kind="script")
            return Performance((CreateToken(token, count),), _player(drv, a["player"]))
        case "damage":
            src = w.find(str(a["source"]), what="objects")
            tgt = w.target(str(a["target"]), [p.id for p in s.players] + list(s.battlefield), "players and permanents")
            return Performance((DealDamage(amount, Target(0), source=Target(1)),), s.active, (tgt, src))
        case "counters":
            tgt = w.target(str(a["target"]), [p.id for p in s.players] + list(s.battlefield), "players and permanents")
            return Performance((PutCounters(str(a["kind"]), count, on=Target(0)),), s.active, (tgt,))
    raise StepFailure(f"unknown effect {verb!r}", kind="script")


__all__ = ["EffectStep"]
