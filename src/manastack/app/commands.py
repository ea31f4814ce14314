"""The commands people run: ``decks``, ``play``, ``watch``, ``sim`` and ``replay``
(registered on the ``manastack`` command by :func:`register`)."""

from __future__ import annotations

import contextlib
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

from manastack.ai import LEVELS_HELP, is_level, make_player
from manastack.app.decks import Deck, commanders_of, default_decks, describe_decks, size_warning
from manastack.app.events import HEADERS, cited, sentence, shown
from manastack.app.gamelog import GameLogError, load_log, log_text, make_log, replay
from manastack.app.outputs import check_output, write_output
from manastack.app.runner import GameResult, GameSpec, ai_seed, play_game, replay_decisions
from manastack.app.sim import SimConfig, run_sim
from manastack.app.stops import Stops, StopsError, usage
from manastack.app.table import COMMANDER, seat_names, table_decks, table_format, table_name
from manastack.app.tui import standings
from manastack.errors import ManastackError
from manastack.game import Game
from manastack.state.game_state import Format

console = Console()

def _usage_error(message: str) -> typer.Exit:
    """Print ``error: message`` (as plain text: brackets stay; not wrapped, so a path or a card name
    stays whole) and the exit of a usage error (2)."""
    console.print(Text(f"error: {message}", style="red"), highlight=False, soft_wrap=True)
    return typer.Exit(2)


def _say(text: str) -> None:
    console.print(Text(text), highlight=False, soft_wrap=True)


def _outputs(*files: tuple[str, Path | None]) -> None:
    """Check the output files named by options (option, path) before any work starts."""
    try:
        for option, path in files:
            if path is not None:
                check_output(option, path)
    except ManastackError as e:
        raise _usage_error(str(e)) from None


def _table(given: list[str | None], players: int | None, seed: int, fmt: str | None) -> tuple[Format, list[Deck]]:
    """The format and every seat's deck (see :mod:`manastack.app.table`); a bad combination or
    deck is an error naming it (exit status 2)."""
    n = players if players is not None else max(len(given), 2)
    try:
        game_format = table_format(fmt, n)
        decks = table_decks(given, n, seed, commander=fmt == COMMANDER)
    except ManastackError as e:
        raise _usage_error(str(e)) from None
    for d in decks:
        if (warning := size_warning(d)) is not None:
            console.print(Text(f"warning: {warning}", style="yellow"), highlight=False)
    return game_format, decks


def deck_label(deck: Deck) -> str:
    """A deck's name, with its commanders unless the name says them (a random Commander deck)."""
    led = " & ".join(n for n in deck.commander_names if n not in deck.name)
    return f"{deck.name} [{led}]" if led else deck.name


_COUNTS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


def _levels(text: str, n: int = 2) -> tuple[str, ...]:
    """One AI level per seat: ``text`` is one level for all or ``n`` comma-separated ones."""
    parts = [p.strip() for p in text.split(",")]
    if len(parts) == 1:
        parts *= n
    if len(parts) != n or not all(is_level(p) for p in parts):
        names = ",".join(seat_names(n))
        console.print(f"[red]error:[/] --ai takes a level or {_COUNTS.get(n, n)} levels '{names}' from: {LEVELS_HELP}")
        raise typer.Exit(2)
    return tuple(parts)


def decks_cmd() -> None:
    """List the decks: the built-in decks and the shipped Welcome Decks, and which can be played now.

    Example: manastack decks"""
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


#: The values of ``play --first``.
FIRST = ("you", "ai", "random")

PLAYERS_HELP = "How many players (2 to 6): a duel, or a free-for-all of three or more."
FORMAT_HELP = (
    "The format: duel, two-headed-giant (4 players, team by team), free-for-all (3 to 6) or commander (2 to 6, CR 903: "
    "40 life, commanders in the command zone; each deck given is a Commander deck with a Commander section, each seat "
    "without one gets a random Commander deck of compiled cards built from the seed and the seat, "
    "e.g. --format commander --players 4 --seed 7); default: by the number of players."
)


