"""The engine's frozen dataclasses share one ``__setattr__``/``__delattr__`` pair
(manastack._frozen) and still refuse every change, as the generated ones do."""

from __future__ import annotations

import dataclasses
import sys

import pytest

from manastack import _frozen
from manastack.model.costs import ManaCost


@dataclasses.dataclass(frozen=True, slots=True)
class _Elsewhere:
    """A frozen dataclass of another module: dataclasses generates its methods as ever."""

    n: int = 0


class _Plain(ManaCost):
    """Not a dataclass: it may set attributes that aren't fields, as with the generated methods."""

    __slots__ = ("note",)


def test_an_engine_value_refuses_assigning_and_deleting_its_fields() -> None:
    cost = ManaCost(generic=1)
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'generic'"):
        cost.generic = 2  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot delete field 'generic'"):
        del cost.generic  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'other'"):
        cost.other = 2  # type: ignore[attr-defined]
    assert cost.generic == 1 and dataclasses.replace(cost, generic=3).generic == 3


def test_a_subclass_that_is_not_a_dataclass_sets_other_attributes_but_no_field() -> None:
    plain = _Plain(generic=2)
    plain.note = "kept"
    assert plain.note == "kept"
    del plain.note
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'generic'"):
        plain.generic = 1  # type: ignore[misc]


@pytest.mark.skipif(not _frozen.SHARED, reason=f"Python {sys.version_info[:2]} builds a dataclass's methods another way: nothing is shared")
def test_the_engines_classes_share_the_code_and_other_modules_classes_keep_their_own() -> None:
    assert ManaCost.__setattr__.__code__ is _frozen.__setattr__.__code__
    assert ManaCost.__setattr__.__qualname__ == "ManaCost.__setattr__"
    assert _Elsewhere.__setattr__.__code__ is not _frozen.__setattr__.__code__
    with pytest.raises(dataclasses.FrozenInstanceError):
        _Elsewhere().n = 1  # type: ignore[misc]
