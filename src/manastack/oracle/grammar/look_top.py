""""Look at the top N cards of your library" and the sentences after it that say what becomes of
those cards (CR 401.2, 401.4, 701.20a):

- "Look at the top five cards of your library. You may reveal a creature card from among them and
  put it into your hand. Put the rest on the bottom of your library in a random order."
- "Look at the top three cards of your library. Put one of them into your hand and the rest on the
  bottom of your library in any order." ("… and the rest into your graveyard")
- "Look at the top three cards of your library, then put them back in any order."
- "Reveal the top four cards of your library. Put all Goblin cards revealed this way into your hand
  and the rest on the bottom of your library in any order." (every card is revealed)

The first sentence alone is an incomplete :class:`LookTopIR` (``rest_zone`` None); each following
sentence completes it. Text that leaves it incomplete does not lower (the card is unsupported).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from manastack.model.filters import ObjectFilter
from manastack.model.types import Zone
from manastack.oracle.combinators import (
    Parser,
    alt,
    opt,
    parse_all,
    phrase,
    phrases,
    seq,
    word,
)
from manastack.oracle.grammar.nouns import amount_literal, number, object_filter
from manastack.oracle.ir import EffectIR, LookTopIR, RevealUntilIR
from manastack.oracle.lexer import Line

_top_n = seq(phrase("look at the top"), amount_literal, phrase("cards of your library")).map(lambda v: LookTopIR(v[1]))
#: "Reveal the top four cards of your library" (CR 701.20a: all of them are shown).
_reveal_n = seq(phrase("reveal the top"), amount_literal, phrase("cards of your library")).map(lambda v: LookTopIR(v[1], reveal_all=True))

#: "put them back in any order" (CR 401.4: the player orders them on top).
_back = seq(_top_n, phrase(", then put them back in any order")).map(lambda v: replace(v[0], rest_zone=Zone.LIBRARY, rest_position="top"))

#: Where the rest go: "on the bottom of your library in a random order", "… in any order", "into
#: your graveyard" — as ``(zone, random)``.
_rest_to: Parser[tuple[Zone, bool]] = alt(
    seq(phrases("on the bottom of your library", "on the bottom"), opt(phrases("in a random order", "in any order"))).map(
        lambda v: (Zone.LIBRARY, v[1] == "in a random order")
    ),
    phrase("into your graveyard").value((Zone.GRAVEYARD, False)),
)
_the_rest = seq(phrases("the rest of the cards", "the rest", "the others", "the other"), _rest_to).map(lambda v: v[1])

#: "any number of": no limit but the cards looked at.
ANY_NUMBER = 1 << 30

#: Where the taken cards go: ``(zone, tapped)``.
_take_to: Parser[tuple[Zone, bool]] = alt(
    phrase("into your hand").value((Zone.HAND, False)),
    phrase("onto the battlefield tapped").value((Zone.BATTLEFIELD, True)),
    phrase("onto the battlefield").value((Zone.BATTLEFIELD, False)),
)

#: How many: "a"/"an" (one), "up to two" — as ``(count, up_to)``.
_how_many: Parser[tuple[int, bool]] = alt(
    word("a", "an").value((1, False)),
    seq(phrase("up to"), number).map(lambda v: (v[1], True)),
    phrase("any number of").value((ANY_NUMBER, True)),  # as many as the player chooses, none included
)

#: "You may reveal a creature card from among them and put it into your hand", "you may reveal up
#: to two creature cards from among them and put them into your hand": ``(count, filter, reveal,
#: (zone, tapped), optional)``.
_may_reveal = seq(
    phrase("you may reveal"), _how_many, object_filter, phrase("from among them and put"), phrases("it", "that card", "them", "the revealed cards"), _take_to,
).map(lambda v: (v[1][0], v[2], True, v[5], True))

#: "You may put a land card from among them onto the battlefield tapped", "put up to two land cards
#: from among them onto the battlefield tapped", "put a creature card from among them into your
#: hand" (as many as there are, up to the number: a mandatory choice).
_put_filtered = seq(
    alt(phrase("you may put"), word("put")), _how_many, object_filter, phrase("from among them"), _take_to,
).map(lambda v: (v[1][0], v[2], False, v[4], v[0] == "you may put" or v[1][1]))
#: "Put a creature card from among them into your hand and the rest on the bottom of your library in
#: a random order": the same, with where the rest go.
_put_filtered_rest = seq(_put_filtered, word("and"), _the_rest).map(lambda v: (v[0], v[2]))

#: "Put one of them into your hand and the rest on the bottom of your library in any order", "put
#: up to two of them into your hand …": ``((count, up_to), rest or None)``.
_put_n = seq(
    word("put"), alt(seq(phrase("up to"), number).map(lambda v: (v[1], True)), number.map(lambda n: (n, False))),
    phrases("of them into your hand", "of those cards into your hand"), opt(seq(word("and"), _the_rest).map(lambda v: v[1])),
)

#: "Put all Goblin cards revealed this way into your hand [and the rest on the bottom of your
#: library in any order]": ``(filter, (zone, tapped), rest or None)``.
_put_all = seq(
    phrase("put all"), object_filter, phrases("revealed this way", "from among them"), _take_to, opt(seq(word("and"), _the_rest).map(lambda v: v[1])),
).map(lambda v: (v[1], v[3], v[4]))

#: "[Then] put the rest on the bottom of your library in a random order".
_put_rest = seq(opt(word("then")), word("put"), _the_rest).map(lambda v: v[2])


def _with_rest(e: LookTopIR, rest: tuple[Zone, bool]) -> LookTopIR:
    return replace(e, rest_zone=rest[0], random=rest[1])


#: "Reveal cards from the top of your library until you reveal a creature card" (CR 701.20a).
_reveal_until = seq(phrase("reveal cards from the top of your library until you reveal"), word("a", "an"), object_filter).map(
    lambda v: RevealUntilIR(replace(v[2], zone=Zone.LIBRARY))
)
#: "Put that card into your hand and the rest on the bottom of your library in a random order".
_put_that_card = seq(phrases("put that card", "put it"), _take_to, word("and"), _the_rest).where(lambda v: v[3] == (Zone.LIBRARY, True)).map(lambda v: v[1])


#: "Reveal the top card of your library and put that card into your hand / onto the battlefield"
#: (CR 701.20a): the top card, whatever it is, revealed and moved; "it" after it is that card.
_reveal_top_card = seq(phrase("reveal the top card of your library and"), phrases("put that card", "put it"), _take_to).map(
    lambda v: RevealUntilIR(ObjectFilter((), Zone.LIBRARY), v[2][0], v[2][1])
)


def look_top_start(sentence: Line) -> LookTopIR | RevealUntilIR | None:
    """The sentence that starts a "look at the top N cards" effect: an incomplete
    :class:`LookTopIR`, or a whole one for "…, then put them back in any order"; or an incomplete
    "reveal cards … until" (:class:`RevealUntilIR`)."""
    return parse_all(alt(_back, _top_n, _reveal_n, _reveal_until, _reveal_top_card), sentence)


def look_top_more(sentence: Line, prev: EffectIR | None) -> LookTopIR | RevealUntilIR | None:
    """``prev`` (an incomplete "look at the top N cards") completed by the sentence — which cards
    are taken, where the rest go. None if the sentence doesn't continue it."""
    if isinstance(prev, RevealUntilIR) and prev.take_zone is None:
        to = parse_all(_put_that_card, sentence)
        return None if to is None else replace(prev, take_zone=to[0], tapped=to[1])
    if not isinstance(prev, LookTopIR) or prev.rest_zone is not None:
        return None
    if prev.take == 0 and not prev.take_all:
        every = parse_all(_put_all, sentence) if prev.reveal_all else None
        if every is not None:
            flt, (zone, tapped), rest = every
            taken = replace(prev, take_all=True, filter=replace(flt, zone=Zone.LIBRARY), take_zone=zone, tapped=tapped)
            return _with_rest(taken, rest) if rest is not None else taken
        chosen, rest_of = parse_all(alt(_put_filtered_rest, alt(_may_reveal, _put_filtered).map(lambda c: (c, None))), sentence) or (None, None)
        if chosen is not None:
            n, flt, reveal, (zone, tapped), optional = chosen
            taken = replace(prev, take=n, filter=replace(flt, zone=Zone.LIBRARY), optional=optional, reveal=reveal, take_zone=zone, tapped=tapped)
            return _with_rest(taken, rest_of) if rest_of is not None else taken
        put: Any = parse_all(_put_n, sentence)
        if put is not None:
            (n, up_to), rest = put[1], put[3]
            taken = replace(prev, take=n, optional=up_to)
            return _with_rest(taken, rest) if rest is not None else taken
        return None
    rest = parse_all(_put_rest, sentence)
    return _with_rest(prev, rest) if rest is not None else None


__all__ = ["look_top_more", "look_top_start"]
