"""Finding cards and tokens by name: the one place names become card definitions.

Scenarios, tests, decks and the command line resolve names through a :class:`CardPool`. A real
card's name resolves to the compiled definition of its card record (the card catalog: the user's
local database, then the shipped pool; :mod:`manastack.cards.compiled`). A card whose text doesn't
compile raises :class:`~manastack.oracle.result.UnsupportedCardError` naming the clauses, unless
it is a registered escape hatch (:mod:`manastack.cards.escape_hatches`, the only hand-written
definitions). A pool can also hold extra definitions built in the model (test cards):
:meth:`CardPool.with_cards`; those win on a name clash.

A card is named by its full English name; for a card with two faces (an Adventure) either face's
name is accepted where it names one card only. A token may be named without the word "Token"
(CR 111.4: "Food" for the token named "Food Token"); a name refers to a predefined token
(CR 111.10) compiled from the catalog's token data, or to a token an extra card creates.

>>> default_pool().card("Rider in Need").name
'Lonesome Unicorn'
>>> default_pool().token("Food Token").name
'Food'
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping
from dataclasses import fields, is_dataclass
from functools import lru_cache

from manastack.errors import UnknownCardError
from manastack.model.card import CardDef, army_token, spirit_token


def token_key(name: str) -> str:
    """A token name without a trailing "Token" (CR 111.4), for comparing token names."""
    return name[: -len(" Token")] if name.endswith(" Token") else name


def face_names(card: CardDef) -> tuple[str, ...]:
    """The names of every face of a card: its own and its Adventure's (CR 715), its back face's
    (712) or its halves' (709.4a)."""
    return (card.name, *(f.name for f in (card.adventure, card.back_face, *(card.halves or ())) if f is not None))


def tokens_made_by(card: CardDef) -> list[CardDef]:
    """The token definitions a card's abilities create (so their names can be referred to),
    including those an effect defines as it creates them (amass: "Orc Army", 701.47a; endure: a
    Spirit, 701.63a)."""
    from manastack.model.effects import Amass, Endure

    out: list[CardDef] = []
    seen: set[int] = set()

    def walk(x: object, depth: int) -> None:
        if depth > 8 or id(x) in seen:
            return
        seen.add(id(x))
        if isinstance(x, Amass):
            out.append(army_token(x.subtype))
        elif isinstance(x, Endure):
            out.append(spirit_token(x.n))
        elif isinstance(x, CardDef):
            if x.is_token:
                out.append(x)
                return
            for a in x.abilities:
                walk(a, depth + 1)
            for face in (x.adventure, x.back_face, *(x.halves or ())):
                if face is not None:
                    walk(face, depth + 1)
        elif isinstance(x, (tuple, list, frozenset)):
            for y in x:
                walk(y, depth + 1)
        elif is_dataclass(x) and not isinstance(x, type):
            for f in fields(x):
                walk(getattr(x, f.name), depth + 1)

    walk(card, 0)
    return out


def catalog_card(name: str) -> CardDef | None:
    """The definition of the real card named ``name`` from the card catalog: compiled from its
    record, or its escape hatch when the text doesn't compile. None if no source has the name;
    :class:`~manastack.oracle.result.UnsupportedCardError` naming the clauses if it neither
    compiles nor is an escape hatch."""
    from manastack.carddata.catalog import default_catalog
    from manastack.cards.compiled import compile_record
    from manastack.cards.escape_hatches import escape_hatch
    from manastack.oracle.result import UnsupportedCardError

    found = default_catalog().lookup(name)
    if found is None:
        return None
    record = found[0]
    result = compile_record(record)
    if result.card is not None:
        return result.card
    hatch = escape_hatch(record.name)
    if hatch is not None:
        return hatch
    raise UnsupportedCardError(f"{record.name} is unsupported: " + "; ".join(f"{u.text!r} ({u.reason})" for u in result.unsupported))


def catalog_token(name: str) -> CardDef | None:
    """The predefined token named ``name`` compiled from the catalog's token data (None if no
    source has a token of that name)."""
    from manastack.carddata.catalog import default_catalog
    from manastack.cards.tokens import token_from_records

    records = default_catalog().tokens(name)
    return token_from_records(token_key(name), records) if records else None


