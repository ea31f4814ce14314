"""Class and Case designations (CR 716, 719): a Class's level and a Case's solved designation,
each kept by the permanent until it leaves the battlefield (a new object has neither, 400.7).

716.2a: a class level bar's activated ability makes the Class's level N ("When this Class becomes
level N" triggers on it); 719.3a: a Case's "To solve" ability makes it solved. What each designation
turns on (the abilities of a level's section, a Case's "Solved" ability) is a static ability with the
conditions :class:`~manastack.model.conditions.SourceClassLevel` and ``SourceSolved``.
"""

from __future__ import annotations

from manastack.events import BecameSolved, ClassLevelGained
from manastack.model.effects import BecomeClassLevel, BecomeSolved
from manastack.rules.amounts import Resolving, objects_of
from manastack.rules.context import Ctx
from manastack.rules.execute import verb
from manastack.rules.pipeline import happened


@verb(BecomeClassLevel)
def _become_level(ctx: Ctx, e: BecomeClassLevel, res: Resolving, did: bool) -> bool:
    """CR 716.2a-b: each referenced permanent still on the battlefield has level N (a designation,
    not a copiable value, kept even if it stops being a Class)."""
    state = ctx.state
    for o in objects_of(state, e.what, res):
        if o in state.battlefield:
            state.objects[o].class_level = e.level
            state.version += 1
            happened(ctx, ClassLevelGained(o, e.level))
    return did


@verb(BecomeSolved)
def _become_solved(ctx: Ctx, e: BecomeSolved, res: Resolving, did: bool) -> bool:
    """CR 719.3a-b: each referenced permanent still on the battlefield becomes solved (once solved,
    it stays solved until it leaves the battlefield)."""
    state = ctx.state
    for o in objects_of(state, e.what, res):
        if o in state.battlefield and not state.objects[o].solved:
            state.objects[o].solved = True
            state.version += 1
            happened(ctx, BecameSolved(o))
    return did
