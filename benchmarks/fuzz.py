"""Fuzzing: N random games with the invariant checks of the test suite
(manastack.testing.invariants) after every action. Reports games, actions and failures; a failure
names its seed and saves a replayable game log (seed + decisions).

    python benchmarks/fuzz.py [-n GAMES] [--seed S] [--decks a,b,...] [--logs DIR] [-v]
    python benchmarks/fuzz.py --random-decks [-n GAMES] [--seed S] [--logs DIR] [-v]
    python benchmarks/fuzz.py --decks-dir DIR [-n GAMES] [--seed S] [--logs DIR] [-v]
    python benchmarks/fuzz.py --commander [--players P] [-n GAMES] [--seed S] [--logs DIR] [-v]

The decks default to the five Welcome Decks once they are playable, else the built-in decks; each
game plays the next pairing. With --random-decks, game S (seeds S, S+1, ...) is between two random
two-colour decks of every playable card of the card data (manastack.testing.random_decks: the
local database, then the shipped pool and the shipped oracle data, so every compiled card), built
from seed S, and player S % 2 goes first: `--random-decks --seed S -n 1` plays game S again, and
its failure log names the decks and replays with the same card database (`manastack replay`).
With --decks-dir, the decks are the deck lists of a folder that are playable (the others are
listed with the reason and left out), and -n defaults to one game for every pairing of them.
With --commander, game S is a Commander game (CR 903) of P players (default 4), each with a random
Commander deck built from seed S (manastack.testing.random_decks: a compiled legendary creature
leading 99 singleton cards of its colour identity), and player S % P goes first.
Every failure, duel or Commander game, is saved the same way: a game log (seed, decks, commanders,
decisions, the error) that `manastack replay` plays again.
Exit status 1 if any game failed.
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
import time
from collections.abc import Iterable, Iterator
from pathlib import Path

from manastack.app.decks import WELCOME_PAIR, Deck, default_decks, resolve_deck, shipped_names
from manastack.app.gamelog import make_log, save_log
from manastack.app.table import seat_names
from manastack.errors import ManastackError
from manastack.state.game_state import Format
from manastack.testing.fuzz import fuzz_table
from manastack.testing.random_decks import RandomDecks, decklist


def fixed_games(names: list[str], seed: int, n: int) -> Iterator[tuple[int, list[Deck], int]]:
    """(seed, decks A and B, first player) of each game: the pairings of ``names`` in turn."""
    decks = {name: resolve_deck(name) for name in names}
    pairs = list(itertools.combinations_with_replacement(names, 2))
    for i in range(n):
        a, b = pairs[i % len(pairs)]
        yield seed + i, [decks[a], decks[b]], i % 2


def playable_decks(folder: Path) -> tuple[list[str], list[str]]:
    """The deck list files of ``folder`` that load as decks, and a line for each that doesn't."""
    playable, refused = [], []
    for path in sorted(p for p in folder.iterdir() if p.is_file()):
        try:
            resolve_deck(str(path))
        except ManastackError as e:
            refused.append(f"{path.name}: {str(e).splitlines()[0]}")
        else:
            playable.append(str(path))
    return playable, refused


def random_games(builder: RandomDecks, seed: int, n: int) -> Iterator[tuple[int, list[Deck], int]]:
    """(seed, decks A and B, first player) of each game: two random decks built from its seed."""
    for s in range(seed, seed + n):
        yield s, list(builder.pair(s)), s % 2


def play(games: Iterable[tuple[int, list[Deck], int]], folder: Path, show_decks: bool, verbose: bool) -> tuple[int, int]:
    """Fuzz each game (seed, the decks in seat order, the first player): a duel between two decks,
    a Commander game (CR 903) between Commander decks (free-for-all with more than two, 903.2).
    Print and save each failure as a replayable game log (``verbose``: print each game as it
    starts and ends). Returns (failures, actions)."""
    actions = failures = 0
    for seed, decks, first in games:
        names = seat_names(len(decks))
        if verbose:
            print(f"seed {seed}: {' vs '.join(d.name for d in decks)} ...", end=" ", flush=True)
        t0 = time.perf_counter()
        game, decisions, error = fuzz_table(decks, seed, first, Format.FREE_FOR_ALL if len(decks) > 2 else Format.DUEL)
        actions += len(decisions)
        if verbose:
            print(f"{len(decisions)} actions, turn {game.state.turn}, {time.perf_counter() - t0:.1f}s", flush=True)
        if error:
            failures += 1
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / f"fuzz-{'commander-' if decks[0].commanders else ''}seed-{seed}.json"
            log = make_log(game, tuple(decks), names, ("random",) * len(decks), seed, first, decisions, events=False)
            log["error"] = error
            save_log(path, log)
            print(f"FAIL seed {seed} ({' vs '.join(d.name for d in decks)}, first player {names[first]}): {error.splitlines()[0]}\n"
                  f"  decisions saved to {path} (manastack replay {path})", flush=True)
            if show_decks:
                for name, deck in zip(names, decks):
                    print(f"  deck {name} ({deck.name}): " + "; ".join(decklist(deck).splitlines()), flush=True)
    return failures, actions


