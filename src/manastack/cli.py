"""The ``manastack`` command line."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.console import Console

from manastack import __version__

#: The exit status of every command (the README lists them too).
EXIT_STATUS = ("Exit status: 0 done; 1 a failure (a failed or invalid scenario, a crashed game, a replay that differs, "
               "results not written where asked, card data that can't be read or downloaded); 2 a usage error: a bad option, "
               "an unknown card name, a bad deck or save file (a deck error exits 2 from every command); 130 stopped by Ctrl-C (sim reports the games finished; play and watch save the game so far with --save).")

app = typer.Typer(help="manastack: a Magic: The Gathering rules engine.", epilog=EXIT_STATUS, no_args_is_help=True, add_completion=False)
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
def scenario(
    paths: Annotated[Optional[list[Path]], typer.Argument(help="Scenario files or folders (searched for *.yaml / *.yml).", show_default=False)] = None,
    verbose: Annotated[bool, typer.Option("--verbose", "-v", help="Print each scenario's whole game log with rule citations.")] = False,
    explain: Annotated[Optional[Path], typer.Option("--explain", help="Run the scenarios of one file and tell each game as numbered sentences.")] = None,
    name: Annotated[Optional[str], typer.Option("--name", "-k", help="Only scenarios whose name contains this text.")] = None,
) -> None:
    """Run scenario files: one line per scenario (PASS/FAIL), details under a failure, a summary.
    Exits with status 0 only if every scenario passed and every file was valid. The format:
    docs/scenarios.md.

    Example: manastack scenario tests/scenarios --name lifelink"""
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

from manastack.cli_serve import serve as _serve  # noqa: E402

app.command("serve")(_serve)


def main() -> None:
    app()
