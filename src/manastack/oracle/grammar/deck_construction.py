"""Abilities that modify the rules for deck construction and function before the game begins (CR
113.6n): the partner abilities (702.124h partner, 702.124i "partner—[text]" and friends forever,
702.124k "choose a Background", 702.124m "Doctor's companion"), "[this card] can be your commander"
(903.3a) and "A deck can have any number of cards named [this card]" (903.5b). "Partner with
[name]" (702.124j) compiles as the triggered ability it also stands for (its deck-building half is
the deck check's); partner abilities the rules don't list stay unsupported, the clause named."""

from __future__ import annotations

from manastack.model.abilities import DeckConstruction, StaticEffect
from manastack.oracle.combinators import Parser, alt, parse_all, phrase, seq, word
from manastack.oracle.grammar.nouns import card_name, self_noun
from manastack.oracle.lexer import Line

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


#: CR 702.124j: the triggered ability "partner with [name]" stands for.
PARTNER_WITH_TRIGGER = (
    "When this permanent enters, target player may search their library for a card named {}, reveal it, put it into their hand, then shuffle."
)
_partner_with = seq(phrase("partner with"), card_name).map(lambda v: v[1])


def partner_with_text(toks: Line) -> str | None:
    """CR 702.124j: the enters trigger a "Partner with [name]" line stands for, or None."""
    name = parse_all(_partner_with, toks)
    return PARTNER_WITH_TRIGGER.format(name) if name is not None else None
