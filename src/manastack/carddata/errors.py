"""Errors of the card-data layer: every one names the file (and entry, key or line) at fault."""

from __future__ import annotations

from manastack.errors import ManastackError, UnknownCardError


class CardDataError(ManastackError):
    """A card data file could not be read: unreadable, not JSON, or an entry of the wrong shape."""


class DeckListError(ManastackError):
    """A deck list could not be read: a malformed line, an unknown section or an unknown card."""


__all__ = ["CardDataError", "DeckListError", "UnknownCardError"]
