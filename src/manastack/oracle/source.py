"""The compiler's input: a card as printed (name, costs, type line, oracle text, faces).

The compiler reads any object with the attributes of :class:`OracleCard` / :class:`OracleFace`;
:class:`manastack.carddata.record.CardRecord` has exactly that shape. :func:`from_scryfall`
adapts one card object of a Scryfall bulk file.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol


class OracleFace(Protocol):
    """One printed face: what the compiler reads."""

    @property
    def name(self) -> str: ...
    @property
    def type_line(self) -> str: ...
    @property
    def mana_cost(self) -> str: ...
    @property
    def oracle_text(self) -> str: ...
    @property
    def power(self) -> str | None: ...
    @property
    def toughness(self) -> str | None: ...
    @property
    def loyalty(self) -> str | None: ...
    @property
    def color_indicator(self) -> tuple[str, ...] | None: ...


class OracleCard(Protocol):
    """A card: its full name, Scryfall layout and faces in printed order."""

    @property
    def name(self) -> str: ...
    @property
    def layout(self) -> str: ...
    @property
    def faces(self) -> Sequence[OracleFace]: ...


@dataclass(frozen=True, slots=True)
class Face:
    """A plain :class:`OracleFace`."""

    name: str
    type_line: str
    mana_cost: str = ""
    oracle_text: str = ""
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    color_indicator: tuple[str, ...] | None = None


@dataclass(frozen=True, slots=True)
class Card:
    """A plain :class:`OracleCard`."""

    name: str
    layout: str
    faces: tuple[Face, ...]


def _face(d: Mapping[str, Any], name: str | None = None) -> Face:
    ci = d.get("color_indicator")
    return Face(
        name=name or str(d["name"]),
        type_line=str(d.get("type_line") or ""),
        mana_cost=str(d.get("mana_cost") or ""),
        oracle_text=str(d.get("oracle_text") or ""),
        power=d.get("power"),
        toughness=d.get("toughness"),
        loyalty=d.get("loyalty"),
        color_indicator=tuple(ci) if ci is not None else None,
    )


def from_scryfall(d: Mapping[str, Any]) -> Card:
    """A :class:`Card` from one Scryfall card object (``card_faces`` for multi-face layouts)."""
    layout = str(d.get("layout") or "normal")
    faces = d.get("card_faces")
    if faces:
        return Card(str(d["name"]), layout, tuple(_face(f) for f in faces))
    return Card(str(d["name"]), layout, (_face(d),))
