"""The lexer: oracle text → lines of tokens.

Preprocessing (CR 207.2): reminder text in parentheses is removed, ability words ("Landfall —")
are dropped, bulleted mode lines are joined to the line that introduces them, and references to
the card itself (its full name, a legendary card's short name, "this creature", "this spell" …)
become one ``SELF`` token. Words are lowercased; mana symbols, power/toughness pairs ("+1/+1"),
numbers, loyalty costs and punctuation are tokens of their own.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum


class Kind(str, Enum):
    """Token kinds."""

    WORD = "word"
    NUM = "num"
    MANA = "mana"
    PT = "pt"
    LOYALTY = "loyalty"
    PUNCT = "punct"
    SELF = "self"


#: Kinds whose texts are open-ended: the grammar's first-token sets name them by kind.
OPEN_KINDS = {Kind.NUM: "#num", Kind.PT: "#pt", Kind.LOYALTY: "#loyalty"}


@dataclass(frozen=True, slots=True)
class Token:
    """One token: its kind, normalised text (lowercase) and the text as printed."""

    kind: Kind
    text: str
    raw: str
    #: What a grammar rule's first-token set is looked up by: the text, or the kind of a number,
    #: P/T or loyalty token (:data:`OPEN_KINDS`).
    key: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "key", OPEN_KINDS.get(self.kind, self.text))

    def __str__(self) -> str:
        return "CARDNAME" if self.kind is Kind.SELF else self.raw


Line = tuple[Token, ...]

#: "this <noun>" phrases that name the object the ability belongs to.
SELF_NOUNS = frozenset({
    "creature", "spell", "enchantment", "artifact", "aura", "equipment", "land", "card", "permanent",
    "planeswalker", "vehicle", "saga", "token", "battle", "class", "room", "siege", "case",
})

_REMINDER = re.compile(r"\s*\([^()]*\)")
#: A Saga's chapter symbols (CR 714.2a, 714.2c): "I — …", "II, III — …". They are kept on the line
#: (the grammar makes them chapter abilities); an ability word after them is dropped (207.2c).
#: A row of a die roll's results table (CR 706.3a): "1—9 | …", "15+ | …", "20 | …"; and a row's
#: flavour name ("1 | Trapped! — You lose 3 life."), which has no rules meaning (like an ability word).
_TABLE_ROW = re.compile(r"^\d+(?:\s*[—-]\s*\d+|\+)?\s*\|")
_TABLE_ROW_NAME = re.compile(r"^(\d+(?:\s*[—-]\s*\d+|\+)?\s*\|\s*)[^—|.]+? — (?=\S)")
CHAPTER_PREFIX = re.compile(r"^([IVX]+(?:, [IVX]+)*) — (?=\S)")
_ABILITY_WORD = re.compile(r"^([A-Z][\w’' ,\-]*?) — (?=\S)")
#: Keyword abilities (CR 702) printed like an ability word, "Exhaust — {3}: …" (702.177a: "Activate
#: only once"), "Boast — …", "Forecast — …": the word has rules meaning (unlike an ability word,
#: 207.2c), so it stays on the line and the line is parsed (or reported unsupported) as a whole.
_DASHED_KEYWORDS = frozenset({"exhaust", "visit", "max speed", "boast", "solved", "forecast", "companion"})
_TOKEN = re.compile(
    r"(?P<self>~)"
    r"|(?P<mana>\{[^{}]+\})"
    r"|(?P<pt>[+\-]?(?:\d+|X|\*)/[+\-]?(?:\d+|X|\*))"
    r"|(?P<loyalty>^[+\-]?\d+(?=:)|^[+\-]X(?=:))"
    r"|(?P<num>\d+)"
    r"|(?P<poss>'s\b)"
    r"|(?P<word>[^\W\d_][\w'\-]*)"
    r"|(?P<punct>[,.:;—•\"])"
    r"|(?P<space>\s+)"
    r"|(?P<other>.)"
)


def normalise(text: str) -> str:
    """Typographic normalisation: curly quotes and the minus sign become ASCII."""
    return text.replace("’", "'").replace("−", "-").replace("“", '"').replace("”", '"')


def strip_reminder(text: str) -> str:
    """Remove reminder text (CR 207.2a: it has no rules meaning)."""
    prev = None
    while prev != text:
        prev, text = text, _REMINDER.sub("", text)
    return text.strip()


def self_names(name: str, legendary: bool, subtypes: Iterable[str] = ()) -> list[str]:
    """The ways oracle text names the card itself (CR 201.5c): the full name, and for a legendary
    card the part before the comma ("Bilbo" of "Bilbo, Luckwearer") or before "the" ("Gollum" of
    "Gollum the Abandoned"), or its first word when that is one of its subtypes (a planeswalker's
    type: "Ajani" of "Ajani Vengeant", "Koth" of "Koth of the Hammer")."""
    names = [name]
    first = name.split(" ")[0]
    if legendary and first != name and first in subtypes:
        names.append(first)
    if legendary:
        if "," in name:
            names.append(name.split(",")[0].strip())
        elif " the " in name:
            names.append(name.split(" the ")[0].strip())  # "Gollum the Abandoned" → "Gollum"
    return sorted(set(names), key=len, reverse=True)


def substitute_self(text: str, names: Iterable[str]) -> str:
    """Replace the card's own names with ``~`` (whole words only; not the start of another card's
    name, "Nissa's Chosen" on Nissa Revane)."""
    for n in names:
        if n in text:
            text = _replace_name(text, n)
    return text


def _replace_name(text: str, name: str) -> str:
    """``text`` with each whole-word ``name`` replaced by ``~``: not preceded by a word character
    or an apostrophe, not followed by a word character or by "'s" and a capitalised word."""
    out: list[str] = []
    i = 0
    while (j := text.find(name, i)) >= 0:
        k = j + len(name)
        if (j > 0 and _word_char(text[j - 1], "'")) or (k < len(text) and _word_char(text[k], "")) or _possessive_name(text, k):
            out.append(text[i:j + 1])
            i = j + 1
        else:
            out.append(text[i:j])
            out.append("~")
            i = k
    out.append(text[i:])
    return "".join(out)


def _word_char(c: str, extra: str) -> bool:
    """A regular expression's word character (letters, digits, underscore) or one of ``extra``."""
    return c.isalnum() or c == "_" or c in extra