def play_cmd(
    deck: Annotated[Optional[str], typer.Option("--deck", help="Your deck: a deck name or a deck list file.")] = None,
    vs: Annotated[Optional[list[str]], typer.Option(
        "--vs", help="An opponent's deck; repeat it for each opponent (e.g. --players 4 --vs hob-blue --vs hob-white: "
        "the last opponent's deck is a Welcome Deck chosen by the seed).")] = None,
    seed: Annotated[int, typer.Option(help="Seed for the shuffles and the AI.")] = 1,
    ai: Annotated[str, typer.Option("--ai", help=f"The AI level: {LEVELS_HELP}.")] = "heuristic",
    ai_vs_ai: Annotated[bool, typer.Option("--ai-vs-ai", help="Watch AIs play instead (like `manastack watch`).")] = False,
    first: Annotated[str, typer.Option(help=f"Who plays first: {', '.join(FIRST)} (you; the player after you; chosen by the seed).")] = "random",
    name: Annotated[str, typer.Option(help="Your name in the game.")] = "you",
    save: Annotated[Optional[Path], typer.Option("--save", help="Save the game log (replay it with `manastack replay`).")] = None,
    players: Annotated[Optional[int], typer.Option("--players", help=PLAYERS_HELP + " You and the AIs.")] = None,
    game_format: Annotated[Optional[str], typer.Option("--format", help=FORMAT_HELP)] = None,
    stops: Annotated[Optional[str], typer.Option("--stops", help=(
        "Where you are asked for priority when you could act, in your turns and other players' "
        f"(default {Stops().text()!r}; {usage()}). Change it during the game with 'stops'."))] = None,
    pay: Annotated[str, typer.Option("--pay", help="How mana is paid: auto (the lands are chosen for you) or manual (you choose them).")] = "auto",
) -> None:
    """Play a game against the AI in the terminal: a duel, or you and N-1 AIs (--players N).

    Example: manastack play --players 4 --deck hob-red --vs hob-blue --seed 7

    Commander: manastack play --format commander --players 4 --deck bilbo-commander (you and three AIs with random Commander decks)"""
    if first not in FIRST:
        raise _usage_error(f"--first {first!r}: expected one of {', '.join(FIRST)}")
    if pay not in ("auto", "manual"):
        raise _usage_error(f"--pay {pay!r}: expected auto or manual")
    try:
        stopping = Stops() if stops is None else Stops.parse(stops)
    except StopsError as e:
        raise _usage_error(f"--{e}") from None
    if ai_vs_ai:
        watch_cmd(deck, vs, seed, ai, 0.0, False, save, players, game_format)
        return
    _outputs(("--save", save))
    level = _levels(ai)[0]
    fmt, decks = _table([deck, *(vs or [])], players, seed, game_format)
    n = len(decks)
    from manastack.app.tui import TerminalGame

    base = "ai" if name != "ai" else "computer"
    opps = [base] if n == 2 else [f"{base}-{i}" for i in range(1, n)]
    starting = {"you": 0, "ai": 1}.get(first)
    if starting is None:
        starting = seed % n

    def new_game() -> Game:
        return Game.new([(name, list(decks[0].cards)), *((o, list(d.cards)) for o, d in zip(opps, decks[1:]))], seed=seed, format=fmt,
                        starting_player=starting, commanders=commanders_of(decks))

    game = new_game()
    if n == 2 and game_format != COMMANDER:
        console.print(Text(f"{decks[0].name} (you) vs {decks[1].name} ({level} AI), seed {seed}", style="bold"))
    else:
        others = ", ".join(f"{o}: {deck_label(d)}" for o, d in zip(opps, decks[1:]))
        console.print(Text(f"{table_name(fmt, game_format == COMMANDER)}: {deck_label(decks[0])} (you) vs {others} ({level} AI{'s' if n > 2 else ''}), seed {seed}", style="bold"))
    tg = TerminalGame(game, 0, {i: make_player(level, ai_seed(seed, n, i)) for i in range(1, n)}, console, _read, stopping, pay == "manual")
    interrupted = False
    try:
        tg.run()
    except KeyboardInterrupt:
        interrupted = True
        game = new_game()  # Ctrl-C may have stopped an AI's decision half-applied: the state before it
        replay_decisions(game, tg.decisions)
        console.print(Text(f"\nstopped (Ctrl-C) on turn {game.state.turn} after {len(tg.decisions)} decisions", style="bold"))
    if save is not None:
        _save(save, make_log(game, tuple(decks), (name, *opps), ("human", *[level] * (n - 1)), seed, starting, tg.decisions))
    if interrupted:
        raise typer.Exit(130)


