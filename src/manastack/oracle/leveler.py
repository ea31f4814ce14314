"""Leveler cards (CR 711): the level symbols of a leveler's text box and the abilities and power/
toughness box printed in each one's striation.

711.2a: "{LEVEL N1-N2} [Abilities] [P/T]" means "As long as this creature has at least N1 level
counters on it, but no more than N2 level counters on it, it has base power and toughness [P/T]
and has [abilities]"; 711.2b: "{LEVEL N3+} …" — N3 or more. The abilities before the first level
symbol are treated normally (711.4), and the uppermost power/toughness box is the card's printed
power and toughness (711.5, 711.6).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from manastack.model.abilities import (
    Ability,
    ActivatedAbility,
    GrantAbilitiesStatic,
    GrantKeywordsStatic,
    KeywordAbility,
    SetPTStatic,
    StaticAbility,
    StaticEffect,
    TriggeredAbility,
)
from manastack.model.conditions import SourceHasCounters
from manastack.model.filters import This

_LEVEL = re.compile(r"LEVEL (\d+)(?:-(\d+)|\+)")
_PT = re.compile(r"(\d+)/(\d+)")


@dataclass(frozen=True, slots=True)
class LevelStriation:
    """One level symbol's striation: its level counters range, its power/toughness box and the
    text of the abilities printed in it."""

    symbol: str
    low: int
    high: int | None
    power: int
    toughness: int
    text: str


def split_levels(oracle_text: str) -> tuple[str, tuple[LevelStriation, ...]] | None:
    """The text before the first level symbol (711.4) and each level symbol's striation; None if a
    level symbol isn't followed by its power/toughness box."""
    lines = oracle_text.split("\n")
    starts = [i for i, line in enumerate(lines) if _LEVEL.fullmatch(line.strip())]
    if not starts:
        return oracle_text, ()
    striations: list[LevelStriation] = []
    for i, end in zip(starts, [*starts[1:], len(lines)], strict=True):
        symbol = _LEVEL.fullmatch(lines[i].strip())
        pt = _PT.fullmatch(lines[i + 1].strip()) if i + 1 < end else None
        if symbol is None or pt is None:
            return None
        high = int(symbol.group(2)) if symbol.group(2) else None
        text = "\n".join(lines[i + 2:end])
        striations.append(LevelStriation(symbol.group(0), int(symbol.group(1)), high, int(pt.group(1)), int(pt.group(2)), text))
    return "\n".join(lines[:starts[0]]), tuple(striations)


def level_abilities(striation: LevelStriation, abilities: list[Ability]) -> tuple[list[Ability], list[str]]:
    """CR 711.2a–b: the level symbol's static ability — base power and toughness (layer 7b) and the
    striation's abilities while the number of level counters is in its range: keywords, activated
    and triggered abilities granted (layer 6); a static ability is the permanent's own, applying
    only in that range. Also the reasons an ability of the striation can't be expressed so (a
    static ability with a condition of its own, another kind of ability)."""
    level = SourceHasCounters("level", striation.low, striation.high)
    effects: list[StaticEffect] = [SetPTStatic(This(), striation.power, striation.toughness)]
    out: list[Ability] = []
    problems: list[str] = []
    for a in abilities:
        if isinstance(a, KeywordAbility):
            effects.append(GrantKeywordsStatic(This(), (a.keyword,)))
        elif isinstance(a, (ActivatedAbility, TriggeredAbility)):
            effects.append(GrantAbilitiesStatic(This(), (a,)))
        elif isinstance(a, StaticAbility) and a.condition is None:
            out.append(StaticAbility(a.effect, level, text=a.text))
        else:
            problems.append(f"a level band's {type(a).__name__}" + (" with a condition of its own" if isinstance(a, StaticAbility) else ""))
    return [StaticAbility(e, level, text=striation.symbol) for e in effects] + out, problems


__all__ = ["LevelStriation", "level_abilities", "split_levels"]
