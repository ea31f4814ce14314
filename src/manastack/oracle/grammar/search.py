"""Searching your library (CR 701.23): "Search your library for [count] [cards], [reveal them,] put
them [somewhere], then shuffle" and its variants — the cards sought ("a basic land card or Gate
card", "a card named X or a card named Y", "a card with mana value less than or equal to the number
of lands you control", "… equal to 1 plus the sacrificed creature's mana value"), how many ("up to
X basic land cards, where X is …"), and where they go ("then shuffle and put those cards on top in
any order", 701.24b, 401.4)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from manastack.model.filters import AnyOf, ManaValueAtMostX, Named, ObjectFilter
from manastack.model.types import Zone
from manastack.oracle.combinators import Parser, alt, opt, phrase, phrases, seq, word
from manastack.oracle.grammar.nouns import card_name, counter_kind, number, object_filter, player_subject, target_noun
from manastack.oracle.grammar.where_x import x_value
from manastack.oracle.ir import AmountIR, EffectIR, ItNoun, MayDo, Noun, PlayerNoun, PlusAmount, Search, TargetNoun, XAmount


@dataclass(frozen=True, slots=True)
class _Sought:
    """The cards a search looks for: the filter, the bounds of their mana value if the text gives
    any (amounts known as the search happens), and the object whose name they have ("with the
    same name as target creature", CR 201.2)."""

    filter: ObjectFilter
    max_mana_value: AmountIR | None = None
    min_mana_value: AmountIR | None = None
    same_name_as: Noun | None = None
    also: tuple[ObjectFilter, ...] = ()  # "a Forest card and a Plains card": one card of each
    different_names: bool = False  # "up to two creature cards with different names"


#: How many, and whether fewer may be found ("up to two", "any number of"; 701.23d).
_count: Parser[tuple[AmountIR | None, bool]] = alt(
    phrase("any number of").value((None, True)),
    seq(phrase("up to"), word("x")).value((XAmount(), True)),
    seq(phrase("up to"), number).map(lambda v: (v[1], True)),
    number.map(lambda n: (n, False)),
)


def _either(a: ObjectFilter, b: ObjectFilter) -> ObjectFilter:
    """A card either filter admits ("an instant card or a card with flash")."""
    return ObjectFilter((AnyOf((a, b)),), zone=a.zone, description=f"{a.describe()} or {b.describe()}")


#: "a basic land card or Gate card", "an Aura card and/or an Equipment card", "a card named X or a
#: card named Y", "a card named X or Y".
_filter: Parser[ObjectFilter] = alt(
    seq(object_filter.where(lambda f: f.get(Named) is not None), word("or"), card_name).map(lambda v: _either(v[0], v[0].having(Named(v[2])))),
    seq(object_filter, alt(phrase("and / or"), phrase(", or"), word("or")), opt(word("a", "an")), object_filter).map(lambda v: _either(v[0], v[3])),
    object_filter,
)

#: "with mana value less than or equal to [amount]", "with mana value equal to [1 plus] [amount]".
_mana_value: Parser[tuple[AmountIR | None, AmountIR | None]] = alt(
    seq(phrase("with mana value less than or equal to"), x_value).map(lambda v: (v[1], None)),
    seq(phrase("with mana value equal to"), opt(seq(number, word("plus")).map(lambda v: v[0])), x_value).map(
        lambda v: _exactly(PlusAmount(v[2], v[1]) if v[1] else v[2])
    ),
)


def _exactly(a: AmountIR) -> tuple[AmountIR | None, AmountIR | None]:
    return a, a


def _sought(f: ObjectFilter, mv: tuple[AmountIR | None, AmountIR | None] | None) -> _Sought:
    """CR 202.3: the cards sought and the bounds of their mana value. "With mana value X or less",
    read by the filter as a target's announced X, is here X as the search happens."""
    if mv is not None:
        return _Sought(f, *mv)
    if f.get(ManaValueAtMostX) is not None:
        return _Sought(f.without(ManaValueAtMostX), XAmount())
    return _Sought(f)


_found: Parser[_Sought] = alt(
    seq(_filter, phrases("and a", "and an"), _filter).map(lambda v: _Sought(v[0], also=(v[2],))),
    seq(_filter, phrase("with the same name as"), alt(target_noun, phrases("that creature", "that card").value(ItNoun()))).map(
        lambda v: _Sought(v[0], same_name_as=v[2])
    ),
    seq(_filter, opt(_mana_value)).map(lambda v: _sought(v[0], v[1])),
)
#: "with different names": no two cards found share a name (CR 201.2).
_found_named = alt(seq(_found, phrase("with different names")).map(lambda v: replace(v[0], different_names=True)), _found)

#: "up to X basic land cards, where X is the number of lands you control,": the count so defined
#: (CR 107.3c); without the tail, the count is what it says.
_how_many: Parser[tuple[tuple[AmountIR | None, bool], _Sought]] = alt(
    seq(_count.where(lambda c: isinstance(c[0], XAmount)), _found_named, phrase(", where x is"), x_value).map(lambda v: ((v[3], True), v[1])),
    seq(_count, _found_named).where(lambda v: not v[1].also or v[0] == (1, False)),  # "a Forest card and a Plains card"
)

_dest = alt(
    phrase("onto the battlefield tapped").value((Zone.BATTLEFIELD, True)),
    phrase("onto the battlefield").value((Zone.BATTLEFIELD, False)),
    phrase("into your hand").value((Zone.HAND, False)),
    phrase("into their hand").value((Zone.HAND, False)),  # the searching player's ("each player may search their library")
    phrase("into your graveyard").value((Zone.GRAVEYARD, False)),  # Entomb (CR 701.23a)
)
#: "… onto the battlefield with an additional +1/+1 counter on it" (it enters with it, 122.6).
_with_counter = seq(phrases("with a", "with an additional"), counter_kind, phrase("counter on it")).map(lambda v: ((v[1], 1),))
_put_onto: Parser[tuple[Zone, bool, tuple[tuple[str, int], ...]]] = seq(_dest, opt(_with_counter)).where(
    lambda v: v[1] is None or v[0][0] is Zone.BATTLEFIELD
).map(lambda v: (v[0][0], v[0][1], v[1] or ()))
_it = phrases("that card", "those cards", "it", "them")
_reveal = opt(phrases(", reveal it", ", reveal them", ", reveal that card", ", reveal those cards"))
#: "then shuffle and put that card on top", "… put those cards on top in any order" (701.24b, 401.4).
_on_top = phrases(
    ", then shuffle and put that card on top", ", then shuffle and put the card on top", ", then shuffle and put it on top",
    ", then shuffle and put those cards on top in any order", ", then shuffle and put them on top",
)


def _search(count: tuple[AmountIR | None, bool], s: _Sought, zone: Zone, tapped: bool = False, who: Noun | None = None, rest: Zone | None = None,
            counters: tuple[tuple[str, int], ...] = ()) -> Search:
    return Search(s.filter, zone, count[0], tapped, who=who, rest=rest, max_mana_value=s.max_mana_value, min_mana_value=s.min_mana_value, up_to=count[1],
                  same_name_as=s.same_name_as, also=s.also, different_names=s.different_names, counters=counters)


#: "… for [count] [cards], [reveal them,] put them [destination], then shuffle": the search of that player.
_rest = alt(
    seq(_how_many, _reveal, phrase(","), word("put"), _it, _put_onto, phrase(", then shuffle")).map(
        lambda v: lambda who: _search(v[0][0], v[0][1], v[5][0], v[5][1], who, counters=v[5][2])
    ),
    seq(_how_many, phrase(", exile"), _it, phrase(", then shuffle")).map(  # "…, exile them, then shuffle" (Foresight)
        lambda v: lambda who: _search(v[0][0], v[0][1], Zone.EXILE, who=who)
    ),
    seq(_how_many, _reveal, _on_top).map(lambda v: lambda who: _search(v[0][0], v[0][1], Zone.LIBRARY, who=who)),
)

#: Another player than you ("its controller", "target player", "each player").
_other = player_subject.where(lambda n: n != PlayerNoun("you"))

#: "Its controller may search their library for a basic land card, put that card onto the
#: battlefield tapped, then shuffle" (Path to Exile): that player searches, and chooses whether to.
#: One player's choice: "each player may search …" (each player choosing) isn't read.
_theirs = seq(_other.where(lambda n: not (isinstance(n, PlayerNoun) and n.which.startswith("each"))), phrase("may search their library for"), _rest).map(
    # a target player searches: the target chosen once, not a second target (CR 115.1)
    lambda v: MayDo((v[2](PlayerNoun("_same") if isinstance(v[0], TargetNoun) else v[0]),), who=v[0])
)

#: "Target player searches their library for a basic land card, puts it onto the battlefield
#: tapped, then shuffles", "Each player searches …" (Field of Ruin): each such player searches.
_searches = seq(
    _other, phrase("searches their library for"), _how_many, opt(phrases(", reveals it", ", reveals them")),
    alt(
        seq(phrase(","), word("puts"), _it, _put_onto, phrase(", then shuffles")).map(lambda v: v[3]),
        phrase(", then shuffles and puts that card on top").value((Zone.LIBRARY, False, ())),  # 701.24b
    ),
).map(lambda v: _search(v[2][0], v[2][1], v[4][0], v[4][1], who=v[0], counters=v[4][2]))

#: "… up to two basic land cards, reveal those cards, put one onto the battlefield tapped and the
#: other into your hand, then shuffle" (Cultivate).
_one_and_other = seq(
    phrase("search your library for"), _how_many, _reveal, phrase(", put one"), _dest, phrase("and the other into your hand , then shuffle"),
).map(lambda v: _search(v[1][0], v[1][1], v[4][0], v[4][1], rest=Zone.HAND))

#: "search your library and/or graveyard for a card named …, reveal it, and put it into your
#: hand": no shuffle unless the next sentence says "If you search your library this way, shuffle".
_zones = alt(
    phrase("library and / or graveyard").value((Zone.LIBRARY, Zone.GRAVEYARD)),
    phrase("graveyard and / or library").value((Zone.GRAVEYARD, Zone.LIBRARY)),
    phrase("graveyard , hand , and / or library").value((Zone.GRAVEYARD, Zone.HAND, Zone.LIBRARY)),
    phrase("library , hand , and / or graveyard").value((Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD)),
)
_several = seq(phrase("search your"), _zones, word("for"), _count.where(lambda c: not isinstance(c[0], XAmount)), object_filter, _reveal,
               alt(phrase(", and"), word("and"), phrase(",")), word("put"), _it, _dest).map(
    lambda v: Search(v[4], v[9][0], v[3][0], v[9][1], zones=v[1], shuffle=False, up_to=v[3][1])
)

#: "Search your library and graveyard for …": both zones are searched (CR 701.23a).
_both = seq(phrase("search your library and graveyard for"), _rest).map(
    lambda v: replace(v[1](None), zones=(Zone.LIBRARY, Zone.GRAVEYARD), every_zone=True)
)

search: Parser[EffectIR] = alt(
    _theirs, _searches, _one_and_other, _several, _both, seq(phrase("search your library for"), _rest).map(lambda v: v[1](None))
)
"""A search of your library, or of the library of the player who may search their own."""

__all__ = ["search"]
