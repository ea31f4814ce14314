"""Emblems (CR 114): an effect puts an emblem with abilities into a player's command zone, where
its abilities function (114.4) — :func:`manastack.rules.layers.functioning_abilities` gives them
with the permanents' abilities, so its static, triggered and replacement abilities work like any
permanent's."""

from __future__ import annotations

from manastack.events import EmblemCreated
from manastack.model.effects import CreateEmblem
from manastack.model.types import Zone
from manastack.rules.amounts import Resolving, players_of
from manastack.rules.context import Ctx
from manastack.rules.execute import verb
from manastack.rules.pipeline import happened
from manastack.state.objects import GameObject


@verb(CreateEmblem)
def _create_emblem(ctx: Ctx, e: CreateEmblem, res: Resolving, did: bool) -> bool:
    """CR 114.2: the player puts the emblem into the command zone; they own and control it."""
    state = ctx.state
    for pid in players_of(state, e.player, res):
        oid = state.new_id()
        state.objects[oid] = GameObject(
            id=oid, uid=oid, card=e.emblem, owner=pid, controller=pid, zone=Zone.COMMAND, timestamp=state.new_timestamp(),
        )
        state.command.append(oid)
        state.version += 1
        happened(ctx, EmblemCreated(pid, oid, f'"{e.emblem.oracle_text}"'))
    return did
