"""A small parser-combinator library over tokens (parsing expression grammar style).

A :class:`Parser` maps (tokens, position) to a value and the next position, or ``None``.
Alternatives are ordered and backtrack: ``a | b`` tries ``b`` from the same position when ``a``
fails. Sequences fail as a whole. Grammar rules are built from :func:`phrase` (a run of words
and punctuation), :func:`seq`, :func:`alt`, :func:`opt`, :func:`many`, :func:`sep_by`,
:func:`lazy` (for recursion) and ``map``.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from manastack.oracle.lexer import OPEN_KINDS, Kind, Line, Token

T = TypeVar("T")
U = TypeVar("U")

Result = tuple[T, int] | None

#: The keys (:attr:`Token.key`: the text, or the kind of a number) a parser's first token can
#: have, or None when unknown (any token). A parser with a known set that isn't
#: :attr:`Parser.nullable` never succeeds without consuming a first token whose key is in it, so
#: an ordered choice skips the alternatives that cannot start with the token at hand.
First = frozenset[str] | None


@dataclass(frozen=True, slots=True)
class Parser(Generic[T]):
    """A parser producing a ``T``."""

    fn: Callable[[Line, int], Result[T]]
    first: First = None
    #: Whether it may also succeed without consuming anything (``opt``, ``many``): then it is
    #: tried whatever the token at hand, and a sequence it begins can also start with what follows.
    nullable: bool = False

    def __call__(self, toks: Line, pos: int) -> Result[T]:
        return self.fn(toks, pos)

    def map(self, f: Callable[[T], U]) -> Parser[U]:
        """Transform the value."""

        def run(toks: Line, pos: int) -> Result[U]:
            r = self.fn(toks, pos)
            return None if r is None else (f(r[0]), r[1])

        return Parser(run, self.first, self.nullable)

    def value(self, v: U) -> Parser[U]:
        """Replace the value by a constant."""
        return self.map(lambda _: v)

    def __or__(self, other: Parser[U]) -> Parser[T | U]:
        def run(toks: Line, pos: int) -> Result[T | U]:
            r: Result[T | U] = self.fn(toks, pos)
            return r if r is not None else other.fn(toks, pos)

        return Parser(run, _union((self.first, other.first)), self.nullable or other.nullable)

    def __lshift__(self, other: Parser[Any]) -> Parser[T]:
        """``a << b``: a then b, keep a's value."""

        def run(toks: Line, pos: int) -> Result[T]:
            r = self.fn(toks, pos)
            if r is None:
                return None
            r2 = other.fn(toks, r[1])
            return None if r2 is None else (r[0], r2[1])

        return Parser(run, *_seq_first((self, other)))

    def __rshift__(self, other: Parser[U]) -> Parser[U]:
        """``a >> b``: a then b, keep b's value."""

        def run(toks: Line, pos: int) -> Result[U]:
            r = self.fn(toks, pos)
            return None if r is None else other.fn(toks, r[1])

        return Parser(run, *_seq_first((self, other)))

    def where(self, pred: Callable[[T], bool]) -> Parser[T]:
        """Fail unless the value satisfies ``pred``."""

        def run(toks: Line, pos: int) -> Result[T]:
            r = self.fn(toks, pos)
            return r if r is not None and pred(r[0]) else None

        return Parser(run, self.first, self.nullable)


def _union(firsts: tuple[First, ...]) -> First:
    """The first texts of an ordered choice: unknown if any alternative's is."""
    out: set[str] = set()
    for f in firsts:
        if f is None:
            return None
        out |= f
    return frozenset(out)


def _seq_first(ps: tuple[Parser[Any], ...]) -> tuple[First, bool]:
    """The first texts of a sequence and whether it is nullable: the first texts of its parts up
    to the first one that isn't nullable."""
    out: set[str] = set()
    for p in ps:
        if p.first is None:
            return None, False
        out |= p.first
        if not p.nullable:
            return frozenset(out), False
    return frozenset(out), True


