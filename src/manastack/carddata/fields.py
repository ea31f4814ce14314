"""Typed access to one JSON entry's keys, raising :class:`CardDataError` naming the entry and key."""

from __future__ import annotations

from typing import Any

from manastack.carddata.errors import CardDataError
from manastack.carddata.files import json_kind


class Entry:
    """A JSON object from a card file and where it is (``file 'x.json': entry 12 ('Name')``)."""

    __slots__ = ("obj", "where")

    def __init__(self, obj: object, where: str) -> None:
        if not isinstance(obj, dict):
            raise CardDataError(f"{where}: expected a card object, found {json_kind(obj)}")
        self.obj: dict[str, Any] = obj
        name = obj.get("name")
        self.where = f"{where} ({name!r})" if isinstance(name, str) else where

    def error(self, message: str) -> CardDataError:
        return CardDataError(f"{self.where}: {message}")

    def has(self, key: str) -> bool:
        return self.obj.get(key) is not None

    def req_text(self, key: str) -> str:
        if key not in self.obj:
            raise self.error(f"missing key {key!r}")
        return self.text(key)

    def text(self, key: str, default: str = "") -> str:
        v = self.obj.get(key)
        if v is None:
            return default
        if not isinstance(v, str):
            raise self.error(f"key {key!r} should be a string, found {json_kind(v)}")
        return v

    def opt_str(self, key: str) -> str | None:
        """A string, or a number given as a string (power "2" or 2), or None when absent."""
        v = self.obj.get(key)
        if v is None:
            return None
        if isinstance(v, bool) or not isinstance(v, (str, int, float)):
            raise self.error(f"key {key!r} should be a string, found {json_kind(v)}")
        return v if isinstance(v, str) else str(int(v) if float(v).is_integer() else v)

    def number(self, key: str) -> float:
        v = self.obj.get(key)
        if v is None:
            return 0.0
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise self.error(f"key {key!r} should be a number, found {json_kind(v)}")
        return float(v)

    def str_list(self, key: str) -> tuple[str, ...] | None:
        v = self.obj.get(key)
        if v is None:
            return None
        if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
            raise self.error(f"key {key!r} should be a list of strings, found {json_kind(v)}")
        return tuple(v)

    def obj_list(self, key: str) -> list[Any] | None:
        v = self.obj.get(key)
        if v is None:
            return None
        if not isinstance(v, list):
            raise self.error(f"key {key!r} should be a list, found {json_kind(v)}")
        return v


__all__ = ["Entry"]
