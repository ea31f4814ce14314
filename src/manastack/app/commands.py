"""The commands people run: ``decks``, ``play``, ``watch``, ``sim`` and ``replay``
(registered on the ``manastack`` command by :func:`register`)."""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table
from rich.text import Text

from manastack.ai import LEVELS, make_player
from manastack.app.decks import Deck, default_decks, describe_decks, resolve_deck
from manastack.app.events import cited, sentence, shown
from manastack.app.gamelog import GameLogError, load_log, make_log, replay, save_log
from manastack.app.runner import GameResult, GameSpec, play_game
from manastack.app.sim import NAMES, SimConfig, run_sim
from manastack.errors import ManastackError
from manastack.game import Game

console = Console()


def _decks(a: str | None, b: str | None) -> tuple[Deck, Deck]:
    da, db = default_decks()
    try:
        return resolve_deck(a or da), resolve_deck(b or db)
    except ManastackError as e:
        console.print(Text(f"error: {e}", style="red"), highlight=False)
        raise typer.Exit(2) from None


def _levels(text: str) -> tuple[str, str]:
    parts = [p.strip() for p in text.split(",")]
    if len(parts) == 1:
        parts *= 2
    if len(parts) != 2 or any(p not in LEVELS for p in parts):
        console.print(f"[red]error:[/] --ai takes a level or two levels 'A,B' from: {', '.join(LEVELS)}")
        raise typer.Exit(2)
    return parts[0], parts[1]


def decks_cmd() -> None:
    """List the decks: the built-in decks and the shipped Welcome Decks, and which can be played now."""
    table = Table(title="decks")
    for col in ("name", "kind", "cards", "playable"):
        table.add_column(col)
    default = default_decks()
    for info in describe_decks():
        mark = "[green]yes[/]" if info.playable else f"[yellow]not yet[/] ({info.problem})"
        name = info.name + (" [dim](default)[/]" if info.name in default else "")
        table.add_row(name, info.kind, str(info.size), mark)
    console.print(table)
    console.print("[dim]A deck list file (`N Card Name` lines or an MTG Arena export) can be given wherever a deck name is.[/]")


def play_cmd(
    deck: Annotated[Optional[str], typer.Option("--deck", help="Your deck: a deck name or a deck list file.")] = None,
    vs: Annotated[Optional[str], typer.Option("--vs", help="The opponent's deck.")] = None,
    seed: Annotated[int, typer.Option(help="Seed for the shuffles and the AI.")] = 1,
    ai: Annotated[str, typer.Option("--ai", help=f"The AI level: {', '.join(LEVELS)}.")] = "heuristic",
    ai_vs_ai: Annotated[bool, typer.Option("--ai-vs-ai", help="Watch two AIs play instead (like `manastack watch`).")] = False,
    first: Annotated[str, typer.Option(help="Who plays first: you, ai, or random (from the seed).")] = "random",
    name: Annotated[str, typer.Option(help="Your name in the game.")] = "you",
    save: Annotated[Optional[Path], typer.Option("--save", help="Save the game log (replay it with `manastack replay`).")] = None,
) -> None:
    """Play a game against the AI in the terminal."""
    if ai_vs_ai:
        watch_cmd(deck, vs, seed, ai, 0.0, False, save)
        return
    level = _levels(ai)[0]
    a, b = _decks(deck, vs)
    from manastack.app.tui import TerminalGame

    opp = "ai" if name != "ai" else "computer"
    starting = {"you": 0, "ai": 1}.get(first)
    if starting is None:
        starting = seed % 2
    game = Game.new([(name, list(a.cards)), (opp, list(b.cards))], seed=seed, starting_player=starting)
    console.print(Text(f"{a.name} (you) vs {b.name} ({level} AI), seed {seed}", style="bold"))
    tg = TerminalGame(game, 0, make_player(level, seed * 2 + 2), console, _read)
    tg.run()
    if save is not None:
        save_log(save, make_log(game, (a, b), (name, opp), ("human", level), seed, starting, tg.decisions))
        console.print(f"[dim]game log saved to {save}[/]")


def _read(prompt: str) -> str:
    console.print(prompt, end="")
    line = sys.stdin.readline()
    if not line:
        raise EOFError
    return line.rstrip("\n")


