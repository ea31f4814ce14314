"""The Starlette app of ``manastack serve``: the start page, the table pages and the websocket.

Routes: ``/`` (choose decks and opponent), ``POST /api/tables`` (create a table; answers the
links of the creator's seat, the second seat if it is a person, and the spectators), ``GET
/api/decks``, ``/t/{token}`` (the table page of a seat's or spectator's secret link) and the
websocket ``/ws/{token}``. On the websocket the server sends ``{"type": "state", ...}`` (see
:func:`manastack.web.views.view`) on connecting and after every change of the game, to every
connected page of the table, each its own view; the page sends the messages of
:meth:`manastack.web.tables.Table.act`. A message the table refuses, or one that isn't JSON, gets
``{"type": "error", "message": ...}`` and changes nothing. A page that reconnects with its link gets
the current state.
"""

from __future__ import annotations

import json
import random
from functools import lru_cache
from importlib import resources
from typing import Any

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from manastack.app.decks import resolve_deck, shipped_names
from manastack.errors import ManastackError
from manastack.model.card import CardDef
from manastack.web.tables import SEAT_KINDS, Lobby, ProtocolError, Table
from manastack.web.views import view

STATIC = resources.files("manastack.web") / "static"


class Server:
    """The tables of one server and the pages connected to each."""

    def __init__(self, lobby: Lobby | None = None) -> None:
        self.lobby = lobby or Lobby()
        self.sockets: dict[int, dict[WebSocket, int | None]] = {}  # id(table) → socket → seat

    async def index(self, request: Request) -> Response:
        return HTMLResponse((STATIC / "index.html").read_text(encoding="utf-8"))

    async def table_page(self, request: Request) -> Response:
        if request.path_params["token"] not in self.lobby.tables:
            return HTMLResponse("<h1>No table has this link.</h1>", status_code=404)
        return HTMLResponse((STATIC / "table.html").read_text(encoding="utf-8"))

    async def decks(self, request: Request) -> Response:
        return JSONResponse({"decks": shipped_names(), "opponents": list(SEAT_KINDS)})

    async def create(self, request: Request) -> Response:
        """A new table from ``{"deck", "opponent_deck", "opponent", "seed"?}``."""
        try:
            body = await request.json()
        except ValueError:
            return JSONResponse({"error": "the body must be JSON"}, status_code=400)
        try:
            table = await run_in_threadpool(_new_table, body)
        except ManastackError as e:
            return JSONResponse({"error": str(e)}, status_code=400)
        self.lobby.add(table)
        links = {"seat": table.seats[0].token, "watch": table.watch_token}
        if table.seats[1].human:
            links["other"] = table.seats[1].token
        return JSONResponse(links)

    async def play(self, ws: WebSocket) -> None:
        """One page's connection: its view now and after every change; its messages applied."""
        await ws.accept()
        try:
            table, seat = self.lobby.find(ws.path_params["token"])
        except KeyError:
            await ws.send_json({"type": "error", "message": "no table has this link"})
            await ws.close(code=4404)
            return
        pages = self.sockets.setdefault(id(table), {})
        pages[ws] = seat
        try:
            await ws.send_json(await run_in_threadpool(locked_view, table, seat))
            while True:
                text = await ws.receive_text()
                try:
                    message = json.loads(text)
                    await run_in_threadpool(table.act, seat, message)
                except (ValueError, ProtocolError) as e:
                    await ws.send_json({"type": "error", "message": str(e) if isinstance(e, ProtocolError) else "not JSON"})
                    continue
                await self._broadcast(table)
        except WebSocketDisconnect:
            pass
        finally:
            pages.pop(ws, None)

    async def _broadcast(self, table: Table) -> None:
        for ws, seat in list(self.sockets.get(id(table), {}).items()):
            try:
                await ws.send_json(await run_in_threadpool(locked_view, table, seat))
            except (RuntimeError, WebSocketDisconnect):
                self.sockets[id(table)].pop(ws, None)


def locked_view(table: Table, seat: int | None) -> dict[str, Any]:
    """``seat``'s view, taken while no message is being applied to the table."""
    with table.lock:
        return view(table, seat)


def _new_table(body: Any) -> Table:
    if not isinstance(body, dict):
        raise ProtocolError("the body must be a JSON object")
    names = shipped_names()
    for key in ("deck", "opponent_deck"):
        if body.get(key) not in names:
            raise ProtocolError(f"{key!r} must be one of {', '.join(names)}")
    seed = body.get("seed")
    if seed is None:
        seed = random.randrange(2**31)
    if type(seed) is not int:
        raise ProtocolError("'seed' must be an integer")
    decks = [deck_cards(body["deck"]), deck_cards(body["opponent_deck"])]
    opponent = str(body.get("opponent", "heuristic"))
    seats = ("player 1", "player 2") if opponent == "human" else ("you", "opponent")
    return Table.create(decks, ["human", opponent], seed=seed, names=seats)


@lru_cache(maxsize=16)
def deck_cards(name: str) -> tuple[CardDef, ...]:
    """The cards of a shipped deck, resolved once per server."""
    return resolve_deck(name).cards


def create_app(lobby: Lobby | None = None) -> Starlette:
    """The web app (with a new, empty lobby unless one is given)."""
    server = Server(lobby)
    return Starlette(routes=[
        Route("/", server.index),
        Route("/t/{token}", server.table_page),
        Route("/api/decks", server.decks),
        Route("/api/tables", server.create, methods=["POST"]),
        WebSocketRoute("/ws/{token}", server.play),
        Mount("/static", StaticFiles(directory=str(STATIC)), name="static"),
    ])


__all__ = ["Server", "create_app"]
