"""Emblems (CR 114): an effect puts an emblem with abilities into a player's command zone, where
its abilities function (114.4) — :func:`manastack.rules.layers.functioning_abilities` gives them
with the permanents' abilities, so its static, triggered and replacement abilities work like any
permanent's."""

from __future__ import annotations

from manastack.events import EmblemCreated
from manastack.model.card import CardDef
from manastack.model.effects import CreateEmblem
from manastack.model.types import Zone
from manastack.rules.amounts import Resolving, players_of
from manastack.rules.context import Ctx
from manastack.rules.execute import verb
from manastack.rules.pipeline import happened
from manastack.state.objects import GameObject


def create_emblem(ctx: Ctx, pid: int, emblem: CardDef) -> int:
    """CR 114.2: player ``pid`` puts the emblem into the command zone; they own and control it."""
    state = ctx.state
    oid = state.new_id()
    state.objects[oid] = GameObject(
        id=oid, uid=oid, card=emblem, owner=pid, controller=pid, zone=Zone.COMMAND, timestamp=state.new_timestamp(),
    )
    state.command.append(oid)
    state.version += 1
    happened(ctx, EmblemCreated(pid, oid, f'"{emblem.oracle_text}"'))
    return oid


@verb(CreateEmblem)
def _create_emblem(ctx: Ctx, e: CreateEmblem, res: Resolving, did: bool) -> bool:
    for pid in players_of(ctx.state, e.player, res):
        create_emblem(ctx, pid, e.emblem)
    return did
