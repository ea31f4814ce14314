"""Mana, mana symbols and mana costs (CR 106, 107.4, 202).

Mana costs are immutable values parsed from the ``{2}{G}{G}`` notation; mana in a pool is a list
of :class:`ManaUnit` values, each remembering its source and any spending restriction (106.6).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import Enum

from manastack.errors import ManaSyntaxError


class Color(str, Enum):
    """The five colors (CR 105.1)."""

    WHITE = "W"
    BLUE = "U"
    BLACK = "B"
    RED = "R"
    GREEN = "G"

    @property
    def word(self) -> str:
        return self.name.lower()


COLOR_ORDER = "WUBRG"
#: The six types of mana (CR 106.1): five colors and colorless.
MANA_TYPES = ("W", "U", "B", "R", "G", "C")
#: The snow mana symbol {S} (CR 107.4h): one generic mana that must be paid with mana from a snow
#: source. It is not a type of mana; in payments, mana from a snow source is written with this
#: prefix ("SG": green mana from a snow source, see :func:`pay_key`).
SNOW = "S"

_SYMBOL = re.compile(r"\{([^{}]+)\}")


@dataclass(frozen=True, slots=True)
class ManaSymbol:
    """One mana symbol of a cost (CR 107.4).

    ``options`` lists the ways to pay it: ``("G",)`` for {G}, ``("W", "U")`` for hybrid {W/U},
    ``("2", "W")`` for monocolored hybrid {2/W}; ``phyrexian`` adds "2 life" as an option (107.4f).
    ``generic`` symbols are represented by the cost's generic amount, not by symbols; ``x`` is {X};
    ``("S",)`` is the snow symbol {S} (107.4h), paid with one mana from a snow source.
    """

    options: tuple[str, ...]
    phyrexian: bool = False
    x: bool = False

    def text(self) -> str:
        if self.x:
            return "{X}"
        body = "/".join(self.options) + ("/P" if self.phyrexian else "")
        return "{" + body + "}"

    @property
    def colors(self) -> frozenset[Color]:
        return frozenset(Color(o) for o in self.options if o in COLOR_ORDER)

    @property
    def mana_value(self) -> int:
        """CR 202.3: a hybrid symbol counts its largest component; {X} counts 0 outside the stack."""
        if self.x:
            return 0
        return max(int(o) if o.isdigit() else 1 for o in self.options)


@dataclass(frozen=True, slots=True)
class ManaCost:
    """A mana cost (CR 202.1): a generic amount plus colored, colorless, hybrid and X symbols."""

    generic: int = 0
    symbols: tuple[ManaSymbol, ...] = ()

    @staticmethod
    def parse(text: str) -> ManaCost:
        """Parse ``"{2}{G}{G}"``; an empty string is a cost of zero."""
        text = text.strip()
        if not text:
            return ManaCost()
        pos = 0
        generic = 0
        symbols: list[ManaSymbol] = []
        for m in _SYMBOL.finditer(text):
            if m.start() != pos:
                raise ManaSyntaxError(f"not a mana cost: {text!r}")
            pos = m.end()
            body = m.group(1).upper()
            if body.isdigit():
                generic += int(body)
                continue
            if body == "X":
                symbols.append(ManaSymbol(options=(), x=True))
                continue
            parts = body.split("/")
            phyrexian = parts[-1] == "P"
            if phyrexian:
                parts = parts[:-1]
            for p in parts:
                if not (p in MANA_TYPES or p.isdigit() or (p == SNOW and len(parts) == 1 and not phyrexian)):
                    raise ManaSyntaxError(f"unknown mana symbol {{{body}}} in {text!r}")
            symbols.append(ManaSymbol(options=tuple(parts), phyrexian=phyrexian))
        if pos != len(text):
            raise ManaSyntaxError(f"not a mana cost: {text!r}")
        return ManaCost(generic, tuple(symbols))

    def text(self) -> str:
        xs = "".join(s.text() for s in self.symbols if s.x)
        gen = f"{{{self.generic}}}" if self.generic or not self.symbols else ""
        rest = "".join(s.text() for s in self.symbols if not s.x)
        return xs + gen + rest

    def __str__(self) -> str:
        return self.text()

    @property
    def mana_value(self) -> int:
        """CR 202.3."""
        return self.generic + sum(s.mana_value for s in self.symbols)

    @property
    def colors(self) -> frozenset[Color]:
        """CR 202.2: an object is the color or colors of the mana symbols in its cost."""
        out: set[Color] = set()
        for s in self.symbols:
            out |= s.colors
        return frozenset(out)

    @property
    def x_count(self) -> int:
        return sum(1 for s in self.symbols if s.x)

    def with_x(self, x: int) -> ManaCost:
        """The cost with each {X} replaced by ``x`` generic mana (CR 107.3a, 601.2f)."""
        if not any(s.x for s in self.symbols):
            return self  # no {X}: the same cost (immutable, so shared)
        return ManaCost(self.generic + x * self.x_count, tuple(s for s in self.symbols if not s.x))

    def __add__(self, other: ManaCost) -> ManaCost:
        return ManaCost(self.generic + other.generic, self.symbols + other.symbols)

    def reduce_generic(self, amount: int) -> ManaCost:
        """CR 601.2f: a reduction of generic mana reduces only the generic component."""
        if amount == 0:
            return self
        return ManaCost(max(0, self.generic - amount), self.symbols)

    def is_free(self) -> bool:
        return self.generic == 0 and not self.symbols


@dataclass(frozen=True, slots=True)
class SpendRestriction:
    """"Spend this mana only to …" (CR 106.6). ``spell_types`` restricts to spells with one of those
    card types, ``creature_subtypes`` to spells with one of those subtypes ("Elf spells");
    ``text`` is the readable rule. ``spells``: the mana may be spent to cast spells (so limited);
    ``abilities``: it may be spent on activation costs of abilities, of sources with one of
    ``ability_source_subtypes`` if that is set ("activate abilities of Elf sources")."""

    text: str
    spell_types: frozenset[str] = field(default_factory=frozenset)
    creature_subtypes: frozenset[str] = field(default_factory=frozenset)
    spells: bool = True
    abilities: bool = False
    ability_source_subtypes: frozenset[str] = field(default_factory=frozenset)
    #: the mana may pay costs that are neither a spell's nor an activation cost ("can't be spent to
    #: cast a nonartifact spell" restricts spells only)
    other_costs: bool = False


@dataclass(frozen=True, slots=True)
class ManaUnit:
    """One mana in a pool: its type (one of :data:`MANA_TYPES`), its source's object id and any
    spending restriction (CR 106.4, 106.6). ``kept``: "until end of turn, you don't lose this mana
    as steps and phases end" — it stays in the pool until the end of the turn (500.4, 106.4).
    ``snow``: its source was a snow permanent as it produced it, so it can pay {S} (107.4h)."""

    type: str
    source: int | None = None
    restriction: SpendRestriction | None = None
    kept: bool = False
    snow: bool = False


def pay_key(u: ManaUnit) -> str:
    """How a payment names this mana: its type, prefixed with :data:`SNOW` when it came from a snow
    source (only such mana can pay {S}, CR 107.4h)."""
    return SNOW + u.type if u.snow else u.type


def key_type(key: str) -> str:
    """The type of mana a payment key names (:func:`pay_key`)."""
    return key[-1]


def key_order(key: str) -> tuple[int, int]:
    """Payment keys in WUBRG-then-colorless order, mana from nonsnow sources first."""
    return MANA_TYPES.index(key_type(key)), len(key)


def key_fits(key: str, option: str) -> bool:
    """Whether mana named ``key`` pays a symbol option: {S} needs mana from a snow source (CR
    107.4h); a type of mana (W, U, B, R, G, C) needs mana of that type, from any source."""
    return key.startswith(SNOW) and len(key) == 2 if option == SNOW else key_type(key) == option


def key_text(key: str) -> str:
    """Readable text of a payment key: ``"{G}"``, ``"{G}(snow)"``."""
    return "{" + key_type(key) + "}" + ("(snow)" if len(key) == 2 else "")


def mana_text(units: list[ManaUnit] | tuple[ManaUnit, ...]) -> str:
    """Canonical text of some mana, colors in WUBRG order then colorless: ``"{G}{G}"``."""
    order = {t: i for i, t in enumerate(MANA_TYPES)}
    return "".join("{" + u.type + "}" for u in sorted(units, key=lambda u: order[u.type]))


def parse_mana_units(text: str) -> list[ManaUnit]:
    """Parse ``"{G}{G}{C}"`` into mana units (for scenarios and tests); generic numbers are not mana."""
    out: list[ManaUnit] = []
    pos = 0
    for m in _SYMBOL.finditer(text.strip()):
        if m.start() != pos:
            raise ManaSyntaxError(f"not a list of mana symbols: {text!r}")
        pos = m.end()
        body = m.group(1).upper()
        if body not in MANA_TYPES:
            raise ManaSyntaxError(f"{{{body}}} is not a type of mana (expected one of W U B R G C)")
        out.append(ManaUnit(body))
    if pos != len(text.strip()):
        raise ManaSyntaxError(f"not a list of mana symbols: {text!r}")
    return out
