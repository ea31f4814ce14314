"""The game log: each event that happens is recorded as it is (CR 109.4 names, the rules it
applied), by :func:`record`."""

from __future__ import annotations

from manastack.events import GameEvent, render
from manastack.state.game_state import GameState


def record(state: GameState, ev: GameEvent) -> None:
    """Add ``ev`` to the game log as it is now (names as they are now; see
    :func:`manastack.events.render`)."""
    state.log.append(render(ev, state.name_of))
    state.version += 1


__all__ = ["record"]
