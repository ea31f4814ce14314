"""Decks for the commands: a deck name or a deck list file → the engine's card definitions.

:func:`resolve_deck` is the one function ``play``, ``watch``, ``sim`` and ``replay`` use. It
accepts a built-in deck (``gruul``, ``orzhov-blue``: model-built cards), a shipped Welcome Deck
(``hob-white`` …) or a deck list file, and resolves every name through the engine's card pool
(:class:`~manastack.cards.lookup.CardPool`). Two errors can come out, both naming the deck:

- an unknown card: the line and the closest names (:class:`~manastack.carddata.errors.DeckListError`);
- a card that exists in the card data but has no engine definition:
  :class:`UnsupportedCardsError`, "not supported: …" with the compiler's reason where it gives one.

``play``, ``watch`` and ``sim`` use two Welcome Decks by default (:data:`WELCOME_PAIR`).

:func:`resolve_commander_deck` reads a Commander deck (CR 903): the same names and files, with a
``Commander`` section, checked by the deck construction rules
(:func:`~manastack.carddata.commander_deck.commander_deck`: :class:`CommanderDeckError` names the
deck and every offending card). Its :attr:`Deck.commanders` start the game in the command zone.
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from manastack.carddata.commander_deck import CommanderDeckError, commander_deck
from manastack.carddata.decklist import DeckList, parse_decklist
from manastack.carddata.errors import DeckListError
from manastack.carddata.record import CardRecord
from manastack.cards.decks import DECKS as BUILTIN_DECKS
from manastack.cards.lookup import CardPool, default_pool
from manastack.errors import ManastackError, UnknownCardError
from manastack.model.card import CardDef
from manastack.model.types import CardType

#: The default pairing of ``play``, ``watch`` and ``sim``.
WELCOME_PAIR: tuple[str, str] = ("hob-red", "hob-green")

#: CR 100.2b: the smallest minimum deck size of a format (limited play; constructed play: 60,
#: CR 100.2a). The commands play casual games: a smaller deck is a warning, not an error.
MIN_DECK_SIZE = 40


class UnsupportedCardsError(ManastackError):
    """A deck names cards that exist but that the engine can't play yet."""


@dataclass(frozen=True, slots=True)
class Deck:
    """A playable deck: its name (or file), the card definitions, and where it came from
    ("built-in", "shipped" or "file"); a Commander deck's ``commanders`` (one, or two partners,
    CR 903.3) are apart from ``cards``, the other 99 or 98."""

    name: str
    cards: tuple[CardDef, ...]
    kind: str
    commanders: tuple[CardDef, ...] = ()

    def __post_init__(self) -> None:
        outside = sorted({c.name for c in self.cards if CardType.DUNGEON in c.types})
        if outside:
            raise DeckListError(
                f"deck {self.name!r}: {', '.join(outside)}: dungeon cards begin outside the game and aren't part of a deck (CR 309.2)"
            )

    @property
    def card_names(self) -> list[str]:
        return [c.name for c in self.cards]

    @property
    def commander_names(self) -> list[str]:
        return [c.name for c in self.commanders]


@dataclass(frozen=True, slots=True)
class DeckInfo:
    """A deck as ``manastack decks`` lists it."""

    name: str
    kind: str
    size: int
    playable: bool
    problem: str = ""


def shipped_names() -> list[str]:
    from manastack.carddata.decks import shipped_deck_names

    return shipped_deck_names()


def commander_names() -> list[str]:
    """The shipped Commander decks (``bilbo-commander``)."""
    from manastack.carddata.decks import shipped_commander_deck_names

    return shipped_commander_deck_names()


def deck_names() -> list[str]:
    """Every deck name: built-in, then shipped (the Welcome Decks, then the Commander decks)."""
    return [*BUILTIN_DECKS, *shipped_names(), *commander_names()]


def _unsupported_reason(name: str) -> str:
    """Why a card in the card data has no engine definition (the compiler's unsupported clauses
    where it can say; never raises)."""
    try:
        from manastack.carddata.catalog import default_catalog
        from manastack.cards.compiled import compile_record

        result = compile_record(default_catalog().card(name))
        if not result.ok and result.unsupported:
            return "; ".join(f"{u.text!r} ({u.reason})" for u in result.unsupported[:3])
        if result.ok:
            return "it compiles, but compiled cards are not in the engine's card pool yet"
    except Exception:  # noqa: BLE001 - the compiler is optional here: fall back to a plain reason
        pass
    return "no engine definition yet"


