"""Ascend (CR 702.131): the city's blessing, a designation a player gets for the rest of the game
(702.131c) — from a permanent with ascend any time they control ten or more permanents (702.131b,
checked with the state-based actions, :func:`check_ascend`), or from an instant or sorcery with
ascend as it resolves (702.131a, :func:`ascend_as_spell_resolves`)."""

from __future__ import annotations

from manastack.events import GotCitysBlessing
from manastack.model.abilities import Ascend, StaticAbility
from manastack.model.card import CardDef
from manastack.rules.context import Ctx
from manastack.rules.layers import chars, functioning_abilities
from manastack.rules.log import record
from manastack.state.game_state import GameState

#: CR 702.131a-b: how many permanents a player must control.
CITY_SIZE = 10


def _controls_ten(state: GameState, pid: int) -> bool:
    return sum(1 for o in state.battlefield if chars(state, o).controller == pid) >= CITY_SIZE


def _bless(ctx: Ctx, pid: int) -> None:
    ctx.state.players[pid].city_blessing = True
    ctx.state.version += 1
    record(ctx.state, GotCitysBlessing(pid))


def check_ascend(ctx: Ctx) -> bool:
    """CR 702.131b: each player who controls a permanent with ascend and ten or more permanents, and
    doesn't have the city's blessing, gets it. Returns whether anyone did."""
    state = ctx.state
    done = False
    for src, _, ab, c in functioning_abilities(state, StaticAbility):
        p = state.players[c.controller]
        if isinstance(ab.effect, Ascend) and not p.city_blessing and src in state.battlefield and _controls_ten(state, c.controller):
            _bless(ctx, c.controller)
            done = True
    return done


def ascend_as_spell_resolves(ctx: Ctx, face: CardDef, controller: int) -> None:
    """CR 702.131a: an instant or sorcery spell with ascend gives its controller the city's blessing
    as it resolves if they control ten or more permanents (before its other effects)."""
    if any(isinstance(a, StaticAbility) and isinstance(a.effect, Ascend) for a in face.abilities):
        if not ctx.state.players[controller].city_blessing and _controls_ten(ctx.state, controller):
            _bless(ctx, controller)
