"""Leaving the game (CR 800.4a, 104.5): a free-for-all game goes on without a player who lost."""

from __future__ import annotations

from manastack.model.types import Step, Zone
from manastack.position import position
from manastack.state.game_state import GameState
from tests.drivers import cast, oid, pass_until, resolve_top

LIB = ["Plains"] * 6


def _bob_controls_carols_lions(state: GameState) -> None:
    """Savannah Lions, owned by carol, put onto the battlefield under bob's control (as by an
    effect that puts a card from another player's library onto the battlefield under yours)."""
    state.objects[state.labels["lions"]].controller = 1


def test_800_4a_a_permanent_the_departed_player_controls_but_does_not_own_is_exiled() -> None:
    g = position({
        "alice": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Mountain"], "library": LIB},
        "bob": {"life": 3, "library": LIB},
        "carol": {"battlefield": [{"card": "Savannah Lions", "as": "lions"}], "library": LIB},
    }, prepare=_bob_controls_carols_lions)
    cast(g, "Lightning Bolt", 1)
    resolve_top(g)
    assert g.state.players[1].lost and g.state.players[1].left_game
    lions = g.state.objects[oid(g, "lions")]
    assert lions.zone is Zone.EXILE and lions.owner == 2 and lions.id in g.state.exile


def test_800_4j_the_turn_of_a_departed_active_player_goes_on_and_the_next_player_takes_a_turn() -> None:
    """CR 800.4j–k: the departed player's turn continues to its end without an active player;
    their next turns don't begin; the game goes on between the others."""
    g = position({
        # alice keeps a Lightning Bolt and a Mountain to stop at each priority
        "alice": {"battlefield": ["Mountain", "Mountain"], "hand": ["Lightning Bolt", "Lightning Bolt"], "library": LIB},
        "bob": {"life": 3, "battlefield": ["Forest"], "hand": ["Forest"], "library": LIB},
        "carol": {"library": LIB},
    }, active="bob")
    g.apply("Pass priority")  # bob passes; carol (nothing to do) and then alice get priority (117.3d)
    assert g.decision is not None and g.decision.player == 0
    cast(g, "Lightning Bolt", 1)
    resolve_top(g)
    assert g.state.players[1].left_game
    pass_until(g, lambda g: g.state.turn == 4 and g.state.step is Step.UPKEEP)
    assert g.state.active == 2  # carol's turn follows bob's
    pass_until(g, lambda g: g.state.turn == 5 and g.state.step is Step.UPKEEP)
    assert g.state.active == 0
    pass_until(g, lambda g: g.state.turn == 6 and g.state.step is Step.UPKEEP)
    assert g.state.active == 2  # bob's turn doesn't begin (800.4k)
    assert not g.is_over
