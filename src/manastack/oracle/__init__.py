"""The oracle-text compiler: printed card text → IR → the typed card model.

``compile_card(card)`` gives a :class:`Compiled` (the :class:`~manastack.model.card.CardDef`, or
the unsupported clauses); ``from_scryfall(obj)`` adapts a Scryfall card object; the input may
also be a :class:`manastack.carddata.record.CardRecord`.
"""

from manastack.oracle.compile import (
    Compiled,
    UnsupportedCardError,
    compile_card,
    compile_or_raise,
)
from manastack.oracle.source import Card, Face, from_scryfall

__all__ = ["Card", "Compiled", "Face", "UnsupportedCardError", "compile_card", "compile_or_raise", "from_scryfall"]
