"""Tables without a browser: a game against the AI played through :meth:`Table.act`, refused
messages, what each seat and a spectator are sent, and replaying a seeded table."""

from __future__ import annotations

import json
from typing import Any

import pytest

from manastack.web.tables import Lobby, ProtocolError, Table
from manastack.web.views import view
from tests.web.conftest import secret_names


def answer(table: Table, seat: int) -> dict[str, Any]:
    """The message of a player who passes whenever they may, else takes the first action."""
    texts = [a["text"] for a in view(table, seat)["actions"]]
    index = texts.index("Pass") if "Pass" in texts else 0
    return {"type": "act", "index": index, "version": table.version}


def test_a_whole_game_against_the_ai_ends_and_replays_identically(decks: Any) -> None:
    tables = [Table.create(decks, ["human", "heuristic"], seed=5) for _ in range(2)]
    for table in tables:
        while not table.game.is_over:
            assert table.waiting_for(0)  # the AI's moves are made right after each answer
            table.act(0, answer(table, 0))
    a, b = tables
    outcome = a.game.outcome()
    assert outcome is not None and outcome.winners == ("opponent",)  # a player who only passes loses
    assert a.decisions == b.decisions and a.game.log_dicts() == b.game.log_dicts()
    assert view(a, 0)["log"][-1]["text"] == "opponent wins the game"
    with pytest.raises(ProtocolError, match="the game is over"):
        a.act(0, {"type": "act", "index": 0, "version": a.version})


def test_a_seat_concedes_at_any_time_and_the_concession_replays(decks: Any) -> None:
    """CR 104.3a: a player can concede at any time, not only when they decide; the table records
    it (-2 - seat) so that a replay concedes the same player at the same point."""
    from manastack.app.runner import replay_decisions

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
        table.act(deciding, answer(table, deciding))
    assert checked > 20


def test_a_spectator_sees_public_information_only(decks: Any) -> None:
    table = Table.create(decks, ["human", "heuristic"], seed=6)
    while table.game.state.turn < 4:
        table.act(0, answer(table, 0))
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
    with pytest.raises(ProtocolError, match="unknown seat kind 'wizard'"):
        Table.create(decks, ["human", "wizard"], seed=1)


def test_the_page_tells_the_turn_and_the_decision_in_players_words(decks: Any) -> None:
    """The log opens with the first turn's header; the step and the prompt say "main phase 1", not
    the engine's ``precombat_main``."""
    table = Table.create(decks, ["human", "heuristic"], seed=5)
    while not (table.game.state.step.value == "precombat_main" and table.waiting_for(0) and table.game.decision.kind.value == "priority"):  # type: ignore[union-attr]
        table.act(0, answer(table, 0))
    page = view(table, 0)
    assert page["log"][0]["text"].startswith("── turn 1: ")
    assert page["step_name"] == "main phase 1" and page["prompt"] == f"your priority — main phase 1, turn {table.game.state.turn}"
    assert "prompt" not in view(table, None)
