"""An operation suspended at a decision (casting a spell: its targets, its payment) is resumed where
it stopped when the decision is answered; a copy of the game, or a game answered from another
thread, replays it from the state before it began instead. Both ways must reach the same game
(manastack.game)."""

from __future__ import annotations

import threading

import pytest

from manastack.actions import AutoPay, DecisionKind
from manastack.ai import RandomPlayer
from manastack.app.decks import resolve_deck
from manastack.game import Game
from manastack.position import resolve
from tests.test_game_api import bolt_position, digest


@pytest.mark.parametrize(("deck_a", "deck_b", "seed"), [("hob-green", "hob-red", 1), ("hob-white", "hob-black", 2), ("hob-blue", "hob-green", 3)])
def test_a_game_resumed_at_every_decision_and_one_replayed_at_every_decision_log_the_same_events(deck_a: str, deck_b: str, seed: int) -> None:
    """The same answers, given to a game that resumes its suspended operations and to a game that
    is a fresh copy at every decision (so replays every operation from its start), make the same
    game: the same events in the same order, the same final state."""
    decks = [("A", resolve_deck(deck_a).cards), ("B", resolve_deck(deck_b).cards)]
    resumed, replayed = Game.new(decks, seed=seed), Game.new(decks, seed=seed)
    players = [RandomPlayer(seed), RandomPlayer(seed + 1000)]
    mid_operation = 0
    while not resumed.is_over:
        d = resumed.decision
        assert d is not None and replayed.decision == d
        mid_operation += d.kind is not DecisionKind.PRIORITY
        action = players[d.player].choose(resumed)
        resumed.apply(action)
        replayed = replayed.copy()
        replayed.apply(action)
    assert replayed.is_over and mid_operation > 20
    assert replayed.log_dicts() == resumed.log_dicts()
    assert digest(replayed.state) == digest(resumed.state)


def test_a_spell_targeted_in_one_thread_is_paid_for_from_another() -> None:
    """A decision answered from another thread than the one its operation began in (the browser
    table's worker threads): the operation is replayed there with the answers so far, and the
    spell resolves as if answered in one thread (CR 601.2c, 601.2h, 608.2)."""
    game = bolt_position()
    game.apply("Cast Lightning Bolt")
    game.apply("bob")
    assert game.decision is not None and game.decision.kind is DecisionKind.PAY_MANA
    same_thread = game.copy()
    worker = threading.Thread(target=game.apply, args=(AutoPay(),))
    worker.start()
    worker.join()
    same_thread.apply(AutoPay())
    assert digest(game.state) == digest(same_thread.state)
    resolve(game)
    assert game.state.teams[1].life == 17


def test_conceding_while_a_spell_is_being_cast_rewinds_the_cast() -> None:
    """CR 104.3a: a player may concede at any time, even while casting a spell; the half-cast
    spell is undone (the game goes back to the state before the cast began, 728.1) and the game
    ends with the other player winning."""
    game = bolt_position()
    game.apply("Cast Lightning Bolt")
    assert game.decision is not None and game.decision.kind is DecisionKind.TARGET
    game.apply("concede")
    outcome = game.outcome()
    assert outcome is not None and outcome.winners == ("bob",)
    hand = [game.state.objects[o].name for o in game.state.players[0].hand]
    assert "Lightning Bolt" in hand and not game.state.stack
