"""Deck lists: ``N Card Name`` lines, as written by hand or exported by MTG Arena and MTGO.

- ``4 Lightning Bolt`` or ``4x Lightning Bolt``; an Arena export's printing is read and kept
  (``4 Lightning Bolt (M10) 146``), a trailing foil mark ``*F*`` is ignored.
- Sections: a line ``Deck`` / ``Main`` / ``Mainboard``, ``Sideboard``, ``Commander``, ``Companion``
  (a trailing colon is allowed; the companion goes to the sideboard, CR 702.139), and ``About``
  (Arena's ``Name ...`` lines, ignored). ``SB: 2 Negate`` puts one line in the sideboard. Cards
  before any header are the main deck. Blank lines are ignored.
- Comments: a line starting with ``#`` or ``//``, and anything after `` #`` on a card line
  (``//`` is not a comment inside a line: it separates the faces of ``Fire // Ice``).

:func:`parse_decklist` reads the text; :func:`resolve_decklist` checks every name against the card
catalog and gives each card its full name. Every problem is reported with its line number, all of
them at once, in one :class:`DeckListError`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from pathlib import Path

from manastack.carddata.catalog import CardCatalog, default_catalog
from manastack.carddata.errors import DeckListError
from manastack.errors import UnknownCardError

SECTIONS = {
    "deck": "main", "main": "main", "maindeck": "main", "mainboard": "main",
    "sideboard": "sideboard", "side": "sideboard", "commander": "commander", "companion": "sideboard",
    "about": "about", "maybeboard": "maybe",
}
_HEADER = re.compile(r"^([A-Za-z]+)\s*:?$")
_LINE = re.compile(r"^(?P<count>\S+?)(?:x|X)?\s+(?P<name>.*)$")
_ARENA = re.compile(r"\s+\((?P<set>[A-Za-z0-9]{2,6})\)(?:\s+(?P<number>[A-Za-z0-9\u2605\-]+))?$")
_FOIL = re.compile(r"\s+\*[A-Za-z]+\*$")


@dataclass(frozen=True, slots=True)
class DeckEntry:
    """One line of a deck list."""

    count: int
    name: str
    line: int
    set_code: str | None = None
    collector_number: str | None = None


@dataclass(frozen=True, slots=True)
class DeckList:
    """A parsed deck list: main deck, sideboard and commander, each line with its number."""

    source: str
    main: tuple[DeckEntry, ...]
    sideboard: tuple[DeckEntry, ...] = ()
    commander: tuple[DeckEntry, ...] = ()

    @property
    def size(self) -> int:
        """How many cards the main deck (with the commander) holds."""
        return sum(e.count for e in (*self.main, *self.commander))

    def counts(self, section: str = "main") -> dict[str, int]:
        """``{card name: count}`` for a section ("main", "sideboard" or "commander"), names merged."""
        out: dict[str, int] = {}
        for e in getattr(self, section):
            out[e.name] = out.get(e.name, 0) + e.count
        return out

    def card_names(self) -> list[str]:
        """The main deck as a list of names, one per card, in list order."""
        return [e.name for e in (*self.commander, *self.main) for _ in range(e.count)]


def _entry(text: str, number: int, errors: list[str], where: str) -> DeckEntry | None:
    m = _LINE.match(text)
    count_text = m.group("count") if m else text.split()[0]
    if count_text.lower().endswith("x") and count_text[:-1].isdigit():
        count_text = count_text[:-1]
    if m is None or not count_text.isdigit():
        if count_text.isdigit() or (count_text[:-1].isdigit() and count_text[-1] in "xX"):
            errors.append(f"{where} line {number}: a card name is missing after the count in {text!r}")
        else:
            errors.append(f"{where} line {number}: expected 'COUNT CARD NAME' (like '4 Lightning Bolt'), found {text!r}")
        return None
    count = int(count_text)
    name = _FOIL.sub("", m.group("name").strip())
    set_code = number_text = None
    arena = _ARENA.search(name)
    if arena:
        set_code, number_text = arena.group("set").upper(), arena.group("number")
        name = name[: arena.start()].strip()
    if count < 1:
        errors.append(f"{where} line {number}: the count of {name!r} must be at least 1, found {count}")
        return None
    if not name:
        errors.append(f"{where} line {number}: a card name is missing after the count in {text!r}")
        return None
    return DeckEntry(count, " ".join(name.split()), number, set_code, number_text)


def parse_decklist(text: str, source: str = "deck list") -> DeckList:
    """Read a deck list's lines (names are not checked: see :func:`resolve_decklist`)."""
    sections: dict[str, list[DeckEntry]] = {"main": [], "sideboard": [], "commander": [], "about": [], "maybe": []}
    errors: list[str] = []
    current = "main"
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#") or line.startswith("//"):
            continue
        line = re.sub(r"\s+#.*$", "", line)
        header = _HEADER.match(line)
        if header and header.group(1).lower() in SECTIONS:
            current = SECTIONS[header.group(1).lower()]
            continue
        if current == "about":
            continue
        target = current
        if line[:3].upper() == "SB:":
            target, line = "sideboard", line[3:].strip()
        entry = _entry(line, number, errors, source)
        if entry is not None:
            sections[target].append(entry)
    if not errors and not sections["main"] and not sections["commander"]:
        errors.append(f"{source}: no cards in the main deck")
    if errors:
        raise DeckListError("\n".join(errors))
    return DeckList(source, tuple(sections["main"]), tuple(sections["sideboard"]), tuple(sections["commander"]))


def resolve_decklist(deck: DeckList, catalog: CardCatalog | None = None) -> DeckList:
    """The deck with every name checked against the catalog (the user's database, then the shipped
    pool) and replaced by the card's full name. Unknown names are reported together, each with its
    line and the closest names."""
    cat = catalog or default_catalog()
    errors: list[str] = []

    def fix(entries: tuple[DeckEntry, ...]) -> tuple[DeckEntry, ...]:
        out: list[DeckEntry] = []
        for e in entries:
            try:
                found = cat.lookup(e.name)
            except UnknownCardError as x:  # a face name shared by several cards
                errors.append(f"{deck.source} line {e.line}: {x}")
                continue
            if found is None:
                errors.append(f"{deck.source} line {e.line}: unknown card {e.name!r}{cat.hint(e.name)}")
                continue
            out.append(replace(e, name=found[0].name))
        return tuple(out)

    resolved = DeckList(deck.source, fix(deck.main), fix(deck.sideboard), fix(deck.commander))
    if errors:
        raise DeckListError("\n".join(errors))
    return resolved


def read_decklist(text: str, source: str = "deck list", catalog: CardCatalog | None = None) -> DeckList:
    """Parse and resolve a deck list's text."""
    return resolve_decklist(parse_decklist(text, source), catalog)


def load_decklist(path: str | Path, catalog: CardCatalog | None = None) -> DeckList:
    """Parse and resolve a deck list file."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as e:
        raise DeckListError(f"cannot read deck list {str(p)!r}: {getattr(e, 'strerror', None) or e}") from None
    return read_decklist(text, str(p), catalog)


__all__ = ["DeckEntry", "DeckList", "load_decklist", "parse_decklist", "read_decklist", "resolve_decklist"]
