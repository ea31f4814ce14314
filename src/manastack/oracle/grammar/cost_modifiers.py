"""A spell's or ability's own conditional cost modifiers (CR 601.2f, 602.2b, 113.6d):
"This spell costs {3} less to cast if it targets a tapped creature", "… if a creature died this
turn", "This ability costs {2} less to activate if you control a legendary creature"; and the
choice between additional costs (CR 118.8, 601.2b): "As an additional cost to cast this spell,
sacrifice an artifact or creature or pay {4}"."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from manastack.model.abilities import Condition, ControlsAtLeast, CreatureDiedThisTurn, SelfCostModifier
from manastack.model.filters import Controller, ObjectFilter
from manastack.oracle.combinators import Parser, alt, kind, phrase, seq, word
from manastack.oracle.grammar.nouns import object_filter, self_noun
from manastack.oracle.lexer import Kind

_generic: Parser[int] = kind(Kind.MANA).where(lambda t: t.text[1:-1].isdigit()).map(lambda t: int(t.text[1:-1]))
"""A generic mana symbol ("{3}")."""

_Cond = tuple[Condition | None, ObjectFilter | None]


def _condition() -> Parser[_Cond]:
    """What the modifier depends on: the spell's targets ("it targets a tapped creature", 601.2c)
    or the game ("a creature died this turn", "you control a legendary creature")."""
    a = word("a", "an")
    return alt(
        seq(phrase("it targets"), a, object_filter).map(lambda v: (None, replace(v[2], description=""))),
        phrase("a creature died this turn").value((CreatureDiedThisTurn(), None)),
        seq(phrase("you control"), a, object_filter).map(
            lambda v: (ControlsAtLeast(replace(v[2], controller=Controller.YOU, description=""), 1), None)
        ),
    )


def _modifier(subject: Parser[Any], verb: str) -> Parser[SelfCostModifier]:
    def make(v: tuple[Any, ...]) -> SelfCostModifier:
        _, _, n, direction, _, (cond, flt) = v
        return SelfCostModifier(-n if direction == "less" else n, cond, flt)

    return seq(subject, word("costs"), _generic, word("less", "more"), phrase(f"to {verb} if"), _condition()).map(make)


self_cost_modifier: Parser[SelfCostModifier] = _modifier(self_noun, "cast")
"""CR 601.2f, 113.6d: "This spell costs {3} less to cast if …" (a static ability of the spell)."""

ability_cost_modifier: Parser[SelfCostModifier] = _modifier(phrase("this ability"), "activate")
"""CR 602.2b: "This ability costs {2} less to activate if …" (part of the activated ability)."""
