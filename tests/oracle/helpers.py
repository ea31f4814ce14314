"""Helpers for oracle-compiler tests: cards from text, and comparing model objects without their
display text."""

from __future__ import annotations

from typing import Any

from manastack.cards.tokens import predefined_token
from manastack.model.card import CardDef, without_display_text
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
    return without_display_text(x)
