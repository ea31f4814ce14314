"""Explore (CR 701.44): a permanent's controller reveals the top card of their library; a land card
goes to their hand, otherwise the permanent gets a +1/+1 counter and the card may go to the
graveyard."""

from __future__ import annotations

from manastack.actions import Answer, Decision, DecisionKind, Purpose
from manastack.events import Explored, Revealed
from manastack.model.effects import Explore
from manastack.model.types import CardType, Zone
from manastack.rules.amounts import Resolving, gone_permanent, objects_of
from manastack.rules.context import Ctx
from manastack.rules.counters import put_counters
from manastack.rules.execute import verb
from manastack.rules.layers import base_chars, chars
from manastack.rules.log import record
from manastack.rules.pipeline import happened
from manastack.rules.zones import move
from manastack.state.characteristics import Chars
from manastack.state.objects import GameObject


@verb(Explore)
def _explore_verb(ctx: Ctx, e: Explore, res: Resolving, did: bool) -> bool:
    """CR 701.44a: the referenced permanent explores. CR 701.44c: one that left the battlefield
    before exploring (this ability's source, or the permanent its trigger event was about) still
    explores, as it last existed: its last known controller reveals (the ability's controller when
    the ability has no last known information of it), and no counter can be put on it."""
    state = ctx.state
    here = [o for o in objects_of(state, e.what, res) if o in state.battlefield]
    for o in here:
        explore(ctx, o, chars(state, o).controller, res.source_name)
    gone = None if here else gone_permanent(state, e.what, res)
    if gone is not None:
        explorer = gone[1][1].controller if gone[1] is not None else res.controller
        explore(ctx, gone[0], explorer, res.source_name, lki=gone[1])
    return did


def explore(ctx: Ctx, permanent: int, player: int, source_name: str, lki: tuple[GameObject, Chars] | None = None) -> None:
    """CR 701.44a-b: ``permanent`` explores under ``player``; it has explored once the process is
    complete, even if some of it was impossible (an empty library, the permanent gone)."""
    state = ctx.state
    library = state.players[player].library
    land = False
    if library:
        top = library[0]
        record(state, Revealed(player, top))
        land = CardType.LAND in base_chars(state.objects[top]).types
        if land:
            move(ctx, top, Zone.HAND, rules=("701.44a",))
        else:
            _nonland(ctx, permanent, player, top, source_name)
    happened(ctx, Explored(permanent, player, land, lki))


def _nonland(ctx: Ctx, permanent: int, player: int, top: int, source_name: str) -> None:
    """CR 701.44a: a +1/+1 counter on the exploring permanent, then the player may put the revealed
    card into their graveyard (else it stays on top)."""
    if permanent in ctx.state.battlefield:
        put_counters(ctx, permanent, "+1/+1", 1, rules=("701.44a",))
    name = ctx.state.objects[top].card.name
    ans = ctx.choose(Decision(player, DecisionKind.YES_NO, (Answer(True), Answer(False)), context=f"{source_name}: put {name} into your graveyard?",
                              labels=("Graveyard", "Leave on top"), purpose=Purpose.EXPLORE, source=permanent, subject=top))
    if isinstance(ans, Answer) and ans.yes and top in ctx.state.players[player].library:
        move(ctx, top, Zone.GRAVEYARD, rules=("701.44a",))
