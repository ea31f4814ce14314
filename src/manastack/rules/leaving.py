"""Leaving the game (CR 800.4a, 104.5): in a game of more than two players or teams the game goes on
after a player loses, without that player and everything they own.

In order (800.4a): every object the player owns leaves the game, and the effects giving the player
control of objects end; then the abilities and copies the player controls on the stack cease to
exist; then whatever the player still controls is exiled. A permanent leaving the game this way
triggers leaves-the-battlefield abilities (603.6c) — those the departed player would control are
never put on the stack (800.4d) — and ends the effects that last "for as long as" it remains on
the battlefield and "until" it leaves (611.2b, 610.3c: the cards it exiled return). A phased-out
permanent of theirs leaves the game without being seen to leave the battlefield (702.26b).
"""

from __future__ import annotations

from manastack.events import LeftTheGame
from manastack.model.types import Zone
from manastack.rules.context import Ctx
from manastack.rules.continuous import end_effects_of_source
from manastack.rules.initiative import initiative_left
from manastack.rules.layers import chars
from manastack.rules.log import record
from manastack.rules.monarch import monarch_left
from manastack.rules.phasing import player_left
from manastack.rules.triggers import notice
from manastack.rules.zones import move, return_exiled_until_left
from manastack.state.effects import ControlChange


def leave_game(ctx: Ctx, pid: int) -> None:
    """CR 800.4a: player ``pid`` (who has lost, 104.5) leaves the game."""
    state = ctx.state
    state.players[pid].left_game = True
    gave_control = [e for e in state.effects if isinstance(e.effect, ControlChange) and e.effect.to == pid]
    if gave_control:
        state.effects = [e for e in state.effects if not any(e is g for g in gave_control)]
    owned = [oid for oid, o in state.objects.items() if o.owner == pid and not o.is_ability and not (o.is_copy and o.zone is Zone.STACK)]
    phased_out = {oid for oid in owned if state.objects[oid].zone is Zone.BATTLEFIELD and oid not in state.battlefield}
    player_left(state, pid, phased_out)
    left_battlefield: list[int] = []
    for oid in owned:
        o = state.objects[oid]
        lki = (o.copy(), chars(state, oid)) if o.zone is Zone.BATTLEFIELD and oid not in phased_out else None
        if oid not in phased_out:
            state.zone_list(o.zone, o.owner).remove(oid)
        if lki is not None:
            if state.combat is not None:
                state.combat.remove(oid)
            left_battlefield.append(oid)
        del state.objects[oid]
        state.version += 1
        ev = LeftTheGame(oid, o.card.name, lki)
        record(state, ev)
        if lki is not None:
            end_effects_of_source(state, oid)
            notice(ctx, ev)  # 603.6c
    state.pending_triggers = [t for t in state.pending_triggers if t.controller != pid]  # 800.4d
    for sid in [s for s in state.stack if state.objects[s].controller == pid]:
        state.stack.remove(sid)  # abilities and copies of spells: not cards (800.4a)
        del state.objects[sid]
        state.version += 1
    for oid in left_battlefield:
        return_exiled_until_left(ctx, oid)  # 610.3c
    for oid in [o for o in state.battlefield if chars(state, o).controller == pid]:
        move(ctx, oid, Zone.EXILE, rules=("800.4a",))
    monarch_left(ctx, pid)
    initiative_left(ctx, pid)


__all__ = ["leave_game"]
