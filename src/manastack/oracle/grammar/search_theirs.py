"""Searching another player's library (CR 701.23a, 701.24a): "Search target opponent's library for
an artifact card and put that card onto the battlefield under your control. Then that player
shuffles." (Acquire); "Search target player's library for a card and exile it. Then that player
shuffles." (Extract); "search its controller's graveyard, hand, and library for any number of cards
with the same name as that card and exile them" (Deicide: all three zones are searched). The search
doesn't shuffle until the sentence that says "Then that player shuffles" merges into it. "For each
player, search that player's library for a nonland card and exile it, then that player shuffles"
(Jace, Architect of Thought) searches each player's library in turn, each shuffled by its owner."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from manastack.model.types import Zone
from manastack.oracle.combinators import Parser, alt, parse_all, phrase, phrases, seq, word
from manastack.oracle.grammar.nouns import number, object_filter, target_player_possessive
from manastack.oracle.ir import EffectIR, IfItIs, ItNoun, PlayerNoun, Search

#: How many: ``(count, up to)``.
_count: Parser[tuple[int | None, bool]] = alt(
    phrase("any number of").value((None, True)),
    seq(phrase("up to"), number).map(lambda v: (v[1], True)),
    number.map(lambda n: (n, False)),
)
_it = phrases("that card", "those cards", "it", "them")

#: What is done with the cards found: ``(zone, under your control)``.
_then: Parser[tuple[Zone, bool]] = alt(
    seq(word("and"), word("put"), _it, phrase("onto the battlefield under your control")).value((Zone.BATTLEFIELD, True)),
    seq(alt(word("and"), phrase(",")), word("exile"), _it).value((Zone.EXILE, False)),
    seq(word("and"), word("put"), _it, phrase("into their graveyard")).value((Zone.GRAVEYARD, False)),
)


def _make(v: tuple[Any, ...], shuffle: bool = False) -> EffectIR:
    (count, up_to), flt, (zone, yours) = v[3], v[4], v[5]
    return Search(flt, zone, count, who=None, shuffle=shuffle, up_to=up_to, library_of=v[1], under_your_control=yours)


#: "search target opponent's library for an artifact card and put that card onto the battlefield
#: under your control", "… for up to three cards and exile them".
search_theirs: Parser[EffectIR] = seq(word("search"), target_player_possessive, word("library"), word("for"), _count, object_filter, _then).map(
    lambda v: _make((v[0], v[1], v[2], v[4], v[5], v[6]))
)

#: "for each player, search that player's library for a nonland card and exile it, then that player
#: shuffles": the searcher searches every player's library (CR 701.23a), each then shuffled (701.24a).
for_each_player_search: Parser[EffectIR] = seq(
    phrase("for each player , search that player's library for"), _count, object_filter, _then, phrase(", then that player shuffles"),
).map(lambda v: _make((None, PlayerNoun("each player"), None, v[1], v[2], v[3]), shuffle=True))

#: "its controller's", "its owner's": the player of the object just mentioned.
_its_player: Parser[PlayerNoun] = seq(word("its"), word("controller's", "owner's")).map(lambda v: PlayerNoun(v[1][:-2]))

#: CR 701.23a, 201.2: "search its controller's graveyard, hand, and library for any number of cards
#: with the same name as that card and exile them" — every one of the three zones is searched.
#: "for all cards with the same name as that spell" (Counterbore): every one the searcher finds (a
#: card of a stated quality in a hidden zone may go unfound, 701.23b).
search_all_zones: Parser[EffectIR] = seq(
    word("search"), _its_player, phrase("graveyard , hand , and library for"), alt(word("all").value((None, False)), _count), object_filter,
    phrase("with the same name as"), phrases("that card", "that spell", "that creature", "that land", "it").value(ItNoun()),
    _then.where(lambda t: t == (Zone.EXILE, False)),
).map(lambda v: Search(v[4], Zone.EXILE, v[3][0], shuffle=False, up_to=v[3][1], library_of=v[1], zones=(Zone.GRAVEYARD, Zone.HAND, Zone.LIBRARY),
                       every_zone=True, same_name_as=v[6]))


def then_that_player_shuffles(sentence: Any, prev: EffectIR | None) -> EffectIR | None:
    """"Then that player shuffles" after a search of another player's library (CR 701.24a); after
    "If the exiled card is a God card, search …", the shuffle is part of what happens if it is."""
    if isinstance(prev, IfItIs) and prev.effects:
        last = then_that_player_shuffles(sentence, prev.effects[-1])
        return None if last is None else replace(prev, effects=prev.effects[:-1] + (last,))
    if not isinstance(prev, Search) or prev.library_of is None or prev.shuffle:
        return None
    if parse_all(phrases("then that player shuffles", "that player shuffles", "then that player shuffles their library"), sentence) is None:
        return None
    return replace(prev, shuffle=True)


__all__ = ["for_each_player_search", "search_all_zones", "search_theirs", "then_that_player_shuffles"]