def watch_cmd(
    deck: Annotated[Optional[str], typer.Option("--deck", help="Deck of the first AI.")] = None,
    vs: Annotated[Optional[str], typer.Option("--vs", help="Deck of the second AI.")] = None,
    seed: Annotated[int, typer.Option(help="Seed for the shuffles and the AIs.")] = 1,
    ai: Annotated[str, typer.Option("--ai", help="AI level, or two levels 'A,B'.")] = "heuristic",
    delay: Annotated[float, typer.Option(help="Seconds to wait after each event shown.")] = 0.0,
    rules: Annotated[bool, typer.Option("--rules/--no-rules", help="Cite the rules of each event.")] = False,
    save: Annotated[Optional[Path], typer.Option("--save", help="Save the game log.")] = None,
) -> None:
    """Watch two AIs play; the game's events stream as they happen."""
    levels = _levels(ai)
    a, b = _decks(deck, vs)
    spec = GameSpec(NAMES, (a.cards, b.cards), seed, seed % 2, levels)
    console.print(Text(f"A: {a.name} ({levels[0]}) vs B: {b.name} ({levels[1]}), seed {seed}", style="bold"))
    seen = [0]

    def observe(game: Game, player: int, text: str) -> None:
        log = game.log_dicts()
        for e in log[seen[0]:]:
            if not shown(e):
                continue
            console.print(Text(("  " if e["event"] != "turn_began" else "") + (cited(e) if rules else sentence(e))), highlight=False)
            if delay:
                time.sleep(delay)
        seen[0] = len(log)

    game, result = play_game(spec, observer=observe)
    _report_one(result)
    if save is not None:
        save_log(save, make_log(game, (a, b), NAMES, levels, seed, spec.first_player, result.decisions, result))
        console.print(f"[dim]game log saved to {save}[/]")


def _report_one(r: GameResult) -> None:
    if r.status != "finished":
        console.print(f"[red]game {r.status}[/] (seed {r.seed}, {r.actions} decisions): {r.error}")
        raise typer.Exit(1)
    who = "draw" if r.winner is None else f"{r.winner} won"
    console.print(Text(f"{who} on turn {r.turns} after {r.actions} decisions", style="bold"))


def sim_cmd(
    deck_a: Annotated[Optional[str], typer.Argument(help="Deck A (name or file).", show_default=False)] = None,
    deck_b: Annotated[Optional[str], typer.Argument(help="Deck B (name or file).", show_default=False)] = None,
    n: Annotated[int, typer.Option("-n", "--games", help="How many games.")] = 100,
    workers: Annotated[Optional[int], typer.Option("--workers", "-k", help="Worker processes (default: every core).")] = None,
    seed: Annotated[int, typer.Option(help="Seed of the first game (game i uses seed + i).")] = 0,
    ai: Annotated[str, typer.Option("--ai", help="AI level for both sides, or 'A,B' (e.g. heuristic,random).")] = "heuristic",
    json_out: Annotated[Optional[Path], typer.Option("--json", help="Write every game and the summary to this JSON file.")] = None,
    plot: Annotated[Optional[Path], typer.Option("--plot", help="Draw the win rate and game lengths into this PNG (needs matplotlib).")] = None,
    logs: Annotated[Optional[Path], typer.Option("--logs", help="Save every game's log (replayable) into this folder.")] = None,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress bar.")] = False,
) -> None:
    """Simulate N games between two decks over worker processes; A and B alternate playing first."""
    if n < 1:
        console.print("[red]error:[/] -n must be at least 1")
        raise typer.Exit(2)
    levels = _levels(ai)
    a, b = _decks(deck_a, deck_b)
    config = SimConfig(a, b, n, seed, levels)
    k = workers or os.cpu_count() or 1
    with Progress(TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(), TextColumn("A {task.fields[a]} · B {task.fields[b]} · draws {task.fields[d]}"),
                  TimeRemainingColumn(), console=console, disable=quiet, transient=False) as progress:
        task = progress.add_task(f"{a.name} vs {b.name}", total=n, a=0, b=0, d=0)
        counts = {"A": 0, "B": 0, None: 0}

        def tick(r: GameResult) -> None:
            counts[r.winner] = counts.get(r.winner, 0) + 1
            progress.update(task, advance=1, a=counts["A"], b=counts["B"], d=counts[None])

        result = run_sim(config, k, tick)
    s = result.summary()
    lo, hi = s["win_rate_interval_95"]
    console.print(Text(f"{a.name} ({levels[0]}) vs {b.name} ({levels[1]}): {n} games, seed {seed}, {result.workers} worker(s)", style="bold"))
    console.print(f"A wins {s['wins']}, B wins {s['losses']}, draws {s['draws']}" + (f", [red]failures {s['failures']}[/]" if s["failures"] else ""))
    console.print(f"A win rate {s['win_rate']:.1%} (95% Wilson interval {lo:.1%}–{hi:.1%})")
    console.print(f"mean turns {s['mean_turns']:.1f}, mean decisions {s['mean_actions']:.0f}, {s['games_per_second']:.2f} games/s, {s['actions_per_second']:.0f} decisions/s")
    data = result.to_json()
    if json_out is not None:
        json_out.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        console.print(f"[dim]results written to {json_out}[/]")
    if plot is not None:
        from manastack.app.plot import PlotUnavailableError, plot_summary

        try:
            plot_summary(data, plot)
            console.print(f"[dim]plot written to {plot}[/]")
        except PlotUnavailableError as e:
            console.print(f"[red]error:[/] {e}")
            raise typer.Exit(2) from None
    failures = [g for g in result.games if g.status != "finished"]
    if logs is not None or failures:
        folder = logs or Path("manastack-failures")
        folder.mkdir(parents=True, exist_ok=True)
        saved = result.games if logs is not None else failures
        for i, g in enumerate(result.games):
            if g in saved:
                _save_sim_game(folder / f"game-{i:05d}-seed-{g.seed}.json", config, i, g)
        for i, g in enumerate(result.games):
            if g.status != "finished":
                console.print(f"[red]game {i} {g.status}[/] (seed {g.seed}, {g.actions} decisions; log {folder}/game-{i:05d}-seed-{g.seed}.json): {g.error.splitlines()[0]}")
    if failures:
        raise typer.Exit(1)


