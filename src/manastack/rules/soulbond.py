"""Soulbond (CR 702.95): pairing two creatures. A creature's ``paired_with`` names its partner and
its own ``controlled_since`` as they were paired; :func:`manastack.rules.predicates.paired_partner`
says whether the pairing still lasts (702.95e)."""

from __future__ import annotations

from manastack.actions import Choose, Decision, DecisionKind, Purpose
from manastack.events import Paired as PairedEvent
from manastack.model.effects import Pair
from manastack.rules.amounts import Resolving, objects_of
from manastack.rules.context import Ctx
from manastack.rules.execute import verb
from manastack.rules.layers import chars
from manastack.rules.log import record
from manastack.rules.predicates import can_pair


@verb(Pair)
def _pair(ctx: Ctx, e: Pair, res: Resolving, did: bool) -> bool:
    """CR 702.95a: pair the source with the creature that entered, or with another unpaired
    creature its controller chooses (not a target); only while both are unpaired creatures the
    ability's controller controls (the intervening "if" checked again, 603.4)."""
    state = ctx.state
    me, you = res.source, res.controller
    if not can_pair(state, me, you, chars):
        return False
    if e.other is not None:
        options = [o for o in objects_of(state, e.other, res) if o != me and can_pair(state, o, you, chars)]
    else:
        options = [o for o in state.battlefield if o != me and can_pair(state, o, you, chars)]
    if not options:
        return False
    other = options[0]
    if e.other is None and len(options) > 1:
        ans = ctx.choose(Decision(you, DecisionKind.CHOOSE_OBJECT, tuple(Choose(o) for o in options), context="pair with",
                                  purpose=Purpose.PAIR, source=me))
        assert isinstance(ans, Choose)
        other = ans.id
    a, b = state.objects[me], state.objects[other]
    a.paired_with, b.paired_with = (other, a.controlled_since), (me, b.controlled_since)
    state.version += 1
    record(state, PairedEvent(me, other))
    return did


__all__: list[str] = []