class CardPool:
    """The cards and token definitions that names can refer to: real cards from the card catalog
    (compiled), plus extra definitions built in the model (``cards``, ``tokens``)."""

    def __init__(self, cards: Iterable[CardDef] = (), tokens: Iterable[CardDef] = (), *, catalog: bool = True) -> None:
        self.cards: dict[str, CardDef] = {c.name: c for c in cards}
        made = {token_key(t.name): t for c in self.cards.values() for t in tokens_made_by(c)}
        self.tokens: dict[str, CardDef] = {**made, **{token_key(t.name): t for t in tokens}}
        self.catalog = catalog
        faces: dict[str, list[CardDef]] = {}
        for c in self.cards.values():
            for n in face_names(c)[1:]:
                faces.setdefault(n, []).append(c)
        self._faces = faces

    def with_cards(self, extra: Mapping[str, CardDef] | Iterable[CardDef]) -> CardPool:
        """A pool with more cards (test cards built in the model); extra cards win on a name clash."""
        more = list(extra.values()) if isinstance(extra, Mapping) else list(extra)
        return CardPool([*self.cards.values(), *more], self.tokens.values(), catalog=self.catalog)

    def _extra(self, name: str) -> CardDef | None:
        c = self.cards.get(name)
        if c is not None:
            return c
        found = self._faces.get(name, [])
        if len(found) > 1:
            raise UnknownCardError(f"{name!r} is a face of several cards: {', '.join(c.name for c in found)}; give the card's full name")
        return found[0] if found else None

    def card(self, name: str) -> CardDef:
        """The card named ``name`` (either face's name of a two-faced card).

        Raises :class:`UnknownCardError` (with close matches) for an unknown name and
        :class:`~manastack.oracle.result.UnsupportedCardError` for a card that doesn't compile."""
        c = self._extra(name)
        if c is not None:
            return c
        if self.catalog:
            c = catalog_card(name)
            if c is not None:
                return c
        raise UnknownCardError(f"unknown card {name!r}{self._hint(name, self.names())}")

    def token(self, name: str) -> CardDef:
        """The token named ``name`` (with or without "Token"): one an extra card creates or a
        predefined token (CR 111.10)."""
        t = self.tokens.get(token_key(name))
        if t is not None:
            return t
        if self.catalog:
            t = catalog_token(name)
            if t is not None:
                return t
        raise UnknownCardError(f"unknown token {name!r}{self._hint(token_key(name), self.token_names())}")

    def has_card(self, name: str) -> bool:
        """Whether ``name`` resolves to a playable definition (compiled, escape hatch or extra)."""
        from manastack.errors import ManastackError

        try:
            self.card(name)
        except ManastackError:
            return False
        return True

    def has_token(self, name: str) -> bool:
        from manastack.errors import ManastackError

        try:
            self.token(name)
        except ManastackError:
            return False
        return True

    def names(self) -> list[str]:
        """Every card name and face name the pool knows (extra cards, then the catalog's)."""
        out = [*self.cards, *self._faces]
        if self.catalog:
            from manastack.carddata.catalog import default_catalog

            out += default_catalog().names()
        return list(dict.fromkeys(out))

    def token_names(self) -> list[str]:
        """The names of the extra tokens and of the predefined tokens in the catalog."""
        out = list(self.tokens)
        if self.catalog:
            from manastack.carddata.catalog import default_catalog

            for _, index in default_catalog().sources:
                out += [token_key(rs[0].name) for rs in index.tokens.values() if rs]
        return sorted(dict.fromkeys(out))

    def close_names(self, name: str) -> list[str]:
        """Card and token names close to ``name`` (for "did you mean" hints)."""
        return difflib.get_close_matches(name, [*self.names(), *self.token_names()], n=3)

    @staticmethod
    def _hint(name: str, names: list[str]) -> str:
        from manastack.carddata.index import close_names

        close = close_names(name, names)
        if not close:
            lower = {n.lower(): n for n in names}
            close = [lower[name.lower()]] if name.lower() in lower else []
        return f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""


@lru_cache(maxsize=1)
def default_pool() -> CardPool:
    """Every real card of the card catalog (compiled, or an escape hatch) and the predefined tokens."""
    return CardPool()


def find_card(name: str) -> CardDef:
    """The card named ``name`` in the default pool (raises :class:`UnknownCardError` with close
    matches, or UnsupportedCardError naming the clauses the compiler can't handle)."""
    return default_pool().card(name)


def deck(spec: Mapping[str, int], pool: CardPool | None = None) -> list[CardDef]:
    """A list of card definitions from ``{name: count}``."""
    p = pool or default_pool()
    return [p.card(n) for n, k in spec.items() for _ in range(k)]


__all__ = ["CardPool", "catalog_card", "catalog_token", "deck", "default_pool", "face_names", "find_card", "token_key"]
