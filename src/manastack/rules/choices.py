"""Objects chosen as an effect happens (CR 608.2d): "a creature of your choice"."""

from __future__ import annotations

from manastack.actions import Choose, Decision, DecisionKind, Purpose
from manastack.model.effects import ChooseObject
from manastack.model.filters import with_article
from manastack.rules.amounts import Resolving
from manastack.rules.context import Ctx
from manastack.rules.execute import verb
from manastack.rules.filters import matching


@verb(ChooseObject)
def _choose_object(ctx: Ctx, e: ChooseObject, res: Resolving, did: bool) -> bool:
    """CR 608.2d: the controller chooses one permanent the filter admits (not targeted, 115.1); the
    effects after it refer to it."""
    opts = tuple(Choose(o) for o in matching(ctx.state, e.filter, res.controller, res.source))
    if not opts:
        return False
    ans = ctx.choose(Decision(res.controller, DecisionKind.CHOOSE_OBJECT, opts, context=f"{res.source_name}: choose {with_article(e.filter.description or 'a permanent')}",
                              purpose=Purpose.OF_YOUR_CHOICE, source=res.source))
    assert isinstance(ans, Choose)
    res.created.append(ans.id)
    return did
