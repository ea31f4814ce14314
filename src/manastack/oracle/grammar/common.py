"""Parts of the oracle grammar that several of its modules share: mana symbols, costs, the
conditions of "if" sentences, the printed text of tokens, and the rules that contain themselves
through other modules (:class:`~manastack.oracle.combinators.Rule`): a clause contains clauses ("you
may [clauses]", "if you do, [clauses]", defined by :mod:`~manastack.oracle.grammar.effects`) and an
effect can grant an ability ("gains '[ability]'", defined by
:mod:`~manastack.oracle.grammar.abilities`)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from manastack.mana import MANA_TYPES
from manastack.model.abilities import Condition, ControlsAtLeast, Cost, CostPaid, Not
from manastack.model.filters import Controller
from manastack.model.types import Zone
from manastack.oracle.combinators import Parser, Rule, alt, kind, opt, phrase, seq, word
from manastack.oracle.grammar.nouns import mana_run, number, object_filter, self_noun
from manastack.oracle.ir import AbilityIR, EffectIR
from manastack.oracle.lexer import Kind, Line

#: "[effect], [effect] and [effect]": one or more effect clauses.
clauses: Rule[list[EffectIR]] = Rule("clauses")
#: A whole ability line ("{T}: Add {G}."), as the abilities quoted in an effect are.
ability_line: Rule[list[AbilityIR]] = Rule("ability line")


def text_of(toks: Line) -> str:
    """The printed text of tokens (CARDNAME for the card's own name)."""
    s = " ".join(str(t) for t in toks)
    for p in (",", ".", ":", "'s"):
        s = s.replace(" " + p, p)
    return s


def _symbol(t: Any) -> str | None:
    body = t.text[1:-1]
    return body if body in MANA_TYPES else None


def _mana_symbol(toks: Any, pos: int) -> Any:
    if pos < len(toks) and toks[pos].kind is Kind.MANA:
        s = _symbol(toks[pos])
        if s is not None:
            return s, pos + 1
    return None


mana_symbol: Parser[str] = Parser(_mana_symbol)


kicked: Parser[Condition] = seq(alt(self_noun, word("it")), phrase("was kicked")).value(CostPaid("kicker"))
"""CR 702.33d: "[if] this spell was kicked", "[if] it was kicked": it was cast with its kicker
(or multikicker) cost paid; the permanent it became knows it too (400.7d)."""


def _if_condition() -> Parser[Condition]:
    """The conditions of "if [condition], [effects]" in a spell's or ability's text (CR 608.2c):
    "you [don't] control [a filter]", "this spell was kicked"."""
    controls = seq(phrase("you control"), number, object_filter).map(
        lambda v: ControlsAtLeast(replace(v[2], controller=Controller.YOU), v[1])
    )
    controls_none = seq(phrase("you don't control"), word("a", "an"), object_filter).map(
        lambda v: Not(ControlsAtLeast(replace(v[2], controller=Controller.YOU), 1))
    )
    return alt(controls_none, controls, kicked)


if_condition = _if_condition()


# ---- costs ---------------------------------------------------------------------------------------


def cost_item() -> Parser[dict[str, Any]]:
    return alt(
        kind(Kind.MANA).where(lambda t: t.text == "{T}").value({"tap": True}),
        kind(Kind.MANA).where(lambda t: t.text == "{Q}").value({"untap": True}),
        mana_run.map(lambda c: {"mana": c}),
        kind(Kind.LOYALTY).where(lambda t: "x" not in t.text).map(lambda t: {"loyalty": int(t.text)}),
        seq(word("sacrifice"), self_noun).value({"sacrifice_self": True}),
        seq(word("exile"), self_noun, opt(phrase("from your graveyard"))).map(lambda v: {"exile_self": True, "_zone": Zone.GRAVEYARD if v[2] else None}),
        seq(word("sacrifice"), number, object_filter).map(lambda v: {"sacrifice": v[2], "sacrifice_count": v[1]}),
        seq(word("sacrifice"), word("another"), object_filter).map(lambda v: {"sacrifice": replace(v[2], other=True)}),
        seq(word("discard"), number, word("card", "cards")).map(lambda v: {"discard": v[1]}),
        seq(word("pay"), number, word("life")).map(lambda v: {"pay_life": v[1]}),
        seq(word("tap"), number, word("untapped"), object_filter).map(lambda v: {"tap_untapped": v[3], "tap_untapped_count": v[1]}),
        seq(word("remove"), number, kind(Kind.PT), word("counter", "counters"), word("from"), self_noun).map(
            lambda v: {"remove_counters": (v[2].text, v[1])}
        ),
    )


def combine_costs(items: list[dict[str, Any]]) -> tuple[Cost, Zone | None]:
    kw: dict[str, Any] = {}
    zone = None
    for it in items:
        for k, v in it.items():
            if k == "_zone":
                zone = v
            elif k == "mana" and "mana" in kw:
                kw["mana"] = kw["mana"] + v
            else:
                kw[k] = v
    return Cost(**kw), zone
