"""The table of a game the commands start: the format, how many players it seats, the seats' names
and their decks.

A format allows a number of players (CR 100.1b two-player games, 810.1 Two-Headed Giant's two
teams of two, 806 free-for-all with three or more); the commands check it and say what a format
allows. A new format adds its row to :data:`SEATS`. A game of three or more players with no
format given is a free-for-all. Limited range of influence (CR 801) is not used.

Decks not given are chosen from the Welcome Decks by the seed (``--players 4 --seed 3``): a
two-player game keeps the default pair, :data:`~manastack.app.decks.WELCOME_PAIR`.

``--format commander`` (:data:`COMMANDER`) is the Commander variant (CR 903) at a table of two to six:
a duel of two, a free-for-all of more (903.2), each seat with a Commander deck whose commanders
start in the command zone. The decks given must be Commander decks
(:func:`~manastack.app.decks.resolve_commander_deck`); a seat without one gets a random Commander
deck of compiled cards (:meth:`~manastack.testing.random_decks.RandomDecks.commander_deck`, a
legendary creature and 99 singleton cards of its colour identity) built from
``random.Random(f"{seed}:{seat}")``, so the seed and the card data decide it.
"""

from __future__ import annotations

import random
from functools import cache
from typing import TYPE_CHECKING

from manastack.app.decks import WELCOME_PAIR, Deck, resolve_commander_deck, resolve_deck, shipped_names
from manastack.errors import ManastackError
from manastack.state.game_state import Format

if TYPE_CHECKING:
    from manastack.testing.random_decks import RandomDecks

#: The numbers of players each format seats (lowest, highest).
SEATS: dict[Format, tuple[int, int]] = {
    Format.DUEL: (2, 2),
    Format.TWO_HEADED_GIANT: (4, 4),
    Format.FREE_FOR_ALL: (3, 6),
}

#: The Commander variant (CR 903): ``--format commander``, a duel or a free-for-all with commanders.
COMMANDER = "commander"
COMMANDER_SEATS = (2, 6)

#: The seats' names in sim and watch: A, B, C, …
SEAT_NAMES = "ABCDEF"


class TableError(ManastackError):
    """A format and a number of players that don't go together, or an unknown format."""


def table_format(name: str | None, players: int) -> Format:
    """The format called ``name`` (None: a duel for two players, free-for-all for more), checked
    against the number of players; :data:`COMMANDER` is a duel or a free-for-all by the number of
    players (CR 903.2)."""
    if name == COMMANDER:
        _check_seats(COMMANDER, COMMANDER_SEATS, players)
        return Format.DUEL if players == 2 else Format.FREE_FOR_ALL
    if name is None:
        fmt = Format.DUEL if players == 2 else Format.FREE_FOR_ALL
    else:
        try:
            fmt = Format(name)
        except ValueError:
            raise TableError(f"--format: unknown format {name!r} (formats: {_formats()})") from None
    if fmt not in SEATS:
        raise TableError(f"--format: the commands don't play {fmt.value} games yet (formats: {_formats()})")
    _check_seats(fmt.value, SEATS[fmt], players)
    return fmt


def table_name(fmt: Format, commander: bool) -> str:
    """The table's format as ``--format`` names it: :data:`COMMANDER` for a Commander game."""
    return COMMANDER if commander else fmt.value


def _formats() -> str:
    return ", ".join([*(f.value for f in SEATS), COMMANDER])


def _check_seats(name: str, seats: tuple[int, int], players: int) -> None:
    lo, hi = seats
    if not lo <= players <= hi:
        allowed = str(lo) if lo == hi else f"{lo} to {hi}"
        raise TableError(f"--players: {name} is played by {allowed} players, not {players}")


def seat_names(players: int) -> tuple[str, ...]:
    return tuple(SEAT_NAMES[:players])


def table_decks(given: list[str | None], players: int, seed: int, commander: bool = False) -> list[Deck]:
    """The decks of the seats in order: the ``given`` ones first, then for each seat left (or given
    as None) a Welcome Deck chosen by the seed (a two-player game: the default pair); with
    ``commander``, Commander decks and random ones for the seats left (see the module docstring)."""
    if len(given) > players:
        raise TableError(f"{len(given)} decks given for {players} players")
    if commander:
        return [resolve_commander_deck(spec) if (spec := given[i] if i < len(given) else None) else random_commander_deck(seed, i) for i in range(players)]
    welcome = shipped_names()
    defaults = list(WELCOME_PAIR) if players == 2 else [welcome[(seed + i) % len(welcome)] for i in range(players)]
    return [resolve_deck(given[i] or defaults[i] if i < len(given) else defaults[i]) for i in range(players)]


def random_commander_deck(seed: int, seat: int) -> Deck:
    """The random Commander deck of ``seat`` at a table seeded ``seed``: built from
    ``random.Random(f"{seed}:{seat}")`` by :meth:`RandomDecks.commander_deck`."""
    return _random_decks().commander_deck(random.Random(f"{seed}:{seat}"))


@cache
def _random_decks() -> RandomDecks:
    from manastack.testing.random_decks import RandomDecks

    return RandomDecks()


__all__ = ["COMMANDER", "SEATS", "SEAT_NAMES", "TableError", "random_commander_deck", "seat_names", "table_decks", "table_format", "table_name"]