def _save(path: Path, log: dict[str, object]) -> None:
    """Save a game log to ``path`` (checked before the game); kept elsewhere if that fails (exit 1)."""
    if not write_output(path, log_text(log), "the game log", _say):
        raise typer.Exit(1)
    console.print(Text(f"game log saved to {path}", style="dim"), highlight=False)


def _read(prompt: str) -> str:
    console.print(prompt, end="")
    line = sys.stdin.readline()
    if not line:
        raise EOFError
    return line.rstrip("\n")


def watch_cmd(
    deck: Annotated[Optional[str], typer.Option("--deck", help="Deck of the first AI.")] = None,
    vs: Annotated[Optional[list[str]], typer.Option("--vs", help="Deck of the next AI; repeat it for each (the others: Welcome Decks chosen by the seed).")] = None,
    seed: Annotated[int, typer.Option(help="Seed for the shuffles and the AIs.")] = 1,
    ai: Annotated[str, typer.Option("--ai", help=f"AI level ({LEVELS_HELP}), or one level per seat 'A,B,…'.")] = "heuristic",
    delay: Annotated[float, typer.Option(help="Seconds to wait after each event shown.")] = 0.0,
    rules: Annotated[bool, typer.Option("--rules/--no-rules", help="Cite the rules of each event.")] = False,
    save: Annotated[Optional[Path], typer.Option("--save", help="Save the game log.")] = None,
    players: Annotated[Optional[int], typer.Option("--players", help=PLAYERS_HELP)] = None,
    game_format: Annotated[Optional[str], typer.Option("--format", help=FORMAT_HELP)] = None,
) -> None:
    """Watch AIs play (two, or N with --players N); the game's events stream as they happen.

    Example: manastack watch --players 4 --seed 3

    Commander: manastack watch --format commander --players 4 --seed 7 (random Commander decks built from the seed)"""
    if delay < 0:
        raise _usage_error(f"--delay {delay:g}: expected a number of seconds, 0 or more")
    _outputs(("--save", save))
    fmt, decks = _table([deck, *(vs or [])], players, seed, game_format)
    n = len(decks)
    levels = _levels(ai, n)
    names = seat_names(n)
    spec = GameSpec(names, tuple(d.cards for d in decks), seed, seed % n, levels, format=fmt, commanders=commanders_of(decks))
    console.print(Text(" vs ".join(f"{nm}: {deck_label(d)} ({lv})" for nm, d, lv in zip(names, decks, levels)) + f", seed {seed}", style="bold"))
    seen = [0]

    def observe(game: Game, player: int, text: str) -> None:
        log = game.log_dicts()
        for e in log[seen[0]:]:
            if not shown(e):
                continue
            console.print(Text(("  " if e["event"] not in HEADERS else "") + (cited(e) if rules else sentence(e))), highlight=False)
            if e["event"] in HEADERS:
                console.print(Text("  " + standings(game.observe(0)), style="dim"), highlight=False)
            if delay:
                time.sleep(delay)
        seen[0] = len(log)

    game, result = play_game(spec, observer=observe, interruptible=True)
    if save is not None:
        _save(save, make_log(game, tuple(decks), names, levels, seed, spec.first_player, result.decisions, result))
    _report_one(result)


def _report_one(r: GameResult) -> None:
    if r.status == "interrupted":
        console.print(Text(f"stopped (Ctrl-C) on turn {r.turns} after {r.actions} decisions", style="bold"))
        raise typer.Exit(130)
    if r.status != "finished":
        console.print(f"[red]game {r.status}[/] (seed {r.seed}, {r.actions} decisions): {r.error}")
        raise typer.Exit(1)
    who = "draw" if r.winner is None else f"{', '.join(s.name for s in r.seats if s.result == 'won')} won"
    console.print(Text(f"{who} on turn {r.turns} after {r.actions} decisions", style="bold"))


