"""Random two-colour decks drawn from every playable card of the card data (the user's local
database, then the shipped pool and every card of the shipped oracle data), for fuzzing the engine
with cards no hand-built deck holds.

A deck is 60 cards: 24 lands (up to four different nonbasic lands, one copy each, then basic lands
of its two colours split evenly) and 36 nonland cards whose colour identity (CR 903.4) is within the
two colours, colourless included, at most four copies of a card (CR 100.2a). A card is playable when
the engine resolves its name (it compiles from its oracle text, or it is an escape hatch), so the
decks draw from every compiled card. Cards are tried in a shuffled
order and compiled only when tried, so a deck costs a few hundred compilations, not the whole
database's: the cards a deck gets are a uniform random choice among the playable ones all the same.

Everything comes from the ``random.Random`` passed in, so a seed and the card database give the
same decks every time.

>>> a, b = RandomDecks().pair(1)
>>> len(a.cards), len(b.cards)
(60, 60)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from functools import cached_property

from manastack.app.decks import Deck
from manastack.carddata.catalog import CardCatalog, default_catalog
from manastack.carddata.commander_deck import can_be_commander, colour_identity
from manastack.carddata.record import CardRecord
from manastack.cards.lookup import CardPool, default_pool
from manastack.errors import ManastackError
from manastack.model.card import CardDef

#: The basic land of each colour (CR 305.6).
BASIC_LANDS = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}
COLOURS = tuple(BASIC_LANDS)
LANDS = 24
NONLANDS = 36
MAX_NONBASIC_LANDS = 4
MAX_COPIES = 4
#: A random Commander deck: 100 cards (CR 903.5a), 61 of them nonland cards.
COMMANDER_DECK_SIZE = 100
COMMANDER_NONLANDS = 61


class RandomDecks:
    """Builds random decks from the cards of ``catalog`` that ``pool`` can play (by default the
    active card database and the engine's card pool)."""

    def __init__(self, catalog: CardCatalog | None = None, pool: CardPool | None = None) -> None:
        self.catalog = catalog or default_catalog()
        self.pool = pool or default_pool()
        self._playable: dict[str, CardDef | None] = {}

    @cached_property
    def records(self) -> tuple[CardRecord, ...]:
        """Every card record a deck could hold (not a token, a game supplement or a basic land),
        sorted by name; where two sources have a name, the first one's record."""
        seen: dict[str, CardRecord] = {}
        for _, index in self.catalog.sources:
            for r in index.cards.values():
                # 309.2: dungeon cards begin outside the game, they aren't part of a deck
                if not r.is_supplement and "Basic" not in r.front.supertypes_and_types and "Dungeon" not in r.front.supertypes_and_types:
                    seen.setdefault(r.name, r)
        return tuple(seen[n] for n in sorted(seen))

    def playable(self, record: CardRecord) -> CardDef | None:
        """The engine's definition of the card, or None if it can't be played (compiled once)."""
        if record.name not in self._playable:
            try:
                self._playable[record.name] = self.pool.card(record.name)
            except ManastackError:
                self._playable[record.name] = None
        return self._playable[record.name]

    def _draw(
        self, rng: random.Random, colours: str, lands: bool, wanted: int, copies: int, fits: Callable[[CardRecord], bool] | None = None,
    ) -> list[CardDef]:
        """``wanted`` cards (lands or nonland cards) within ``colours`` (or, given, those ``fits``
        accepts), picked in a random order, each with 1 to ``copies`` copies; fewer if the database
        runs out."""
        fit = fits or (lambda r: set(r.color_identity) <= set(colours))
        pick = [r for r in self.records if fit(r) and ("Land" in r.front.supertypes_and_types) == lands]
        rng.shuffle(pick)
        out: list[CardDef] = []
        for r in pick:
            if len(out) >= wanted:
                break
            card = self.playable(r)
            if card is not None:
                out += [card] * min(rng.randint(1, copies), wanted - len(out))
        return out

    def deck(self, rng: random.Random) -> Deck:
        """A random two-colour deck (see the module docstring), named after its colours."""
        colours = "".join(sorted(rng.sample(COLOURS, 2), key=COLOURS.index))
        nonbasic = self._draw(rng, colours, True, rng.randint(0, MAX_NONBASIC_LANDS), 1)
        nonland = self._draw(rng, colours, False, NONLANDS, MAX_COPIES)
        if len(nonland) < NONLANDS:
            raise ManastackError(f"the card database has too few playable {colours} cards for a random deck ({len(nonland)} of {NONLANDS})")
        basics = LANDS - len(nonbasic)
        first, second = (self.pool.card(BASIC_LANDS[c]) for c in colours)
        lands = [first] * ((basics + 1) // 2) + [second] * (basics // 2)
        return Deck(f"random {colours}", tuple(nonbasic + lands + nonland), "random")

    def commander_deck(self, rng: random.Random) -> Deck:
        """A random Commander deck (CR 903.5): a playable card that can be a commander
        (:attr:`Deck.commanders`), then 99 singleton cards within its colour identity — up to four
        nonbasic lands, 61 nonland cards — with basic lands of its colours (Wastes if it has none)
        to fill."""
        leaders = [r for r in self.records if can_be_commander(r) and "Creature" in r.front.supertypes_and_types]
        rng.shuffle(leaders)
        leader = next((r for r in leaders if self.playable(r) is not None), None)
        if leader is None:
            raise ManastackError("the card database has no playable legendary creature to lead a Commander deck")
        identity = colour_identity(leader)

        def fits(r: CardRecord) -> bool:
            lands = {BASIC_LANDS.get(c) for c in identity}
            return r.name != leader.name and colour_identity(r) <= identity and all(t in lands for t in r.front.subtypes if t in BASIC_LANDS.values())

        colours = "".join(c for c in COLOURS if c in identity)
        nonbasic = self._draw(rng, colours, True, rng.randint(0, MAX_NONBASIC_LANDS), 1, fits)
        nonland = self._draw(rng, colours, False, COMMANDER_NONLANDS, 1, fits)
        basics = COMMANDER_DECK_SIZE - 1 - len(nonbasic) - len(nonland)
        kinds = [self.pool.card(BASIC_LANDS[c]) for c in colours] or [self.pool.card("Wastes")]
        lands = [kinds[i % len(kinds)] for i in range(basics)]
        commander = self.playable(leader)
        assert commander is not None
        return Deck(f"random commander {leader.name}", tuple(nonbasic + lands + nonland), "random", (commander,))

    def pair(self, seed: int) -> tuple[Deck, Deck]:
        """The two decks of the random game ``seed``: both drawn from ``random.Random(seed)``."""
        rng = random.Random(seed)
        return self.deck(rng), self.deck(rng)


def decklist(deck: Deck) -> str:
    """The deck as a deck list, one "N Name" line per card in the deck's order; a Commander deck's
    commanders in a ``Commander`` section first."""
    cards = "\n".join(f"{n} {name}" for name, n in Counter(deck.card_names).items())
    if not deck.commanders:
        return cards
    return "Commander\n" + "\n".join(f"1 {name}" for name in deck.commander_names) + f"\n\nDeck\n{cards}"


__all__ = ["BASIC_LANDS", "LANDS", "NONLANDS", "RandomDecks", "decklist"]
