"""The event pipeline: how a game event happens.

:func:`log` records an event in the game log (:func:`manastack.events.render`: ids as names, the
rules it applied)."""

from __future__ import annotations

from manastack.events import GameEvent, render
from manastack.state.game_state import GameState


def log(state: GameState, ev: GameEvent) -> None:
    """Record ``ev`` in the game log, as it is now (names as they are now)."""
    state.log.append(render(ev, state.name_of))
    state.version += 1


__all__ = ["log"]
