"""Free-for-all games of three to six players (CR 800–802, 103, 104): the format, the start of
the game, concessions, a departed player's phased-out permanents, and random four-player games
with the invariants checked after every action. The rules played out on boards are the scenarios
``tests/scenarios/multiplayer*.yaml``."""

from __future__ import annotations

import pytest

from manastack.actions import DecisionKind
from manastack.app.decks import resolve_deck
from manastack.game import Game, empty_state
from manastack.model.effects import Duration, ModifyPT
from manastack.model.filters import Target
from manastack.model.types import Step, Zone
from manastack.position import position
from manastack.rules.phasing import phase_out
from manastack.state.game_state import Format, GameState
from manastack.testing.fuzz import fuzz_table
from tests.drivers import at_step, cast, lib, oid, pass_until, pt, resolve_top

FFA = Format.FREE_FOR_ALL
LIB = ["Plains"] * 6
ALICE, BOB, CAROL = 0, 1, 2


def test_free_for_all_takes_three_to_six_players() -> None:
    for n in (3, 6):
        assert len(empty_state([f"p{i}" for i in range(n)], format=FFA).players) == n
    for n in (2, 7):
        with pytest.raises(ValueError, match="three to six players"):
            empty_state([f"p{i}" for i in range(n)], format=FFA)


def test_each_free_for_all_player_is_on_their_own_with_20_life() -> None:
    s = empty_state(["a", "b", "c", "d"], format=FFA)
    assert [t.life for t in s.teams] == [20] * 4
    assert s.opponents(0) == [1, 2, 3] and s.opponents(2) == [3, 0, 1]


def test_103_1_any_player_may_be_the_starting_player_chosen_from_the_seed() -> None:
    starters = {Game.new([(n, lib("Plains", 10)) for n in "abcd"], seed=s, format=FFA, skip_mulligans=True).state.starting_player for s in range(30)}
    assert starters == {0, 1, 2, 3}


def _first_main_hand(players: int, format: Format) -> int:
    g = Game.new([(n, lib("Plains", 20)) for n in "abcd"[:players]], seed=1, format=format, skip_mulligans=True)
    pass_until(g, at_step(Step.PRECOMBAT_MAIN, 1))
    return len(g.state.players[g.state.starting_player].hand)


def test_103_8c_the_starting_player_draws_on_their_first_turn_in_free_for_all_but_not_in_a_duel() -> None:
    assert _first_main_hand(3, FFA) == 8
    assert _first_main_hand(2, Format.DUEL) == 7  # 103.8a


def test_103_5c_the_first_mulligan_in_free_for_all_is_free() -> None:
    g = Game.new([(n, lib("Plains", 20)) for n in "abc"], seed=3, format=FFA)
    mulliganed = None
    while g.decision is not None and g.decision.kind is DecisionKind.MULLIGAN:
        if mulliganed is None:
            mulliganed = g.decision.player
            g.apply("Mulligan")
        else:
            g.apply("Keep")
    assert mulliganed is not None
    assert g.decision is None or g.decision.kind is not DecisionKind.BOTTOM  # nothing put on the bottom
    assert len(g.state.players[mulliganed].hand) in (7, 8)  # seven kept (eight if they drew first)
    assert g.state.players[mulliganed].mulligans == 1


def test_104_3a_a_player_who_concedes_leaves_at_once_and_priority_passes_on() -> None:
    g = position({
        "alice": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": LIB},
        "bob": {"battlefield": [{"card": "Grizzly Bears", "as": "bears"}, "Forest"], "hand": ["Giant Growth"], "library": LIB},
        "carol": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": LIB},
    }, format=FFA)
    bears = oid(g, "bears")
    g.apply("Pass priority")
    assert g.decision is not None and g.decision.player == BOB
    g.apply("concede")
    bob = g.state.players[BOB]
    assert bob.lost and bob.left_game and bob.loss_reason == "conceded"
    assert bears not in g.state.objects and not bob.hand and not bob.library
    assert not g.is_over
    # alice passed, bob left: carol is next, and her pass ends the step (117.4, 800.4a)
    assert g.decision is not None and g.decision.player == CAROL and g.decision.kind is DecisionKind.PRIORITY
    g.apply("Pass priority")
    assert g.state.step is Step.BEGINNING_OF_COMBAT


def test_104_3a_the_last_two_players_one_conceding_ends_the_game_with_the_other_winning() -> None:
    g = position({
        "alice": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Mountain"], "library": LIB},
        "bob": {"life": 3, "library": LIB},
        "carol": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": LIB},
    }, format=FFA)
    cast(g, "Lightning Bolt", BOB)
    resolve_top(g)
    assert g.state.players[BOB].left_game and not g.is_over
    assert g.decision is not None and g.decision.player == ALICE
    g.apply("concede")
    out = g.outcome()
    assert g.is_over and out is not None and out.winners == ("carol",)


def _bobs_bears_phased_out(state: GameState) -> None:
    phase_out(state, [state.labels["bears"]])


def test_800_4a_a_departed_players_phased_out_permanent_leaves_the_game_too() -> None:
    g = position({
        "alice": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": LIB},
        "bob": {"life": 3, "battlefield": [{"card": "Grizzly Bears", "as": "bears"}], "library": LIB},
        "carol": {"library": LIB},
    }, format=FFA, prepare=_bobs_bears_phased_out)
    bears = oid(g, "bears")
    assert g.state.phased_out and g.state.objects[bears].zone is Zone.BATTLEFIELD
    cast(g, "Lightning Bolt", BOB)
    resolve_top(g)
    assert g.state.players[BOB].left_game and not g.is_over
    assert bears not in g.state.objects and g.state.phased_out == ()


def test_800_4m_a_departed_players_effect_until_their_next_turn_ends_when_that_turn_would_have_begun() -> None:
    g = position({
        "alice": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Mountain"], "library": LIB},
        "bob": {"life": 3, "library": LIB},
        "carol": {"battlefield": [{"card": "Savannah Lions", "as": "lions"}], "hand": ["Plains"], "library": LIB},
    }, format=FFA)
    lions = oid(g, "lions")
    g.perform([ModifyPT(Target(0), 2, 0, Duration.UNTIL_YOUR_NEXT_TURN)], controller=BOB, targets=[lions])
    cast(g, "Lightning Bolt", BOB)
    resolve_top(g)
    assert g.state.players[BOB].left_game
    pass_until(g, at_step(Step.POSTCOMBAT_MAIN, 3))
    assert pt(g, lions) == (4, 1)  # it lasts through alice's turn, not ending as bob leaves
    pass_until(g, at_step(Step.PRECOMBAT_MAIN, 4))
    assert g.state.active == CAROL and pt(g, lions) == (2, 1)


@pytest.mark.shared
def test_random_four_player_free_for_all_games_between_welcome_decks_keep_the_invariants() -> None:
    decks = [resolve_deck(n) for n in ("hob-red", "hob-green", "hob-blue", "hob-white")]
    for seed in range(2):
        table = decks[seed:] + decks[:seed]
        game, _, error = fuzz_table(table, seed, seed % 4, FFA)
        assert not error, error
        assert game.is_over and sum(not p.lost for p in game.state.players) <= 1
