"""How players relate to each other (CR 102): the same player, teammates, opponents.

Every rule that asks "you", "an opponent" or "a player" about a player goes through
:func:`related`; :func:`same_team` is the team test itself (a duel has one player per team,
Two-Headed Giant two, CR 810.2)."""

from __future__ import annotations

from manastack.model.filters import Controller
from manastack.state.game_state import GameState

# Enum members read on every call, bound once: reading one off its class costs several times a
# global's read in Python 3.11 (docs/architecture.md, "Hot paths").
_ANY, _YOU, _OPPONENT = Controller.ANY, Controller.YOU, Controller.OPPONENT


def same_team(state: GameState, a: int, b: int) -> bool:
    """CR 102.3, 810.2: players on one team are teammates; everyone else is an opponent."""
    return state.players[a].team == state.players[b].team


def related(state: GameState, who: Controller, you: int, player: int | None) -> bool:
    """Whether ``player`` is what ``who`` names relative to ``you``: ANY admits every player, YOU
    only ``you`` themself, OPPONENT a player on another team (CR 102.3). No player (None) is only
    admitted by ANY. DEFENDING names a player relative to an attacking creature, not to a player
    (see :func:`manastack.rules.predicates.defending_player`)."""
    if who is _ANY:
        return True
    if player is None:
        return False
    if who is _YOU:
        return player == you
    if who is _OPPONENT:
        return not same_team(state, player, you)
    raise ValueError(f"{who!r} is not a relation between players")


def player_beside(state: GameState, you: int, *, left: bool, opponent: bool = False) -> int | None:
    """CR 103.1, 808.4: turn order goes clockwise, to the players' left, so the player to your left
    is the next player in turn order who is still in the game (800.4a: the seats of players who left
    are passed over) and the player to your right the previous one; ``opponent``: the nearest
    opponent on that side (102.3). In a duel your opponent is both. None if there is no such player."""
    order = state.turn_order_from(you)[1:]
    if not left:
        order.reverse()
    return next((p for p in order if not state.players[p].lost and not (opponent and same_team(state, p, you))), None)


__all__ = ["player_beside", "related", "same_team"]