def _possessive_name(text: str, k: int) -> bool:
    """Whether "'s" and a capitalised word follow at ``k`` ("Nissa's Chosen")."""
    return text.startswith("'s ", k) and k + 3 < len(text) and "A" <= text[k + 3] <= "Z"


def lines(oracle_text: str, names: Iterable[str] = ()) -> list[str]:
    """The ability lines of oracle text: reminder text and ability words removed, mode bullets
    joined to the line before them, self-references replaced by ``~``."""
    return [s for _, s in ability_lines(oracle_text, names)]


def ability_lines(oracle_text: str, names: Iterable[str] = ()) -> list[tuple[str, str]]:
    """Like :func:`lines`, paired with each line's printed text (reminder text removed)."""
    out: list[str] = []
    for raw in normalise(oracle_text).split("\n"):
        line = strip_reminder(raw)
        if not line:
            continue
        if line.startswith("•") and out:
            out[-1] += " " + line
            continue
        if line.startswith("+ {") and out and out[-1].startswith("Spree"):
            out[-1] += " " + line  # CR 702.172b: spree's modes, each with its cost after a plus sign
            continue
        if _TABLE_ROW.match(line) and out:
            out[-1] += " " + _TABLE_ROW_NAME.sub(r"\1", line)  # CR 706.3a: a row of the results table above
            continue
        chapter = CHAPTER_PREFIX.match(line)
        prefix = chapter.group(0) if chapter else ""
        line = line[len(prefix):]
        m = _ABILITY_WORD.match(line)
        if m and not m.group(1).lower().startswith("choose") and m.group(1).lower() not in _DASHED_KEYWORDS:
            line = line[m.end():]
        out.append(prefix + line)
    names = list(names)
    return [(line, substitute_self(line, names)) for line in out]


def tokenize(line: str) -> Line:
    """Tokens of one line (already preprocessed by :func:`lines`)."""
    toks: list[Token] = []
    for m in _TOKEN.finditer(line):
        kind = m.lastgroup
        s = m.group()
        if kind == "space":
            continue
        if kind == "self":
            toks.append(Token(Kind.SELF, "~", s))
        elif kind == "mana":
            toks.append(Token(Kind.MANA, s.upper(), s))
        elif kind == "pt":
            toks.append(Token(Kind.PT, s.lower(), s))
        elif kind == "loyalty":
            toks.append(Token(Kind.LOYALTY, s.lower(), s))
        elif kind == "num":
            toks.append(Token(Kind.NUM, s, s))
        elif kind in ("word", "poss"):
            toks.append(Token(Kind.WORD, s.lower(), s))
        else:
            toks.append(Token(Kind.PUNCT, s, s))
    return _merge_self(toks)


def _merge_self(toks: list[Token]) -> Line:
    out: list[Token] = []
    i = 0
    while i < len(toks):
        t = toks[i]
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        if t.text == "this" and nxt is not None and nxt.kind is Kind.WORD and nxt.text in SELF_NOUNS:
            out.append(Token(Kind.SELF, "~", f"{t.raw} {nxt.raw}"))
            i += 2
            continue
        if t.text == "this" and nxt is not None and nxt.kind is Kind.WORD and nxt.text.endswith("'s") and nxt.text[:-2] in SELF_NOUNS:
            # "this creature's power": the word pattern keeps the possessive on the noun.
            out.append(Token(Kind.SELF, "~", f"{t.raw} {nxt.raw[:-2]}"))
            out.append(Token(Kind.WORD, "'s", nxt.raw[-2:]))
            i += 2
            continue
        out.append(t)
        i += 1
    return tuple(out)


def shape(toks: Iterable[Token]) -> str:
    """A normalised shape of a clause for coverage counts: numbers → N, mana → {M}, the card's
    own name → CARDNAME."""
    words: list[str] = []
    for t in toks:
        if t.kind is Kind.NUM:
            words.append("N")
        elif t.kind is Kind.MANA:
            words.append("{M}")
        elif t.kind is Kind.SELF:
            words.append("CARDNAME")
        elif t.kind is Kind.PT:
            words.append("+N/+N" if t.text.startswith("+") else ("-N/-N" if t.text.startswith("-") else "N/N"))
        elif t.kind is Kind.LOYALTY:
            words.append("±N")
        else:
            words.append(t.text)
    s = " ".join(words)
    return re.sub(r" ([,.:;])", r"\1", s)
