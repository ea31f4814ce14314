"""The built-in decks of the command line's default game, built from compiled cards."""

from __future__ import annotations

from manastack.cards.lookup import deck
from manastack.model.card import CardDef

DECKS: dict[str, dict[str, int]] = {
    "gruul": {
        "Forest": 9, "Mountain": 8, "Llanowar Elves": 2, "Raging Goblin": 2, "Grizzly Bears": 3,
        "Elvish Archers": 2, "Boggart Brute": 2, "Hill Giant": 2, "Colossal Dreadmaw": 1,
        "Lightning Bolt": 3, "Shock": 2, "Giant Growth": 2, "Bonesplitter": 1, "Fog": 1,
    },
    "orzhov-blue": {
        "Plains": 8, "Island": 5, "Swamp": 4, "Savannah Lions": 3, "Soul Warden": 2,
        "Ajani's Pridemate": 2, "Vampire Nighthawk": 2, "Serra Angel": 2, "Darksteel Myr": 1,
        "Raise the Alarm": 2, "Healing Salve": 1, "Counterspell": 2, "Divination": 2,
        "Glorious Anthem": 1, "Holy Strength": 2, "Bake into a Pie": 1,
    },
}


def builtin_deck(name: str) -> list[CardDef]:
    """A built-in deck by name (see :data:`DECKS`)."""
    if name not in DECKS:
        raise KeyError(f"unknown deck {name!r}; built-in decks: {', '.join(sorted(DECKS))}")
    return deck(DECKS[name])
