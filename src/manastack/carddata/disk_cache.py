"""A cache on disk for work that depends only on the installed package and the card data: compiled
cards (:func:`manastack.cards.compiled.compile_record`), and lookups in the full card data — card
names, token names and the names of the cards of a type line, such as the dungeons
(:class:`manastack.carddata.catalog.CardCatalog`) — so a game with any deck starts without
reading all 32,000 cards or compiling its cards again; and compiled tokens
(:func:`manastack.cards.tokens.compile_token_record`), so that a game whose cards and tokens are
all cached never loads the compiler.

Every entry is keyed by what it depends on: the package (its version and a digest of its code
and data files, so a changed compiler never reads an old compilation) plus the entry's own input
(a card's text, a name and the local database file). An entry that can't be read (a partial
write, a file from another Python) is recomputed; one that can't be written (a read-only home)
is simply not kept — the cache never changes a result.

The directory is ``platformdirs.user_cache_dir("manastack")``; the environment variable
``MANASTACK_CACHE_DIR`` overrides it, and ``MANASTACK_CACHE_DIR=off`` turns the cache off.
"""

from __future__ import annotations

import hashlib
import os
import pickle
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any, TypeVar

_T = TypeVar("_T")

CACHE_DIR_ENV = "MANASTACK_CACHE_DIR"


def cache_dir() -> Path | None:
    """Where the cache lives (``$MANASTACK_CACHE_DIR`` if set), None if it is turned off."""
    env = os.environ.get(CACHE_DIR_ENV)
    if env:
        return None if env == "off" else Path(env).expanduser()
    import platformdirs

    return Path(platformdirs.user_cache_dir("manastack", appauthor=False))


@lru_cache(maxsize=1)
def package_digest() -> str:
    """A digest of the installed package: every code and data file (its version is in one)."""
    root = Path(__file__).resolve().parents[1]
    h = hashlib.sha256()
    for p in sorted(root.rglob("*")):
        if p.is_file() and p.suffix in (".py", ".gz", ".json", ".txt"):
            h.update(str(p.relative_to(root)).encode())
            h.update(p.read_bytes())
    return h.hexdigest()


def key(*parts: str) -> str:
    """The cache key of an entry: the package digest and the entry's own inputs."""
    h = hashlib.sha256(package_digest().encode())
    for part in parts:
        h.update(b"\0" + part.encode())
    return h.hexdigest()


def _path(kind: str, k: str) -> Path | None:
    d = cache_dir()
    return None if d is None else d / kind / k[:2] / f"{k}.pickle"


def load(kind: str, k: str) -> Any | None:
    """The cached value of kind ``kind`` under key ``k``, or None (absent, off, or unreadable)."""
    p = _path(kind, k)
    if p is None:
        return None
    try:
        return pickle.loads(p.read_bytes())
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError, IndexError, TypeError, ValueError):
        return None


def store(kind: str, k: str, value: Any) -> None:
    """Keep ``value``: written to a temporary file and renamed, so a reader never sees half of it."""
    p = _path(kind, k)
    if p is None:
        return
    try:
        p.parent.mkdir(parents=True, exist_ok=True)
        tmp = p.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_bytes(pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL))
        os.replace(tmp, p)
    except OSError:
        return


def cached(kind: str, text: str, compute: Callable[[], _T], of_type: type[_T]) -> _T:
    """The entry of kind ``kind`` for input ``text`` (keyed with :func:`key`): read back when the
    cache holds one of type ``of_type``, else ``compute()``, kept for next time."""
    k = key(kind, text)
    loaded = load(kind, k)
    if isinstance(loaded, of_type):
        return loaded
    value = compute()
    store(kind, k, value)
    return value


__all__ = ["CACHE_DIR_ENV", "cache_dir", "cached", "key", "load", "package_digest", "store"]
