"""Loading a card file in any supported format, detected from its contents (not its name):

- Scryfall bulk data (``oracle-cards-*.json``, a JSON list; also an API ``{"object": "list"}`` page);
- MTGJSON ``AtomicCards.json``, a per-set file (``HOB.json``) or ``AllPrintings.json``;
- manastack's own compact card packs (the shipped pool, the user's database; see :mod:`.pack`).

Any of them may be gzip-compressed.
"""

from __future__ import annotations

from pathlib import Path

from manastack.carddata.errors import CardDataError
from manastack.carddata.files import json_kind, read_json
from manastack.carddata.mtgjson import cards_from_mtgjson
from manastack.carddata.pack import PACK_FORMAT, records_from_pack
from manastack.carddata.record import CardRecord
from manastack.carddata.scryfall import cards_from_scryfall, scryfall_list


def detect_format(doc: object) -> str:
    """"scryfall", "mtgjson" or "pack" for a parsed JSON document; "" if none fits."""
    if isinstance(doc, list):
        return "scryfall"
    if isinstance(doc, dict):
        if doc.get("format") == PACK_FORMAT:
            return "pack"
        if doc.get("object") == "list":
            return "scryfall"
        if "data" in doc:
            return "mtgjson"
    return ""


def records_from_document(doc: object, source: str) -> list[CardRecord]:
    """The records of an already-parsed JSON document; ``source`` names it in errors."""
    kind = detect_format(doc)
    if kind == "scryfall":
        return list(cards_from_scryfall(scryfall_list(doc, source), source))
    if kind == "mtgjson":
        assert isinstance(doc, dict)
        return cards_from_mtgjson(doc, source)
    if kind == "pack":
        assert isinstance(doc, dict)
        return records_from_pack(doc, source)
    what = f"an object with keys {', '.join(repr(k) for k in list(doc)[:5])}" if isinstance(doc, dict) else json_kind(doc)
    raise CardDataError(
        f"{source}: not a card file this version understands (expected a Scryfall card list or an MTGJSON "
        f"file with a 'data' object); found {what}"
    )


def load_file(path: str | Path) -> list[CardRecord]:
    """Every card record in a card file (Scryfall, MTGJSON or a manastack pack; gzip optional)."""
    p = Path(path)
    return records_from_document(read_json(p), f"card file {str(p)!r}")


__all__ = ["detect_format", "load_file", "records_from_document"]
