"""The oracle-text compiler: printed card text → IR → the typed card model.

``compile_card(card)`` gives a :class:`Compiled` (the :class:`~manastack.model.card.CardDef`, or
the unsupported clauses); ``from_scryfall(obj)`` adapts a Scryfall card object; the input may
also be a :class:`manastack.carddata.record.CardRecord`.

The names are loaded when first used (PEP 562): importing a part of the package (the IR, the
compilation result) doesn't load the compiler's grammar.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from manastack.oracle.compile import compile_card, compile_or_raise
    from manastack.oracle.result import Compiled, UnsupportedCardError
    from manastack.oracle.source import Card, Face, from_scryfall


def __getattr__(name: str) -> Any:
    if name in ("compile_card", "compile_or_raise"):
        from manastack.oracle import compile as compiler

        return getattr(compiler, name)
    if name in ("Compiled", "UnsupportedCardError"):
        from manastack.oracle import result

        return getattr(result, name)
    if name in ("Card", "Face", "from_scryfall"):
        from manastack.oracle import source

        return getattr(source, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["Card", "Compiled", "Face", "UnsupportedCardError", "compile_card", "compile_or_raise", "from_scryfall"]
