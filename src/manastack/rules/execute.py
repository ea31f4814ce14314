"""Following a resolving spell or ability's instructions (CR 608.2c–d): the registry of effect verbs.

Each verb of :mod:`manastack.model.effects` has one handler, registered for the verb's type by the
module of its topic (:mod:`manastack.rules.life` for life, :mod:`manastack.rules.zones` for zone
changes, …; :mod:`manastack.rules.mechanics` imports them all). :func:`execute` performs a list of
effects in order by looking each up. Choices made on resolution are decisions asked through the
context; nothing is guessed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from manastack.model.effects import Effect
from manastack.rules.amounts import Resolving
from manastack.rules.context import Ctx

#: A verb's handler: performs one effect for a resolving spell or ability; returns whether an
#: optional action was taken (for "if you do" and "when you do", CR 603.12), given whether the
#: effect before it was (``did``).
Handler = Callable[[Ctx, Any, Resolving, bool], bool]

_HANDLERS: dict[type, Handler] = {}

V = TypeVar("V")


def verb(effect: type[V]) -> Callable[[Callable[[Ctx, V, Resolving, bool], bool]], Callable[[Ctx, V, Resolving, bool], bool]]:
    """Register the decorated function as the handler of effects of type ``effect``."""

    def register(fn: Callable[[Ctx, V, Resolving, bool], bool]) -> Callable[[Ctx, V, Resolving, bool], bool]:
        if effect in _HANDLERS:
            raise ValueError(f"{effect.__name__} already has a handler")
        _HANDLERS[effect] = fn
        return fn

    return register


def handled_verbs() -> frozenset[type]:
    """The effect types that have a handler."""
    return frozenset(_HANDLERS)


def execute(ctx: Ctx, effects: tuple[Effect, ...], res: Resolving) -> bool:
    """Perform ``effects`` in order. Returns whether an optional action ("you may") was taken last,
    for reflexive triggers ("when you do", CR 603.12)."""
    did = True
    for e in effects:
        handler = _HANDLERS.get(type(e))
        if handler is None:
            raise NotImplementedError(f"effect {type(e).__name__} has no handler (is manastack.rules.mechanics imported?)")
        did = handler(ctx, e, res, did)
    return did


__all__ = ["Handler", "execute", "handled_verbs", "verb"]
