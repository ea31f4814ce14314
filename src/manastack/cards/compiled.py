"""Real cards by name, compiled from their oracle text (the local card database first, then the
shipped pool). Compiled definitions are cached per card record."""

from __future__ import annotations

from manastack.carddata.catalog import default_catalog
from manastack.carddata.record import CardRecord
from manastack.cards.tokens import predefined_token
from manastack.model.card import CardDef
from manastack.oracle.compile import Compiled, UnsupportedCardError, compile_card

_cache: dict[int, tuple[CardRecord, Compiled]] = {}


def compile_record(record: CardRecord) -> Compiled:
    """The compilation of one card record (cached; the record is kept so its id stays unique)."""
    hit = _cache.get(id(record))
    if hit is None:
        hit = (record, compile_card(record, predefined_token))
        _cache[id(record)] = hit
    return hit[1]


def compiled_card(name: str) -> CardDef:
    """The compiled definition of the card named ``name`` (either face's name works).

    Raises UnknownCardError (with close matches) for a name no source has, and
    UnsupportedCardError naming each clause the compiler can't handle."""
    record = default_catalog().card(name)
    c = compile_record(record)
    if c.card is None:
        raise UnsupportedCardError(f"{record.name} is unsupported: " + "; ".join(f"{u.text!r} ({u.reason})" for u in c.unsupported))
    return c.card


__all__ = ["compile_record", "compiled_card"]
