"""Reading JSON card files: plain or gzip-compressed (detected by the magic bytes, not the name),
with every failure turned into a :class:`CardDataError` that names the file."""

from __future__ import annotations

import gzip
import json
import zlib
from pathlib import Path
from typing import Any

from manastack.carddata.errors import CardDataError

GZIP_MAGIC = b"\x1f\x8b"


def read_bytes(path: Path) -> bytes:
    """The file's contents, decompressed if it starts with the gzip magic bytes."""
    try:
        raw = path.read_bytes()
    except OSError as e:
        raise CardDataError(f"cannot read card file {str(path)!r}: {e.strerror or e}") from None
    if raw[:2] == GZIP_MAGIC:
        try:
            return gzip.decompress(raw)
        except (OSError, EOFError, zlib.error) as e:
            raise CardDataError(f"card file {str(path)!r} looks gzip-compressed but cannot be decompressed: {e}") from None
    return raw


def read_json(path: Path) -> Any:
    """The JSON document in ``path`` (gzip optional)."""
    raw = read_bytes(path)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise CardDataError(f"card file {str(path)!r} is not UTF-8 text (byte {e.start})") from None
    if not text.strip():
        raise CardDataError(f"card file {str(path)!r} is empty")
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise CardDataError(f"card file {str(path)!r} is not valid JSON: {e.msg} at line {e.lineno} column {e.colno}") from None


def json_kind(value: object) -> str:
    """The JSON name of a value's type, for error messages."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


__all__ = ["GZIP_MAGIC", "json_kind", "read_bytes", "read_json"]