def _catalog_name(name: str) -> str | None:
    """The full name of ``name`` in the card data (local database, shipped pool), or None."""
    try:
        from manastack.carddata.catalog import default_catalog

        found = default_catalog().lookup(name)
    except (UnknownCardError, OSError, ValueError):
        return None
    return found[0].name if found is not None else None


def cards_from_list(deck: DeckList, pool: CardPool | None = None) -> list[CardDef]:
    """The card definitions of a parsed deck list's main deck (and commander). Every problem is
    collected: unknown names (line and close matches) raise :class:`DeckListError`; known cards
    without an engine definition raise :class:`UnsupportedCardsError`."""
    pool = pool or default_pool()
    unknown: list[str] = []
    unsupported: dict[str, list[int]] = {}
    out: list[CardDef] = []
    for e in (*deck.commander, *deck.main):
        if pool.has_card(e.name):
            out += [pool.card(e.name)] * e.count
            continue
        full = _catalog_name(e.name)
        if full is not None and full != e.name and pool.has_card(full):
            out += [pool.card(full)] * e.count
            continue
        if full is not None:
            unsupported.setdefault(full, []).append(e.line)
            continue
        close = difflib.get_close_matches(e.name, pool.names(), n=3)
        if not close:
            try:
                from manastack.carddata.catalog import default_catalog

                hint = default_catalog().hint(e.name)
            except (OSError, ValueError):
                hint = ""
        else:
            hint = "; did you mean " + ", ".join(repr(c) for c in close) + "?"
        unknown.append(f"{deck.source} line {e.line}: unknown card {e.name!r}{hint}")
    if unknown:
        raise DeckListError("\n".join(unknown))
    if unsupported:
        lines = [f"{deck.source} line {', '.join(map(str, ls))}: not supported: {n} — {_unsupported_reason(n)}" for n, ls in unsupported.items()]
        raise UnsupportedCardsError(f"{len(unsupported)} card(s) in {deck.source} can't be played yet:\n" + "\n".join(lines))
    return out


def _deck_text(spec: str) -> tuple[str, str, str, str]:
    """The deck list behind ``spec``: (name, text, source for errors, kind). A built-in deck's
    list is written out from its card counts."""
    if spec in BUILTIN_DECKS and not Path(spec).exists():
        return spec, "\n".join(f"{n} {c}" for c, n in BUILTIN_DECKS[spec].items()), f"deck {spec!r}", "built-in"
    if (spec in shipped_names() or spec in commander_names()) and not Path(spec).exists():
        from manastack.carddata.decks import shipped_deck_text

        return spec, shipped_deck_text(spec), f"deck {spec!r}", "shipped"
    path = Path(spec)
    if path.is_file():
        try:
            text = path.read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError) as e:
            raise DeckListError(f"cannot read deck list {spec!r}: {e}") from None
        return path.stem, text, spec, "file"
    names = deck_names()
    close = difflib.get_close_matches(spec, names, n=3)
    hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
    raise DeckListError(f"unknown deck {spec!r}{hint} (no such file either; decks: {', '.join(names)})")


def resolve_deck(spec: str, pool: CardPool | None = None) -> Deck:
    """A deck by name (built-in or shipped) or by deck list file (see the module docstring)."""
    if spec in BUILTIN_DECKS and not Path(spec).exists() and pool is None:
        from manastack.cards.decks import builtin_deck

        return Deck(spec, tuple(builtin_deck(spec)), "built-in")
    name, text, source, kind = _deck_text(spec)
    return Deck(name, tuple(cards_from_list(parse_decklist(text, source), pool)), kind)


def resolve_commander_deck(spec: str, pool: CardPool | None = None) -> Deck:
    """A Commander deck (CR 903) by name or deck list file: its ``Commander`` section (or a
    sideboard of only its commanders, as :func:`~manastack.carddata.commander_deck.commander_deck`
    reads it) becomes :attr:`Deck.commanders`, the rest its cards. Unknown or unplayable cards
    raise as :func:`resolve_deck` does; a deck that breaks the deck construction rules (no
    commander, colour identity, 100 cards, singleton, partners) raises
    :class:`CommanderDeckError` naming the deck and each offending card."""
    from manastack.carddata.catalog import default_catalog

    name, text, source, kind = _deck_text(spec)
    deck = parse_decklist(text, source)
    entries = (*deck.commander, *deck.main, *deck.sideboard)
    defs = cards_from_list(DeckList(source, entries), pool)  # each entry's copies in turn
    by_name: dict[str, CardDef] = {}
    at = 0
    for e in entries:
        by_name[e.name] = defs[at]
        at += e.count
    catalog = default_catalog()

    def printed(card: str) -> CardRecord:
        found = catalog.lookup(card)
        if found is None:
            raise CommanderDeckError(f"{source}: {card!r} is not in the card data: its colour identity is unknown (CR 903.4)")
        return found[0]

    checked = commander_deck(deck, printed)
    return Deck(name, tuple(by_name[n] for n in checked.cards), kind, tuple(by_name[n] for n in checked.commanders))


