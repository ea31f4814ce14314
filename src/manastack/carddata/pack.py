"""manastack's compact card packs: the shipped pool and the user's local database.

A pack is gzip-compressed JSON: ``{"format": "manastack-cards", "version": 1, "source": ...,
"cards": [record, ...]}``, each record in the compact form of :meth:`CardRecord.to_dict` (default
fields left out). It is written deterministically (sorted, no timestamp in the gzip header), so a
regenerated pack only changes when its cards do.
"""

from __future__ import annotations

import gzip
import json
import os
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from manastack.carddata.errors import CardDataError
from manastack.carddata.fields import Entry
from manastack.carddata.record import CardRecord

PACK_FORMAT = "manastack-cards"
PACK_VERSION = 1


def record_key(r: CardRecord) -> str:
    """What identifies a record in a pack: a card's name; for tokens (many share a name: a white
    and a red Soldier) the whole printed content."""
    if not r.is_token:
        return r.name
    d = r.to_dict()
    d.pop("sets", None)
    return "\x00token\x00" + json.dumps(d, sort_keys=True)


def pack_bytes(records: Iterable[CardRecord], source: str) -> bytes:
    cards = sorted((r.to_dict() for r in records), key=lambda d: (d["name"], json.dumps(d, sort_keys=True)))
    doc = {"format": PACK_FORMAT, "version": PACK_VERSION, "source": source, "cards": cards}
    text = json.dumps(doc, ensure_ascii=False, separators=(",", ":"))
    # One card a line keeps diffs of a regenerated pack readable after decompression.
    text = text.replace('},{"name"', '},\n{"name"')
    return gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0)


def write_pack(path: Path, records: Iterable[CardRecord], source: str) -> None:
    """Write records to ``path`` atomically (a crash never leaves a half-written database)."""
    data = pack_bytes(records, source)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def records_from_pack(doc: dict[str, Any], source: str) -> list[CardRecord]:
    version = doc.get("version")
    if version != PACK_VERSION:
        raise CardDataError(f"{source}: card pack version {version!r} is not supported (this manastack reads version {PACK_VERSION}); re-import the card file")
    cards = doc.get("cards")
    if not isinstance(cards, list):
        raise CardDataError(f"{source}: key 'cards' should be a list")
    out: list[CardRecord] = []
    for i, c in enumerate(cards):
        e = Entry(c, f"{source}: cards[{i}]")
        try:
            out.append(CardRecord.from_dict(e.obj))
        except (KeyError, TypeError, IndexError, ValueError) as x:
            raise e.error(f"malformed record ({type(x).__name__}: {x})") from None
    return out


def read_pack_bytes(data: bytes, source: str) -> list[CardRecord]:
    """Records from a pack's bytes (gzip-compressed or not)."""
    try:
        raw = gzip.decompress(data) if data[:2] == b"\x1f\x8b" else data
        doc = json.loads(raw)
    except (OSError, EOFError, ValueError) as e:
        raise CardDataError(f"{source}: damaged card pack ({e}); re-import the card file") from None
    if not isinstance(doc, dict) or doc.get("format") != PACK_FORMAT:
        raise CardDataError(f"{source}: not a manastack card pack")
    return records_from_pack(doc, source)


__all__ = ["PACK_FORMAT", "PACK_VERSION", "pack_bytes", "read_pack_bytes", "record_key", "records_from_pack", "write_pack"]
