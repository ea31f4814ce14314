"""Removal from combat (CR 506.4): an effect, a change of control or a regeneration removes a
creature from combat (see :meth:`manastack.state.game_state.Combat.remove`, which leaving the
battlefield uses too)."""

from __future__ import annotations

from manastack.events import RemovedFromCombat
from manastack.rules.log import record
from manastack.state.game_state import GameState


def remove_from_combat(state: GameState, oid: int) -> None:
    """CR 506.4: ``oid`` stops being an attacking, blocking, blocked or unblocked creature; logged
    if it was attacking or blocking."""
    if state.combat is not None and state.combat.remove(oid):
        state.version += 1
        record(state, RemovedFromCombat(oid))


__all__ = ["remove_from_combat"]