def parse_all(p: Parser[T], toks: Line) -> T | None:
    """The value of ``p`` if it consumes all of ``toks``."""
    r = p(toks, 0)
    return r[0] if r is not None and r[1] == len(toks) else None


def token(pred: Callable[[Token], bool], first: Iterable[str] | None = None) -> Parser[Token]:
    """One token satisfying ``pred``; ``first``: the keys such a token can have, if known."""

    def run(toks: Line, pos: int) -> Result[Token]:
        if pos < len(toks) and pred(toks[pos]):
            return toks[pos], pos + 1
        return None

    return Parser(run, frozenset(first) if first is not None else None)


def kind(k: Kind) -> Parser[Token]:
    """One token of kind ``k``."""
    first = {OPEN_KINDS[k]} if k in OPEN_KINDS else {"~"} if k is Kind.SELF else None
    return token(lambda t: t.kind is k, first)


def word(*texts: str) -> Parser[str]:
    """One word (or punctuation mark) among ``texts``."""
    allowed = frozenset(texts)

    def run(toks: Line, pos: int) -> Result[str]:
        if pos < len(toks):
            t = toks[pos]
            if t.text in allowed and t.kind in _WORDS:
                return t.text, pos + 1
        return None

    return Parser(run, allowed)


_WORDS = (Kind.WORD, Kind.PUNCT)


@functools.cache
def phrase(text: str) -> Parser[str]:
    """A run of words and punctuation, written space-separated: ``phrase("until end of turn")``.
    One parser per text (rules that build their parsers as they run get it ready-made)."""
    parts = tuple(text.split())

    def run(toks: Line, pos: int) -> Result[str]:
        if pos + len(parts) > len(toks):
            return None
        for i, p in enumerate(parts):
            t = toks[pos + i]
            if t.text != p or t.kind not in (Kind.WORD, Kind.PUNCT, Kind.MANA):
                return None
        return text, pos + len(parts)

    return Parser(run, frozenset(parts[:1]) if parts else None)


@functools.cache
def phrases(*texts: str) -> Parser[str]:
    """The first matching phrase among ``texts`` (longest listed first wins if written first)."""
    return alt(*(phrase(t) for t in texts))


def pure(v: T) -> Parser[T]:
    """Succeed without consuming anything."""
    return Parser(lambda toks, pos: (v, pos), frozenset(), nullable=True)


def fail() -> Parser[Any]:
    """Always fail."""
    return Parser(lambda toks, pos: None, frozenset())


def end() -> Parser[None]:
    """Succeed only at the end of the tokens."""
    return Parser(lambda toks, pos: (None, pos) if pos == len(toks) else None)


def seq(*ps: Parser[Any]) -> Parser[tuple[Any, ...]]:
    """All of ``ps`` in order; the tuple of their values."""

    fns = tuple(p.fn for p in ps)  # called directly: this is the grammar's innermost loop

    def run(toks: Line, pos: int) -> Result[tuple[Any, ...]]:
        out: list[Any] = []
        for fn in fns:
            r = fn(toks, pos)
            if r is None:
                return None
            out.append(r[0])
            pos = r[1]
        return tuple(out), pos

    return Parser(run, *_seq_first(ps))


def alt(*ps: Parser[Any]) -> Parser[Any]:
    """The first of ``ps`` that succeeds (ordered choice). Only the alternatives that can start
    with the token at ``pos`` are tried (their :data:`First` texts), in their order."""
    unknown = tuple(p.fn for p in ps if p.first is None or p.nullable)
    texts = {t for p in ps if p.first is not None for t in p.first}
    by_text = {t: tuple(p.fn for p in ps if p.first is None or p.nullable or t in p.first) for t in texts}

    def run(toks: Line, pos: int) -> Result[Any]:
        fns = by_text.get(toks[pos].key, unknown) if pos < len(toks) else unknown
        for fn in fns:
            r = fn(toks, pos)
            if r is not None:
                return r
        return None

    return Parser(run, _union(tuple(p.first for p in ps)), any(p.nullable for p in ps))


