"""Commander decks (CR 903.3–903.5, 702.124): colour identity, who may be a commander, partners,
and the deck construction rules, checked on the printed cards (:class:`CardRecord`), so a deck is
judged whether or not its cards compile.

:func:`check_commander_deck` returns every problem at once, each naming its card and why;
:func:`commander_deck` reads a parsed deck list into commanders and the rest of the deck and raises
:class:`CommanderDeckError` listing them all.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from manastack.carddata.decklist import DeckList
from manastack.carddata.errors import DeckListError
from manastack.carddata.record import CardFace, CardRecord

#: CR 903.5a: a Commander deck holds exactly this many cards, its commanders included.
DECK_SIZE = 100
#: The colours, in WUBRG order (CR 105.1).
COLOURS = ("W", "U", "B", "R", "G")
#: CR 305.6, 903.5d: the colour of mana each basic land type's intrinsic ability produces.
BASIC_LAND_TYPE_COLOURS = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
_COLOUR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_SYMBOL = re.compile(r"\{([^}]+)\}")
_REMINDER = re.compile(r"\([^)]*\)")
# 604.3: a characteristic-defining ability setting colours ("Transguild Courier is all colors",
# "Ghostfire is colorless", "Dryad Arbor is green")
_COLOUR_CDA = re.compile(r"^[^.]* is (all colors|(?:(?:white|blue|black|red|green)(?:, | and | )?)+)\.", re.MULTILINE)
_ANY_NUMBER = re.compile(r"A deck can have (any number|up to \w+) of cards named")
_PARTNER_WITH = re.compile(r"^Partner with ([^(\n]+?)\s*(?:\(|$)", re.MULTILINE)
_PARTNER_TEXT = re.compile(r"^(?:Partner\u2014([^(\n]+?)|(Friends forever))\s*(?:\(|$)", re.MULTILINE)


class CommanderDeckError(DeckListError):
    """A deck breaks the Commander deck construction rules; the message lists every problem."""


@dataclass(frozen=True, slots=True)
class DeckProblem:
    """One card that breaks a rule (``card`` empty for the deck as a whole), the reason, the rule."""

    card: str
    reason: str
    rule: str

    def __str__(self) -> str:
        return f"{self.card}: {self.reason} (CR {self.rule})" if self.card else f"{self.reason} (CR {self.rule})"


def _rules_text(face: CardFace) -> str:
    """CR 903.4c: reminder text doesn't count."""
    return _REMINDER.sub("", face.oracle_text)


def _symbol_colours(text: str) -> set[str]:
    """The colours of the mana symbols in ``text``: a hybrid symbol counts each of its colours,
    a Phyrexian symbol its colour (903.4, 107.4e–f)."""
    return {c for sym in _SYMBOL.findall(text) for c in COLOURS if c in sym.split("/")}


def identity_of_faces(faces: Iterable[tuple[str, str, Iterable[str]]]) -> frozenset[str]:
    """CR 903.4: the colour identity of a card given as its faces (903.4d–e: every face counts),
    each a mana cost, a rules text and the colours its colour indicator or colour-defining
    abilities give it: the colours of the mana symbols in costs and rules text (reminder text left
    out, 903.4c) and those colours, in WUBRG letters."""
    out: set[str] = set()
    for cost, text, colours in faces:
        out |= _symbol_colours(cost) | _symbol_colours(_REMINDER.sub("", text)) | set(colours)
    return frozenset(out)


def _defined_colours(face: CardFace) -> set[str]:
    """The colours of a printed face's colour indicator (204) and colour-defining abilities (604.3)."""
    out = set(face.color_indicator or ())
    for m in _COLOUR_CDA.finditer(_rules_text(face)):
        out |= set(COLOURS) if m.group(1) == "all colors" else {_COLOUR_WORDS[w] for w in re.findall(r"white|blue|black|red|green", m.group(1))}
    return out


def colour_identity(card: CardRecord) -> frozenset[str]:
    """CR 903.4: the colour identity of a printed card (:func:`identity_of_faces`)."""
    return identity_of_faces((f.mana_cost, f.oracle_text, _defined_colours(f)) for f in card.faces)


def _types(card: CardRecord) -> tuple[str, ...]:
    return card.front.supertypes_and_types


def can_be_commander(card: CardRecord) -> bool:
    """CR 903.3: a legendary creature card, Vehicle card or Spacecraft card with a power/toughness
    box, or a card whose text says it can be your commander (903.3a, 113.6n); a legendary
    Background enchantment only beside a commander with "choose a Background" (702.124k)."""
    front = card.front
    legendary = "Legendary" in _types(card)
    if legendary and ("Creature" in _types(card) or "Vehicle" in front.subtypes or ("Spacecraft" in front.subtypes and front.power is not None)):
        return True
    return f"{front.name} can be your commander" in front.oracle_text


def _is_background(card: CardRecord) -> bool:
    return "Legendary" in _types(card) and "Enchantment" in _types(card) and "Background" in card.front.subtypes


def _lines(card: CardRecord) -> list[str]:
    return [line.strip() for line in _rules_text(card.front).split("\n")]


