"""Copies of the game state are complete and independent (the basis of Game.copy())."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

from manastack.ai import RandomPlayer
from manastack.app.decks import resolve_deck
from manastack.game import Game
from manastack.model.types import Zone
from manastack.state.game_state import GameState
from manastack.state.objects import GameObject
from tests.cardlib import card


def test_object_copy_copies_every_field_and_owns_its_mutable_parts() -> None:
    o = GameObject(id=101, uid=101, card=card("Grizzly Bears"), owner=0, controller=1, zone=Zone.BATTLEFIELD)
    for f in dataclasses.fields(GameObject):
        if f.name in ("counters", "abilities_used_this_turn", "chosen"):
            continue
        value = getattr(o, f.name)
        if isinstance(value, bool):
            setattr(o, f.name, not value)
        elif isinstance(value, int) and f.name not in ("id", "uid", "owner", "controller"):
            setattr(o, f.name, value + 7)
    o.counters["+1/+1"] = 2
    o.abilities_used_this_turn[0] = 1
    o.chosen["k"] = "v"
    c = o.copy()
    for f in dataclasses.fields(GameObject):
        assert getattr(c, f.name) == getattr(o, f.name), f.name
    c.counters["+1/+1"] = 5
    c.chosen["k"] = "w"
    c.abilities_used_this_turn[0] = 3
    assert o.counters == {"+1/+1": 2} and o.chosen == {"k": "v"} and o.abilities_used_this_turn == {0: 1}


@pytest.mark.parametrize("decks,seed", [(("hob-red", "hob-green"), 11), (("hob-white", "hob-blue"), 12), (("hob-black", "hob-black"), 13)])
def test_the_state_is_plain_data_at_every_decision(decks: tuple[str, str], seed: int) -> None:
    """The state holds nothing but data — no callables, nothing tied to the process: at every
    decision of a whole random game it pickles and deep-copies to an equal state."""
    a, b = (resolve_deck(d).cards for d in decks)
    g = Game.new([("A", list(a)), ("B", list(b))], seed=seed, life=8)  # short games (a test setting, CR 103.4 says 20)
    players = {0: RandomPlayer(seed), 1: RandomPlayer(seed + 1)}
    decisions = 0
    while not g.is_over and decisions < 3000:
        _assert_same(pickle.loads(pickle.dumps(g.state)), g.state)
        _assert_same(copy.deepcopy(g.state), g.state)
        d = g.decision
        assert d is not None
        g.apply(players[d.player].choose(g))
        decisions += 1
    assert g.is_over and decisions > 30


def _assert_same(a: GameState, b: GameState) -> None:
    assert a.rng.getstate() == b.rng.getstate()  # a Random compares by identity
    for f in dataclasses.fields(GameState):
        if f.name != "rng":
            assert getattr(a, f.name) == getattr(b, f.name), f.name
