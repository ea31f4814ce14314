"""Scryfall card objects (the bulk "oracle cards" file: a JSON list, one object per card) → records.

Multi-face cards carry ``card_faces`` (each with its own name, mana cost, type line, oracle text,
power/toughness, loyalty and, for double-faced cards, colors); single-faced cards carry those keys
at the top level. Art-series objects are skipped: they are not cards.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from manastack.carddata.errors import CardDataError
from manastack.carddata.fields import Entry
from manastack.carddata.files import json_kind
from manastack.carddata.record import CardFace, CardRecord

SKIPPED_LAYOUTS = frozenset({"art_series"})


def _face(e: Entry, card: Entry, single: bool) -> CardFace:
    colors = e.str_list("colors")
    if colors is None:
        colors = card.str_list("colors") or ()
    indicator = e.str_list("color_indicator")
    if indicator is None and single:
        indicator = card.str_list("color_indicator")
    return CardFace(
        name=e.req_text("name"), type_line=e.text("type_line"), mana_cost=e.text("mana_cost"),
        oracle_text=e.text("oracle_text"), power=e.opt_str("power"), toughness=e.opt_str("toughness"),
        loyalty=e.opt_str("loyalty"), defense=e.opt_str("defense"), colors=colors, color_indicator=indicator,
    )


def card_from_scryfall(obj: object, where: str) -> CardRecord | None:
    """One Scryfall card object as a record (None for an object that is not a card: art series)."""
    e = Entry(obj, where)
    name = e.req_text("name")
    layout = e.text("layout", "normal")
    if layout in SKIPPED_LAYOUTS:
        return None
    raw_faces = e.obj_list("card_faces")
    if raw_faces is not None and len(raw_faces) == 0:
        raise e.error("key 'card_faces' is an empty list")
    if raw_faces:
        faces = tuple(_face(Entry(f, f"{e.where}: card_faces[{i}]"), e, False) for i, f in enumerate(raw_faces))
    else:
        if "type_line" not in e.obj:
            raise e.error("missing key 'type_line'")
        faces = (_face(e, e, True),)
    sets = tuple(s.upper() for s in (e.text("set"), e.text("_latest_set")) if s)
    return CardRecord(
        name=name, layout=layout, faces=faces, keywords=e.str_list("keywords") or (),
        sets=tuple(dict.fromkeys(sets)), color_identity=e.str_list("color_identity") or (),
        mana_value=e.number("cmc"),
    )


def cards_from_scryfall(objs: Iterable[object], source: str) -> Iterator[CardRecord]:
    """Records from a list of Scryfall card objects; ``source`` names the file in errors."""
    for i, obj in enumerate(objs):
        rec = card_from_scryfall(obj, f"{source}: entry {i}")
        if rec is not None:
            yield rec


def scryfall_list(doc: object, source: str) -> list[object]:
    """The card objects of a Scryfall document: a bulk-data list or an API ``{"object": "list"}`` page."""
    if isinstance(doc, list):
        return doc
    if isinstance(doc, dict) and doc.get("object") == "list" and isinstance(doc.get("data"), list):
        return list(doc["data"])
    raise CardDataError(f"{source}: expected a list of Scryfall card objects, found {json_kind(doc)}")


__all__ = ["card_from_scryfall", "cards_from_scryfall", "scryfall_list"]
