"""The card data records: a card as printed (names, costs, type lines, oracle text), before compiling.

A :class:`CardRecord` is what the loaders produce from Scryfall or MTGJSON files and what the
oracle-text compiler reads. It is distinct from the engine's :class:`~manastack.model.card.CardDef`
(the compiled, playable definition). Every card has at least one :class:`CardFace`; a card with
several faces (adventure, split, transform, modal double-faced, flip, meld) lists them in printed
order, and its ``name`` is the full name ("Giant Killer // Chop Down").

Records serialise to compact dicts (:meth:`CardRecord.to_dict`): empty and default fields are left
out, so the shipped pool and the user's database stay small.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

#: Layouts with more than one face (Scryfall's layout names; MTGJSON uses the same ones).
MULTI_FACE_LAYOUTS = frozenset({
    "adventure", "split", "transform", "modal_dfc", "flip", "meld", "double_faced_token", "reversible_card",
    "aftermath", "prepare",
})
#: Layouts of objects that are not cards a deck can hold.
TOKEN_LAYOUTS = frozenset({"token", "double_faced_token", "emblem"})
#: Type lines that card files give game supplements printed on card stock, which are no Magic
#: cards a deck holds (CR 100.2, 108.2): "Card" (Jumpstart theme cards, substitute cards — in a deck
#: only as the double-faced card they stand for, CR 713.3–4 —, counter-tracking cards), "Stickers"
#: (sticker sheets are not cards, CR 123.2) and "Hero" (Theros hero cards). They name no card type
#: (CR 205.2a) and have no rules text to compile.
SUPPLEMENT_TYPE_LINES = frozenset({"Card", "Stickers", "Hero"})


@dataclass(frozen=True, slots=True)
class CardFace:
    """One face of a card (the only face of a normal card)."""

    name: str
    type_line: str
    mana_cost: str = ""
    oracle_text: str = ""
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    colors: tuple[str, ...] = ()
    color_indicator: tuple[str, ...] | None = None

    @property
    def supertypes_and_types(self) -> tuple[str, ...]:
        """The words before the dash of the type line ("Legendary", "Creature")."""
        return tuple(self.type_line.split("\u2014")[0].split())

    @property
    def subtypes(self) -> tuple[str, ...]:
        """The words after the dash of the type line ("Human", "Peasant")."""
        parts = self.type_line.split("\u2014", 1)
        return tuple(parts[1].split()) if len(parts) == 2 else ()

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"name": self.name, "type_line": self.type_line}
        for key in ("mana_cost", "oracle_text", "power", "toughness", "loyalty", "defense"):
            v = getattr(self, key)
            if v:
                d[key] = v
        if self.colors:
            d["colors"] = list(self.colors)
        if self.color_indicator is not None:
            d["color_indicator"] = list(self.color_indicator)
        return d

    @staticmethod
    def from_dict(d: dict[str, Any]) -> CardFace:
        ci = d.get("color_indicator")
        return CardFace(
            name=d["name"], type_line=d["type_line"], mana_cost=d.get("mana_cost", ""),
            oracle_text=d.get("oracle_text", ""), power=d.get("power"), toughness=d.get("toughness"),
            loyalty=d.get("loyalty"), defense=d.get("defense"), colors=tuple(d.get("colors", ())),
            color_indicator=tuple(ci) if ci is not None else None,
        )


@dataclass(frozen=True, slots=True)
class Ruling:
    """An official ruling (MTGJSON carries them): its date and text."""

    date: str
    text: str


@dataclass(frozen=True, slots=True)
class CardRecord:
    """A card (or token) as printed: the input of the oracle-text compiler."""

    name: str
    layout: str
    faces: tuple[CardFace, ...]
    keywords: tuple[str, ...] = ()
    sets: tuple[str, ...] = ()
    color_identity: tuple[str, ...] = ()
    mana_value: float = 0.0
    rulings: tuple[Ruling, ...] = field(default=(), compare=False)

    @property
    def front(self) -> CardFace:
        """The first face (the main card of an adventure, the front of a double-faced card)."""
        return self.faces[0]

    @property
    def face_names(self) -> tuple[str, ...]:
        return tuple(f.name for f in self.faces)

    @property
    def is_token(self) -> bool:
        """A token or an emblem rather than a card (CR 111, 114)."""
        return self.layout in TOKEN_LAYOUTS or self.front.type_line.startswith("Token ")

    @property
    def is_supplement(self) -> bool:
        """A game supplement rather than a Magic card (:data:`SUPPLEMENT_TYPE_LINES`)."""
        return self.front.type_line in SUPPLEMENT_TYPE_LINES

    @property
    def oracle_text(self) -> str:
        """Every face's text, faces separated by a line "----" (for display and searching)."""
        return "\n----\n".join(f.oracle_text for f in self.faces)

    def to_dict(self) -> dict[str, Any]:
        """A compact JSON-ready dict (defaults left out); :meth:`from_dict` reads it back."""
        d: dict[str, Any] = {"name": self.name}
        if self.layout != "normal":
            d["layout"] = self.layout
        if len(self.faces) == 1 and self.faces[0].name == self.name:
            d.update({k: v for k, v in self.faces[0].to_dict().items() if k != "name"})
        else:
            d["faces"] = [f.to_dict() for f in self.faces]
        if self.keywords:
            d["keywords"] = list(self.keywords)
        if self.sets:
            d["sets"] = list(self.sets)
        if self.color_identity:
            d["color_identity"] = list(self.color_identity)
        if self.mana_value:
            d["mana_value"] = int(self.mana_value) if self.mana_value == int(self.mana_value) else self.mana_value
        if self.rulings:
            d["rulings"] = [[r.date, r.text] for r in self.rulings]
        return d

    @staticmethod
    def from_dict(d: dict[str, Any]) -> CardRecord:
        if "faces" in d:
            faces = tuple(CardFace.from_dict(f) for f in d["faces"])
        else:
            faces = (CardFace.from_dict(d),)
        return CardRecord(
            name=d["name"], layout=d.get("layout", "normal"), faces=faces,
            keywords=tuple(d.get("keywords", ())), sets=tuple(d.get("sets", ())),
            color_identity=tuple(d.get("color_identity", ())), mana_value=float(d.get("mana_value", 0)),
            rulings=tuple(Ruling(r[0], r[1]) for r in d.get("rulings", ())),
        )


__all__ = ["CardFace", "CardRecord", "MULTI_FACE_LAYOUTS", "Ruling", "TOKEN_LAYOUTS"]
