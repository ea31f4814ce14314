"""The event pipeline: how a game event happens (CR 614–616, 603.2).

:func:`perform` makes an event happen: replacement and prevention effects modify it
(:func:`manastack.rules.replacement.replace`, CR 616.1), then the mechanic's *applier* carries out
the resulting events — it changes the state and reports what happened with :func:`happened`,
which logs the event and shows it to triggered abilities (:func:`manastack.rules.triggers.notice`).
Appliers are the only code that changes life totals, zones, counters, damage, tapped status and
mana pools; each lives with its mechanic (:mod:`manastack.rules.life`, :mod:`~manastack.rules.zones`,
…), which is also where the replacement kinds for its events are registered.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from manastack.events import GameEvent
from manastack.rules.context import Ctx
from manastack.rules.log import record
from manastack.rules.replacement import Candidate, Proposed, replace, replaceable
from manastack.rules.triggers import notice

E = TypeVar("E", bound=GameEvent)

#: Carries out the final events of one proposed event (see :func:`perform`).
Applier = Callable[[Ctx, list[Proposed[E]]], None]


def perform(ctx: Ctx, event: E, apply: Applier[E], *, one_at_a_time: bool = False, own: tuple[Candidate, ...] = ()) -> None:
    """Make ``event`` happen: apply replacement effects to it until none applies (616.1), then
    ``apply`` the resulting events — all of them together (the tokens of one creation enter the
    battlefield together), or, ``one_at_a_time``, each as soon as it is final, before the
    replacement effects of the next are considered (draws, 121.2, 614.11a). ``own``: the
    self-replacement effects of the spell or ability performing the event (614.15, 616.1a)."""
    p = Proposed(event, own=own)
    if not own and not replaceable(event):
        apply(ctx, [p])
    elif one_at_a_time:
        replace(ctx, p, lambda q: apply(ctx, [q]))
    else:
        apply(ctx, replace(ctx, p))


def happened(ctx: Ctx, ev: GameEvent) -> None:
    """``ev`` has happened: log it and let triggered abilities see it (603.2)."""
    if ev.logged:
        record(ctx.state, ev)
    notice(ctx, ev)


__all__ = ["Applier", "Proposed", "happened", "perform"]
