"""Coverage: how many cards compile fully, and the most frequent unsupported clause shapes.

Shapes are normalised (numbers → N, mana symbols → {M}, the card's own name → CARDNAME, number
words → N) so that clauses that need the same grammar rule are counted together.
"""

from __future__ import annotations

import gzip
import json
import re
from collections import Counter
from collections.abc import Collection, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from manastack.carddata.record import SUPPLEMENT_TYPE_LINES
from manastack.oracle import ir
from manastack.oracle.compile import compile_card
from manastack.oracle.result import Compiled
from manastack.oracle.source import Card, OracleCard, from_scryfall

_NUMBER_WORD = re.compile(r"\b(one|two|three|four|five|six|seven|eight|nine|ten|twice|three times)\b")
_NUMBER = re.compile(r"\b\d+\b")


def normalise_shape(text: str) -> str:
    """Numbers and number words → N; mana symbols → {M} (runs of them collapse to one)."""
    s = re.sub(r"(\{[^}]+\}\s*)+", "{M} ", text).replace("{M} ,", "{M},").replace("{M} :", "{M}:").strip()
    s = _NUMBER.sub("N", s)
    s = _NUMBER_WORD.sub("N", s)
    return s


@dataclass
class Coverage:
    """Counts over a set of cards."""

    total: int = 0
    compiled: int = 0
    unsupported_cards: dict[str, list[str]] = field(default_factory=dict)
    #: Cards that don't compile but have a hand-written escape hatch (counted apart from both).
    escape_hatches: list[str] = field(default_factory=list)
    #: Escape hatches whose card now compiles (the hatch should be deleted).
    stale_hatches: list[str] = field(default_factory=list)
    shapes: Counter[str] = field(default_factory=Counter)
    missing: list[str] = field(default_factory=list)

    @property
    def percent(self) -> float:
        return 100.0 * self.compiled / self.total if self.total else 0.0

    @property
    def unsupported(self) -> int:
        """Cards that neither compile nor have an escape hatch."""
        return self.total - self.compiled - len(self.escape_hatches)

    def add(self, result: Compiled | Outcome, hatch: bool = False) -> None:
        """Count one card's compilation; ``hatch``: the card has a hand-written escape hatch."""
        self.total += 1
        if result.ok:
            self.compiled += 1
            if hatch:
                self.stale_hatches.append(result.name)
            return
        if hatch:
            self.escape_hatches.append(result.name)
        self.unsupported_cards[result.name] = [f"{u.text} ({u.reason})" for u in result.unsupported]
        for shape in {normalise_shape(u.shape) for u in result.unsupported}:
            self.shapes[shape] += 1

    def report(self, top: int = 10) -> str:
        lines = [f"{self.compiled} of {self.total} cards compile fully ({self.percent:.1f}%)"]
        lines.append(f"{self.compiled} compile, {len(self.escape_hatches)} hand-written escape hatches, {self.unsupported} unsupported")
        if self.escape_hatches:
            lines.append(f"escape hatches: {', '.join(sorted(self.escape_hatches))}")
        if self.stale_hatches:
            lines.append(f"escape hatches whose card now compiles (delete them): {', '.join(sorted(self.stale_hatches))}")
        if self.missing:
            lines.append(f"{len(self.missing)} names not found: {', '.join(self.missing[:10])}")
        if self.shapes:
            lines.append("most frequent unsupported clause shapes (cards):")
            for shape, n in self.shapes.most_common(top):
                lines.append(f"  {n:6d}  {shape}")
        return "\n".join(lines)


def measure(cards: Iterable[OracleCard], tokens: ir.Tokens, escape_hatches: Collection[str] = (), workers: int = 1) -> Coverage:
    """Compile every card (``tokens``: the predefined tokens, by name) and count; cards named in
    ``escape_hatches`` are counted apart. ``workers``: compile in that many processes."""
    cov = Coverage()
    cards = list(cards)
    for c, result in zip(cards, outcomes(cards, tokens, workers), strict=True):
        cov.add(result, hatch=c.name in escape_hatches or c.faces[0].name in escape_hatches)
    return cov


@dataclass(frozen=True, slots=True)
class Outcome:
    """What coverage counts of one card's compilation (a worker process sends back this much)."""

    name: str
    ok: bool
    unsupported: tuple[ir.Unsupported, ...]


#: Cards per task given to a worker process.
_CHUNK = 400


def outcomes(cards: Sequence[OracleCard], tokens: ir.Tokens, workers: int = 1) -> Iterator[Outcome]:
    """The outcome of compiling each card, in order; with ``workers`` > 1 in that many processes."""
    if workers <= 1 or len(cards) <= _CHUNK:
        yield from _compile_chunk(cards, tokens)
        return
    chunks = [cards[i:i + _CHUNK] for i in range(0, len(cards), _CHUNK)]
    with ProcessPoolExecutor(workers) as pool:
        for results in pool.map(_compile_chunk, chunks, [tokens] * len(chunks)):
            yield from results


def _compile_chunk(cards: Sequence[OracleCard], tokens: ir.Tokens) -> list[Outcome]:
    return [Outcome(r.name, r.ok, r.unsupported) for r in (compile_card(c, tokens) for c in cards)]


def load_scryfall(path: Path) -> list[dict[str, Any]]:
    """A Scryfall bulk file (a JSON list of card objects), gzipped or not."""
    if path.suffix == ".gz":
        with gzip.open(path, "rt", encoding="utf-8") as f:
            data = json.load(f)
    else:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    if not isinstance(data, list):
        raise ValueError(f"{path}: not a list of card objects")
    return data


def playable(objs: Iterable[Mapping[str, Any]]) -> Iterator[Card]:
    """The cards a deck can hold: tokens, emblems, art cards, game supplements (Jumpstart theme
    cards, substitute cards, sticker sheets: ``SUPPLEMENT_TYPE_LINES``) and the like left out."""
    skip = {"token", "double_faced_token", "emblem", "art_series", "vanguard", "scheme", "plane", "phenomenon", "planar", "reversible_card"}
    for o in objs:
        if o.get("layout") in skip or o.get("type_line") in SUPPLEMENT_TYPE_LINES:
            continue
        yield from_scryfall(o)


def index_by_name(cards: Iterable[Card]) -> dict[str, Card]:
    """Cards by full name and by front-face name."""
    out: dict[str, Card] = {}
    for c in cards:
        out.setdefault(c.name, c)
        out.setdefault(c.faces[0].name, c)
    return out


def deck_names(path: Path) -> list[str]:
    """The distinct card names of a decklist ("4 Lightning Bolt", or one name a line; # comments)."""
    names: list[str] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if not line or line.lower() in ("deck", "sideboard", "commander"):
            continue
        m = re.match(r"^(\d+)x?\s+(.+)$", line)
        name = m.group(2) if m else line
        if name not in names:
            names.append(name)
    return names