def commander_games(builder: RandomDecks, seed: int, n: int, players: int) -> Iterator[tuple[int, list[Deck], int]]:
    """(seed, decks, first player) of each Commander game: ``players`` random Commander decks built
    from ``random.Random(S)`` for game S, player S % ``players`` first."""
    for s in range(seed, seed + n):
        rng = random.Random(s)
        yield s, [builder.commander_deck(rng) for _ in range(players)], s % players


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", "--games", type=int, default=None, help="number of games (default 100; with --decks-dir, every pairing once)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--decks", default="")
    ap.add_argument("--random-decks", action="store_true", help="random two-colour decks of every playable card (see above)")
    ap.add_argument("--decks-dir", type=Path, help="the playable deck lists of this folder, every pairing (see above)")
    ap.add_argument("--commander", action="store_true", help="Commander games between random Commander decks (see above)")
    ap.add_argument("--players", type=int, default=4, help="players in each --commander game (default 4)")
    ap.add_argument("--logs", default="fuzz-failures", help="folder for the logs of failed games")
    ap.add_argument("-v", "--verbose", action="store_true", help="print each game as it starts and ends")
    args = ap.parse_args()
    if args.games is not None and args.games < 0:
        ap.error("-n must be 0 or more")
    if sum(map(bool, (args.random_decks, args.decks, args.decks_dir))) > 1:
        ap.error("--decks, --decks-dir and --random-decks exclude each other")
    if args.decks_dir is not None and not args.decks_dir.is_dir():
        ap.error(f"--decks-dir: {args.decks_dir} is not a folder")
    n = 100 if args.games is None else args.games
    if args.commander:
        if not 2 <= args.players <= 6:
            ap.error("--players must be 2 to 6")
        t0 = time.perf_counter()
        failures, actions = play(commander_games(RandomDecks(), args.seed, n, args.players), Path(args.logs), False, args.verbose)
        elapsed = time.perf_counter() - t0
        print(f"commander games {n} ({args.players} players), actions {actions}, failures {failures}, {elapsed:.1f}s")
        return 1 if failures else 0
    if args.decks_dir is not None:
        names, refused = playable_decks(args.decks_dir)
        for line in refused:
            print(f"left out: {line}", flush=True)
        if not names:
            print(f"error: no playable deck list in {args.decks_dir}", file=sys.stderr)
            return 2
        n = len(names) * (len(names) + 1) // 2 if args.games is None else args.games
        games = fixed_games(names, args.seed, n)
        print(f"decks: {len(names)} playable of {len(names) + len(refused)} in {args.decks_dir}", flush=True)
    elif args.random_decks:
        builder = RandomDecks()
        games = random_games(builder, args.seed, n)
        print(f"random two-colour decks from {len(builder.records)} cards of the card database", flush=True)
    else:
        names = [d.strip() for d in args.decks.split(",") if d.strip()] or (shipped_names() if default_decks() == WELCOME_PAIR else list(default_decks()))
        games = fixed_games(names, args.seed, n)
        print(f"decks: {', '.join(names)}", flush=True)
    t0 = time.perf_counter()
    try:
        failures, actions = play(games, Path(args.logs), args.random_decks, args.verbose)
    except ManastackError as e:  # no such deck, too few playable cards for a random deck
        print(f"error: {e}", file=sys.stderr)
        return 2
    elapsed = time.perf_counter() - t0
    print(f"games {n}, actions {actions}, failures {failures}, {elapsed:.1f}s ({actions / elapsed:.0f} actions/s with checks)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
