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

The AIs move in a worker thread, started when a table is created and after each message applied
(:meth:`~manastack.web.tables.Table.advance`): the pages are sent the state after each AI move as
it is made, and while an AI chooses, its name in the view's ``"thinking"``. The worker threads run
in a task group of the app's lifespan.
"""

from __future__ import annotations

import contextlib
import json
import logging
import random
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any

import anyio
import anyio.abc
import anyio.from_thread
import anyio.to_thread
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
from manastack.web.tables import SEARCH_LEVEL, SEAT_KINDS, Lobby, ProtocolError, Table, search_level
from manastack.web.views import view

STATIC = resources.files("manastack.web") / "static"
log = logging.getLogger(__name__)


@dataclass(slots=True)
class Pages:
    """The pages connected to one table (socket → seat, None for a spectator), the version and
    thinking AI of the last view each was sent, and the lock held while they are sent views: each
    page gets the views in the order they were taken, and never the same view twice in a row."""

    sockets: dict[WebSocket, int | None] = field(default_factory=dict)
    shown: dict[WebSocket, tuple[int, str | None]] = field(default_factory=dict)
    sending: anyio.Lock = field(default_factory=anyio.Lock)

    def leave(self, ws: WebSocket) -> None:
        self.sockets.pop(ws, None)
        self.shown.pop(ws, None)


#: What sending to a page that has gone raises: the socket closed (RuntimeError, a disconnect), or
#: its send stream closed while a view was on its way (the page closed as an AI's move was sent).
_GONE = (RuntimeError, WebSocketDisconnect, anyio.ClosedResourceError, anyio.BrokenResourceError)


class Server:
    """The tables of one server and the pages connected to each; an "mcts" opponent plays at
    level ``search``."""

    def __init__(self, lobby: Lobby | None = None, search: str = SEARCH_LEVEL) -> None:
        self.lobby = lobby or Lobby()
        self.search = search_level(search)
        self.pages: dict[int, Pages] = {}  # by id(table)
        self.tasks: anyio.abc.TaskGroup | None = None

    @contextlib.asynccontextmanager
    async def lifespan(self, app: Starlette) -> AsyncIterator[None]:
        """The task group the AIs' moves run in while the app runs; cancelled when it stops (a
        search under way is left to finish on its own)."""
        async with anyio.create_task_group() as tasks:
            self.tasks = tasks
            yield
            tasks.cancel_scope.cancel()
        self.tasks = None

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
            table = await run_in_threadpool(_new_table, body, self.search)
        except ManastackError as e:
            return JSONResponse({"error": str(e)}, status_code=400)
        self.lobby.add(table)
        self._advance(table)
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
        pages = self.pages.setdefault(id(table), Pages())
        pages.sockets[ws] = seat
        try:
            await self._broadcast(table, only=ws)
            while True:
                text = await ws.receive_text()
                try:
                    message = json.loads(text)
                    await run_in_threadpool(table.act, seat, message)
                except (ValueError, ProtocolError) as e:
                    await ws.send_json({"type": "error", "message": str(e) if isinstance(e, ProtocolError) else "not JSON"})
                    continue
                await self._broadcast(table)
                self._advance(table)
        except WebSocketDisconnect:
            pass
        finally:
            pages.leave(ws)

    def _advance(self, table: Table) -> None:
        """Start the AIs' moves at ``table`` in a worker thread (it returns at once if no AI must
        decide, or if a thread is already moving them)."""
        if self.tasks is None:
            raise RuntimeError("the app's lifespan is not running: the AIs' moves need its task group")
        self.tasks.start_soon(self._moves, table)

    async def _moves(self, table: Table) -> None:
        """The AIs' moves at ``table``, each sent to its pages as it is made. An error of the
        engine's is logged and the pages are told the AI could not move; the server goes on."""
        try:
            await anyio.to_thread.run_sync(table.advance, lambda _: anyio.from_thread.run(self._broadcast, table), abandon_on_cancel=True)
        except Exception:
            log.exception("an AI's move failed")
            for ws in list(self.pages.get(id(table), Pages()).sockets):
                with contextlib.suppress(*_GONE):
                    await ws.send_json({"type": "error", "message": "the AI could not move (the server's log has the error)"})

    async def _broadcast(self, table: Table, only: WebSocket | None = None) -> None:
        """Send each page of ``table`` (or ``only`` that one) its view of the game as it is now,
        unless it is the last view the page was sent (a message's task and an AI's move may both
        send the same state)."""
        pages = self.pages.get(id(table))
        if pages is None:
            return
        async with pages.sending:
            for ws, seat in list(pages.sockets.items()):
                if only not in (None, ws):
                    continue
                state = await run_in_threadpool(locked_view, table, seat)
                if pages.shown.get(ws) == (shown := (state["version"], state["thinking"])):
                    continue
                try:
                    await ws.send_json(state)
                except _GONE:
                    pages.leave(ws)
                else:
                    pages.shown[ws] = shown


def locked_view(table: Table, seat: int | None) -> dict[str, Any]:
    """``seat``'s view, taken while no message is being applied to the table."""
    with table.lock:
        return view(table, seat)


def _new_table(body: Any, search: str) -> Table:
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
    return Table.create(decks, ["human", opponent], seed=seed, names=seats, search=search)


@lru_cache(maxsize=16)
def deck_cards(name: str) -> tuple[CardDef, ...]:
    """The cards of a shipped deck, resolved once per server."""
    return resolve_deck(name).cards


def create_app(lobby: Lobby | None = None, search: str = SEARCH_LEVEL) -> Starlette:
    """The web app (with a new, empty lobby unless one is given); the search AI plays at level
    ``search`` (``mcts``, ``mcts:N`` playouts or ``mcts:Ns`` seconds per decision)."""
    server = Server(lobby, search)
    return Starlette(lifespan=server.lifespan, routes=[
        Route("/", server.index),
        Route("/t/{token}", server.table_page),
        Route("/api/decks", server.decks),
        Route("/api/tables", server.create, methods=["POST"]),
        WebSocketRoute("/ws/{token}", server.play),
        Mount("/static", StaticFiles(directory=str(STATIC)), name="static"),
    ])


__all__ = ["Server", "create_app"]
