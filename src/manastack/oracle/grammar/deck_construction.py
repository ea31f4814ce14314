"""Abilities that modify the rules for deck construction and function before the game begins (CR
113.6n): the partner abilities (702.124h partner, 702.124i "partner—[text]" and friends forever,
702.124k "choose a Background", 702.124m "Doctor's companion"), "[this card] can be your commander"
(903.3a) and "A deck can have any number of cards named [this card]" (903.5b). "Partner with
[name]" (702.124j) also stands for a triggered ability searching for the named card, which the
grammar doesn't read: such cards stay unsupported, the clause named."""

from __future__ import annotations

from manastack.model.abilities import DeckConstruction, StaticEffect
from manastack.oracle.combinators import Parser, alt, phrase, seq, word
from manastack.oracle.grammar.nouns import self_noun

#: CR 702.124i: the "partner—[text]" abilities.
_PARTNER_TEXTS = ("character select", "father & son", "friends forever", "survivors")

deck_construction_static: Parser[StaticEffect] = alt(
    *(seq(word("partner"), word("\u2014", "-"), phrase(t)).value(DeckConstruction(f"partner\u2014{t}")) for t in _PARTNER_TEXTS),
    phrase("friends forever").value(DeckConstruction("partner\u2014friends forever")),
    phrase("choose a background").value(DeckConstruction("choose a background")),
    seq(self_noun, phrase("can be your commander")).value(DeckConstruction("can be your commander")),
    seq(phrase("a deck can have any number of cards named"), self_noun).value(DeckConstruction("any number of cards named this")),
    word("partner").value(DeckConstruction("partner")),
)