def opt(p: Parser[T]) -> Parser[T | None]:
    """``p`` or nothing (value None)."""

    fn = p.fn

    def run(toks: Line, pos: int) -> Result[T | None]:
        r = fn(toks, pos)
        return (None, pos) if r is None else r

    return Parser(run, p.first, nullable=True)


def many(p: Parser[T], minimum: int = 0) -> Parser[list[T]]:
    """``p`` repeated greedily."""

    def run(toks: Line, pos: int) -> Result[list[T]]:
        out: list[T] = []
        while True:
            r = p(toks, pos)
            if r is None or r[1] == pos:
                break
            out.append(r[0])
            pos = r[1]
        return (out, pos) if len(out) >= minimum else None

    return Parser(run, p.first, p.nullable or minimum == 0)


def sep_by(p: Parser[T], sep: Parser[Any], minimum: int = 1) -> Parser[list[T]]:
    """``p (sep p)*``; a trailing separator is not consumed."""

    def run(toks: Line, pos: int) -> Result[list[T]]:
        r = p(toks, pos)
        if r is None:
            return None if minimum > 0 else ([], pos)
        out = [r[0]]
        pos = r[1]
        while True:
            s = sep(toks, pos)
            if s is None:
                break
            r = p(toks, s[1])
            if r is None:
                break
            out.append(r[0])
            pos = r[1]
        return (out, pos) if len(out) >= minimum else None

    return Parser(run, p.first, p.nullable or minimum == 0)


def lazy(f: Callable[[], Parser[T]]) -> Parser[T]:
    """A parser defined later (for recursive rules)."""
    cache: list[Parser[T]] = []

    def run(toks: Line, pos: int) -> Result[T]:
        if not cache:
            cache.append(f())
        return cache[0].fn(toks, pos)

    return Parser(run)


class Rule(Generic[T]):
    """A grammar rule used before the module that defines it is read — for rules that contain
    themselves through other parts of the grammar (a clause contains clauses: "you may [clauses]";
    an effect contains an ability: "gains '[ability]'"). :attr:`parser` runs the definition, which
    the defining module gives with :meth:`define`."""

    def __init__(self, name: str) -> None:
        self.name = name
        self._definition: Parser[T] | None = None
        self.parser: Parser[T] = Parser(self._run)

    def define(self, p: Parser[T]) -> None:
        if self._definition is not None:
            raise ValueError(f"the grammar rule {self.name!r} is defined twice")
        self._definition = p

    def _run(self, toks: Line, pos: int) -> Result[T]:
        if self._definition is None:
            raise RuntimeError(f"the grammar rule {self.name!r} is used before it is defined")
        return self._definition.fn(toks, pos)


def list_of(p: Parser[T]) -> Parser[list[T]]:
    """An English list: "a", "a and b", "a or b", "a and/or b", "a, b, and c", "a, b, or c"."""
    conj = alt(phrase(", and"), phrase(", or"), phrase("and / or"), phrase("and"), phrase("or"), phrase(","))
    return sep_by(p, conj)


def memo(p: Parser[T]) -> Parser[T]:
    """``p`` with its results remembered for the tokens it last ran on (packrat parsing): a rule
    many alternatives try at the same position ("target creature", an object filter) is parsed
    there once. The cache keeps the tokens it belongs to, so it is never consulted for others."""
    last: list[Line | None] = [None]
    cache: dict[int, Result[T]] = {}
    fn = p.fn

    def run(toks: Line, pos: int) -> Result[T]:
        if toks is not last[0]:
            last[0] = toks
            cache.clear()
        elif pos in cache:
            return cache[pos]
        r = fn(toks, pos)
        if toks is last[0]:  # a parse of other tokens inside ``fn`` took the cache over
            cache[pos] = r
        return r

    return Parser(run, p.first, p.nullable)
