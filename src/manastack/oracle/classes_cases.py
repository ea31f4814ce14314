"""Class and Case cards' striated text boxes (CR 716, 719).

716.2a: "[Cost]: Level N — [Abilities]" means "[Cost]: This Class's level becomes N. Activate only
if this Class is level N-1 and only as a sorcery" and "As long as this Class is level N or greater,
it has [abilities]"; the abilities above the first class level bar are treated normally (716.3).

719.3a: "To solve — [Condition]" means "At the beginning of your end step, if [condition] and this
Case is not solved, this Case becomes solved"; 719.3c: "Solved — [Ability]" functions only while
the Case has the solved designation.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from manastack.errors import ManastackError
from manastack.mana import ManaCost
from manastack.model.abilities import (
    Ability,
    ActivatedAbility,
    GrantAbilitiesStatic,
    GrantKeywordsStatic,
    KeywordAbility,
    StaticAbility,
    TriggeredAbility,
)
from manastack.model.conditions import Condition, Not, SourceClassLevel, SourceSolved
from manastack.model.costs import Cost
from manastack.model.effects import BecomeClassLevel, BecomeSolved
from manastack.model.filters import Controller, This
from manastack.model.triggers import AtStep, ByPlayer, TriggerCondition, TriggerEvent, While
from manastack.model.types import Step
from manastack.oracle.combinators import parse_all
from manastack.oracle.grammar.abilities import condition_clause
from manastack.oracle.lexer import normalise, strip_reminder, tokenize

_LEVEL_BAR = re.compile(r"((?:\{[^}]+\})+): Level (\d+)")
_TO_SOLVE = re.compile(r"To solve — (.+?)\.?")
_SOLVED = re.compile(r"Solved — (.+)")


@dataclass(frozen=True, slots=True)
class ClassLevel:
    """One class level bar and the text of its section (716.2)."""

    cost: str
    level: int
    text: str


def split_class_levels(oracle_text: str) -> tuple[str, tuple[ClassLevel, ...]]:
    """The text above the first class level bar (716.3) and each level bar's section."""
    lines = oracle_text.split("\n")
    starts = [i for i, line in enumerate(lines) if _LEVEL_BAR.fullmatch(line.strip())]
    levels: list[ClassLevel] = []
    for i, end in zip(starts, [*starts[1:], len(lines)], strict=True):
        bar = _LEVEL_BAR.fullmatch(lines[i].strip())
        assert bar is not None
        levels.append(ClassLevel(bar.group(1), int(bar.group(2)), "\n".join(lines[i + 1:end])))
    return "\n".join(lines[:starts[0]] if starts else lines), tuple(levels)


def while_designated(abilities: list[Ability], condition: Condition, where: str) -> tuple[list[Ability], list[str]]:
    """Abilities a permanent has only while ``condition`` holds (716.2a "as long as this Class is
    level N or greater, it has [abilities]"; 719.3c): keywords, activated and triggered abilities
    granted to itself (layer 6); a static ability is its own, applying only while the condition
    holds. Also the reasons an ability can't be expressed so (one with a condition of its own)."""
    out: list[Ability] = []
    problems: list[str] = []
    for a in abilities:
        if isinstance(a, KeywordAbility):
            out.append(StaticAbility(GrantKeywordsStatic(This(), (a.keyword,)), condition, text=a.text()))
        elif isinstance(a, (ActivatedAbility, TriggeredAbility)):
            out.append(StaticAbility(GrantAbilitiesStatic(This(), (a,)), condition, text=a.text))
        elif isinstance(a, StaticAbility) and a.condition is None:
            out.append(StaticAbility(a.effect, condition, text=a.text))
        else:
            problems.append(f"{where}'s {type(a).__name__}" + (" with a condition of its own" if isinstance(a, StaticAbility) else ""))
    return out, problems


def level_bar(level: ClassLevel) -> ActivatedAbility | None:
    """CR 716.2a: the class level bar's activated ability; None if its cost isn't a mana cost."""
    try:
        cost = ManaCost.parse(level.cost)
    except ManastackError:
        return None
    return ActivatedAbility(
        cost=Cost(mana=cost), effects=(BecomeClassLevel(level.level),), sorcery_speed=True,
        condition=SourceClassLevel(level.level - 1, level.level - 1), text=f"{level.cost}: Level {level.level}",
    )


def split_case(oracle_text: str) -> tuple[str, str | None, str | None]:
    """A Case's other text, its "To solve" condition (without reminder text) and its "Solved"
    ability text (719.3)."""
    rest: list[str] = []
    solve: str | None = None
    solved: str | None = None
    for line in oracle_text.split("\n"):
        bare = strip_reminder(line).strip()
        if (m := _TO_SOLVE.fullmatch(bare)) is not None:
            solve = m.group(1)
        elif (m := _SOLVED.fullmatch(line.strip())) is not None:
            solved = m.group(1)
        else:
            rest.append(line)
    return "\n".join(rest), solve, solved


def to_solve(condition_text: str, names: list[str]) -> TriggeredAbility | None:
    """CR 719.3a: the "To solve" ability — at the beginning of your end step, if the condition
    holds (an intervening "if", 603.4) and this Case is not solved, it becomes solved. None if the
    grammar doesn't read the condition."""
    from manastack.oracle.lexer import substitute_self

    text = substitute_self(normalise(condition_text), names)
    cond = parse_all(condition_clause, tokenize(text))
    if cond is None:
        return None
    trigger = TriggerCondition(TriggerEvent.BEGINNING_OF_STEP, (AtStep(Step.END), ByPlayer(Controller.YOU), While(Not(SourceSolved()))))
    return TriggeredAbility(trigger, (BecomeSolved(),), intervening_if=cond, text=f"To solve — {condition_text}.")


__all__ = ["ClassLevel", "level_bar", "split_case", "split_class_levels", "to_solve", "while_designated"]
