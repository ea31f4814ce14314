"""``manastack serve``: the browser table (needs the optional ``[web]`` extra)."""

from __future__ import annotations

import threading
import webbrowser
from typing import Annotated

import typer

from manastack.errors import ManastackError
from manastack.web.tables import search_level


def serve(
    host: Annotated[str, typer.Option(help="The address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="The port to listen on.")] = 8000,
    open_browser: Annotated[bool, typer.Option("--open", help="Open the start page in the browser.")] = False,
    search: Annotated[str, typer.Option(help="The search AI's budget per decision: mcts (32 playouts), mcts:N playouts or mcts:Ns seconds.")] = "mcts",
) -> None:
    """Play in the browser: choose decks and an opponent (the AI, the search AI, the random player
    or a friend with their own link) on the start page.

    Example: manastack serve --open (or --host 0.0.0.0 to play with a friend on your network)"""
    try:
        search_level(search)
    except ManastackError as e:
        raise typer.BadParameter(str(e), param_hint="--search") from None
    try:
        import uvicorn

        from manastack.web.server import create_app
    except ImportError as e:
        typer.echo(f"manastack serve needs the web extra ({e.name} is missing): pip install 'manastack[web]'", err=True)
        raise typer.Exit(2) from None
    url = f"http://{host}:{port}/"
    typer.echo(f"manastack serve: {url}  (Ctrl+C stops)")
    if open_browser:
        threading.Timer(1.0, webbrowser.open, args=(url,)).start()
    uvicorn.run(create_app(search=search), host=host, port=port, log_level="warning")


__all__ = ["serve"]
