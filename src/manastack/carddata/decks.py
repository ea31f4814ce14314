"""Deck lists shipped with the package (``manastack/data/decks/*.txt``): the five Hobbit Welcome
Decks as ``hob-white``, ``hob-blue``, ``hob-black``, ``hob-red`` and ``hob-green``."""

from __future__ import annotations

from importlib import resources

from manastack.carddata.catalog import CardCatalog
from manastack.carddata.decklist import DeckList, read_decklist
from manastack.carddata.errors import DeckListError
from manastack.carddata.index import did_you_mean


def shipped_deck_names() -> list[str]:
    """The names of the shipped deck lists."""
    folder = resources.files("manastack.data").joinpath("decks")
    return sorted(p.name[:-4] for p in folder.iterdir() if p.name.endswith(".txt"))


def shipped_deck_text(name: str) -> str:
    names = shipped_deck_names()
    if name not in names:
        raise DeckListError(f"unknown deck {name!r}{did_you_mean(name, names)} (shipped decks: {', '.join(names)})")
    return resources.files("manastack.data").joinpath("decks", f"{name}.txt").read_text(encoding="utf-8")


def shipped_decklist(name: str, catalog: CardCatalog | None = None) -> DeckList:
    """A shipped deck list, its names resolved (see :func:`~manastack.carddata.decklist.resolve_decklist`)."""
    return read_decklist(shipped_deck_text(name), f"deck {name!r}", catalog)


__all__ = ["shipped_deck_names", "shipped_deck_text", "shipped_decklist"]
