"""Finding card records by name: full names, face names, and forgiving spellings (case, accents,
curly apostrophes: "troll of khazad-dum" finds "Troll of Khazad-dûm")."""

from __future__ import annotations

import difflib
import unicodedata
from collections.abc import Iterable, Sequence

from manastack.carddata.record import CardRecord
from manastack.errors import UnknownCardError

_QUOTES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\u2014": "-", "\u2013": "-"})


def fold(name: str) -> str:
    """A name reduced for forgiving comparison: no accents, case, curly quotes or repeated spaces."""
    s = unicodedata.normalize("NFKD", name.translate(_QUOTES))
    s = "".join(ch for ch in s if not unicodedata.combining(ch))
    return " ".join(s.casefold().split())


def token_base(name: str) -> str:
    """A token name without a trailing "Token" (CR 111.4)."""
    return name[: -len(" Token")] if name.endswith(" Token") else name


def _token_key(name: str) -> str:
    f = fold(name)
    return f[: -len(" token")] if f.endswith(" token") else f


class CardIndex:
    """The records of one source (a file, the user's database, the shipped pool), indexed by name."""

    def __init__(self, records: Iterable[CardRecord]) -> None:
        self.cards: dict[str, CardRecord] = {}
        self.tokens: dict[str, list[CardRecord]] = {}  # by folded name
        self.faces: dict[str, list[CardRecord]] = {}
        self.folded: dict[str, list[str]] = {}
        for r in records:
            if r.is_token:
                for n in dict.fromkeys((r.name, *r.face_names)):
                    self.tokens.setdefault(_token_key(n), []).append(r)
                continue
            self.cards[r.name] = r
        for r in self.cards.values():
            names = {r.name, *r.face_names} if len(r.faces) > 1 else {r.name}
            for n in names - {r.name}:
                self.faces.setdefault(n, []).append(r)
            for n in names:
                self.folded.setdefault(fold(n), []).append(n)

    def __len__(self) -> int:
        return len(self.cards)

    def names(self) -> list[str]:
        """Every card name and face name."""
        return [*self.cards, *self.faces]

    def find(self, name: str) -> CardRecord | None:
        """The card with this full name or face name, or a forgiving spelling of one (None if absent).
        Raises :class:`UnknownCardError` for a face name shared by several cards."""
        r = self.cards.get(name)
        if r is not None:
            return r
        found = self.faces.get(name, [])
        if len(found) > 1:
            raise UnknownCardError(f"{name!r} is a face of several cards: {', '.join(c.name for c in found)}; give the card's full name")
        if found:
            return found[0]
        spelled = self.folded.get(fold(name), [])
        if len(spelled) == 1:
            return self.find(spelled[0])
        return None

    def find_tokens(self, name: str) -> list[CardRecord]:
        """Every token record with this name (with or without "Token"; forgiving spelling)."""
        return list(self.tokens.get(_token_key(name), []))


def close_names(name: str, names: Sequence[str], n: int = 3) -> list[str]:
    """Up to ``n`` names close to ``name`` (for "did you mean" hints)."""
    by_fold: dict[str, str] = {}
    for x in names:
        by_fold.setdefault(fold(x), x)
    return [by_fold[m] for m in difflib.get_close_matches(fold(name), list(by_fold), n=n, cutoff=0.75)]


def did_you_mean(name: str, names: Sequence[str]) -> str:
    """"; did you mean 'A', 'B'?" or "" when nothing is close."""
    close = close_names(name, names)
    return f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""


__all__ = ["CardIndex", "close_names", "did_you_mean", "fold", "token_base"]
