"""Prototype cards (CR 718, 702.160): the inset frame's "Prototype [mana cost] — [P/T]" line.

702.160a: a player who casts a spell with prototype can choose to cast it prototyped; 718.3b: the
spell and the permanent it becomes then have only the prototype's mana cost, power and toughness,
and the colors of that mana cost; 718.5: its other characteristics are the card's.
"""

from __future__ import annotations

import re
from dataclasses import replace

from manastack.errors import ManastackError
from manastack.mana import ManaCost
from manastack.model.abilities import prototype
from manastack.model.card import CardDef
from manastack.oracle.lexer import strip_reminder

_PROTOTYPE = re.compile(r"Prototype ((?:\{[^}]+\})+) — (\d+)/(\d+)")


def split_prototype(oracle_text: str) -> tuple[str, ManaCost, int, int] | None:
    """The text without the prototype line, and the prototype's mana cost, power and toughness;
    None if no line reads "Prototype [mana cost] — [power]/[toughness]"."""
    rest: list[str] = []
    found: tuple[ManaCost, int, int] | None = None
    for line in oracle_text.split("\n"):
        m = _PROTOTYPE.fullmatch(strip_reminder(line))
        if m is None:
            rest.append(line)
            continue
        try:
            found = (ManaCost.parse(m.group(1)), int(m.group(2)), int(m.group(3)))
        except ManastackError:
            return None
    if found is None:
        return None
    return "\n".join(rest), *found


def with_prototype(card: CardDef, mana: ManaCost, power: int, toughness: int) -> CardDef:
    """The card with its prototype ability (702.160a) and its alternative characteristics (718.2):
    the same card with the prototype's mana cost, power and toughness, and so the colors of that
    mana cost (718.3b) unless something else defines its colors (a color indicator, devoid)."""
    ability = prototype(mana)
    normal = replace(card, abilities=(*card.abilities, ability))
    return replace(normal, prototype=replace(normal, mana_cost=mana, power=power, toughness=toughness))


__all__ = ["split_prototype", "with_prototype"]
