"""The table of a game the commands start: the format, how many players it seats, the seats' names
and their decks.

A format allows a number of players (CR 100.1b two-player games, 810.1 Two-Headed Giant's two
teams of two, 806 free-for-all with three or more); the commands check it and say what a format
allows. A new format adds its row to :data:`SEATS`. A game of three or more players with no
format given is a free-for-all. Limited range of influence (CR 801) is not used.

Decks not given are chosen from the Welcome Decks by the seed (``--players 4 --seed 3``): a
two-player game keeps the default pair, :data:`~manastack.app.decks.WELCOME_PAIR`.
"""

from __future__ import annotations

from manastack.app.decks import WELCOME_PAIR, Deck, resolve_deck, shipped_names
from manastack.errors import ManastackError
from manastack.state.game_state import Format

#: The numbers of players each format seats (lowest, highest).
SEATS: dict[Format, tuple[int, int]] = {
    Format.DUEL: (2, 2),
    Format.TWO_HEADED_GIANT: (4, 4),
    Format.FREE_FOR_ALL: (3, 6),
}

#: The seats' names in sim and watch: A, B, C, …
SEAT_NAMES = "ABCDEF"


class TableError(ManastackError):
    """A format and a number of players that don't go together, or an unknown format."""


def table_format(name: str | None, players: int) -> Format:
    """The format called ``name`` (None: a duel for two players, free-for-all for more), checked
    against the number of players."""
    if name is None:
        fmt = Format.DUEL if players == 2 else Format.FREE_FOR_ALL
    else:
        try:
            fmt = Format(name)
        except ValueError:
            raise TableError(f"--format: unknown format {name!r} (formats: {', '.join(f.value for f in SEATS)})") from None
    if fmt not in SEATS:
        raise TableError(f"--format: the commands don't play {fmt.value} games yet (formats: {', '.join(f.value for f in SEATS)})")
    lo, hi = SEATS[fmt]
    if not lo <= players <= hi:
        allowed = str(lo) if lo == hi else f"{lo} to {hi}"
        raise TableError(f"--players: {fmt.value} is played by {allowed} players, not {players}")
    return fmt


def seat_names(players: int) -> tuple[str, ...]:
    return tuple(SEAT_NAMES[:players])


def table_decks(given: list[str | None], players: int, seed: int) -> list[Deck]:
    """The decks of the seats in order: the ``given`` ones first, then for each seat left (or given
    as None) a Welcome Deck chosen by the seed (a two-player game: the default pair)."""
    if len(given) > players:
        raise TableError(f"{len(given)} decks given for {players} players")
    welcome = shipped_names()
    defaults = list(WELCOME_PAIR) if players == 2 else [welcome[(seed + i) % len(welcome)] for i in range(players)]
    return [resolve_deck(given[i] or defaults[i] if i < len(given) else defaults[i]) for i in range(players)]


__all__ = ["SEATS", "SEAT_NAMES", "TableError", "seat_names", "table_decks", "table_format"]