def partner_problem(a: CardRecord, b: CardRecord) -> str | None:
    """CR 702.124: why ``a`` and ``b`` can't be designated together as two commanders (None if
    they can): both with partner (702.124h); the same "partner—[text]" or friends forever
    (702.124i); each "partner with" the other's name (702.124j); "choose a Background" and a
    legendary Background (702.124k); "Doctor's companion" and a Time Lord Doctor (702.124m)."""
    def has(card: CardRecord, line: str) -> bool:
        return line in _lines(card)

    def named_partner(card: CardRecord) -> str | None:
        m = _PARTNER_WITH.search(card.front.oracle_text)
        return m.group(1).strip() if m else None

    def partner_text(card: CardRecord) -> str | None:
        m = _PARTNER_TEXT.search(card.front.oracle_text)
        return (m.group(1) or m.group(2)).strip().lower() if m else None

    if has(a, "Partner") and has(b, "Partner"):
        return None
    if partner_text(a) is not None and partner_text(a) == partner_text(b):
        return None
    if named_partner(a) == b.front.name and named_partner(b) == a.front.name:
        return None
    for x, y in ((a, b), (b, a)):
        if has(x, "Choose a Background") and _is_background(y):
            return None
        if has(x, "Doctor's companion") and "Doctor" in y.front.subtypes and "Time Lord" in y.front.type_line:
            return None
    return f"{a.name} and {b.name} have no partner ability that lets them be commanders together (CR 702.124)"


def _may_repeat(card: CardRecord) -> bool:
    """CR 903.5b: basic lands, and cards whose text says a deck can have any number of them."""
    return "Basic" in _types(card) or _ANY_NUMBER.search(card.front.oracle_text) is not None


def check_commander_deck(commanders: Sequence[CardRecord], cards: Sequence[CardRecord]) -> list[DeckProblem]:
    """Every way the deck (``commanders`` and the other ``cards``, one record per copy) breaks the
    Commander deck construction rules (CR 903.3, 903.5, 702.124), each naming the card and why."""
    problems: list[DeckProblem] = []
    if not 1 <= len(commanders) <= 2:
        problems.append(DeckProblem("", f"a deck has one commander, or two with partner abilities; this one has {len(commanders)}", "903.3"))
    for c in commanders:
        if not can_be_commander(c) and not (len(commanders) == 2 and _is_background(c)):
            problems.append(DeckProblem(c.name, "can't be a commander: not a legendary creature, Vehicle or Spacecraft, and its text doesn't say it can be", "903.3"))
    if len(commanders) == 2 and (why := partner_problem(commanders[0], commanders[1])) is not None:
        problems.append(DeckProblem("", why, "702.124a"))
    total = len(commanders) + len(cards)
    if total != DECK_SIZE:
        problems.append(DeckProblem("", f"the deck has {total} cards with its commander{'s' if len(commanders) > 1 else ''}; a Commander deck has exactly {DECK_SIZE}", "903.5a"))
    identity = frozenset().union(*(colour_identity(c) for c in commanders))
    shown = "".join(c for c in COLOURS if c in identity) or "colourless"
    seen: dict[str, int] = {}
    for c in (*commanders, *cards):
        seen[c.name] = seen.get(c.name, 0) + 1
        if seen[c.name] == 2 and not _may_repeat(c):
            problems.append(DeckProblem(c.name, f"{sum(1 for x in (*commanders, *cards) if x.name == c.name)} copies; a Commander deck has one of each card but basic lands", "903.5b"))
        if seen[c.name] > 1:
            continue
        outside = colour_identity(c) - identity
        if outside:
            extra = "".join(x for x in COLOURS if x in outside)
            problems.append(DeckProblem(c.name, f"its colour identity has {extra}, outside the commander's ({shown})", "903.5c"))
        lands = {BASIC_LAND_TYPE_COLOURS[t] for t in c.front.subtypes if t in BASIC_LAND_TYPE_COLOURS} - identity
        if lands and not outside:
            problems.append(DeckProblem(c.name, f"its basic land types make {''.join(x for x in COLOURS if x in lands)} mana, outside the commander's colour identity ({shown})", "903.5d"))
    return problems


@dataclass(frozen=True, slots=True)
class CommanderDeck:
    """A Commander deck read from a list: its commanders and the other 98 or 99 cards (by name)."""

    commanders: tuple[str, ...]
    cards: tuple[str, ...]


def commander_deck(deck: DeckList, lookup: Callable[[str], CardRecord]) -> CommanderDeck:
    """The commanders and cards of a deck list, checked (:func:`check_commander_deck`; ``lookup``
    gives the printed card for a name). The commanders are the ``Commander`` section; a list
    without one (Forge's ``.dck`` conversions) whose sideboard holds only one or two cards that can
    lead a deck names them there (903.5e: Commander games use no sideboard). Raises
    :class:`CommanderDeckError` naming the deck and each problem."""
    section = deck.commander
    if not section and deck.sideboard and sum(e.count for e in deck.sideboard) <= 2 and all(can_be_commander(lookup(e.name)) or _is_background(lookup(e.name)) for e in deck.sideboard):
        section = deck.sideboard
    elif deck.sideboard:
        raise CommanderDeckError(f"{deck.source}: a Commander deck has no sideboard (CR 903.5e); name the commander in a `Commander` section")
    if not section:
        raise CommanderDeckError(f"{deck.source}: no commander: add a `Commander` section naming it (CR 903.3)")
    commanders = tuple(e.name for e in section for _ in range(e.count))
    cards = tuple(e.name for e in deck.main for _ in range(e.count))
    problems = check_commander_deck([lookup(n) for n in commanders], [lookup(n) for n in cards])
    if problems:
        raise CommanderDeckError(f"{deck.source}: not a legal Commander deck:\n" + "\n".join(f"  {p}" for p in problems))
    return CommanderDeck(commanders, cards)


__all__ = [
    "CommanderDeck",
    "CommanderDeckError",
    "DeckProblem",
    "can_be_commander",
    "check_commander_deck",
    "colour_identity",
    "commander_deck",
    "identity_of_faces",
    "partner_problem",
]
