"""Shared fixtures of the browser-table tests: the two Welcome Decks, resolved once."""

from __future__ import annotations

from typing import Any

import pytest

from manastack.app.decks import resolve_deck
from manastack.game import Game

RED, GREEN = "hob-red", "hob-green"


@pytest.fixture(scope="session")
def decks() -> tuple[tuple[Any, ...], tuple[Any, ...]]:
    return resolve_deck(RED).cards, resolve_deck(GREEN).cards


def secret_names(game: Game, seat: int, other_deck: tuple[Any, ...]) -> set[str]:
    """The names in ``seat``'s hand that the other seat can't know: not in the other seat's deck,
    and never shown by the game (cast, played, discarded, moved between zones or in a public zone)."""
    s = game.state
    shown = {e.get("card") for e in game.log_dicts() if e["event"] in ("spell_cast", "land_played", "discarded", "zone_change")}
    shown |= {s.objects[oid].name for oid in (*s.battlefield, *s.stack, *s.exile)}
    shown |= {s.objects[oid].name for p in s.players for oid in p.graveyard}
    hand = {s.objects[oid].name for oid in s.players[seat].hand}
    return hand - {c.name for c in other_deck} - shown
