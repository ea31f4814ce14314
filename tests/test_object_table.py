"""The object table shares objects between copies of a state until one side reads them
(manastack.state.object_table)."""

from __future__ import annotations

import copy
import pickle

import pytest

from manastack.ai import RandomPlayer
from manastack.app.decks import resolve_deck
from manastack.game import Game
from manastack.model.types import Zone
from manastack.state.object_table import ObjectTable
from manastack.state.objects import GameObject
from tests.cardlib import card


def _table(*ids: int) -> ObjectTable:
    bears = card("Grizzly Bears")
    return ObjectTable({i: GameObject(id=i, uid=i, card=bears, owner=0, controller=0, zone=Zone.LIBRARY) for i in ids})


def test_a_copy_shares_every_object_until_a_side_reads_it_and_changes_stay_on_their_side() -> None:
    t = _table(1, 2, 3)
    c = t.share()
    assert t.peek(3) is c.peek(3)  # nobody read 3: one object for both
    c[1].tapped = True
    t[2].damage = 2
    assert not t[1].tapped and c[1].tapped
    assert t[2].damage == 2 and c[2].damage == 0
    assert t.peek(1) is not c.peek(1)


def test_peek_or_none_reads_a_shared_object_without_copying_it_and_gives_none_for_no_object() -> None:
    t = _table(1, 2)
    c = t.share()
    c[2].tapped = True
    assert c.peek_or_none(1) is t.peek(1)  # still shared: reading it this way copied nothing
    own = c.peek_or_none(2)
    assert own is c[2] and own.tapped
    assert c.peek_or_none(7) is None


def test_iteration_is_in_id_order_whatever_was_read_or_added_first() -> None:
    t = _table(1, 2, 3, 4)
    c = t.share()
    c[3].tapped, c[1].tapped = True, True
    c[9] = c.pop(2)
    assert list(c) == [1, 3, 4, 9]
    assert [o.tapped for o in c.values()] == [True, True, False, False]
    assert list(t) == [1, 2, 3, 4]


def test_membership_length_lookup_and_removal_see_the_shared_objects() -> None:
    t = _table(1, 2, 3)
    c = t.share()
    assert 2 in c and 7 not in c and len(c) == 3
    assert c.get(2) is not None and c.get(2) is not t.peek(2) and c.get(7) is None
    del c[3]
    assert 3 not in c and 3 in t and len(c) == 2
    assert c.pop(1).id == 1 and c.pop(1, None) is None
    with pytest.raises(KeyError):
        c[3]
    assert list(c.items()) == [(2, c[2])] and len(t) == 3


def test_a_shared_table_pickles_deep_copies_and_compares_as_its_objects() -> None:
    t = _table(1, 2)
    c = t.share()
    c[2].tapped = True
    for back in (pickle.loads(pickle.dumps(c)), copy.deepcopy(c)):
        assert type(back) is ObjectTable and list(back) == [1, 2] and back[2].tapped and not back[1].tapped
        assert back == c and back != t


def test_tables_whose_objects_are_all_shared_compare_by_those_objects() -> None:
    tapped, untapped = _table(1), _table(1)
    tapped[1].tapped = True
    a, b = tapped.share(), untapped.share()  # neither owns an object: both only share
    assert a != b and not a == b
    assert a == tapped.share() and not a != tapped.share()


def test_a_pinned_table_keeps_its_objects_and_its_copy_owns_copies_of_them() -> None:
    t = _table(1, 2).share()  # every object shared with another table
    held = t[1]  # read, so its own: an operation suspended part-way holds it and goes on changing it
    t.pinned = True
    c = t.share()
    held.tapped = True
    assert t[1] is held and t[1].tapped
    assert not c[1].tapped and c.peek(1) is not held
    assert c.peek(2) is t.peek(2)  # an object the table had not read stays shared
    assert list(c) == [1, 2] and c != t


def _sixty_actions_in() -> tuple[Game, dict[int, RandomPlayer]]:
    """A game between two Welcome Decks after 60 random actions, and its players."""
    g = Game.new([("A", resolve_deck("hob-green").cards), ("B", resolve_deck("hob-red").cards)], seed=3)
    players = {0: RandomPlayer(1), 1: RandomPlayer(2)}
    for _ in range(60):
        assert g.decision is not None
        g.apply(players[g.decision.player].choose(g))
    return g, players


def test_game_copies_change_apart_while_the_untouched_library_stays_shared() -> None:
    g, players = _sixty_actions_in()
    bottom = g.state.players[0].library[-1]
    copy_ = g.copy()
    assert copy_.state.objects.peek(bottom) is g.state.objects.peek(bottom)  # shared, not copied
    before = [(o.id, o.zone, o.tapped, o.damage, dict(o.counters)) for o in g.state.objects.values()]
    while not copy_.is_over:
        assert copy_.decision is not None
        copy_.apply(players[copy_.decision.player].choose(copy_))
    assert [(o.id, o.zone, o.tapped, o.damage, dict(o.counters)) for o in g.state.objects.values()] == before


def test_a_new_turn_takes_from_the_table_only_the_objects_with_something_to_forget() -> None:
    """CR 500.1: as a turn begins, what objects remember of the last one is forgotten (abilities
    used, attacked, blocked, damaged by): a library card remembers nothing, so a copy of the game
    still shares it with the original after its next turn has begun."""
    g, players = _sixty_actions_in()
    bottom = g.state.players[0].library[-1]
    copy_ = g.copy()
    turn = copy_.state.turn
    while copy_.state.turn == turn:
        assert copy_.decision is not None
        copy_.apply(players[copy_.decision.player].choose(copy_))
    assert copy_.state.objects.peek(bottom) is g.state.objects.peek(bottom)
    assert sorted(o.id for o in copy_.state.objects.peek_all()) == sorted(copy_.state.objects)


def test_peek_each_reads_objects_in_the_order_asked_without_copying_shared_ones() -> None:
    t = _table(1, 2, 3)
    c = t.share()
    c[2].tapped = True  # 2 is c's own now; 1 and 3 still shared
    seen = c.peek_each([3, 2, 1])
    assert [o.id for o in seen] == [3, 2, 1]
    assert seen[0] is t.peek(3) and seen[2] is t.peek(1) and seen[1].tapped
    with pytest.raises(KeyError):
        c.peek_each([4])
