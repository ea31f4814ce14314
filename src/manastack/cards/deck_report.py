"""Which deck lists the engine can play, and which cards keep the others from being playable
(``manastack cards coverage --decks DIR``).

A deck is playable when every card of its main deck and command zone compiles from its oracle
text or has a hand-written escape hatch; the sideboard doesn't count. A card the card data doesn't
know makes the deck unplayable too, and is named as unknown.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from manastack.carddata.catalog import default_catalog
from manastack.carddata.decklist import parse_decklist
from manastack.cards.compiled import compile_record
from manastack.cards.escape_hatches import ESCAPE_HATCHES
from manastack.errors import ManastackError


@dataclass
class DeckCoverage:
    """One deck list: how many different cards it has, and those the engine can't play (with the
    clauses that keep each unsupported) or doesn't know."""

    name: str
    cards: int = 0
    unsupported: dict[str, list[str]] = field(default_factory=dict)
    unknown: list[str] = field(default_factory=list)

    @property
    def playable(self) -> bool:
        return not self.unsupported and not self.unknown

    def line(self) -> str:
        if self.playable:
            return f"{self.name}: playable ({self.cards} different cards)"
        missing = sorted(self.unsupported) + [f"{n} (unknown)" for n in self.unknown]
        return f"{self.name}: {len(missing)} of {self.cards} different cards not playable: " + ", ".join(missing)


def deck_coverage(path: Path) -> DeckCoverage:
    """The coverage of one deck list file (a malformed list raises :class:`DeckListError`)."""
    deck = parse_decklist(path.read_text(encoding="utf-8-sig"), str(path))
    catalog = default_catalog()
    out = DeckCoverage(path.stem)
    for name in dict.fromkeys(e.name for e in (*deck.commander, *deck.main)):
        out.cards += 1
        try:
            record = catalog.card(name)
        except ManastackError:
            out.unknown.append(name)
            continue
        result = compile_record(record)
        if not result.ok and record.name not in ESCAPE_HATCHES:
            out.unsupported[record.name] = [f"{u.text} ({u.reason})" for u in result.unsupported]
    return out


def report(decks: Sequence[DeckCoverage], top: int = 20) -> str:
    """One line per deck, the totals, and the cards that keep the most decks from being playable."""
    lines = [d.line() for d in decks]
    playable = sum(d.playable for d in decks)
    lines.append(f"{playable} of {len(decks)} decks playable")
    blocking = Counter(n for d in decks for n in d.unsupported)
    if blocking:
        lines.append(f"the {min(top, len(blocking))} cards in the most unplayable decks:")
        lines += [f"  {n:3d}  {name}" for name, n in sorted(blocking.items(), key=lambda kv: (-kv[1], kv[0]))[:top]]
    return "\n".join(lines)


__all__ = ["DeckCoverage", "deck_coverage", "report"]
