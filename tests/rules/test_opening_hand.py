"""CR 103.6, 103.6a: once the mulligans are done, the starting player and then each other player
in turn order may begin the game with opening-hand cards that allow it on the battlefield."""

from __future__ import annotations

from manastack.actions import Answer, DecisionKind, Purpose
from manastack.game import Game
from tests.cardlib import card
from tests.drivers import ALICE, BOB


def _start(seed: int = 3) -> Game:
    alice = [card("Leyline of the Meek")] * 2 + [card("Plains")] * 18
    bob = [card("Leyline of Vitality")] * 20
    g = Game.new([("alice", alice), ("bob", bob)], seed=seed, starting_player=BOB)
    while g.decision is not None and g.decision.kind is DecisionKind.MULLIGAN:
        g.apply(Answer(True))  # keep
    return g


def test_103_6_the_starting_player_decides_first_card_by_card() -> None:
    g = _start()
    d = g.decision
    assert d is not None and d.purpose is Purpose.OPENING_HAND and d.player == BOB  # 103.6: the starting player first
    for _ in range(7):  # bob: all seven cards are Leylines; he begins with two of them
        d = g.decision
        assert d is not None and d.player == BOB and d.purpose is Purpose.OPENING_HAND
        g.apply(Answer(_on_battlefield(g, BOB) < 2))
    assert _on_battlefield(g, BOB) == 2 and len(g.state.players[BOB].hand) == 5
    leylines = [c for c in g.state.players[ALICE].hand if g.state.objects[c].name == "Leyline of the Meek"]
    for _ in leylines:
        d = g.decision
        assert d is not None and d.player == ALICE and d.purpose is Purpose.OPENING_HAND
        g.apply(Answer(True))
    assert _on_battlefield(g, ALICE) == len(leylines)
    assert g.decision is None or g.decision.purpose is not Purpose.OPENING_HAND
    moves = [dict(e.data) for e in g.log if e.event == "zone_change" and dict(e.data).get("to") == "battlefield"]
    assert len(moves) == 2 + len(leylines) and all(m["from"] == "hand" for m in moves)


def _on_battlefield(g: Game, pid: int) -> int:
    return sum(1 for o in g.state.battlefield if g.state.objects[o].controller == pid)


def test_a_card_without_the_ability_is_not_offered() -> None:
    deck = [card("Plains")] * 20
    g = Game.new([("alice", deck), ("bob", deck)], seed=1, starting_player=ALICE)
    while g.decision is not None and g.decision.kind is DecisionKind.MULLIGAN:
        g.apply(Answer(True))
    assert g.decision is not None and g.decision.purpose is not Purpose.OPENING_HAND
    assert not g.state.battlefield
