"""Tables without a browser: games against the AIs played through :meth:`Table.act` and
:meth:`Table.advance`, refused messages, a concession while the AI thinks, what each seat and a
spectator are sent, and replaying a seeded table."""

from __future__ import annotations

import json
import threading
from typing import Any

import pytest

from manastack.actions import Action
from manastack.ai import HeuristicPlayer, MCTSPlayer
from manastack.app.runner import replay_decisions
from manastack.errors import ManastackError
from manastack.game import Game
from manastack.web.tables import Lobby, ProtocolError, Table
from manastack.web.views import view
from tests.web.conftest import secret_names


def answer(table: Table, seat: int) -> dict[str, Any]:
    """The message of a player who passes whenever they may, else takes the first action."""
    texts = [a["text"] for a in view(table, seat)["actions"]]
    index = texts.index("Pass") if "Pass" in texts else 0
    return {"type": "act", "index": index, "version": table.version}


def play(table: Table, seat: int) -> None:
    """``seat`` answers as :func:`answer` does, then the AIs move."""
    table.act(seat, answer(table, seat))
    table.advance()


def test_a_whole_game_against_the_ai_ends_and_replays_identically(decks: Any) -> None:
    tables = [Table.create(decks, ["human", "heuristic"], seed=5) for _ in range(2)]
    for table in tables:
        table.advance()
        while not table.game.is_over:
            assert table.waiting_for(0) and table.thinking is None  # the AI's moves are made by advance()
            play(table, 0)
    a, b = tables
    outcome = a.game.outcome()
    assert outcome is not None and outcome.winners == ("opponent",)  # a player who only passes loses
    assert a.decisions == b.decisions and a.game.log_dicts() == b.game.log_dicts()
    assert view(a, 0)["log"][-1]["text"] == "opponent wins the game"
    with pytest.raises(ProtocolError, match="the game is over"):
        a.act(0, {"type": "act", "index": 0, "version": a.version})


def test_a_game_against_the_search_ai_ends_replays_and_tells_every_move(decks: Any) -> None:
    """The search player (2 playouts a decision) plays a whole game; the same seed and answers
    make the same game, and ``advance`` tells its callback every move of the AI, in order: the
    moves a replay of the recorded decisions finds at the AI's seat."""
    tables = [Table.create(decks, ["human", "mcts"], seed=1, search="mcts:2") for _ in range(2)]
    told: list[list[Action]] = [[], []]
    for table, moves in zip(tables, told):
        assert isinstance(table.seats[1].ai, MCTSPlayer) and table.seats[1].ai.playouts == 2
        table.advance(moves.append)
        while not table.game.is_over:
            assert table.waiting_for(0) and table.thinking is None
            table.act(0, answer(table, 0))
            table.advance(moves.append)
    a, b = tables
    assert a.game.outcome() is not None and a.game.outcome() == b.game.outcome()
    assert a.decisions == b.decisions and a.game.log_dicts() == b.game.log_dicts() and told[0] == told[1]
    game = Game.new([("you", decks[0]), ("opponent", decks[1])], seed=1)
    ai_moves = []
    for index in a.decisions:
        d = game.decision
        assert d is not None and index >= 0
        if d.player == 1:
            ai_moves.append(d.options[index])
        game.apply(d.options[index])
    assert game.log_dicts() == a.game.log_dicts()
    assert len(ai_moves) > 50 and told[0] == ai_moves


class Gate:
    """An AI that answers as the heuristic player once it is let go (``go``), and says when it
    has begun (``thinking``)."""

    def __init__(self) -> None:
        self.thinking, self.go = threading.Event(), threading.Event()
        self.calls = 0
        self.player = HeuristicPlayer(0)

    def choose(self, game: Game) -> Action:
        self.calls += 1
        self.thinking.set()
        assert self.go.wait(20)
        return self.player.choose(game)


