"""Endure (CR 701.63): a permanent's controller puts N +1/+1 counters on it or, if they don't (or
can't: it left the battlefield), creates an N/N white Spirit creature token."""

from __future__ import annotations

from manastack.actions import Answer, Decision, DecisionKind, Purpose
from manastack.model.card import spirit_token
from manastack.model.effects import Endure
from manastack.rules.amounts import Resolving, gone_permanent, objects_of
from manastack.rules.context import Ctx
from manastack.rules.counters import put_counters
from manastack.rules.execute import verb
from manastack.rules.layers import chars
from manastack.rules.tokens import create_tokens


@verb(Endure)
def _endure(ctx: Ctx, e: Endure, res: Resolving, did: bool) -> bool:
    """CR 701.63a: the referenced permanent endures N; one no longer on the battlefield can't get
    the counters, so its last known controller (the ability's controller without last known
    information) creates the token. CR 701.63b: enduring 0 does nothing."""
    if e.n <= 0:
        return did
    state = ctx.state
    here = [o for o in objects_of(state, e.what, res) if o in state.battlefield]
    for o in here:
        player = chars(state, o).controller
        ans = ctx.choose(Decision(
            player, DecisionKind.YES_NO, (Answer(True), Answer(False)),
            context=f"{res.source_name}: put {e.n} +1/+1 counters on {state.objects[o].card.name} rather than create a {e.n}/{e.n} Spirit?",
            labels=("Put the counters", "Create the Spirit"), purpose=Purpose.ENDURE, source=res.source, subject=o,
        ))
        if isinstance(ans, Answer) and ans.yes:
            put_counters(ctx, o, "+1/+1", e.n, rules=("701.63a",))
        else:
            res.created += create_tokens(ctx, player, spirit_token(e.n), 1)
    gone = None if here else gone_permanent(state, e.what, res)
    if gone is not None:
        player = gone[1][1].controller if gone[1] is not None else res.controller
        res.created += create_tokens(ctx, player, spirit_token(e.n), 1)
    return did
