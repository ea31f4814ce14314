"""Abilities that work from the opening hand (CR 103.6): "If this card is in your opening hand, you
may begin the game with it on the battlefield." (103.6a, the Leylines). Variants with a condition
or a cost ("and you're not the starting player", "with a luck counter on it"), and revealing a card
from the opening hand (103.6b), aren't read."""

from __future__ import annotations

from manastack.model.abilities import BeginOnBattlefield, StaticEffect
from manastack.oracle.combinators import Parser, alt, phrase, seq, word
from manastack.oracle.grammar.nouns import self_noun

opening_hand_static: Parser[StaticEffect] = seq(
    phrase("if"), self_noun, phrase("is in your opening hand , you may begin the game with"), alt(word("it"), self_noun), phrase("on the battlefield"),
).value(BeginOnBattlefield())