def _save_sim_game(path: Path, config: SimConfig, i: int, r: GameResult) -> None:
    """Save one simulated game's log (rebuilt from its decisions; a crashed game up to the crash)."""
    spec = config.spec(i)
    game = spec.new_game()
    from manastack.app.runner import replay_decisions

    try:
        replay_decisions(game, r.decisions[: len(r.decisions) - (1 if r.status == "crashed" else 0)])
    except Exception:  # noqa: BLE001 - save what we can: the decisions are the useful part
        pass
    save_log(path, make_log(game, (config.deck_a, config.deck_b), NAMES, config.ai, spec.seed, spec.first_player, r.decisions, r, events=False))


def replay_cmd(
    log_file: Annotated[Path, typer.Argument(help="A game log saved by play, watch or sim.", show_default=False)],
    show: Annotated[bool, typer.Option("--show", help="Print the replayed game's events with rule citations.")] = False,
) -> None:
    """Replay a saved game from its seed and decisions and check it reaches the same final state."""
    try:
        log = load_log(log_file)
        r = replay(log)
    except (GameLogError, ManastackError) as e:
        console.print(Text(f"error: {e}", style="red"), highlight=False)
        raise typer.Exit(2) from None
    if show:
        for event in r.game.log_dicts():
            console.print(Text(cited(event)), highlight=False)
    out = r.game.outcome()
    result = "in progress" if out is None else ("a draw" if out.draw else f"won by {', '.join(out.winners)}")
    console.print(f"replayed {len(log['decisions'])} decisions: turn {r.game.state.turn}, game {result}")
    if r.expected is None:
        console.print(f"[yellow]the log has no digest[/]; final state {r.digest}")
        raise typer.Exit(1)
    if r.matches:
        console.print(f"[green]digest matches[/] {r.digest}")
        return
    console.print(f"[red]digest differs[/]: log {r.expected}, replay {r.digest}")
    raise typer.Exit(1)


def register(app: typer.Typer) -> None:
    """Add the commands to the ``manastack`` command."""
    app.command("decks")(decks_cmd)
    app.command("play")(play_cmd)
    app.command("watch")(watch_cmd)
    app.command("sim")(sim_cmd)
    app.command("replay")(replay_cmd)


__all__ = ["register"]
