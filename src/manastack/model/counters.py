"""Counter kinds (CR 122.1): which kinds mean something by the rules, and which of those meanings
the engine gives them.

Most counters mean nothing by themselves (122.1: a card's own text gives a "charge" or "hope"
counter its use). The kinds below have a meaning of their own, from a rule or, for a kind newer
than the rules file, from the reminder text of the cards that use it. A card whose text names a
kind with a meaning the engine lacks must not compile (it would play without that meaning):
:func:`unimplemented_meaning` says why.
"""

from __future__ import annotations

import re
from functools import cache

from manastack.model.types import Keyword

#: CR 122.1a: "+X/+Y" and "-X/-Y" counters (and mixed ones, "+1/+0", "-0/-1").
_PT = re.compile(r"^([+-]\d+)/([+-]\d+)$")

#: CR 122.1b: the keywords a keyword counter can be.
KEYWORD_COUNTERS = frozenset({
    "flying", "first strike", "double strike", "deathtouch", "decayed", "exalted", "haste", "hexproof",
    "indestructible", "lifelink", "menace", "reach", "shadow", "trample", "vigilance",
})

#: Kinds with a meaning of their own and where it comes from.
MEANINGS: dict[str, str] = {
    "shield": "CR 122.1c",
    "stun": "CR 122.1d",
    "loyalty": "CR 122.1e",
    "poison": "CR 122.1f",
    "defense": "CR 122.1g",
    "finality": "CR 122.1h",
    "rad": "CR 122.1i",
    "lore": "CR 714.2",
    "age": "CR 702.24a",
    "time": "CR 702.62a",
    "fade": "CR 702.32a",
    "hone": "reminder text: each hone counter on an Equipment grants +1/+0 to equipped creature",
    "energy": "CR 107.14",
}

#: The kinds of :data:`MEANINGS` the engine implements (besides +X/+Y counters, 122.1a).
IMPLEMENTED = frozenset({"shield", "stun", "loyalty", "poison", "lore", "age", "hone", "time", "energy", "fade"})

#: The reminder text that defines what a counter kind does ("(Each hone counter on an Equipment
#: grants +1/+0 …)"): such a kind has a meaning of its own even if :data:`MEANINGS` lacks it.
DEFINED_BY_REMINDER = re.compile(r"\((?:each|a|an) ([\w+/-]+(?: [\w]+)?) counter on ", re.IGNORECASE)


@cache
def pt_change(kind: str) -> tuple[int, int] | None:
    """CR 122.1a: what a counter of ``kind`` adds to power and toughness (None: not a +X/+Y kind)."""
    m = _PT.match(kind)
    return (int(m.group(1)), int(m.group(2))) if m else None


@cache
def counter_keyword(kind: str) -> Keyword | None:
    """CR 122.1b: the keyword a counter of ``kind`` gives the object it is on (None: not a keyword
    counter, or one whose keyword the engine lacks — exalted and decayed)."""
    if kind not in KEYWORD_COUNTERS:
        return None
    try:
        return Keyword(kind)
    except ValueError:
        return None


def unimplemented_meaning(kind: str, *, defined_by_reminder: bool = False) -> str | None:
    """Why a counter of ``kind`` can't be played yet (None: the engine gives it its whole meaning,
    or it has none of its own). ``defined_by_reminder``: a card's reminder text says what it does."""
    if pt_change(kind) is not None or kind in IMPLEMENTED or counter_keyword(kind) is not None:
        return None
    if defined_by_reminder and kind not in MEANINGS:
        return f"{kind} counters (their meaning is in reminder text only)"
    if kind in KEYWORD_COUNTERS:
        return f"{kind} counters (CR 122.1b keyword counters)"
    if kind in MEANINGS:
        return f"{kind} counters ({MEANINGS[kind]})"
    return None


__all__ = ["DEFINED_BY_REMINDER", "IMPLEMENTED", "KEYWORD_COUNTERS", "MEANINGS", "counter_keyword", "pt_change", "unimplemented_meaning"]
