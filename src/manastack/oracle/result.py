"""What compiling a card gives, and the error of a card that doesn't compile: apart from the
compiler, so that compiled cards read back from the disk cache (:mod:`manastack.cards.compiled`)
don't load the compiler's grammar."""

from __future__ import annotations

from dataclasses import dataclass

from manastack.errors import ManastackError
from manastack.model.card import CardDef


@dataclass(frozen=True, slots=True)
class Unsupported:
    """A clause the grammar couldn't read (or read but can't express): the card doesn't compile.
    (Here rather than in :mod:`manastack.oracle.ir`, which names it too: an unsupported card read
    back from the disk cache needs no more of the compiler.)"""

    text: str
    shape: str
    reason: str = "no grammar rule"


class UnsupportedCardError(ManastackError):
    """A card whose text the compiler can't (yet) express; the message names the clauses."""


@dataclass(frozen=True, slots=True)
class Compiled:
    """The result of compiling one card: the definition, or the unsupported clauses."""

    name: str
    card: CardDef | None
    unsupported: tuple[Unsupported, ...]

    @property
    def ok(self) -> bool:
        return self.card is not None

    def explain(self) -> str:
        """One line per unsupported clause: its text and why."""
        return "\n".join(f"{u.text!r}: {u.reason}" for u in self.unsupported)


__all__ = ["Compiled", "Unsupported", "UnsupportedCardError"]
