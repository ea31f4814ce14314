""""The player to your left / right" (CR 103.1, 808.4: turn order goes clockwise, to the players'
left): the next player in turn order who is still in the game is to your left, the previous one to
your right; in a duel your opponent is both. Read by the card compiler wherever a player is named
("the player to your right gains control of this artifact", "the opponent to your left loses 2
life")."""

from __future__ import annotations

from manastack.game import Game
from manastack.position import position
from manastack.rules.layers import chars
from manastack.rules.relations import player_beside
from manastack.state.game_state import Format
from tests.drivers import activate, lib, oid, resolve_top
from tests.oracle.helpers import ok

FFA = Format.FREE_FOR_ALL
ALICE, BOB, CAROL, DAVE = 0, 1, 2, 3
LEFT_ROPE = ok("Test Left Rope", "Artifact", "{T}: The player to your left gains control of this artifact.", "{1}")
RIGHT_ROPE = ok("Test Right Rope", "Artifact", "{T}: The player to your right gains control of this artifact.", "{1}")
LEFT_DRAIN = ok("Test Left Drain", "Artifact", "{T}: The opponent to your left loses 2 life.", "{1}")


def _table(n: int, alice_battlefield: list[object]) -> Game:
    names = ["alice", "bob", "carol", "dave"][:n]
    players = {name: {"library": lib()} for name in names}
    players["alice"] = {"library": lib(), "battlefield": [{"card": c, "as": "rope"} for c in alice_battlefield]}
    return position(players, format=FFA if n > 2 else Format.DUEL)


def _controller_after_activating(g: Game) -> int:
    activate(g, "Activate Test")
    resolve_top(g)
    return chars(g.state, oid(g, "rope")).controller


def test_103_1_the_player_to_your_left_is_next_in_turn_order() -> None:
    assert _controller_after_activating(_table(4, [LEFT_ROPE])) == BOB


def test_103_1_the_player_to_your_right_is_the_previous_in_turn_order() -> None:
    assert _controller_after_activating(_table(4, [RIGHT_ROPE])) == DAVE


def test_103_1_in_a_duel_your_opponent_is_both_to_your_left_and_to_your_right() -> None:
    assert _controller_after_activating(_table(2, [LEFT_ROPE])) == BOB
    assert _controller_after_activating(_table(2, [RIGHT_ROPE])) == BOB


def test_800_4a_the_seat_of_a_player_who_left_is_passed_over() -> None:
    g = _table(4, [LEFT_DRAIN])
    s = g.state
    s.players[BOB].lost = s.players[BOB].left_game = True
    assert player_beside(s, ALICE, left=True) == CAROL
    assert player_beside(s, CAROL, left=False) == ALICE
    activate(g, "Activate Test")
    resolve_top(g)
    assert [s.team_of(p).life for p in (ALICE, CAROL, DAVE)] == [20, 18, 20]


def test_the_opponent_to_your_left_skips_a_teammate() -> None:
    """Two-Headed Giant (810): alice's teammate bob sits to her left; the opponent to her left is
    carol, the opponent to her right dave."""
    g = position({"alice": {"library": lib()}, "bob": {"library": lib()}, "carol": {"library": lib()}, "dave": {"library": lib()}},
                 format=Format.TWO_HEADED_GIANT)
    s = g.state
    assert s.players[BOB].team == s.players[ALICE].team != s.players[CAROL].team
    assert player_beside(s, ALICE, left=True) == BOB
    assert player_beside(s, ALICE, left=True, opponent=True) == CAROL
    assert player_beside(s, ALICE, left=False, opponent=True) == DAVE
