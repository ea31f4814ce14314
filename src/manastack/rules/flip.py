"""Flip cards (CR 710): a flip card's permanent flipping to its alternative characteristics. It stays
the same object; the flipped status is forgotten as it leaves the battlefield (710.4, 400.7)."""

from __future__ import annotations

from manastack.events import EffectDoesNothing, Flipped
from manastack.model.effects import Flip
from manastack.rules.amounts import Resolving, objects_of
from manastack.rules.context import Ctx
from manastack.rules.execute import verb
from manastack.rules.log import record
from manastack.rules.pipeline import happened


@verb(Flip)
def _flip(ctx: Ctx, e: Flip, res: Resolving, did: bool) -> bool:
    """CR 710.2: each referenced permanent that is an unflipped flip card flips; flipping is one way
    (710.4), and a permanent without alternative characteristics doesn't flip."""
    state = ctx.state
    for oid in objects_of(state, e.what, res):
        o = state.objects[oid]
        if oid not in state.battlefield or o.flipped or o.face.flipped is None:
            record(state, EffectDoesNothing(o.name, rules=("710.2", "710.4")))
            continue
        was = o.name
        o.flipped = True
        state.version += 1
        happened(ctx, Flipped(oid, was, o.name))
    return did
