"""Resolving card names across sources: the user's local database first, then the shipped pool,
then every card of the shipped oracle data (read only when a name is in neither).

>>> from manastack.carddata.catalog import CardCatalog
>>> from manastack.carddata.shipped import shipped_index
>>> CardCatalog([("shipped pool", shipped_index())]).card("Meager Meal").name
'Gollum, Silent Slinker // Meager Meal'
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from manastack.carddata import disk_cache
from manastack.carddata.index import CardIndex, did_you_mean
from manastack.carddata.record import CardRecord
from manastack.errors import UnknownCardError

LOCAL = "local database"
SHIPPED = "shipped pool"
ALL = "all cards"

#: A source of records: an index, or a function that reads one when it is first needed.
Source = CardIndex | Callable[[], CardIndex]


class CardCatalog:
    """Named sources of card records, searched in order. With a ``cache_key`` (what the sources'
    contents depend on beyond the package, asked at each lookup), the names found are kept on disk
    (:mod:`~manastack.carddata.disk_cache`), so a later lookup of the same name reads no source."""

    def __init__(self, sources: Sequence[tuple[str, Source]], cache_key: Callable[[], str] | None = None) -> None:
        self._sources = list(sources)
        self._cache_key = cache_key
        self._found: dict[str, tuple[CardRecord, str]] = {}

    @property
    def sources(self) -> list[tuple[str, CardIndex]]:
        return [(label, self._index(i)) for i, (label, _) in enumerate(self._sources)]

    def _index(self, i: int) -> CardIndex:
        label, src = self._sources[i]
        if not isinstance(src, CardIndex):
            src = src()
            self._sources[i] = (label, src)
        return src

    def _each(self) -> Iterator[tuple[str, CardIndex]]:
        """The sources in order, each read only when the search gets to it."""
        for i, (label, _) in enumerate(self._sources):
            yield label, self._index(i)

    def lookup(self, name: str) -> tuple[CardRecord, str] | None:
        """The record for ``name`` and the label of the source it came from (None if no source has it)."""
        if name in self._found:
            return self._found[name]
        k = disk_cache.key("lookup", self._cache_key(), name) if self._cache_key is not None else None
        cached = disk_cache.load("lookup", k) if k is not None else None
        if isinstance(cached, tuple) and len(cached) == 2 and isinstance(cached[0], dict):
            self._found[name] = (CardRecord.from_dict(cached[0]), str(cached[1]))
            return self._found[name]
        for label, index in self._each():
            r = index.find(name)
            if r is not None:
                if k is not None:
                    disk_cache.store("lookup", k, (r.to_dict(), label))
                self._found[name] = (r, label)
                return r, label
        return None

    def card(self, name: str) -> CardRecord:
        """The record for ``name``; :class:`UnknownCardError` with close matches if no source has it."""
        found = self.lookup(name)
        if found is None:
            raise UnknownCardError(f"unknown card {name!r}{self.hint(name)}")
        return found[0]

    def has(self, name: str) -> bool:
        try:
            return self.lookup(name) is not None
        except UnknownCardError:
            return False

    def tokens(self, name: str) -> list[CardRecord]:
        """Token records named ``name`` from the first source that has any (kept on disk like a
        card's record, with a cache key)."""
        k = disk_cache.key("tokens", self._cache_key(), name) if self._cache_key is not None else None
        cached = disk_cache.load("tokens", k) if k is not None else None
        if isinstance(cached, list) and all(isinstance(d, dict) for d in cached):
            return [CardRecord.from_dict(d) for d in cached]
        found: list[CardRecord] = []
        for _, index in self._each():
            found = index.find_tokens(name)
            if found:
                break
        if k is not None:
            disk_cache.store("tokens", k, [r.to_dict() for r in found])
        return found

    def names_with_type_line(self, type_line: str) -> list[str]:
        """The names of every source's cards whose (front) type line is ``type_line``, sorted.
        Every source is read; with a cache key, the list is kept on disk, so a later call reads none."""
        k = disk_cache.key("type line", self._cache_key(), type_line) if self._cache_key is not None else None
        cached = disk_cache.load("names", k) if k is not None else None
        if isinstance(cached, list) and all(isinstance(n, str) for n in cached):
            return cached
        found = sorted({r.name for _, index in self._each() for r in index.cards.values() if r.front.type_line == type_line})
        if k is not None:
            disk_cache.store("names", k, found)
        return found

    def names(self) -> list[str]:
        seen: dict[str, None] = {}
        for _, index in self._each():
            seen.update(dict.fromkeys(index.names()))
        return list(seen)

    def hint(self, name: str) -> str:
        """"; did you mean ...?" for an unknown name, or ""."""
        return did_you_mean(name, self.names())


_local_cache: dict[tuple[str, int, int], CardIndex] = {}


def local_index(path: Path | None = None) -> CardIndex | None:
    """The user's database as an index (None if nothing was imported); re-read when the file changes."""
    from manastack.carddata.store import database_path, load_database

    p = path or database_path()
    try:
        st = p.stat()
    except OSError:
        return None
    key = (str(p), st.st_mtime_ns, st.st_size)
    if key not in _local_cache:
        _local_cache.clear()
        _local_cache[key] = CardIndex(load_database(p))
    return _local_cache[key]


def default_catalog(*, cache: bool = True) -> CardCatalog:
    """The user's local database (if any), then the shipped pool, then every card of the shipped
    oracle data; each read only when a lookup gets to it, and with ``cache`` the names found are
    kept on disk, keyed by the local database file as it is at each lookup (a catalog whose
    contents must stay as they were while the database changes, to compare, takes ``cache=False``
    and reads its sources first)."""
    from manastack.carddata.shipped import all_cards_index, shipped_index
    from manastack.carddata.store import database_path

    db = database_path()
    sources: list[tuple[str, Source]] = []
    if db.exists():
        sources.append((LOCAL, lambda: local_index(db) or CardIndex(())))
    sources.append((SHIPPED, shipped_index))
    sources.append((ALL, all_cards_index))
    return CardCatalog(sources, cache_key=(lambda: _file_key(db)) if cache else None)


def _file_key(path: Path) -> str:
    try:
        st = path.stat()
    except OSError:
        return "no local database"
    return f"{path}:{st.st_mtime_ns}:{st.st_size}"


def find_record(name: str) -> CardRecord:
    """The card record for ``name`` from the local database or the shipped card data."""
    return default_catalog().card(name)


__all__ = ["ALL", "LOCAL", "SHIPPED", "CardCatalog", "default_catalog", "find_record", "local_index"]
