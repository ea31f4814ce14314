"""Real cards by name, compiled from their oracle text (the local card database first, then the
shipped pool). Compiled definitions are cached per card record, in memory and on disk
(:mod:`manastack.carddata.disk_cache`, keyed by the card's text and the package)."""

from __future__ import annotations

import json

from manastack.carddata import disk_cache
from manastack.carddata.catalog import default_catalog
from manastack.carddata.record import CardRecord
from manastack.cards.tokens import predefined_token
from manastack.model.card import CardDef
from manastack.oracle.result import Compiled, UnsupportedCardError

#: Compilations by the card's text: one definition per card in a process, however often its record
#: is read (definitions compare by identity where cards are interchangeable, rules.ordering.order_cards).
_cache: dict[str, Compiled] = {}


def compile_record(record: CardRecord) -> Compiled:
    """The compilation of one card record (cached in memory and on disk, by the record's text)."""
    text = json.dumps(record.to_dict(), sort_keys=True)
    hit = _cache.get(text)
    if hit is None:
        hit = _cache[text] = disk_cache.cached("compiled", text, lambda: _compile(record), Compiled)
    return hit


def _compile(record: CardRecord) -> Compiled:
    from manastack.oracle.compile import compile_card  # the grammar is loaded for a card not in the cache only

    return compile_card(record, predefined_token)


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