def sim_cmd(
    deck_names: Annotated[Optional[list[str]], typer.Argument(
        help="A deck per seat (name or file): two for a duel, three to six for a free-for-all.", show_default=False)] = None,
    n: Annotated[int, typer.Option("-n", "--games", help="How many games.")] = 100,
    workers: Annotated[Optional[int], typer.Option("--workers", "-j", help="Worker processes (default: every core); with --backend ray, the most games "
                                                   "running at once (default: every CPU of the cluster).")] = None,
    seed: Annotated[int, typer.Option(help="Seed of the first game (game i uses seed + i).")] = 0,
    ai: Annotated[str, typer.Option("--ai", help=f"AI level for every seat ({LEVELS_HELP}), or one per seat 'A,B,…' (e.g. mcts,heuristic).")] = "heuristic",
    json_out: Annotated[Optional[Path], typer.Option("--json", help="Write every game and the summary to this JSON file.")] = None,
    plot: Annotated[Optional[Path], typer.Option("--plot", help="Draw the win rate and game lengths into this PNG (needs matplotlib; two decks).")] = None,
    logs: Annotated[Optional[Path], typer.Option("--logs", help="Save every game's log (replayable) into this folder, as each game finishes.")] = None,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress bar.")] = False,
    players: Annotated[Optional[int], typer.Option("--players", help=PLAYERS_HELP + " Seats without a deck given get Welcome Decks chosen by the seed.")] = None,
    game_format: Annotated[Optional[str], typer.Option("--format", help=FORMAT_HELP)] = None,
    backend: Annotated[str, typer.Option("--backend", help="Where the games run: local (worker processes) or ray (Ray tasks, on this machine or a cluster: the optional extra ray).")] = "local",
    address: Annotated[Optional[str], typer.Option("--address", help="With --backend ray: the Ray cluster to join (auto, host:6379 or ray://host:10001; local: a new local instance; default: "
                                                    "RAY_ADDRESS, else a cluster started on this machine, else a new local instance).", show_default=False)] = None,
) -> None:
    """Simulate N games between two decks or more over worker processes (or Ray tasks). Game i is
    started by seat i mod (number of seats): A and B alternate; at a table of four A, B, C, D take turns.

    Example: manastack sim hob-red hob-blue hob-green hob-white -n 40

    Commander: manastack sim --format commander --players 4 -n 20 --seed 7 (random Commander decks built from the seed)

    On a Ray cluster: manastack sim hob-red hob-green -n 10000 --backend ray --address auto"""
    if n < 1:
        raise _usage_error(f"-n {n}: expected at least 1 game")
    if backend not in ("local", "ray"):
        raise _usage_error(f"--backend {backend!r}: expected local or ray")
    if address is not None and backend != "ray":
        raise _usage_error("--address is the Ray cluster to join: it goes with --backend ray")
    if backend == "ray":
        from manastack.app.sim_ray import RayUnavailableError, require_ray

        try:
            require_ray()
        except RayUnavailableError as e:
            raise _usage_error(str(e)) from None
    _outputs(("--json", json_out), ("--plot", plot))
    fmt, decks = _table(list(deck_names or []), players, seed, game_format)
    levels = _levels(ai, len(decks))
    config = SimConfig(tuple(decks), n, seed, levels, format=fmt)
    if plot is not None and len(decks) != 2:
        raise _usage_error("--plot draws a sim between two decks")
    if plot is not None:
        from manastack.app.plot import PlotUnavailableError, require_matplotlib

        try:
            require_matplotlib()
        except PlotUnavailableError as e:
            raise _usage_error(str(e)) from None
    if logs is not None:
        try:
            check_output("--logs", logs, folder=True)
        except ManastackError as e:
            raise _usage_error(str(e)) from None
    k = workers or os.cpu_count() or 1
    counts: dict[str | None, int] = {name: 0 for name in config.names} | {None: 0}

    def tally() -> str:
        return " · ".join(f"{name} {counts[name]}" for name in config.names) + f" · draws {counts[None]}"

    saved: set[int] = set()  # games whose log is saved (or not wanted)
    written = True

    def log_path(r: GameResult) -> Path:
        i = r.seed - seed  # game i plays seed + i
        return (logs or Path("manastack-failures")) / f"game-{i:05d}-seed-{r.seed}.json"

    def save_log(r: GameResult) -> None:
        """Save a game's log as soon as it finishes (every game with --logs, else a failed one),
        so a sim stopped early keeps the logs of the games it finished."""
        nonlocal written
        if logs is not None or r.status != "finished":
            with contextlib.suppress(OSError):  # --logs was checked; a failure log that can't go here is kept elsewhere
                log_path(r).parent.mkdir(parents=True, exist_ok=True)
            written = _save_sim_game(log_path(r), config, r.seed - seed, r) and written
        saved.add(r.seed)

    with Progress(TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(), TextColumn("{task.fields[tally]}"),
                  TimeRemainingColumn(), console=console, disable=quiet, transient=False) as progress:
        task = progress.add_task(" vs ".join(d.name for d in decks), total=n, tally=tally())

        def tick(r: GameResult) -> None:
            counts[r.winner] = counts.get(r.winner, 0) + 1
            progress.update(task, advance=1, tally=tally())
            save_log(r)

        if backend == "ray":
            from manastack.app.sim_ray import RayConnectionError, run_sim_ray

            try:
                result = run_sim_ray(config, workers, tick, address)
            except RayConnectionError as e:
                _say(f"error: {e}")
                raise typer.Exit(1) from None
        else:
            result = run_sim(config, k, tick)
    s = result.summary()
    if result.interrupted:
        console.print(Text(f"interrupted: {s['games']} of {n} games finished", style="yellow"), highlight=False)
    if "seats" not in s:
        lo, hi = s["win_rate_interval_95"]
        console.print(Text(f"{decks[0].name} ({levels[0]}) vs {decks[1].name} ({levels[1]}): {s['games']} games, seed {seed}, {result.workers} worker(s)", style="bold"))
        console.print(f"A wins {s['wins']}, B wins {s['losses']}, draws {s['draws']}" + (f", [red]failures {s['failures']}[/]" if s["failures"] else ""))
        console.print(f"A win rate {s['win_rate']:.1%} (95% Wilson interval {lo:.1%}–{hi:.1%})")
    else:
        console.print(Text(f"{s['format']}, {len(decks)} seats: {s['games']} games, seed {seed}, {result.workers} worker(s)", style="bold"))
        for seat, d in zip(s["seats"], decks):
            lo, hi = seat["win_rate_interval_95"]
            console.print(Text(f"{seat['name']}: {deck_label(d)} ({seat['ai']}) wins {seat['wins']}, win rate {seat['win_rate']:.1%} (95% Wilson interval {lo:.1%}–{hi:.1%})"), highlight=False)
        console.print(f"draws {s['draws']}" + (f", [red]failures {s['failures']}[/]" if s["failures"] else ""))
    console.print(f"mean turns {s['mean_turns']:.1f}, mean decisions {s['mean_actions']:.0f}, {s['games_per_second']:.2f} games/s, {s['actions_per_second']:.0f} decisions/s")
    for g in result.games:
        if g.seed not in saved:  # Ctrl-C stopped the sim while this game's log was being saved
            save_log(g)
    data = result.to_json()
    if json_out is not None:
        written = write_output(json_out, json.dumps(data, indent=1) + "\n", "the results", _say)
        if written:
            console.print(Text(f"results written to {json_out}", style="dim"), highlight=False)
    if plot is not None:
        from manastack.app.plot import plot_summary

        try:
            plot_summary(data, plot)
            console.print(Text(f"plot written to {plot}", style="dim"), highlight=False)
        except OSError as e:
            _say(f"error: could not write the plot to {str(plot)!r} ({e.strerror or e})")
            written = False
    failures = [g for g in result.games if g.status != "finished"]
    for g in sorted(failures, key=lambda g: g.seed):
        _say(f"game {g.seed - seed} {g.status} (seed {g.seed}, {g.actions} decisions; log {log_path(g)}): {g.error.splitlines()[0]}")
    if result.interrupted:
        raise typer.Exit(130)
    if failures or not written:
        raise typer.Exit(1)


def _save_sim_game(path: Path, config: SimConfig, i: int, r: GameResult) -> bool:
    """Save one simulated game's log (rebuilt from its decisions: a crashed game up to the state
    before the crash, its error naming the decision it crashed in); False if it had to be kept
    elsewhere (said where)."""
    spec = config.spec(i)
    game = spec.new_game()
    try:
        replay_decisions(game, r.decisions)
    except Exception:  # noqa: BLE001 - save what we can: the decisions are the useful part
        pass
    return write_output(path, log_text(make_log(game, config.decks, config.names, config.ai, spec.seed, spec.first_player, r.decisions, r, events=False)),
                        "the game log", _say)


def replay_cmd(
    log_file: Annotated[Path, typer.Argument(help="A game log saved by play, watch or sim.", show_default=False)],
    show: Annotated[bool, typer.Option("--show", help="Print the replayed game's events with rule citations.")] = False,
) -> None:
    """Replay a saved game from its seed and decisions and check it reaches the same final state.

    Example: manastack play --save game.json, then: manastack replay game.json --show"""
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
