"""Helpers for oracle-compiler tests: cards from text, and comparing model objects without their
display text."""

from __future__ import annotations

import dataclasses
from typing import Any

from manastack.cards.tokens import predefined_token
from manastack.model.card import CardDef
from manastack.oracle import Card, Face, compile_card
from manastack.oracle.result import Compiled


def card(name: str, type_line: str, text: str, cost: str = "{1}", pt: str | None = None, adventure: Face | None = None) -> Card:
    p, t = pt.split("/") if pt else (None, None)
    face = Face(name, type_line, cost, text, p, t)
    if adventure is not None:
        return Card(f"{name} // {adventure.name}", "adventure", (face, adventure))
    return Card(name, "normal", (face,))


def compiled(name: str, type_line: str, text: str, cost: str = "{1}", pt: str | None = None) -> Compiled:
    return compile_card(card(name, type_line, text, cost, pt), predefined_token)


def ok(name: str, type_line: str, text: str, cost: str = "{1}", pt: str | None = None) -> CardDef:
    c = compiled(name, type_line, text, cost, pt)
    assert c.card is not None, c.explain()
    return c.card


def plain(x: Any) -> Any:
    """A model value with every ``text``/``description``/``oracle_text`` emptied (display only)."""
    if isinstance(x, tuple):
        return tuple(plain(v) for v in x)
    if isinstance(x, frozenset):
        return frozenset(plain(v) for v in x)
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        changes: dict[str, Any] = {}
        for f in dataclasses.fields(x):
            if not f.init:
                continue  # derived from the others (ActivatedAbility.is_mana_ability)
            v = getattr(x, f.name)
            if f.name in ("text", "description", "oracle_text") and isinstance(v, str):
                changes[f.name] = ""
            else:
                changes[f.name] = plain(v)
        return dataclasses.replace(x, **changes)
    return x
