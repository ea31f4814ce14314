"""The web app through Starlette's TestClient: creating tables, the websocket protocol to the end
of a game, the search AI's moves sent one by one while it thinks, refused messages, what each link
is sent, and rejoining."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

pytest.importorskip("starlette", reason="the [web] extra (starlette) is not installed")

from starlette.testclient import TestClient  # noqa: E402
from starlette.websockets import WebSocketDisconnect  # noqa: E402

from manastack.ai import MCTSPlayer  # noqa: E402
from manastack.web.server import create_app  # noqa: E402
from manastack.web.tables import Lobby  # noqa: E402
from tests.web.conftest import GREEN, RED, secret_names  # noqa: E402


@pytest.fixture()
def lobby() -> Lobby:
    return Lobby()


@pytest.fixture()
def client(lobby: Lobby) -> Iterator[TestClient]:
    with TestClient(create_app(lobby, search="mcts:2")) as client:  # one event loop for all its connections
        yield client


def new_table(client: TestClient, opponent: str = "heuristic", seed: int = 5) -> dict[str, str]:
    r = client.post("/api/tables", json={"deck": RED, "opponent_deck": GREEN, "opponent": opponent, "seed": seed})
    assert r.status_code == 200, r.text
    links: dict[str, str] = r.json()
    return links


def passing(state: dict[str, Any]) -> dict[str, Any]:
    texts = [a["text"] for a in state["actions"]]
    return {"type": "act", "index": texts.index("Pass") if "Pass" in texts else 0, "version": state["version"]}


def until_settled(ws: Any, state: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """The states a page receives (after ``state``, if given) until no AI is thinking."""
    states = [state] if state is not None else []
    while not states or states[-1]["thinking"] is not None:
        states.append(ws.receive_json())
        assert states[-1]["type"] == "state", states[-1]
    return states


def test_the_start_page_lists_the_welcome_decks_and_bad_tables_are_refused(client: TestClient) -> None:
    assert "Start the game" in client.get("/").text
    assert "the search AI (stronger, slower)" in client.get("/").text
    listed = client.get("/api/decks").json()
    assert {"hob-red", "hob-green"} <= set(listed["decks"]) and listed["opponents"] == ["human", "heuristic", "random", "mcts"]
    for body, error in [
        ({"deck": "hob-red", "opponent_deck": "nope"}, "'opponent_deck' must be one of"),
        ({"deck": "hob-red", "opponent_deck": "hob-green", "seed": "x"}, "'seed' must be an integer"),
        ({"deck": "hob-red", "opponent_deck": "hob-green", "opponent": "wizard"}, "unknown seat kind 'wizard'"),
        ({"deck": "hob-red", "opponent_deck": "hob-green", "opponent": "mcts:5000"}, "unknown seat kind 'mcts:5000'"),
        ([1, 2], "the body must be a JSON object"),
    ]:
        r = client.post("/api/tables", json=body)
        assert r.status_code == 400 and error in r.json()["error"]
    assert client.post("/api/tables", content=b"{").status_code == 400
    assert client.get("/t/unknown").status_code == 404


def test_a_whole_game_against_the_ai_over_the_websocket(client: TestClient) -> None:
    links = new_table(client)
    assert "other" not in links and "Log" in client.get(f"/t/{links['seat']}").text
    with client.websocket_connect(f"/ws/{links['seat']}") as ws:
        state = until_settled(ws)[-1]
        assert state["seat"] == 0 and state["links"] == {"watch": links["watch"]}
        moves = 0
        while state["observation"]["outcome"] is None:
            assert state["actions"]
            ws.send_json(passing(state))
            state = until_settled(ws)[-1]
            moves += 1
        assert state["observation"]["outcome"] == {"winners": ["opponent"], "draw": False}
        assert state["log"][-1] == {"text": "opponent wins the game", "rules": ["104.2a"]}
        assert moves > 10 and state["actions"] == []
        ws.send_json({"type": "act", "index": 0, "version": state["version"]})
        assert ws.receive_json() == {"type": "error", "message": "the game is over"}


def test_the_search_ais_moves_arrive_one_by_one_while_it_thinks(client: TestClient, lobby: Lobby) -> None:
    """Against the search AI (2 playouts a decision here), the page is sent the state after each
    of the AI's moves as it is made, marked with the AI thinking, and then the state where the
    person decides again, no longer thinking."""
    links = new_table(client, opponent="mcts", seed=5)
    ai = lobby.tables[links["seat"]].seats[1].ai
    assert isinstance(ai, MCTSPlayer) and ai.playouts == 2
    with client.websocket_connect(f"/ws/{links['seat']}") as ws:
        state = until_settled(ws)[-1]
        turns = []
        while state["observation"]["outcome"] is None and len(turns) < 40:
            ws.send_json(passing(state))
            turns.append(until_settled(ws))
            state = turns[-1][-1]
        streamed = [states for states in turns if len(states) > 2]
        assert len(streamed) >= 3, [len(states) for states in turns]
        for states in streamed:
            versions = [s["version"] for s in states]
            assert versions == sorted(set(versions))  # each view a later state of the game
            assert all(s["thinking"] == "opponent" and s["actions"] == [] for s in states[:-1])
            assert states[-1]["thinking"] is None and (states[-1]["actions"] or states[-1]["observation"]["outcome"])
        assert state["version"] == lobby.tables[links["seat"]].version


def test_refused_messages_get_an_error_and_the_state_is_unchanged(client: TestClient) -> None:
    links = new_table(client, seed=8)
    with client.websocket_connect(f"/ws/{links['seat']}") as ws:
        state = until_settled(ws)[-1]
        ws.send_text("{not json")
        assert ws.receive_json() == {"type": "error", "message": "not JSON"}
        ws.send_json({"type": "act", "index": len(state["actions"]), "version": state["version"]})
        assert "'index' must be an integer" in ws.receive_json()["message"]
        ws.send_json({"type": "act", "index": 0, "version": state["version"] + 1})
        assert "the game has moved on" in ws.receive_json()["message"]
    with client.websocket_connect(f"/ws/{links['seat']}") as ws:  # rejoining: the same state
        assert ws.receive_json() == state
        ws.send_json(passing(state))
        moved = until_settled(ws)[-1]
        assert moved["version"] > state["version"]
    with client.websocket_connect(f"/ws/{links['seat']}") as ws:
        assert ws.receive_json() == moved


def test_an_unknown_link_is_refused(client: TestClient) -> None:
    with client.websocket_connect("/ws/nobody") as ws:
        assert ws.receive_json() == {"type": "error", "message": "no table has this link"}
        with pytest.raises(WebSocketDisconnect):
            ws.receive_json()


def test_two_seats_and_a_spectator_each_get_only_what_they_may_see(client: TestClient, lobby: Lobby, decks: Any) -> None:
    links = new_table(client, opponent="human", seed=4)
    table = lobby.tables[links["seat"]]
    assert {links["seat"], links["other"], links["watch"]} == {table.seats[0].token, table.seats[1].token, table.watch_token}
    with (
        client.websocket_connect(f"/ws/{links['seat']}") as a,
        client.websocket_connect(f"/ws/{links['other']}") as b,
        client.websocket_connect(f"/ws/{links['watch']}") as w,
    ):
        sockets = [a, b]
        states = [a.receive_json(), b.receive_json()]
        assert states[0]["links"]["seat"] == links["other"] and "links" not in states[1]
        w.receive_json()
        w.send_json({"type": "act", "index": 0, "version": 0})
        assert w.receive_json() == {"type": "error", "message": "spectators can't act"}
        for _ in range(40):
            deciding = table.game.decision.player  # type: ignore[union-attr]
            other = 1 - deciding
            sockets[other].send_json({"type": "act", "index": 0, "version": states[other]["version"]})
            assert sockets[other].receive_json() == {"type": "error", "message": "it is not your decision"}
            sockets[deciding].send_json(passing(states[deciding]))
            states = [a.receive_json(), b.receive_json()]
            watched = w.receive_json()
            for seat in (0, 1):
                hidden = secret_names(table.game, 1 - seat, decks[seat])
                assert hidden and not any(n in json.dumps(states[seat]) or n in json.dumps(watched) for n in hidden), hidden
            assert watched["version"] == states[0]["version"] == states[1]["version"] == table.version


def test_a_page_whose_stream_closed_as_a_view_was_sent_leaves_and_the_others_still_get_it(decks: Any) -> None:
    """A page closed while an AI's move was being sent (its send stream already closed: anyio's
    ClosedResourceError) is a page that left: it is dropped, and the other pages of the table get
    the view — the move doesn't fail for them."""
    import anyio

    from manastack.web.server import Pages, Server
    from manastack.web.tables import Table

    class Page:
        def __init__(self, closed: bool) -> None:
            self.closed = closed
            self.got: list[dict[str, Any]] = []

        async def send_json(self, state: dict[str, Any]) -> None:
            if self.closed:
                raise anyio.ClosedResourceError
            self.got.append(state)

    server = Server()
    table = Table.create(decks, ["human", "heuristic"], seed=5)
    gone, here = Page(closed=True), Page(closed=False)
    pages = server.pages[id(table)] = Pages()
    pages.sockets.update({gone: 0, here: None})  # type: ignore[dict-item]

    anyio.run(server._broadcast, table)
    assert list(pages.sockets) == [here]
    assert [s["type"] for s in here.got] == ["state"]
