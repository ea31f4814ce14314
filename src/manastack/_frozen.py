"""Frozen dataclasses that are quicker to define.

The engine's values — abilities, effects, events, filters, conditions, costs (about 760 classes) —
are frozen slotted dataclasses. Defining one makes :mod:`dataclasses` write each of its methods
as source and compile it; two of them, the ``__setattr__`` and ``__delattr__`` that refuse to
change a frozen instance, differ from class to class only in the class and the field names they
mention, and compiling them was a quarter of the engine's import time. For the engine's own
classes this module gives :mod:`dataclasses` one shared pair that reads both from the instance's
class; they behave as the generated ones do: assigning or deleting a field raises
:class:`dataclasses.FrozenInstanceError`, and a subclass that isn't a dataclass may set other
attributes. Other modules' dataclasses are left to :mod:`dataclasses`, and so is every class on a
Python whose :mod:`dataclasses` builds these methods another way (3.13 compiles all of a class's
methods at once): there this module changes nothing.

Imported first by the ``manastack`` package, before any of its dataclasses is defined.
"""

from __future__ import annotations

import dataclasses
import inspect
import types
from typing import Any


def _owner(cls: type) -> Any:
    """The frozen dataclass among ``cls`` and its bases whose methods these are: the nearest."""
    return next(c for c in cls.__mro__ if "__dataclass_fields__" in c.__dict__)


def __setattr__(self: Any, name: str, value: object) -> None:
    cls = type(self)
    owner = _owner(cls)
    if cls is owner or name in owner.__dataclass_fields__:
        raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")
    super(owner, self).__setattr__(name, value)


def __delattr__(self: Any, name: str) -> None:
    cls = type(self)
    owner = _owner(cls)
    if cls is owner or name in owner.__dataclass_fields__:
        raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")
    super(owner, self).__delattr__(name)


def _own_copy(fn: Any) -> Any:
    """A function object of its own for one class (dataclasses names it after the class), sharing
    ``fn``'s compiled code."""
    return types.FunctionType(fn.__code__, fn.__globals__, fn.__name__, fn.__defaults__, fn.__closure__)


_generated = getattr(dataclasses, "_frozen_get_del_attr", None)


def _frozen_get_del_attr(cls: type, fields: list[dataclasses.Field[Any]], globals: dict[str, Any]) -> tuple[Any, ...]:
    if cls.__module__.startswith("manastack."):
        return (_own_copy(__setattr__), _own_copy(__delattr__))
    assert _generated is not None
    return tuple(_generated(cls, fields, globals))


#: Whether this Python's dataclasses are given the shared pair (see the module docstring).
SHARED = _generated is not None and list(inspect.signature(_generated).parameters) == ["cls", "fields", "globals"]
if SHARED:
    dataclasses._frozen_get_del_attr = _frozen_get_del_attr  # type: ignore[attr-defined]
