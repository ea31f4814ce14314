"""Helpers for validating scenario documents: key paths, line numbers, typed reads and the
problems found (file, scenario, key, message).
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping
from typing import Any

from manastack.scenario.model import Problem

Path = tuple[str | int, ...]


def render(path: Path) -> str:
    """``("players", "alice", "battlefield", 1, "card")`` -> ``players.alice.battlefield[1].card``."""
    out = ""
    for p in path:
        if isinstance(p, int):
            out += f"[{p}]"
        else:
            out += ("." if out else "") + p
    return out


def hint(word: str, choices: Iterable[str]) -> str:
    """A "did you mean" suffix with the close matches of ``word``."""
    close = difflib.get_close_matches(word, list(choices), n=3, cutoff=0.6)
    return f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""


def type_name(v: object) -> str:
    if v is None:
        return "nothing (null)"
    if isinstance(v, bool):
        return f"a boolean ({str(v).lower()})"
    if isinstance(v, int):
        return f"a number ({v})"
    if isinstance(v, float):
        return f"a decimal number ({v})"
    if isinstance(v, str):
        return f"a string ({v!r})"
    if isinstance(v, list):
        return "a list"
    if isinstance(v, dict):
        return "a mapping"
    return type(v).__name__


class Checker:
    """Collects problems of one document; typed readers report a wrong type and return None."""

    def __init__(self, file: str, lines: Mapping[Path, int], doc_line: int | None) -> None:
        self.file = file
        self.lines = lines
        self.doc_line = doc_line
        self.scenario: str | None = None
        self.problems: list[Problem] = []

    def line(self, path: Path) -> int | None:
        p = path
        while p:
            if p in self.lines:
                return self.lines[p]
            p = p[:-1]
        return self.doc_line

    def error(self, path: Path, message: str) -> None:
        self.problems.append(Problem(self.file, self.scenario, render(path), message, self.line(path)))

    # ---- typed reads ------------------------------------------------------------------------

    def string(self, v: object, path: Path) -> str | None:
        if isinstance(v, str) and v.strip():
            return v
        if isinstance(v, float):
            self.error(path, f"expected a string, got {type_name(v)}; quote it: '{v}'")
        else:
            self.error(path, f"expected a non-empty string, got {type_name(v)}")
        return None

    def integer(self, v: object, path: Path, minimum: int | None = 0) -> int | None:
        if isinstance(v, bool) or not isinstance(v, int):
            self.error(path, f"expected a whole number, got {type_name(v)}")
            return None
        if minimum is not None and v < minimum:
            self.error(path, f"expected a number of at least {minimum}, got {v}")
            return None
        return v

    def boolean(self, v: object, path: Path) -> bool | None:
        if isinstance(v, bool):
            return v
        self.error(path, f"expected true or false, got {type_name(v)}")
        return None

    def mapping(self, v: object, path: Path, allow_null: bool = False) -> dict[str, Any] | None:
        if v is None and allow_null:
            return {}
        if isinstance(v, dict):
            bad = [k for k in v if not isinstance(k, str)]
            for k in bad:
                self.error((*path, str(k)), f"keys must be strings, got {type_name(k)}")
            return {k: x for k, x in v.items() if isinstance(k, str)}
        self.error(path, f"expected a mapping, got {type_name(v)}")
        return None

    def seq(self, v: object, path: Path, allow_null: bool = True) -> list[Any] | None:
        if v is None and allow_null:
            return []
        if isinstance(v, list):
            return v
        self.error(path, f"expected a list, got {type_name(v)}")
        return None

    def strings(self, v: object, path: Path, allow_single: bool = True) -> list[str] | None:
        """A list of strings (a single string too, where ``allow_single``)."""
        if isinstance(v, str) and allow_single:
            return [v]
        items = self.seq(v, path)
        if items is None:
            return None
        out: list[str] = []
        for i, x in enumerate(items):
            s = self.string(x, (*path, i))
            if s is not None:
                out.append(s)
        return out

    def known_keys(self, m: Mapping[str, Any], allowed: Iterable[str], path: Path, what: str) -> None:
        allowed = list(allowed)
        for k in m:
            if k not in allowed:
                self.error((*path, k), f"unknown {what} key {k!r}{hint(k, allowed)} (allowed: {', '.join(allowed)})")


__all__ = ["Checker", "Path", "hint", "render", "type_name"]
