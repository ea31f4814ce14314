"""The game's objects by id (CR 109), shared between copies of a state until one of them uses one.

A search copies a state thousands of times, and most of its objects — a library's cards, a
graveyard's — are never looked at again before the copy is dropped. So :meth:`ObjectTable.share`
doesn't copy them: the new table and the old one both keep every object as *shared*, and each
copies an object the first time it reads it (any read may be followed by a write:
``state.objects[oid].tapped = True``). A shared object is never changed; an object a table has
read is its own.

The objects a table owns are the dict's own entries, so ``table[oid]`` on them is a plain dict
lookup; a shared object comes in through :meth:`__missing__`. Iterating reads (so copies) every
object, in id order: a new object always has a fresh, larger id (``GameState.new_id``), so id
order is the order the objects were put in the table, as in a plain dict, however the copies went.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any, TypeVar, overload

from manastack.model.card import CardDef
from manastack.state.objects import GameObject

if TYPE_CHECKING:
    from _collections_abc import dict_items, dict_keys, dict_values

_T = TypeVar("_T")
_get = dict.get
_contains = dict.__contains__
_set = dict.__setitem__
_len = dict.__len__


class ObjectTable(dict[int, GameObject]):
    """``dict[int, GameObject]`` with copy-on-read sharing between copies (see the module)."""

    __slots__ = ("_shared", "_sorted", "pinned", "cards", "_card_ids")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._shared: dict[int, GameObject] = {}  # objects shared with other tables, not yet read here
        self._sorted = True  # the owned entries are in id order
        #: Every card definition an object of this table has had, in the order they came, those of
        #: objects gone since included (a copy shares the tuple; it only grows): where every ability
        #: an object of the game can have comes from.
        self.cards: tuple[CardDef, ...] = ()
        self._card_ids: frozenset[int] = frozenset()  # their ids (a definition compares by value)
        for o in dict.values(self):
            self._saw(o.card)
        #: An operation suspended part-way holds objects of this table (``manastack.game``): a copy
        #: must not take them from it.
        self.pinned = False

    def share(self) -> ObjectTable:
        """A copy of this table: from now on both share every object (each copies one when it
        first reads it). A pinned table keeps its own objects and the copy owns copies of them."""
        if self.pinned:
            t = ObjectTable({oid: o.copy() for oid, o in dict.items(self)})
            t._sorted = self._sorted
        else:
            if _len(self):
                self._shared.update(dict.items(self))  # not ``update(self)``: that reads through keys()
                dict.clear(self)
                self._sorted = True
            t = ObjectTable()
        t._shared = dict(self._shared)
        t.cards, t._card_ids = self.cards, self._card_ids
        return t

    def _saw(self, card: CardDef) -> None:
        """Add ``card`` to :attr:`cards` if it isn't there (new tuples: copies share the old ones)."""
        if id(card) not in self._card_ids:
            self.cards += (card,)
            self._card_ids = self._card_ids | {id(card)}

    def peek(self, oid: int) -> GameObject:
        """Object ``oid`` to read and never change: a shared object stays shared (not copied). For
        the scans that look at many objects and change none (704.5d's tokens in libraries)."""
        o = _get(self, oid)
        return o if o is not None else self._shared[oid]

    def peek_each(self, oids: Iterable[int]) -> list[GameObject]:
        """Objects ``oids``, in order, to read and never change (see :meth:`peek`)."""
        shared = self._shared
        return [_get(self, oid) or shared[oid] for oid in oids]

    def peek_all(self) -> Iterator[GameObject]:
        """Every object, to read and never change (see :meth:`peek`), in no particular order."""
        yield from dict.values(self)
        yield from self._shared.values()

    def peek_or_none(self, oid: int) -> GameObject | None:
        """:meth:`peek`, or None when there is no such object."""
        o = _get(self, oid)
        return o if o is not None else self._shared.get(oid)

    def __missing__(self, oid: int) -> GameObject:
        o = self._shared.pop(oid).copy()  # a KeyError when there is no such object, as in a dict
        _set(self, oid, o)
        self._sorted = False
        return o

    def _own_all(self) -> None:
        """Read every object, and put them back in id order (the order they came in)."""
        if self._shared or not self._sorted:
            owned = {**{k: o.copy() for k, o in self._shared.items()}, **dict(dict.items(self))}
            self._shared = {}
            dict.clear(self)
            dict.update(self, sorted(owned.items()))
            self._sorted = True

    # ---- the dict's reads, each seeing the shared objects ------------------------------------------

    def __contains__(self, oid: object) -> bool:
        return _contains(self, oid) or oid in self._shared

    @overload
    def get(self, oid: int, default: None = None, /) -> GameObject | None: ...
    @overload
    def get(self, oid: int, default: GameObject | _T, /) -> GameObject | _T: ...

    def get(self, oid: int, default: Any = None, /) -> Any:
        o = _get(self, oid)
        if o is None and oid in self._shared:
            return self[oid]
        return default if o is None else o

    def __len__(self) -> int:
        return _len(self) + len(self._shared)

    def __iter__(self) -> Iterator[int]:
        self._own_all()
        return dict.__iter__(self)

    def keys(self) -> dict_keys[int, GameObject]:
        self._own_all()
        return dict.keys(self)

    def values(self) -> dict_values[int, GameObject]:
        self._own_all()
        return dict.values(self)

    def items(self) -> dict_items[int, GameObject]:
        self._own_all()
        return dict.items(self)

    def __eq__(self, other: object) -> bool:
        self._own_all()
        if isinstance(other, ObjectTable):
            other._own_all()
        return dict.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        return not self == other  # dict's own != would compare the owned entries only

    def __repr__(self) -> str:
        self._own_all()
        return dict.__repr__(self)

    def __reduce__(self) -> tuple[Any, ...]:
        self._own_all()
        return (_restored, (dict(dict.items(self)), self.cards))

    # ---- the dict's writes -------------------------------------------------------------------------

    def __setitem__(self, oid: int, o: GameObject) -> None:
        if self._shared.pop(oid, None) is not None or (not _contains(self, oid) and _len(self) and oid < next(reversed(dict.keys(self)))):
            self._sorted = False  # iterating puts it in its place
        _set(self, oid, o)
        if id(o.card) not in self._card_ids:
            self._saw(o.card)

    def __delitem__(self, oid: int) -> None:
        if _contains(self, oid):
            dict.__delitem__(self, oid)
        else:
            del self._shared[oid]

    def pop(self, oid: int, *default: Any) -> Any:
        if oid in self._shared:
            self[oid]
        return dict.pop(self, oid, *default)

    def clear(self) -> None:
        dict.clear(self)
        self._shared = {}
        self._sorted = True

    def copy(self) -> ObjectTable:
        return self.share()

    def setdefault(self, *args: Any) -> Any:
        raise TypeError("ObjectTable.setdefault is not supported: look the object up, then set it")

    def popitem(self) -> tuple[int, GameObject]:
        raise TypeError("ObjectTable.popitem is not supported")

    def update(self, *args: Any, **kwargs: Any) -> None:
        for k, o in dict(*args, **kwargs).items():
            self[k] = o


def _restored(objects: dict[int, GameObject], cards: tuple[CardDef, ...]) -> ObjectTable:
    """An unpickled table (:meth:`ObjectTable.__reduce__`)."""
    t = ObjectTable()
    for card in cards:
        t._saw(card)
    dict.update(t, objects)
    return t
