"""The ``manastack`` command line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.console import Console

from manastack import __version__
from manastack.cards.decks import DECKS, builtin_deck
from manastack.game import Game
from manastack.players import RandomPlayer, play_out

app = typer.Typer(help="manastack: a Magic: The Gathering rules engine.", no_args_is_help=True, add_completion=False)
console = Console()


def _version(value: bool) -> None:
    if value:
        console.print(f"manastack {__version__}")
        raise typer.Exit()


@app.callback()
def main_callback(
    version: Annotated[Optional[bool], typer.Option("--version", callback=_version, is_eager=True, help="Show the version and exit.")] = None,
) -> None:
    """manastack: a Magic: The Gathering rules engine."""


@app.command()
def game(
    deck_a: Annotated[str, typer.Option("--deck", help="Deck of the first player.")] = "gruul",
    deck_b: Annotated[str, typer.Option("--vs", help="Deck of the second player.")] = "orzhov-blue",
    seed: Annotated[int, typer.Option(help="Seed for shuffles and the random players.")] = 1,
    log: Annotated[bool, typer.Option("--log/--no-log", help="Print the game's events with their rules.")] = True,
    json_out: Annotated[Optional[str], typer.Option("--json", help="Write the event log to this JSON file.")] = None,
) -> None:
    """Play one game between two built-in decks with random players and show what happened."""
    for d in (deck_a, deck_b):
        if d not in DECKS:
            console.print(f"[red]unknown deck {d!r}[/]; built-in decks: {', '.join(sorted(DECKS))}")
            raise typer.Exit(2)
    g = Game.new([("alice", builtin_deck(deck_a)), ("bob", builtin_deck(deck_b))], seed=seed)
    players = {0: RandomPlayer(seed * 2 + 1), 1: RandomPlayer(seed * 2 + 2)}
    n = play_out(g, players)
    if log:
        for e in g.log:
            rules = ", ".join(e.rules)
            fields = " ".join(f"{k}={v}" for k, v in e.data if not k.endswith("_id"))
            kind = e.event
            console.print(f"[cyan]{kind}[/] {fields} [dim]({rules})[/]", highlight=False)
    out = g.outcome()
    result = "draw" if out is None or out.draw else f"{', '.join(out.winners)} won"
    console.print(f"[bold]{deck_a} vs {deck_b}, seed {seed}: {result} on turn {g.state.turn} after {n} decisions[/]")
    if json_out:
        with open(json_out, "w") as f:
            json.dump(g.log_dicts(), f, indent=1)


@app.command()
def scenario(
    paths: Annotated[Optional[list[Path]], typer.Argument(help="Scenario files or folders (searched for *.yaml / *.yml).", show_default=False)] = None,
    verbose: Annotated[bool, typer.Option("--verbose", "-v", help="Print each scenario's whole game log with rule citations.")] = False,
    explain: Annotated[Optional[Path], typer.Option("--explain", help="Run the scenarios of one file and tell each game as numbered sentences.")] = None,
    name: Annotated[Optional[str], typer.Option("--name", "-k", help="Only scenarios whose name contains this text.")] = None,
) -> None:
    """Run scenario files: one line per scenario (PASS/FAIL), details under a failure, a summary.
    Exits with status 0 only if every scenario passed and every file was valid."""
    from manastack.scenario.report import explain_file, run_paths

    if explain is not None:
        ok = explain_file(explain, name_filter=name, echo=typer.echo)
        raise typer.Exit(0 if ok else 1)
    if not paths:
        typer.echo("give scenario files or folders (or --explain FILE)")
        raise typer.Exit(2)
    summary = run_paths(paths, verbose=verbose, name_filter=name, echo=typer.echo)
    raise typer.Exit(0 if summary.ok and (summary.passed or not name) else 1)


from manastack.app.commands import register as _register_app_commands  # noqa: E402

_register_app_commands(app)  # decks, play, watch, sim, replay

from manastack.cli_cards import cards_app  # noqa: E402

app.add_typer(cards_app, name="cards")

import manastack.oracle.cli  # noqa: E402,F401  (registers "cards coverage")


def main() -> None:
    app()
