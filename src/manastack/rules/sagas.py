"""Sagas (CR 714): lore counters, chapter abilities and the Saga's sacrifice.

A chapter ability is a :class:`TriggeredAbility` whose trigger has a ``chapter`` number (714.2b,
matched in :mod:`manastack.rules.triggers`); the lore counter a Saga enters with is its intrinsic
"enters with" ability (714.3a, added by the compiler). Here: the turn-based action putting a lore
counter on each Saga as its controller's precombat main phase begins (714.3c), and the state-based
action sacrificing a Saga whose story is over (714.4, 704.5s).
"""

from __future__ import annotations

from manastack.model.abilities import TriggeredAbility
from manastack.model.triggers import ChapterReached
from manastack.rules.context import Ctx
from manastack.rules.counters import put_counters
from manastack.rules.layers import chars
from manastack.state.characteristics import Chars
from manastack.state.game_state import GameState


def final_chapter(c: Chars) -> int:
    """CR 714.2d: the greatest chapter number among the object's chapter abilities (0 if none)."""
    return max((ch.chapter for ab in c.abilities if isinstance(ab, TriggeredAbility) and (ch := ab.trigger.constraint(ChapterReached))), default=0)


def add_lore_counters(ctx: Ctx) -> None:
    """CR 714.3c: as a player's precombat main phase begins, that player puts a lore counter on
    each Saga they control with one or more chapter abilities (a turn-based action: not an effect,
    so "if an effect would put counters" replacements don't apply, 614.1). In Two-Headed Giant
    the teammates share the turn, so each of them does (805.4)."""
    state = ctx.state
    team = state.team_of(state.active).members
    for oid in list(state.battlefield):
        c = chars(state, oid)
        if c.controller in team and "Saga" in c.subtypes and final_chapter(c) > 0:
            put_counters(ctx, oid, "lore", 1, by_effect=False)


def _is_chapter(ab: TriggeredAbility) -> bool:
    return ab.trigger.constraint(ChapterReached) is not None


def _chapter_waiting(state: GameState, oid: int) -> bool:
    """Whether a chapter ability of ``oid`` has triggered but not yet left the stack (it waits to be
    put on the stack, or is on it)."""
    if any(t.source_id == oid and _is_chapter(t.ability) for t in state.pending_triggers):
        return True
    for sid in state.stack:
        o = state.objects[sid]
        if o.is_ability and o.source_id == oid and isinstance(o.ability, TriggeredAbility) and _is_chapter(o.ability):
            return True
    return False


def story_over(state: GameState, oid: int, c: Chars) -> bool:
    """CR 714.4, 704.5s: a Saga permanent (``c``: its characteristics) with one or more chapter
    abilities whose lore counters are at least its final chapter number, and that isn't the source
    of a chapter ability that has triggered but not yet left the stack — its controller
    sacrifices it."""
    if "Saga" not in c.subtypes:
        return False
    final = final_chapter(c)
    return final > 0 and state.objects[oid].counters.get("lore", 0) >= final and not _chapter_waiting(state, oid)
