"""Card data: cards as printed (names, costs, type lines, oracle text), the input of the compiler.

- :mod:`.record` — :class:`CardRecord` and :class:`CardFace`;
- :mod:`.loaders` — :func:`load_file` for Scryfall (:mod:`.scryfall`) and MTGJSON (:mod:`.mtgjson`) files;
- :mod:`.pack` — manastack's compact card packs; :mod:`.shipped` the pool inside the package;
  :mod:`.store` the user's local database (``manastack cards import``);
- :mod:`.index`, :mod:`.catalog` — names to records (local database first, then the shipped pool);
- :mod:`.decklist`, :mod:`.decks` — deck lists and the shipped Welcome Decks.
"""

from __future__ import annotations

from manastack.carddata.catalog import CardCatalog, default_catalog, find_record
from manastack.carddata.decklist import DeckEntry, DeckList, load_decklist, parse_decklist, read_decklist, resolve_decklist
from manastack.carddata.errors import CardDataError, DeckListError
from manastack.carddata.loaders import load_file
from manastack.carddata.record import CardFace, CardRecord, Ruling

__all__ = [
    "CardCatalog", "CardDataError", "CardFace", "CardRecord", "DeckEntry", "DeckList", "DeckListError", "Ruling",
    "default_catalog", "find_record", "load_decklist", "load_file", "parse_decklist", "read_decklist", "resolve_decklist",
]
