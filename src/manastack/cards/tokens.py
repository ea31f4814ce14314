"""Token definitions compiled from token records (the shipped pool's token data, or the user's
database), the same way cards are compiled.

A token record is printed like a card ("Token Artifact — Food", "{2}, {T}, Sacrifice this token:
You gain 3 life."); its word "Token" is not a type (CR 111.2: a token is a marker, not a card), so
it is dropped and the face is compiled as a card face, then marked as a token. A token has no mana
cost, so its colors are the record's colors (CR 111.3: the effect that creates it defines them).

>>> predefined_token("Food").abilities[0].text
'{2}, {T}, Sacrifice this token: You gain 3 life.'
"""

from __future__ import annotations

import dataclasses
import json
from functools import lru_cache

from manastack.carddata import disk_cache
from manastack.carddata.catalog import default_catalog
from manastack.carddata.record import CardRecord
from manastack.errors import UnknownCardError
from manastack.mana import Color
from manastack.model.card import CardDef, without_display_text
from manastack.oracle.result import Compiled, Unsupported, UnsupportedCardError

_cache: dict[CardRecord, Compiled] = {}


def compile_token_record(record: CardRecord) -> Compiled:
    """The compilation of one single-faced token record (cached by the record's contents: the same
    token read again, from the index or from the disk cache, has one definition; and on disk, as
    cards are, :mod:`manastack.carddata.disk_cache`)."""
    hit = _cache.get(record)
    if hit is None:
        text = json.dumps(record.to_dict(), sort_keys=True)
        hit = _cache[record] = disk_cache.cached("token", text, lambda: _compile(record), Compiled)
    return hit


def _compile(record: CardRecord) -> Compiled:
    from manastack.oracle.compile import compile_face  # loaded when a token is first compiled

    face = record.front
    if record.layout == "double_faced_token" and face.type_line.startswith("Dungeon"):
        # CR 309.2, 726.2: Undercity, printed with the initiative's reminder card on its back, is a
        # dungeon card (not a token); its back face has no rules meaning.
        return compile_face(face, predefined_token)
    if len(record.faces) != 1 or record.layout != "token":
        return Compiled(record.name, None, (Unsupported(record.layout, record.layout, f"the {record.layout} layout"),))
    type_line = face.type_line.removeprefix("Token ")
    result = compile_face(dataclasses.replace(face, type_line=type_line), predefined_token)
    if result.card is None:
        return result
    card = dataclasses.replace(result.card, colors=frozenset(Color(c) for c in face.colors), is_token=True)
    return Compiled(result.name, card, ())


def token_from_records(name: str, records: list[CardRecord]) -> CardDef:
    """The one definition the token records named ``name`` compile to.

    Several printings of a predefined token (CR 111.10: Food, Treasure, Clue, ...) have the same
    characteristics; a name shared by tokens with different characteristics (the many "Soldier"
    tokens) doesn't say which one is meant and raises :class:`UnknownCardError`. A token whose text
    doesn't compile raises :class:`UnsupportedCardError` naming the clauses."""
    compiled = [compile_token_record(r) for r in records]
    defs = [c.card for c in compiled if c.card is not None]
    if not defs:
        bad = compiled[0]
        raise UnsupportedCardError(f"the {name} token is unsupported: " + "; ".join(f"{u.text!r} ({u.reason})" for u in bad.unsupported))
    distinct: dict[object, CardDef] = {}  # by characteristics (CR 111.4: the name alone may repeat)
    for d in defs:
        distinct.setdefault(without_display_text(d), d)
    if len(distinct) > 1:
        raise UnknownCardError(f"{name!r} names {len(distinct)} different tokens; define the token's characteristics instead")
    return defs[0]


@lru_cache(maxsize=None)
def predefined_token(name: str) -> CardDef:
    """The predefined token named ``name`` (CR 111.10: Food, Treasure, Clue, Blood, Gold, ...),
    compiled from the card catalog's token data (the user's database, then the shipped pool)."""
    records = default_catalog().tokens(name)
    if not records:
        raise UnknownCardError(f"unknown token {name!r}")
    return token_from_records(name, records)


__all__ = ["compile_token_record", "predefined_token", "token_from_records"]
