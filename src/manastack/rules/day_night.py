"""Day and night (CR 731) and the daybound/nightbound keywords (702.145).

The game starts with neither designation; a daybound or nightbound permanent brings day or night
(702.145d, g), the untap step changes one into the other after a turn in which the active player
cast no spells or two or more (731.2), and daybound and nightbound permanents turn to the face that
matches at once (702.145c, f) — checked, like state-based actions, every time a player would
receive priority, and as the designation changes. Only these abilities transform them (702.145b, e:
:func:`manastack.rules.transform.transform` leaves them alone)."""

from __future__ import annotations

from manastack.events import DayNightChanged
from manastack.model.types import Keyword
from manastack.rules.context import Ctx
from manastack.rules.layers import chars
from manastack.rules.log import record
from manastack.rules.transform import turn_over
from manastack.rules.vocabulary import named_in_game

DAY, NIGHT = "day", "night"
#: The keywords that bring day and night and follow them (702.145).
BOUND = frozenset({Keyword.DAYBOUND, Keyword.NIGHTBOUND})


def become(ctx: Ctx, value: str) -> None:
    """CR 731.1: it becomes day or night; the daybound and nightbound permanents follow (702.145c, f)."""
    state = ctx.state
    if state.day_night == value:
        return
    state.day_night = value
    state.version += 1
    record(state, DayNightChanged(value))
    keep_bound(ctx)


def untap_step_check(ctx: Ctx) -> None:
    """CR 731.2 (502.2): if it's day and the previous turn's active player (team, 805) cast no
    spells that turn, it becomes night; if it's night and they cast two or more, it becomes day."""
    state = ctx.state
    if state.day_night is None or state.last_turn_team is None:
        return  # 731.2c
    cast = [state.players[p].spells_cast_last_turn for p in state.teams[state.last_turn_team].members]
    if state.day_night == DAY and sum(cast) == 0:
        become(ctx, NIGHT)
    elif state.day_night == NIGHT and max(cast) >= 2:
        become(ctx, DAY)


def keep_bound(ctx: Ctx) -> bool:
    """CR 702.145d, g: a daybound permanent brings day where it's neither, a nightbound one night
    if no permanent is daybound; 702.145c, f: at night a daybound permanent front face up
    transforms, by day a nightbound one back face up does. Returns whether anything happened."""
    state = ctx.state
    if not BOUND & named_in_game(state):
        return False  # no definition of the game names either keyword: no permanent has one
    keywords = {oid: chars(state, oid).keywords for oid in state.battlefield}
    if state.day_night is None:
        if any(Keyword.DAYBOUND in k for k in keywords.values()):
            become(ctx, DAY)
            return True
        if any(Keyword.NIGHTBOUND in k for k in keywords.values()):
            become(ctx, NIGHT)
            return True
        return False
    wrong = Keyword.DAYBOUND if state.day_night == NIGHT else Keyword.NIGHTBOUND
    turning = [oid for oid, k in keywords.items() if wrong in k]
    for oid in turning:
        if oid in state.battlefield:
            turn_over(ctx, oid, rules=("702.145c",) if wrong is Keyword.DAYBOUND else ("702.145f",))
    return bool(turning)
