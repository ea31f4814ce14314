""""Look at / reveal the top card of your library" and the sentences after it that say what becomes
of that card by what it is (CR 401.2, 701.20a):

- "Reveal the top card of your library. If it's a land card, put it onto the battlefield.
  Otherwise, put it into your hand."
- "Look at the top card of your library. If it's a land card, you may put it onto the battlefield
  tapped. If you don't put the card onto the battlefield, put it into your hand."
- "You may put that card onto the battlefield if it's a permanent card with mana value 3 or less."
- kinship: "You may look at the top card of your library. If it shares a creature type with
  CARDNAME, you may reveal it. If you do, …"
- another player's: "defending player reveals the top card of their library. If it's a land card,
  that player puts it into their hand."

Each sentence completes :class:`TopCardIR` a little more. A sentence right after the look that the
grammar doesn't read is unsupported (its "it" would be the top card, which nothing else refers to).
"""

from __future__ import annotations

from dataclasses import replace

from manastack.model.filters import ObjectFilter, SharesCreatureTypeWithSource
from manastack.model.types import Zone
from manastack.oracle.combinators import Parser, alt, kind, opt, parse_all, phrase, phrases, seq, word
from manastack.oracle.grammar.nouns import object_filter, player_subject
from manastack.oracle.ir import EffectIR, PlayerNoun, TopCardIR
from manastack.oracle.lexer import Kind, Line

#: "Look at the top card of your library", "you may look at …" (looking changes nothing: declining
#: is not revealing, 701.20a), "Reveal the top card of your library".
_start: Parser[TopCardIR] = alt(
    seq(opt(phrase("you may")), phrase("look at the top card of your library")).value(TopCardIR()),
    phrase("reveal the top card of your library").value(TopCardIR(reveal=True)),
    seq(player_subject.where(lambda p: p != PlayerNoun("you")), phrase("reveals the top card of their library")).map(
        lambda v: TopCardIR(reveal=True, player=v[0])
    ),
)

_it = phrases("it", "that card", "the card", "the revealed card")

#: Where a card is put: ``(zone, tapped, library position)``.
_dest: Parser[tuple[Zone, bool, str]] = alt(
    phrase("into your hand").value((Zone.HAND, False, "")),
    phrase("onto the battlefield tapped").value((Zone.BATTLEFIELD, True, "")),
    phrase("onto the battlefield").value((Zone.BATTLEFIELD, False, "")),
    phrase("into your graveyard").value((Zone.GRAVEYARD, False, "")),
    phrase("on the bottom of your library").value((Zone.LIBRARY, False, "bottom")),
)

#: "if it's a land card", "if it's a creature or planeswalker card"; "if it shares a creature type
#: with CARDNAME" (CR 205.3m).
_if_it_is: Parser[ObjectFilter] = alt(
    seq(word("if"), phrases("it's", "it is"), word("a", "an"), object_filter).map(lambda v: replace(v[3], zone=Zone.LIBRARY, description="")),
    seq(phrase("if it shares a creature type with"), kind(Kind.SELF)).value(ObjectFilter((SharesCreatureTypeWithSource(),), Zone.LIBRARY)),
)

#: "[you may] [reveal it and] put it DEST": ``(optional, reveal, dest)``.
_put = seq(opt(phrase("you may")), opt(seq(phrase("reveal"), _it, word("and"))), word("put"), _it, _dest).map(
    lambda v: (v[0] is not None, v[1] is not None, v[4])
)

#: "that player puts it into their hand": the player whose library it is takes the card.
_they_put = seq(phrase("that player puts"), _it, phrase("into their hand")).value((False, False, (Zone.HAND, False, "")))

#: "If it's a land card, [you may] [reveal it and] put it DEST": ``(filter, (optional, reveal, dest))``.
_take_if = seq(_if_it_is, phrase(","), _put).map(lambda v: (v[0], v[2]))
_they_take_if = seq(_if_it_is, phrase(","), _they_put).map(lambda v: (v[0], v[2]))
#: "[You may] put that card DEST if it's a FILTER".
_take_trailing = seq(_put, _if_it_is).map(lambda v: (v[1], v[0]))
#: "If it shares a creature type with CARDNAME, you may reveal it" (kinship): the reveal only.
_reveal_if = seq(_if_it_is, phrase(", you may reveal"), _it)

#: "Otherwise, [you may] put it DEST" — ``True`` for "otherwise" (only a card the filter doesn't
#: admit); "If you don't put the card into your hand / onto the battlefield, …", "If you don't, …"
#: — ``False`` (any card not taken).
_else = seq(
    alt(
        phrase("otherwise ,").value(True),
        seq(phrase("if you don't"), opt(seq(word("put"), _it, _dest)), phrase(",")).value(False),
    ),
    opt(phrase("you may")), word("put"), _it, _dest,
).map(lambda v: (v[0], v[1] is not None, v[4]))


def top_card_start(sentence: Line) -> TopCardIR | None:
    """The sentence that looks at or reveals the top card of your library."""
    return parse_all(_start, sentence)


def top_card_more(sentence: Line, prev: EffectIR | None) -> TopCardIR | str | None:
    """``prev`` (a :class:`TopCardIR`) completed by the sentence; a reason (the sentence is
    unsupported) if the look isn't completed and the grammar doesn't read the sentence; None if
    ``prev`` isn't a top card still being described."""
    if not isinstance(prev, TopCardIR):
        return None
    if not prev.taken:
        if prev.player is not None:  # another player's card: only "If it's …, that player puts it …"
            leading = took = parse_all(_they_take_if, sentence)
        else:
            leading = parse_all(_take_if, sentence)
            took = leading if leading is not None else parse_all(_take_trailing, sentence)
        if took is not None:
            flt, (optional, reveal, (zone, tapped, position)) = took
            if zone is Zone.LIBRARY:
                return "the top card put on the bottom of the library by what it is"
            # "You may put that card onto the battlefield if it's …. Otherwise, …": the choice and the
            # condition are one ("otherwise" is any card not put there); after "If it's …, you may put
            # it …", "otherwise" is a card that isn't one (a declined one stays on top).
            return replace(prev, filter=flt, taken=True, take_zone=zone, optional=optional, reveal_taken=reveal, tapped=tapped,
                           condition_first=leading is not None)
        revealed = parse_all(_reveal_if, sentence) if prev.player is None else None
        if revealed is not None and not prev.reveal:
            return replace(prev, filter=revealed[0], taken=True, take_zone=None, optional=True, reveal_taken=True)
        return "a sentence about the top card of a library the grammar doesn't read"
    if prev.take_zone is None:
        if prev.then:
            return None
        head = phrase("if you do ,")(sentence, 0)
        if head is None:
            return "'you may reveal it' without 'if you do, …'"
        rest = parse_all(_clauses(), sentence[head[1]:])
        return replace(prev, then=tuple(rest)) if rest else "no grammar rule"
    if prev.else_said or prev.player is not None:
        return None
    other = parse_all(_else, sentence)
    if other is None:
        return None
    unmatched_only, optional, (zone, _tapped, position) = other
    return replace(prev, else_said=True, else_zone=zone, else_position=position or "bottom", else_optional=optional,
                   else_unmatched_only=unmatched_only and prev.condition_first)


def _clauses() -> Parser[list[EffectIR]]:
    from manastack.oracle.grammar.effects import clauses

    return clauses


__all__ = ["top_card_more", "top_card_start"]