def test_while_the_ai_thinks_views_are_taken_and_only_a_concession_is_applied(decks: Any) -> None:
    """The AI chooses without the table's lock: a view can be taken meanwhile, an answer of the
    human is refused ("not your decision"), a second ``advance`` returns at once, and a
    concession (CR 104.3a) ends the game; the AI's choice, made on a game that has moved on, is
    dropped."""
    table = Table.create(decks, ["human", "heuristic"], seed=5)
    table.advance()
    while True:
        table.act(0, answer(table, 0))
        if table.thinking == 1:
            break
        table.advance()
    gate = Gate()
    table.seats[1].ai = gate
    told: list[Action] = []
    failed: list[BaseException] = []

    def advance() -> None:
        try:
            table.advance(told.append)
        except BaseException as e:  # told by the test
            failed.append(e)

    worker = threading.Thread(target=advance)
    worker.start()
    try:
        assert gate.thinking.wait(20)
        assert table.lock.acquire(timeout=5)  # the lock is free while the AI chooses
        table.lock.release()
        assert view(table, 0)["thinking"] == "opponent" == view(table, None)["thinking"]
        with pytest.raises(ProtocolError, match="it is not your decision"):
            table.act(0, {"type": "act", "index": 0, "version": table.version})
        table.advance()  # another thread advances the table: returns at once
        assert gate.calls == 1
        table.act(0, {"type": "concede", "version": table.version})
    finally:
        gate.go.set()
        worker.join(20)
    assert not worker.is_alive() and failed == [] and gate.calls == 1 and told == []
    assert table.game.outcome() is not None and table.game.outcome().winners == ("opponent",)  # type: ignore[union-attr]
    assert table.decisions[-1] == -2 and table.thinking is None and view(table, 0)["thinking"] is None


def test_an_ai_that_fails_leaves_the_table_to_the_next_advance(decks: Any) -> None:
    class Broken:
        def choose(self, game: Game) -> Action:
            raise RuntimeError("no move")

    table = Table.create(decks, ["human", "heuristic"], seed=5)
    table.advance()
    while table.thinking is None:
        table.act(0, answer(table, 0))
    version, table.seats[1].ai = table.version, Broken()
    with pytest.raises(RuntimeError, match="no move"):
        table.advance()
    assert table.version == version and table.thinking == 1
    table.seats[1].ai = HeuristicPlayer(0)
    table.advance()
    assert table.version > version and table.thinking is None


def test_a_seat_concedes_at_any_time_and_the_concession_replays(decks: Any) -> None:
    """CR 104.3a: a player can concede at any time, not only when they decide; the table records
    it (-2 - seat) so that a replay concedes the same player at the same point."""
    table = Table.create(decks, ["human", "human"], seed=3)
    deciding = table.game.decision.player  # type: ignore[union-attr]
    table.act(1 - deciding, {"type": "concede", "version": 0})
    assert table.game.outcome() is not None and table.game.outcome().winners == (table.seats[deciding].name,)  # type: ignore[union-attr]
    assert table.decisions == [-2 - (1 - deciding)]
    again = replay_decisions(Table.create(decks, ["human", "human"], seed=3).game, table.decisions)
    assert again.outcome() == table.game.outcome() and again.log_dicts() == table.game.log_dicts()
    with pytest.raises(ProtocolError, match="the game is over"):
        table.act(deciding, {"type": "concede", "version": table.version})


def test_the_deciding_seat_concedes_as_minus_one(decks: Any) -> None:
    table = Table.create(decks, ["human", "human"], seed=3)
    deciding = table.game.decision.player  # type: ignore[union-attr]
    table.act(deciding, {"type": "concede", "version": 0})
    assert table.game.outcome().winners == (table.seats[1 - deciding].name,)  # type: ignore[union-attr]
    assert table.decisions == [-1]


BAD = [
    ("not a dict", "a message is a JSON object"),
    ({"type": "shout"}, "unknown message type 'shout'"),
    ({"type": "act", "index": 0}, "'version' must be an integer"),
    ({"type": "act", "index": 0, "version": "0"}, "'version' must be an integer"),
    ({"type": "act", "index": 0, "version": -1}, "the game has moved on"),
    ({"type": "act", "index": 10_000, "version": None}, "'index' must be an integer"),
    ({"type": "act", "index": True, "version": None}, "'index' must be an integer"),
    ({"type": "act", "index": "Pass", "version": None}, "'index' must be an integer"),
]


@pytest.mark.parametrize(("message", "error"), BAD)
def test_a_malformed_or_illegal_message_is_refused_and_changes_nothing(decks: Any, message: Any, error: str) -> None:
    table = Table.create(decks, ["human", "heuristic"], seed=2)
    table.advance()
    if isinstance(message, dict) and message.get("version", 0) is None:
        message = message | {"version": table.version}
    before = json.dumps(view(table, 0))
    with pytest.raises(ProtocolError, match=error):
        table.act(0, message)
    assert json.dumps(view(table, 0)) == before


