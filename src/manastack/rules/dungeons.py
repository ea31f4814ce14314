"""Dungeons and venturing into the dungeon (CR 309, 701.49).

Dungeon cards begin outside the game (309.2): the ones each player owns there are
``GameState.dungeons``. Venturing brings one into its owner's command zone with the venture marker
on its topmost room (309.2a, 309.4a), moves the marker along an arrow the player chooses (309.5a,
701.49b), or, from the bottommost room, removes the dungeon from the game — the player completes it
(309.7) — and brings in another (701.49c). A room's ability is a triggered ability of the dungeon
(309.4c: "When you move your venture marker into this room, [effect]"), its trigger constraint the
:class:`~manastack.model.triggers.Room` with the arrows leaving it; the dungeon's abilities function
in the command zone (:func:`manastack.rules.layers.functioning_abilities`). A marker left on the
bottommost room removes the dungeon as a state-based action (309.6, :func:`check_completed`)."""

from __future__ import annotations

from manastack.actions import ChooseValue, Decision, DecisionKind, Purpose
from manastack.events import DungeonCompleted, RoomEntered
from manastack.model.abilities import EnteredOnlyVenturingInto, StaticAbility, TriggeredAbility
from manastack.model.card import CardDef
from manastack.model.effects import Venture
from manastack.model.triggers import Room
from manastack.model.types import CardType, Zone
from manastack.rules.amounts import Resolving, players_of
from manastack.rules.context import Ctx
from manastack.rules.execute import verb
from manastack.rules.pipeline import happened
from manastack.state.game_state import GameState
from manastack.state.objects import GameObject


def rooms(card: CardDef) -> tuple[Room, ...]:
    """The rooms of a dungeon card in printed order (CR 309.4), read from its room abilities."""
    return tuple(c for ab in card.abilities if isinstance(ab, TriggeredAbility) for c in ab.trigger.constraints if isinstance(c, Room))


def dungeon_of(state: GameState, pid: int) -> int | None:
    """The dungeon card player ``pid`` owns in the command zone (CR 309.3: at most one)."""
    return next((o for o in state.command if state.objects[o].owner == pid and CardType.DUNGEON in state.objects[o].card.types), None)


def _enterable(card: CardDef, into: str | None) -> bool:
    """CR 701.49d: venturing into [quality] enters a dungeon with that quality; a dungeon that can be
    entered only by venturing into its quality (Undercity) isn't entered otherwise."""
    only = [ab.effect.quality for ab in card.abilities if isinstance(ab, StaticAbility) and isinstance(ab.effect, EnteredOnlyVenturingInto)]
    if into is None:
        return not only
    return into in card.subtypes or card.name == into


def _enter(ctx: Ctx, pid: int, into: str | None, source: int | None) -> None:
    """CR 309.2a, 309.4a: the player chooses a dungeon card they own from outside the game, puts it
    into the command zone and their venture marker on its topmost room."""
    state = ctx.state
    choices = [d for d in state.dungeons if _enterable(d, into) and rooms(d)]
    if not choices:
        return
    names = [d.name for d in choices]
    ans = ctx.choose(Decision(pid, DecisionKind.CHOOSE_VALUE, tuple(ChooseValue(n) for n in names), context="Venture into the dungeon: choose a dungeon",
                              purpose=Purpose.DUNGEON, source=source))
    assert isinstance(ans, ChooseValue)
    card = choices[names.index(ans.value)]
    oid = state.new_id()
    state.objects[oid] = GameObject(id=oid, uid=oid, card=card, owner=pid, controller=pid, zone=Zone.COMMAND, timestamp=state.new_timestamp())
    state.command.append(oid)
    _move_marker(ctx, pid, oid, 0)


def _move_marker(ctx: Ctx, pid: int, dungeon: int, index: int) -> None:
    state = ctx.state
    state.players[pid].venture_room = index
    state.version += 1
    room = rooms(state.objects[dungeon].card)[index]
    happened(ctx, RoomEntered(pid, dungeon, room.name, index))


def complete(ctx: Ctx, pid: int, dungeon: int) -> None:
    """CR 309.5b, 309.7: the dungeon's owner removes it from the game, completing it."""
    state = ctx.state
    name = state.objects[dungeon].card.name
    state.command.remove(dungeon)
    del state.objects[dungeon]
    player = state.players[pid]
    player.venture_room = None
    player.completed_dungeons += (name,)
    state.version += 1
    happened(ctx, DungeonCompleted(pid, name))


def venture(ctx: Ctx, pid: int, into: str | None = None, source: int | None = None) -> None:
    """CR 701.49a-d: player ``pid`` ventures into the dungeon (into ``into``, 701.49d)."""
    state = ctx.state
    if state.players[pid].left_game:
        return
    dungeon = dungeon_of(state, pid)
    if dungeon is None:
        _enter(ctx, pid, into, source)
        return
    here = rooms(state.objects[dungeon].card)[state.players[pid].venture_room or 0]
    if not here.leads_to:
        complete(ctx, pid, dungeon)  # 701.49c
        _enter(ctx, pid, into, source)
        return
    nxt = here.leads_to[0]
    if len(here.leads_to) > 1:
        all_rooms = rooms(state.objects[dungeon].card)
        names = [all_rooms[i].name for i in here.leads_to]
        ans = ctx.choose(Decision(pid, DecisionKind.CHOOSE_VALUE, tuple(ChooseValue(n) for n in names), context=f"Venture from {here.name}: choose a room",
                                  purpose=Purpose.DUNGEON_ROOM, source=source, subject=dungeon))
        assert isinstance(ans, ChooseValue)
        nxt = here.leads_to[names.index(ans.value)]
    _move_marker(ctx, pid, dungeon, nxt)  # 701.49b


def check_completed(ctx: Ctx) -> bool:
    """CR 309.6 (a state-based action): a dungeon whose owner's venture marker is on its bottommost
    room, and which isn't the source of a room ability that has triggered but not yet left the
    stack, is removed from the game by its owner."""
    state = ctx.state
    if all(p.venture_room is None for p in state.players):
        return False  # no venture marker in any dungeon
    busy = {t.source_id for t in state.pending_triggers} | {state.objects.peek(o).source_id for o in state.stack}
    done = False
    for p in state.players:
        dungeon = dungeon_of(state, p.id)
        if dungeon is None or dungeon in busy or p.venture_room is None:
            continue
        if not rooms(state.objects[dungeon].card)[p.venture_room].leads_to:
            complete(ctx, p.id, dungeon)
            done = True
    return done


@verb(Venture)
def _venture(ctx: Ctx, e: Venture, res: Resolving, did: bool) -> bool:
    for pid in players_of(ctx.state, e.player, res):
        venture(ctx, pid, e.into, res.source)
    return did


__all__ = ["check_completed", "complete", "dungeon_of", "rooms", "venture"]
