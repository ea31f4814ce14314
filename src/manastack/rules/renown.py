"""Renown (CR 702.112): the renowned designation a permanent gets from its renown ability and keeps
while it stays on the battlefield (a new object isn't renowned, 400.7)."""

from __future__ import annotations

from manastack.events import BecameRenowned
from manastack.model.effects import BecomeRenowned
from manastack.rules.amounts import Resolving, objects_of
from manastack.rules.context import Ctx
from manastack.rules.execute import verb
from manastack.rules.pipeline import happened


@verb(BecomeRenowned)
def _become_renowned(ctx: Ctx, e: BecomeRenowned, res: Resolving, did: bool) -> bool:
    """CR 702.112a-b: each referenced permanent still on the battlefield becomes renowned."""
    state = ctx.state
    for o in objects_of(state, e.what, res):
        if o in state.battlefield and not state.objects[o].renowned:
            state.objects[o].renowned = True
            state.version += 1
            happened(ctx, BecameRenowned(o))
    return did
