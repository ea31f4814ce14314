"""MTGJSON files → records: ``AtomicCards.json`` (``{"data": {name: [face, ...]}}``), per-set files
(``{"data": {"code": ..., "cards": [...], "tokens": [...]}}``) and ``AllPrintings.json``
(``{"data": {code: set}}``).

MTGJSON lists one entry per face: ``name`` is the card's full name ("Giant Killer // Chop Down"),
``faceName`` the face's own, ``side`` its order ("a", "b"). A set file lists every printing, so a
card reprinted in the set (or printed with several arts) appears more than once; the first wins.
"""

from __future__ import annotations

from typing import Any

from manastack.carddata.errors import CardDataError
from manastack.carddata.fields import Entry
from manastack.carddata.files import json_kind
from manastack.carddata.record import CardFace, CardRecord, Ruling


def _face(e: Entry) -> CardFace:
    return CardFace(
        name=e.text("faceName") or e.req_text("name"), type_line=e.req_text("type"), mana_cost=e.text("manaCost"),
        oracle_text=e.text("text"), power=e.opt_str("power"), toughness=e.opt_str("toughness"),
        loyalty=e.opt_str("loyalty"), defense=e.opt_str("defense"), colors=e.str_list("colors") or (),
        color_indicator=e.str_list("colorIndicator"),
    )


def _rulings(e: Entry) -> tuple[Ruling, ...]:
    out: list[Ruling] = []
    for i, r in enumerate(e.obj_list("rulings") or ()):
        re = Entry(r, f"{e.where}: rulings[{i}]")
        out.append(Ruling(re.req_text("date"), re.req_text("text")))
    return tuple(out)


def card_from_faces(entries: list[Entry], set_code: str | None = None) -> CardRecord:
    """One card from its MTGJSON face entries (already checked to be objects)."""
    entries = sorted(entries, key=lambda e: e.text("side", "a"))
    first = entries[0]
    name = first.req_text("name")
    faces = tuple(_face(e) for e in entries)
    keywords: dict[str, None] = {}
    for e in entries:
        keywords.update(dict.fromkeys(e.str_list("keywords") or ()))
    sets = [set_code] if set_code else list(first.str_list("printings") or ())
    if not set_code and first.has("setCode"):
        sets.insert(0, first.text("setCode"))
    layout = first.text("layout", "normal")
    if layout == "normal" and first.text("type").startswith("Token"):
        layout = "token"
    return CardRecord(
        name=name, layout=layout, faces=faces, keywords=tuple(keywords),
        sets=tuple(dict.fromkeys(s.upper() for s in sets)), color_identity=first.str_list("colorIdentity") or (),
        mana_value=first.number("manaValue") or first.number("convertedManaCost"), rulings=_rulings(first),
    )


def _atomic(data: dict[str, Any], source: str) -> list[CardRecord]:
    out: list[CardRecord] = []
    for key, faces in data.items():
        where = f"{source}: data[{key!r}]"
        if not isinstance(faces, list) or not faces:
            raise CardDataError(f"{where}: expected a list of card faces, found {json_kind(faces) if faces != [] else 'an empty list'}")
        entries = [Entry(f, f"{where}[{i}]") for i, f in enumerate(faces)]
        # AtomicCards may hold the same card more than once (Un-set variants): one record per side.
        by_side: dict[str, Entry] = {}
        for e in entries:
            by_side.setdefault(e.text("side", "a"), e)
        out.append(card_from_faces(list(by_side.values())))
    return out


def _set(data: dict[str, Any], where: str) -> list[CardRecord]:
    code = data.get("code")
    code = code if isinstance(code, str) else None
    out: list[CardRecord] = []
    for key in ("cards", "tokens"):
        items = data.get(key)
        if items is None:
            continue
        if not isinstance(items, list):
            raise CardDataError(f"{where}: key {key!r} should be a list, found {json_kind(items)}")
        groups: dict[str, dict[str, Entry]] = {}
        for i, item in enumerate(items):
            e = Entry(item, f"{where}.{key}[{i}]")
            name = e.req_text("name")
            if key == "tokens":  # tokens of one name differ (a white and a red Soldier): keep each kind
                name = "\x00".join((name, e.text("type"), e.text("text"), e.text("power"), e.text("toughness"), ",".join(e.str_list("colors") or ())))
            groups.setdefault(name, {}).setdefault(e.text("side", "a"), e)
        for sides in groups.values():
            rec = card_from_faces(list(sides.values()), code or next(iter(sides.values())).text("setCode") or None)
            if key == "tokens" and rec.layout not in ("token", "double_faced_token", "emblem"):
                rec = CardRecord(rec.name, "token", rec.faces, rec.keywords, rec.sets, rec.color_identity, rec.mana_value, rec.rulings)
            out.append(rec)
    return out


def cards_from_mtgjson(doc: dict[str, Any], source: str) -> list[CardRecord]:
    """Records from an MTGJSON document (AtomicCards, a set file, or AllPrintings)."""
    data = doc.get("data")
    if not isinstance(data, dict):
        raise CardDataError(f"{source}: key 'data' should be an object, found {json_kind(data)}")
    if isinstance(data.get("cards"), list):
        return _set(data, f"{source}: data")
    values = list(data.values())
    if values and all(isinstance(v, dict) and "cards" in v for v in values):
        out: list[CardRecord] = []
        for code, s in data.items():
            out.extend(_set(s, f"{source}: data[{code!r}]"))
        return out
    return _atomic(data, source)


__all__ = ["card_from_faces", "cards_from_mtgjson"]
