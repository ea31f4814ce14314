"""Permissions to cast a spell as though it had flash (CR 601.3b, 702.8a): "the next sorcery
spell you cast this turn can be cast as though it had flash" (Quicken)."""

from __future__ import annotations

from collections.abc import Iterator

from manastack.model.effects import Duration, NextSpellWithFlash
from manastack.rules.amounts import Resolving
from manastack.rules.context import Ctx
from manastack.rules.continuous import add_effect
from manastack.rules.execute import verb
from manastack.rules.filters import chars_match
from manastack.rules.layers import base_chars
from manastack.state.characteristics import Chars
from manastack.state.effects import ActiveEffect, FlashForNextSpell
from manastack.state.game_state import GameState


@verb(NextSpellWithFlash)
def _next_spell_with_flash(ctx: Ctx, e: NextSpellWithFlash, res: Resolving, did: bool) -> bool:
    """611.2a: the permission lasts until it is used or the turn ends ("this turn")."""
    add_effect(ctx.state, res, Duration.END_OF_TURN, FlashForNextSpell(e.filter), frozenset({res.controller}))
    return True


def _permission(state: GameState, player: int, cid: int, c: Chars) -> ActiveEffect | None:
    """The earliest permission of ``player`` that admits card or spell ``cid`` with characteristics
    ``c`` (those of the spell it would be, 601.3b, 601.3e)."""
    return next((a for a, p in _permissions(state, player) if chars_match(state, cid, c, p.filter, player, a.source_id)), None)


def _permissions(state: GameState, player: int) -> Iterator[tuple[ActiveEffect, FlashForNextSpell]]:
    """``player``'s permissions, oldest first, each with what it is."""
    return ((a, a.effect) for a in state.effects if isinstance(a.effect, FlashForNextSpell) and player in a.affected)


def has_flash_permission(state: GameState, player: int) -> bool:
    """Whether ``player`` has any such permission now (for whatever spell it admits)."""
    return any(True for _ in _permissions(state, player))


def flash_permitted(state: GameState, player: int, cid: int, c: Chars) -> bool:
    """May ``player`` cast ``cid`` (as a spell with characteristics ``c``) as though it had flash
    by such a permission (601.3b)?"""
    return _permission(state, player, cid, c) is not None


def use_flash_permission(state: GameState, player: int, sid: int) -> None:
    """The permission is used up by the next spell it admits as that spell is cast (whether or not
    it needed flash then: it is "the next" such spell)."""
    used = _permission(state, player, sid, base_chars(state.objects[sid]))
    if used is not None:
        state.effects.remove(used)
        state.version += 1
