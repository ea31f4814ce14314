"""A spell's or ability's own conditional cost modifiers (CR 601.2f, 602.2b, 113.6d):
"This spell costs {3} less to cast if it targets a tapped creature", "… if a creature died this
turn", "This ability costs {2} less to activate if you control a legendary creature"; and the
choice between additional costs (CR 118.8, 601.2b): "As an additional cost to cast this spell,
sacrifice an artifact or creature or pay {4}"."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from manastack.model.abilities import SelfCostModifier
from manastack.model.conditions import Condition, ControlsAtLeast, CreatureDiedThisTurn
from manastack.model.filters import Controller, ControllerIs, ObjectFilter
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
            lambda v: (ControlsAtLeast(replace(v[2].having(ControllerIs(Controller.YOU)), description=""), 1), None)
        ),
    )


def _modifier(subject: Parser[Any], verb: str) -> Parser[SelfCostModifier]:
    def make(v: tuple[Any, ...]) -> SelfCostModifier:
        _, _, n, direction, _, (cond, flt) = v
        return SelfCostModifier(-n if direction == "less" else n, cond, flt)

    each = seq(subject, word("costs"), _generic, word("less", "more"), phrase(f"to {verb} for each"), object_filter).map(
        lambda v: SelfCostModifier(-v[2] if v[3] == "less" else v[2], per=v[5])
    )
    return alt(seq(subject, word("costs"), _generic, word("less", "more"), phrase(f"to {verb} if"), _condition()).map(make), each)


self_cost_modifier: Parser[SelfCostModifier] = _modifier(self_noun, "cast")
"""CR 601.2f, 113.6d: "This spell costs {3} less to cast if …" / "… for each artifact you control"
(a static ability of the spell)."""

ability_cost_modifier: Parser[SelfCostModifier] = _modifier(phrase("this ability"), "activate")
"""CR 602.2b: "This ability costs {2} less to activate if …" (part of the activated ability)."""


def spell_cost_item() -> Parser[Any]:
    """One component of a spell's additional or alternative cost: "pay {4}" or an activation cost's
    item ("sacrifice a creature", "pay 1 life")."""
    from manastack.oracle.grammar.common import cost_item
    from manastack.oracle.grammar.nouns import mana_run

    return alt(seq(word("pay"), mana_run).map(lambda v: (v[1], None)), cost_item())


def _additional_cost_choice() -> Parser[Any]:
    """CR 118.8, 601.2b: "As an additional cost to cast this spell, [cost] or [cost]" — two or more
    costs joined by "or", of which the caster pays one."""
    from manastack.model.costs import Cost
    from manastack.oracle.combinators import opt, sep_by
    from manastack.oracle.grammar.common import combine_costs
    from manastack.oracle.ir import AdditionalCostChoiceLine

    one: Parser[Cost] = spell_cost_item().map(lambda d: combine_costs([d])).where(lambda c: c[1] is None).map(lambda c: c[0])
    return seq(
        phrase("as an additional cost to cast"), self_noun, phrase(","), sep_by(one, word("or"), minimum=2), opt(word(".")),
    ).map(lambda v: AdditionalCostChoiceLine(tuple(v[3])))


def additional_cost_choice_line() -> Parser[Any]:
    """The parser of :func:`_additional_cost_choice`, built on first use (it reuses the cost items
    of :mod:`manastack.oracle.grammar.abilities`, which imports this module)."""
    if not _CHOICE:
        _CHOICE.append(_additional_cost_choice())
    return _CHOICE[0]


_CHOICE: list[Parser[Any]] = []
