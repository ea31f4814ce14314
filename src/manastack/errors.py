"""Exception classes. Every error the engine raises for bad input derives from :class:`ManastackError`."""

from __future__ import annotations


class ManastackError(ValueError):
    """Base class of manastack's errors about bad input."""


class ManaSyntaxError(ManastackError):
    """A mana cost or mana symbol string could not be read."""


class IllegalActionError(ManastackError):
    """An action that is not legal in the current state was applied; the state is unchanged."""


class ActionParseError(ManastackError):
    """An action's text could not be matched to any legal action."""


class AmbiguousActionError(ActionParseError):
    """An action's text matches more than one legal action."""


class GameOverError(IllegalActionError):
    """An action was applied to a game that has ended."""


class UnknownCardError(ManastackError):
    """A card name is not in the card pool."""
