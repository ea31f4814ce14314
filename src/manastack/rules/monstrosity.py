"""Monstrosity (CR 701.37): "Monstrosity N" means "If this permanent isn't monstrous, put N +1/+1
counters on it and it becomes monstrous" (written out by the compiler). Monstrous is a designation
the permanent keeps until it leaves the battlefield (701.37b; a new object isn't monstrous, 400.7);
"when this creature becomes monstrous" abilities trigger on it."""

from __future__ import annotations

from manastack.events import BecameMonstrous
from manastack.model.effects import BecomeMonstrous
from manastack.rules.amounts import Resolving, objects_of
from manastack.rules.context import Ctx
from manastack.rules.execute import verb
from manastack.rules.pipeline import happened


@verb(BecomeMonstrous)
def _become_monstrous(ctx: Ctx, e: BecomeMonstrous, res: Resolving, did: bool) -> bool:
    """CR 701.37a-b: each referenced permanent still on the battlefield becomes monstrous; 701.37c:
    with the X of the ability ("monstrosity X"), which its "becomes monstrous" abilities may use."""
    state = ctx.state
    for o in objects_of(state, e.what, res):
        if o in state.battlefield and not state.objects[o].monstrous:
            state.objects[o].monstrous = True
            state.version += 1
            happened(ctx, BecameMonstrous(o, res.x))
    return did
