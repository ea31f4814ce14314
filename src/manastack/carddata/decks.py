"""Deck lists shipped with the package (``manastack/data/decks/*.txt``): the five Hobbit Welcome
Decks as ``hob-white``, ``hob-blue``, ``hob-black``, ``hob-red`` and ``hob-green``; and the
Commander decks (CR 903) of ``manastack/data/decks/commander/``: ``bilbo-commander``, led by Bilbo,
Birthday Celebrant."""

from __future__ import annotations

from importlib import resources

from manastack.carddata.catalog import CardCatalog
from manastack.carddata.decklist import DeckList, read_decklist
from manastack.carddata.errors import DeckListError
from manastack.carddata.index import did_you_mean


def shipped_deck_names() -> list[str]:
    """The names of the shipped deck lists (the Welcome Decks)."""
    return _names("decks")


def shipped_commander_deck_names() -> list[str]:
    """The names of the shipped Commander deck lists."""
    return _names("decks", "commander")


def _names(*folder: str) -> list[str]:
    return sorted(p.name[:-4] for p in resources.files("manastack.data").joinpath(*folder).iterdir() if p.name.endswith(".txt"))


def shipped_deck_text(name: str) -> str:
    """The text of a shipped deck list, a Welcome Deck or a Commander deck."""
    if name in shipped_commander_deck_names():
        return resources.files("manastack.data").joinpath("decks", "commander", f"{name}.txt").read_text(encoding="utf-8")
    names = shipped_deck_names()
    if name not in names:
        names += shipped_commander_deck_names()
        raise DeckListError(f"unknown deck {name!r}{did_you_mean(name, names)} (shipped decks: {', '.join(names)})")
    return resources.files("manastack.data").joinpath("decks", f"{name}.txt").read_text(encoding="utf-8")


def shipped_decklist(name: str, catalog: CardCatalog | None = None) -> DeckList:
    """A shipped deck list, its names resolved (see :func:`~manastack.carddata.decklist.resolve_decklist`)."""
    return read_decklist(shipped_deck_text(name), f"deck {name!r}", catalog)


__all__ = ["shipped_commander_deck_names", "shipped_deck_names", "shipped_deck_text", "shipped_decklist"]