def size_warning(deck: Deck) -> str | None:
    """The deck size rule for casual play (CR 100.2a, 100.2b): a deck of fewer than
    :data:`MIN_DECK_SIZE` cards can be played, with a warning. A Commander deck's size (exactly
    100, CR 903.5a) is an error that :func:`resolve_commander_deck` raises."""
    if deck.commanders or len(deck.cards) >= MIN_DECK_SIZE:
        return None
    return (f"deck {deck.name!r} has {len(deck.cards)} cards, fewer than any format allows (limited: {MIN_DECK_SIZE}, "
            "CR 100.2b; constructed: 60, CR 100.2a): fine for a casual game")


@dataclass(frozen=True, slots=True)
class CheckedDeck:
    """A deck that passed :func:`check_deck`: its list (names resolved to full card names), the
    playable deck, and its size warning if any."""

    listing: DeckList
    deck: Deck
    warning: str | None


def check_deck(spec: str) -> CheckedDeck:
    """The one deck check of ``cards deck``, ``play``, ``watch`` and ``sim``: the deck ``spec`` (a
    name or a deck list file) resolved, by the Commander rules if it has a ``Commander`` section,
    and its size warning (:func:`size_warning`). Unknown or unsupported cards and a broken
    Commander deck raise (see the module docstring); every command reports them with exit
    status 2."""
    from manastack.carddata.decklist import read_decklist

    _, text, source, _ = _deck_text(spec)
    listing = read_decklist(text, source)
    deck = resolve_commander_deck(spec) if listing.commander else resolve_deck(spec)
    return CheckedDeck(listing, deck, size_warning(deck))


def commanders_of(decks: Sequence[Deck]) -> tuple[tuple[CardDef, ...], ...] | None:
    """The commanders of each deck, as :meth:`Game.new` takes them, if they are Commander decks
    (CR 903.6: they start in the command zone); None for a game without commanders."""
    if not any(d.commanders for d in decks):
        return None
    return tuple(d.commanders for d in decks)


def deck_from_names(name: str, card_names: list[str], commander_names: Sequence[str] = (), pool: CardPool | None = None) -> Deck:
    """A deck from a list of card names and its commanders' (as saved in a game log)."""
    p = pool or default_pool()
    try:
        return Deck(name, tuple(p.card(n) for n in card_names), "log", tuple(p.card(n) for n in commander_names))
    except UnknownCardError as e:
        raise DeckListError(f"deck {name!r} in the log: {e}") from None


def describe_decks() -> list[DeckInfo]:
    """Every deck with its size and whether it can be played now (and if not, why)."""
    out: list[DeckInfo] = []
    for name in deck_names():
        commander = name in commander_names()
        kind = "built-in" if name in BUILTIN_DECKS else ("Commander deck" if commander else "Welcome Deck")
        try:
            d = resolve_commander_deck(name) if commander else resolve_deck(name)
            out.append(DeckInfo(name, kind, len(d.commanders) + len(d.cards), True))
        except UnsupportedCardsError as e:
            count = str(e).split(" ", 1)[0]
            out.append(DeckInfo(name, kind, _size(name), False, f"{count} card(s) not supported yet"))
        except ManastackError as e:
            out.append(DeckInfo(name, kind, 0, False, str(e).splitlines()[0]))
    return out


def _size(name: str) -> int:
    from manastack.carddata.decks import shipped_deck_text

    try:
        return parse_decklist(shipped_deck_text(name)).size
    except ManastackError:
        return 0


@lru_cache(maxsize=1)
def default_decks() -> tuple[str, str]:
    """The decks ``play``, ``watch`` and ``sim`` use when none is given."""
    return WELCOME_PAIR


__all__ = [
    "MIN_DECK_SIZE", "WELCOME_PAIR", "CheckedDeck", "Deck", "DeckInfo", "UnsupportedCardsError", "cards_from_list", "check_deck", "commander_names", "commanders_of",
    "deck_from_names", "deck_names", "default_decks", "describe_decks", "resolve_commander_deck", "resolve_deck", "size_warning",
]
