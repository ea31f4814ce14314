""""…, where X is the number of creatures you control": X defined by the text (CR 107.3c).

The sentence is parsed without its "where X is …" tail, with X as a placeholder, and every X of
its effects then becomes the amount the tail names. That amount is determined as the effect
resolves (107.3c: the value of X may change while the spell or ability is on the stack)."""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from typing import Any

from manastack.model.filters import CommanderCasts, CommanderTax, DamageDealtThisWay, LifeLostThisWay, LifeTotal, ManaValueAtMostX, ObjectFilter
from manastack.oracle.combinators import Parser, alt, parse_all, phrase, phrases, seq, word
from manastack.oracle.grammar.nouns import commander_casts, counter_kind, devotion, object_filter, object_ref, power_of, self_noun
from manastack.oracle.ir import (
    AmountIR,
    CountAmount,
    CountersAmount,
    GreatestPowerAmount,
    ItNoun,
    ManaValueAmount,
    PowerAmount,
    SacrificedNoun,
    SelfNoun,
    ToughnessAmount,
    XAmount,
)
from manastack.oracle.lexer import Line

#: "the sacrificed creature's": the permanent sacrificed to pay a cost (CR 608.2h).
_sacrificed = seq(phrase("the sacrificed"), word("creature's", "artifact's", "permanent's", "land's", "enchantment's")).value(SacrificedNoun())

#: The amounts "where X is" names.
x_value: Parser[AmountIR] = alt(
    seq(_sacrificed, word("power")).map(lambda v: PowerAmount(v[0])),
    seq(_sacrificed, word("toughness")).map(lambda v: ToughnessAmount(v[0])),
    seq(_sacrificed, phrase("mana value")).map(lambda v: ManaValueAmount(v[0])),
    seq(phrase("the number of"), counter_kind, word("counters"), word("on"), object_ref).map(lambda v: CountersAmount(v[1], v[4])),
    seq(phrase("the number of"), object_filter).map(lambda v: CountAmount(v[1])),
    seq(phrase("the number of"), commander_casts).map(lambda v: v[1]),  # "the number of times you've cast …" (903.8)
    phrase("your highest commander tax among your commanders").value(CommanderTax()),  # 903.8
    seq(phrase("the greatest power among"), object_filter).map(lambda v: GreatestPowerAmount(v[1])),
    phrase("your life total").value(LifeTotal()),
    devotion,
    power_of,
    seq(self_noun, phrase("'s toughness")).value(ToughnessAmount(SelfNoun())),
    phrase("its toughness").value(ToughnessAmount(ItNoun())),
)

#: "… equal to [amount]": the amounts "where X is" names, and those of earlier parts of the same
#: effect ("the life lost this way", "that card's power").
equal_to: Parser[AmountIR] = phrase("equal to") >> alt(
    x_value,
    phrases("the life lost this way", "the total life lost this way").value(LifeLostThisWay()),
    phrase("the damage dealt this way").value(DamageDealtThisWay()),
    phrase("that card's power").value(PowerAmount(ItNoun())),
    phrase("that creature's toughness").value(ToughnessAmount(ItNoun())),
    phrases("its mana value", "that card's mana value").value(ManaValueAmount(ItNoun())),
)


def split_where_x(sentence: Line) -> tuple[Line, AmountIR | None]:
    """The sentence without a final ", where X is [amount]", and that amount (None if the sentence
    has no such tail, or one whose amount isn't known)."""
    for i in range(len(sentence) - 3, 0, -1):
        if sentence[i].text == "," and sentence[i + 1].text == "where" and sentence[i + 2].text == "x" and sentence[i + 3].text == "is":
            value = parse_all(x_value, sentence[i + 4:])
            return (sentence[:i], value) if value is not None else (sentence, None)
    return sentence, None


def _scaled(amount: AmountIR, times: int) -> AmountIR | None:
    """``amount`` ``times`` over ("-X/-X": X times -1); None where the amount can't be negated."""
    if times == 1:
        return amount
    if isinstance(amount, (CountAmount, CommanderCasts, CommanderTax)):
        return replace(amount, times=amount.times * times)
    return None


def with_x(effects: tuple[Any, ...], amount: AmountIR) -> tuple[Any, ...] | None:
    """The effects with every X of theirs replaced by ``amount``; None if they have no X (the tail
    would define nothing) or one the amount can't stand for."""
    found: list[bool] = []

    def walk(node: Any) -> Any:
        if isinstance(node, ObjectFilter) and node.get(ManaValueAtMostX) is not None:
            found.append(False)  # "with mana value X or less" is read as the announced X
            return node
        if isinstance(node, XAmount):
            scaled = _scaled(amount, node.times)
            found.append(scaled is not None)
            return scaled if scaled is not None else node
        if isinstance(node, tuple):
            return tuple(walk(n) for n in node)
        if is_dataclass(node) and not isinstance(node, type) and type(node).__module__ == XAmount.__module__:
            return replace(node, **{f.name: walk(getattr(node, f.name)) for f in fields(node) if f.init})
        return node

    out = walk(effects)
    return out if found and all(found) else None
