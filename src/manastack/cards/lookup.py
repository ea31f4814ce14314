"""Finding cards and tokens by name: the one place names become card definitions.

Scenarios, tests and the command line resolve names through a :class:`CardPool`. Today the pool
is the built-in cards (:mod:`manastack.cards.builtin`); the card database compiled from oracle
text will plug in here by building a pool from its definitions.

A card is named by its full English name; for a card with two faces (an Adventure) either face's
name is accepted where it names one card only. A token may be named without the word "Token"
(CR 111.4: "Food" for the token named "Food Token").

>>> default_pool().card("Rider in Need").name
'Lonesome Unicorn'
>>> default_pool().token("Food Token").name
'Food'
"""

from __future__ import annotations

import difflib
from dataclasses import fields, is_dataclass
from collections.abc import Iterable, Mapping
from functools import lru_cache

from manastack.errors import UnknownCardError
from manastack.model.card import CardDef


def token_key(name: str) -> str:
    """A token name without a trailing "Token" (CR 111.4), for comparing token names."""
    return name[: -len(" Token")] if name.endswith(" Token") else name


def face_names(card: CardDef) -> tuple[str, ...]:
    """The names of every face of a card: its own and its Adventure's (CR 715)."""
    return (card.name, card.adventure.name) if card.adventure is not None else (card.name,)


def tokens_made_by(card: CardDef) -> list[CardDef]:
    """The token definitions a card's abilities create (so their names can be referred to)."""
    out: list[CardDef] = []
    seen: set[int] = set()

    def walk(x: object, depth: int) -> None:
        if depth > 8 or id(x) in seen:
            return
        seen.add(id(x))
        if isinstance(x, CardDef):
            if x.is_token:
                out.append(x)
                return
            for a in x.abilities:
                walk(a, depth + 1)
            if x.adventure is not None:
                walk(x.adventure, depth + 1)
        elif isinstance(x, (tuple, list, frozenset)):
            for y in x:
                walk(y, depth + 1)
        elif is_dataclass(x) and not isinstance(x, type):
            for f in fields(x):
                walk(getattr(x, f.name), depth + 1)

    walk(card, 0)
    return out


class CardPool:
    """The cards and token definitions that names can refer to."""

    def __init__(self, cards: Iterable[CardDef], tokens: Iterable[CardDef]) -> None:
        self.cards: dict[str, CardDef] = {c.name: c for c in cards}
        made = {token_key(t.name): t for c in self.cards.values() for t in tokens_made_by(c)}
        self.tokens: dict[str, CardDef] = {**made, **{token_key(t.name): t for t in tokens}}
        faces: dict[str, list[CardDef]] = {}
        for c in self.cards.values():
            for n in face_names(c)[1:]:
                faces.setdefault(n, []).append(c)
        self._faces = faces

    def with_cards(self, extra: Mapping[str, CardDef] | Iterable[CardDef]) -> CardPool:
        """A pool with more cards (test cards built in the model); extra cards win on a name clash."""
        more = list(extra.values()) if isinstance(extra, Mapping) else list(extra)
        return CardPool([*self.cards.values(), *more], self.tokens.values())

    def card(self, name: str) -> CardDef:
        """The card named ``name`` (either face's name of a two-faced card)."""
        c = self.cards.get(name)
        if c is not None:
            return c
        found = self._faces.get(name, [])
        if len(found) == 1:
            return found[0]
        if len(found) > 1:
            raise UnknownCardError(f"{name!r} is a face of several cards: {', '.join(c.name for c in found)}; give the card's full name")
        raise UnknownCardError(f"unknown card {name!r}{self._hint(name, [*self.cards, *self._faces])}")

    def token(self, name: str) -> CardDef:
        """The predefined token named ``name`` (with or without "Token")."""
        t = self.tokens.get(token_key(name))
        if t is not None:
            return t
        raise UnknownCardError(f"unknown token {name!r}{self._hint(token_key(name), list(self.tokens))}")

    def has_card(self, name: str) -> bool:
        return name in self.cards or len(self._faces.get(name, [])) == 1

    def has_token(self, name: str) -> bool:
        return token_key(name) in self.tokens

    def close_names(self, name: str) -> list[str]:
        """Card and token names close to ``name`` (for "did you mean" hints)."""
        return difflib.get_close_matches(name, [*self.cards, *self._faces, *self.tokens], n=3)

    @staticmethod
    def _hint(name: str, names: list[str]) -> str:
        close = difflib.get_close_matches(name, names, n=3)
        if not close:
            lower = {n.lower(): n for n in names}
            close = [lower[name.lower()]] if name.lower() in lower else []
        return f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""


@lru_cache(maxsize=1)
def default_pool() -> CardPool:
    """The built-in cards and tokens."""
    from manastack.cards.builtin import CARDS, TOKENS

    return CardPool(CARDS.values(), TOKENS.values())


def find_card(name: str) -> CardDef:
    """The card named ``name`` in the default pool (raises :class:`UnknownCardError` with close
    matches)."""
    return default_pool().card(name)


__all__ = ["CardPool", "default_pool", "face_names", "find_card", "token_key"]