def test_only_the_deciding_seat_acts_and_spectators_never(decks: Any) -> None:
    table = Table.create(decks, ["human", "human"], seed=3)
    deciding = table.game.decision.player  # type: ignore[union-attr]
    other = 1 - deciding
    with pytest.raises(ProtocolError, match="it is not your decision"):
        table.act(other, {"type": "act", "index": 0, "version": table.version})
    with pytest.raises(ProtocolError, match="spectators can't act"):
        table.act(None, {"type": "act", "index": 0, "version": table.version})
    assert table.version == 0 and view(table, other)["actions"] == []
    table.act(deciding, {"type": "act", "index": 0, "version": 0})
    assert table.version == 1


def test_each_seat_sees_its_own_hand_and_never_the_other_seats(decks: Any) -> None:
    table = Table.create(decks, ["human", "human"], seed=4)
    checked = 0
    while not table.game.is_over and table.game.state.turn <= 4:
        for seat in (0, 1):
            mine, other = json.dumps(view(table, seat)), 1 - seat
            assert all(f'"{n}"' in mine for n in secret_names(table.game, seat, decks[other]))
            hidden = secret_names(table.game, other, decks[seat])
            assert hidden, "the other seat's hand has cards this seat can't know"
            assert not any(n in mine for n in hidden), hidden
            watching = json.dumps(view(table, None))
            assert not any(n in watching for n in hidden)
            checked += 1
        deciding = table.game.decision.player  # type: ignore[union-attr]
        play(table, deciding)
    assert checked > 20


def test_a_spectator_sees_public_information_only(decks: Any) -> None:
    table = Table.create(decks, ["human", "heuristic"], seed=6)
    table.advance()
    while table.game.state.turn < 4:
        play(table, 0)
    watch, seat = view(table, None), view(table, 0)
    assert watch["seat"] is None and watch["actions"] == [] and "links" not in watch
    assert [p["hand"] for p in watch["observation"]["players"]] == [None, None]
    assert seat["observation"]["players"][0]["hand"] is not None and seat["links"]["watch"] == table.watch_token
    assert watch["observation"]["battlefield"] == seat["observation"]["battlefield"]
    assert [p["hand_count"] for p in watch["observation"]["players"]] == [p["hand_count"] for p in seat["observation"]["players"]]
    drawn = [e["text"] for e in watch["log"] if " draws " in e["text"]]
    assert drawn and all(t.endswith("draws a card") for t in drawn)


def test_the_lobby_finds_a_table_by_every_token_and_nothing_else(decks: Any) -> None:
    lobby = Lobby()
    table = Table.create(decks, ["human", "random"], seed=1, token=iter(["a", "b", "w"]).__next__)
    lobby.add(table)
    assert [lobby.find(t)[1] for t in ("a", "b", "w")] == [0, 1, None]
    with pytest.raises(KeyError):
        lobby.find("x")
    with pytest.raises(ProtocolError, match="unknown seat kind 'wizard'; kinds: human, heuristic, random, mcts"):
        Table.create(decks, ["human", "wizard"], seed=1)
    with pytest.raises(ProtocolError, match="unknown seat kind 'mcts:2'"):  # a budget is the table's, not a seat kind
        Table.create(decks, ["human", "mcts:2"], seed=1)
    with pytest.raises(ManastackError, match="the search level must be mcts, mcts:N .* got 'heuristic'"):
        Table.create(decks, ["human", "mcts"], seed=1, search="heuristic")


def test_the_page_tells_the_turn_and_the_decision_in_players_words(decks: Any) -> None:
    """The log opens with the first turn's header; the step and the prompt say "main phase 1", not
    the engine's ``precombat_main``."""
    table = Table.create(decks, ["human", "heuristic"], seed=5)
    table.advance()
    while not (table.game.state.step.value == "precombat_main" and table.waiting_for(0) and table.game.decision.kind.value == "priority"):  # type: ignore[union-attr]
        play(table, 0)
    page = view(table, 0)
    assert page["log"][0]["text"].startswith("── turn 1: ")
    assert page["step_name"] == "main phase 1" and page["prompt"] == f"your priority — main phase 1, turn {table.game.state.turn}"
    assert "prompt" not in view(table, None)
