"""The dungeon cards each player owns outside the game (CR 309.2): the cards of the card data whose
type is Dungeon and whose rooms compile, and Undercity (printed as a double-faced token, 726.2). A
dungeon whose text doesn't compile isn't among them (a player can't venture into it)."""

from __future__ import annotations

from functools import lru_cache

from manastack.errors import ManastackError
from manastack.model.card import CardDef
from manastack.rules.initiative import UNDERCITY


@lru_cache(maxsize=None)
def dungeon_cards() -> tuple[CardDef, ...]:
    """CR 309.2: the dungeon cards a player may choose as they venture into the dungeon."""
    from manastack.carddata.catalog import default_catalog
    from manastack.cards.lookup import catalog_card
    from manastack.cards.tokens import predefined_token

    found: list[CardDef] = []
    for name in default_catalog().names_with_type_line("Dungeon"):
        try:
            card = catalog_card(name)
        except ManastackError:
            continue
        if card is not None:
            found.append(card)
    try:
        found.append(predefined_token(UNDERCITY))
    except ManastackError:
        pass
    return tuple(found)


__all__ = ["dungeon_cards"]
