"""More effect clauses and the sentences that modify the effect before them:

- "Target creature's owner puts it on their choice of the top or bottom of their library."
- "Remove a hope counter from this enchantment. If you do, draw a card." (CR 608.2c)
- "Then if this enchantment has no hope counters on it, sacrifice it and you gain 4 life."
- "Counter target spell. If a permanent spell is countered this way, exile it instead of putting it
  into its owner's graveyard. You may cast that card without paying its mana cost for as long as it
  remains exiled." (CR 701.6a, 614.1a, 118.9)
- the static "This enchantment enters with a hope counter on it for each creature you control"
  (614.1c, 122.6).
"""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

from manastack.model.abilities import EntersWithCounters, StaticEffect
from manastack.model.effects import PlayDuration
from manastack.model.filters import CardTypes, ColorsSpent, CommanderCasts, CountOf, ObjectFilter, TargetKind
from manastack.model.types import CardType, Zone
from manastack.oracle.combinators import (
    Parser,
    alt,
    lazy,
    opt,
    parse_all,
    phrase,
    phrases,
    seq,
    token,
    word,
)
from manastack.oracle.grammar.common import clauses, if_condition, kicked, mana_symbol, source_counters
from manastack.oracle.grammar.nouns import (
    CARD_TYPES,
    counter_kind,
    for_each,
    number,
    object_filter,
    object_ref,
    self_noun,
)
from manastack.oracle.ir import (
    CountAmount,
    CounterExileIR,
    EffectIR,
    IfDoneIR,
    IfThen,
    ItNoun,
    Mana,
    MayDo,
    MayPlayIR,
    Move,
    MoveCountersIR,
    Noun,
    ObjectVerb,
    OptionalCost,
    RemoveCountersIR,
    Search,
    SelfNoun,
    StaticLine,
    TargetNoun,
    Unsupported,
)
from manastack.oracle.lexer import Kind, Line

# ---- clauses ------------------------------------------------------------------------------------


def _possessive_target() -> Parser[TargetNoun]:
    """"target creature's" (the lexer keeps the possessive on the word)."""

    def ok(t: Any) -> bool:
        return t.kind is Kind.WORD and t.text.endswith("'s") and t.text[:-2] in CARD_TYPES

    return seq(word("target"), token(ok)).map(
        lambda v: TargetNoun(TargetKind.OBJECT, ObjectFilter((CardTypes(frozenset({CARD_TYPES[v[1].text[:-2]]})),), description=v[1].text[:-2]),
                             description=f"target {v[1].text[:-2]}")
    )


def _owner_puts_on_top_or_bottom() -> Parser[EffectIR]:
    """"Target creature's owner puts it on their choice of the top or bottom of their library"."""
    return seq(_possessive_target(), phrase("owner puts it on their choice of the top or bottom of their library")).map(
        lambda v: Move(v[0], Zone.LIBRARY, library_position="owner's choice")
    )




def _remove_counters() -> Parser[EffectIR]:
    """"remove a hope counter from this enchantment"."""
    return seq(word("remove"), number, counter_kind, word("counter", "counters"), word("from"), object_ref).map(
        lambda v: RemoveCountersIR(v[2], v[1], v[5])
    )


def _move_counters() -> Parser[EffectIR]:
    """"move a +1/+1 counter from CARDNAME onto that creature" (CR 122.5)."""
    return seq(word("move"), number, counter_kind, word("counter", "counters"), word("from"), object_ref, word("onto"), object_ref).map(
        lambda v: MoveCountersIR(v[2], v[1], v[5], v[7])
    )


def _bind_it(e: EffectIR, noun: Noun) -> EffectIR:
    """Resolve "it" in ``e`` to ``noun`` (the subject of the condition it follows: "if this
    enchantment has no hope counters on it, sacrifice it")."""
    node: Any = e
    changes = {f.name: noun for f in fields(node) if isinstance(getattr(node, f.name), ItNoun)}
    bound: EffectIR = replace(node, **changes) if changes else e
    return bound


def _if_source_counters() -> Parser[EffectIR]:
    """"[Then] if this enchantment has no hope counters on it, [effects]", "If there are no mining
    counters on CARDNAME, sacrifice it" (CR 608.2c): "it" in the effects is the source."""
    return seq(opt(word("then")), word("if"), source_counters, phrase(","), clauses.parser).map(
        lambda v: IfThen(v[2], tuple(_bind_it(e, SelfNoun()) for e in v[4]))
    )


def _may_cast_free() -> Parser[EffectIR]:
    """"You may cast that card without paying its mana cost for as long as it remains exiled": a
    permission for the card the effects before it moved (CR 118.9; timing rules still apply)."""
    return phrase("you may cast that card without paying its mana cost for as long as it remains exiled").value(
        MayPlayIR(None, PlayDuration.WHILE_EXILED, spells_only=True, without_paying=True)
    )


def _until_end_of_turn_replacement() -> Parser[EffectIR]:
    """"Until end of turn, if you tap a land you control for mana, it produces {U} instead of any
    other type" (Deep Water, Pale Moon): the replacement effect lasts until the turn ends
    (CR 611.2, 614.1a, 514.2)."""
    from manastack.model.effects import Duration
    from manastack.oracle.ir import CreateReplacementIR

    return seq(phrase("until end of turn ,"), lazy(lambda: _mana_type_replacement())).map(lambda v: CreateReplacementIR(v[1], Duration.END_OF_TURN))


def _gain_life_per_count() -> Parser[EffectIR]:
    """"You gain 2 life for each creature you control", "you gain life equal to the number of
    creature cards in your graveyard", "… equal to its power", "… equal to the life lost this way",
    "you lose life equal to its mana value": one life-gaining or life-losing event of the amount
    (CR 119.3, 608.2h: counted as the effect happens)."""
    from manastack.model.filters import TimesPaid
    from manastack.oracle.grammar.nouns import object_filter, player_subject
    from manastack.oracle.grammar.where_x import equal_to
    from manastack.oracle.ir import PlayerAmount, PlayerNoun

    subject = opt(player_subject)

    def who(w: Noun | None, verb: str) -> Noun:
        # "you gain …" / imperative "gain …" (you); "…, then gains life equal to …" (the subject before)
        return w if w is not None else PlayerNoun("_same" if verb.endswith("s") else "you")

    per = seq(word("gain", "gains"), number, phrase("life for each"), object_filter).map(lambda v: (v[0], CountAmount(v[3], v[1])))
    equal = seq(word("gain", "gains"), word("life"), equal_to).map(lambda v: (v[0], v[2]))
    per_kick = seq(word("gain", "gains"), number, phrase("life for each time it was kicked")).map(lambda v: (v[0], TimesPaid("kicker", v[1])))  # 702.33d
    lose = seq(subject, word("lose", "loses"), word("life"), equal_to).map(lambda v: PlayerAmount("lose life", v[3], who(v[0], v[1])))  # "… equal to its mana value"
    return alt(seq(subject, alt(per, equal, per_kick)).map(lambda v: PlayerAmount("gain life", v[1][1], who(v[0], v[1][0]))), lose)


extra_clause: Parser[EffectIR] = alt(
    _owner_puts_on_top_or_bottom(), _remove_counters(), _move_counters(), _if_source_counters(), _may_cast_free(), _until_end_of_turn_replacement(),
    _gain_life_per_count(),
)
"""The clauses of this module, tried before the general ones."""

# ---- sentences that modify the effect before them -------------------------------------------------

#: CR 110.4b: a permanent spell is an artifact, creature, enchantment, planeswalker or battle spell.
PERMANENT_SPELL = ObjectFilter((CardTypes(frozenset({CardType.ARTIFACT, CardType.CREATURE, CardType.ENCHANTMENT, CardType.PLANESWALKER, CardType.BATTLE})),), zone=Zone.STACK, description="permanent spell")

#: CR 701.19c: the sentence after a destruction saying no regeneration shield replaces it.
_cant_be_regenerated = alt(
    seq(phrases("it", "they", "that creature", "the creature", "those creatures", "that permanent"), phrase("can't be regenerated")),
    seq(opt(word("a", "an")), object_filter, phrase("destroyed this way can't be regenerated")),
)

_countered_this_way_exile = seq(
    phrases("if a permanent spell is countered this way", "if that spell is countered this way"),
    phrase(", exile it instead of putting it into its owner's graveyard"),
)
#: "If that spell is countered this way, put it on top of its owner's library / into its owner's
#: hand instead of into that player's graveyard" (Memory Lapse, Remand).
#: "… put that card on your choice of the top or bottom of its owner's library …" (Hinder): the
#: countering spell's controller chooses.
_countered_this_way_put = seq(
    phrase("if that spell is countered this way , put"),
    phrases("it", "that card"),
    alt(
        phrase("on top of its owner's library").value((Zone.LIBRARY, "top")),
        phrase("on the bottom of its owner's library").value((Zone.LIBRARY, "bottom")),
        phrase("on your choice of the top or bottom of its owner's library").value((Zone.LIBRARY, "your choice")),
        phrase("into its owner's hand").value((Zone.HAND, "top")),
    ),
    phrase("instead of into that player's graveyard"),
).map(lambda v: v[2])


#: "Until end of turn, you don't lose this mana as steps and phases end." after "Add …"
_keep_mana = phrase("until end of turn , you don't lose this mana as steps and phases end")


def keep_mana(sentence: Line, previous: tuple[EffectIR, ...]) -> tuple[EffectIR, ...] | None:
    """"Add {R}{R}{R}. Until end of turn, you don't lose this mana as steps and phases end." (CR
    500.4, 106.4): the mana the sentence before added (its one "add" effect) stays in the pool
    until the turn ends. None if the sentence isn't this one or "this mana" isn't one effect."""
    mana = [i for i, e in enumerate(previous) if isinstance(e, Mana)]
    if len(mana) != 1 or parse_all(_keep_mana, sentence) is None:
        return None
    out = list(previous)
    add = previous[mana[0]]
    assert isinstance(add, Mana)
    out[mana[0]] = replace(add, kept=True)
    return tuple(out)


def modify_previous(sentence: Line, prev: EffectIR | None) -> EffectIR | None:
    """A sentence that changes the effect before it (CR 608.2c: "read the whole text"): "If you
    do, …" after removing counters or sacrificing a permanent ("sacrifice it. If you do, it deals 4
    damage to each creature blocking it"); "If a permanent spell is countered this way, exile it
    instead …" after "counter target spell". None if the sentence is not one of these."""
    if isinstance(prev, RemoveCountersIR) or (isinstance(prev, ObjectVerb) and prev.verb == "sacrifice"):
        head = phrase("if you do ,")(sentence, 0)
        if head is not None:
            rest = parse_all(clauses.parser, sentence[head[1]:])
            if rest is not None:
                return IfDoneIR(prev, tuple(rest))
    searched = _shuffle_if_searched(sentence, prev)
    if searched is not None:
        return searched
    if isinstance(prev, ObjectVerb) and prev.verb == "counter":
        return _countered_this_way(sentence, prev)
    if isinstance(prev, OptionalCost) and len(prev.otherwise) == 1 and isinstance(c := prev.otherwise[0], ObjectVerb) and c.verb == "counter":
        # "Counter target spell unless its controller pays {X}. If that spell is countered this way, …" (Syncopate)
        done = _countered_this_way(sentence, c)
        return replace(prev, otherwise=(done,)) if done is not None else None
    return None


def _shuffle_if_searched(sentence: Line, prev: EffectIR | None) -> EffectIR | None:
    """"If you search your library this way, shuffle" after "[you may] search your library and/or
    graveyard for …" (CR 701.24a): the library is shuffled if it was one of the zones searched."""
    if parse_all(phrases("if you search your library this way , shuffle", "if you searched your library this way , shuffle"), sentence) is None:
        return None
    inner = prev.effects[0] if isinstance(prev, MayDo) and len(prev.effects) == 1 else prev
    if not isinstance(inner, Search) or inner.shuffle or Zone.LIBRARY not in inner.zones:
        return None
    found = replace(inner, shuffle=True)
    return replace(prev, effects=(found,)) if isinstance(prev, MayDo) else found


def _countered_this_way(sentence: Line, prev: ObjectVerb) -> EffectIR | None:
    """The counter ``prev`` with where the countered card goes instead (CR 701.6a, 614.1a, 614.15)."""
    r = parse_all(_countered_this_way_exile, sentence)
    if r is not None:
        which = PERMANENT_SPELL if r[0].startswith("if a permanent") else PERMANENT_SPELL.without(CardTypes)
        return CounterExileIR(prev.what, which)
    put = parse_all(_countered_this_way_put, sentence)
    return CounterExileIR(prev.what, None, put[0], put[1]) if put is not None else None


def cant_be_regenerated(sentence: Line, previous: tuple[EffectIR, ...]) -> tuple[EffectIR, ...] | None:
    """"It can't be regenerated." / "They can't be regenerated." / "A creature destroyed this way
    can't be regenerated." (CR 701.19c): every destruction of the sentence before it (``previous``)
    becomes one no regeneration shield replaces. None if the sentence is not one of these or the
    sentence before destroys nothing."""
    if parse_all(_cant_be_regenerated, sentence) is None:
        return None
    if not any(isinstance(e, ObjectVerb) and e.verb == "destroy" for e in previous):
        return None
    return tuple(replace(e, regenerable=False) if isinstance(e, ObjectVerb) and e.verb == "destroy" else e for e in previous)


def _same_but_amount(replaced: tuple[EffectIR, ...]) -> Parser[tuple[EffectIR, ...]]:
    """The replaced effect restated with only another amount: "it deals 4 damage [instead]" after
    damage, "create four of those tokens [instead]" after creating tokens."""
    from manastack.oracle.ir import Damage, MakeToken

    deals = seq(alt(self_noun, word("it")), word("deals"), number, word("damage")).where(
        lambda v: all(isinstance(e, Damage) for e in replaced)
    ).map(lambda v: tuple(replace(e, amount=v[2]) for e in replaced if isinstance(e, Damage)))
    tokens = seq(word("create"), number, phrase("of those tokens")).where(
        lambda v: len(replaced) == 1 and isinstance(replaced[0], MakeToken)
    ).map(lambda v: tuple(replace(e, count=v[1]) for e in replaced if isinstance(e, MakeToken)))
    return alt(deals, tokens)


def if_instead(sentence: Line, replaced: tuple[EffectIR, ...]) -> EffectIR | None:
    """"If this spell was kicked, it deals 4 damage instead", "If this spell was kicked, instead
    [effects]" (CR 702.33e, 608.2c): the sentence replaces the effects of the sentence before it
    (``replaced``) when the condition holds. None if the sentence is not one of these."""
    head = seq(word("if"), if_condition, phrase(","))(sentence, 0)
    if head is None or not replaced or any(isinstance(e, Unsupported) for e in replaced):
        return None
    cond, rest = head[0][1], sentence[head[1]:]
    if rest and rest[0].text == "instead":
        body = rest[1:]
    elif rest and rest[-1].text == "instead":
        body = rest[:-1]
    else:
        return None
    effects = parse_all(alt(_same_but_amount(replaced), clauses.parser.map(tuple)), body)
    return IfThen(cond, effects, replaced) if effects is not None else None


# ---- statics ------------------------------------------------------------------------------------


def _enters_with_counter_for_each() -> Parser[StaticEffect]:
    """"This enchantment enters with a hope counter on it for each creature you control" (614.1c);
    "This creature enters with two +1/+1 counters on it for each color of mana spent to cast it"
    (601.2h); "… for each time you've cast your commander from the command zone this game" (903.8)."""
    colors = seq(self_noun, phrase("enters with"), number, counter_kind, word("counter", "counters"), phrase("on it"), for_each).where(
        lambda v: isinstance(v[6], (ColorsSpent, CommanderCasts))
    ).map(lambda v: EntersWithCounters(v[3], replace(v[6], times=v[2])))
    return alt(colors, seq(self_noun, phrase("enters with a"), counter_kind, phrase("counter on it"), for_each).where(
        lambda v: isinstance(v[4], (CountAmount, CommanderCasts))
    ).map(lambda v: EntersWithCounters(v[2], CountOf(replace(v[4].filter, description="")) if isinstance(v[4], CountAmount) else v[4])))


def _mana_type_replacement() -> Parser[StaticEffect]:
    """A replacement effect on "tapped for mana" production events (CR 106.12b, 614.1a): "if a land
    is tapped for mana", "if a land is tapped for two or more mana", "if you tap a land you control
    for mana", "if a player taps a nonbasic land for mana" + ", it produces {B} / colorless mana
    instead of any other type [and amount]"."""
    from manastack.model.abilities import ManaTypeReplacement
    from manastack.model.filters import Controller
    from manastack.oracle.grammar.nouns import number, object_filter

    a_filter = seq(word("a", "an"), object_filter).map(lambda v: v[1])
    when = alt(
        seq(word("if"), a_filter, phrase("is tapped for mana")).map(lambda v: (v[1], Controller.ANY, 1)),
        seq(word("if"), a_filter, phrase("is tapped for"), number, phrase("or more mana")).map(lambda v: (v[1], Controller.ANY, v[3])),
        seq(phrase("if you tap"), a_filter, phrase("for mana")).map(lambda v: (v[1], Controller.YOU, 1)),
        seq(phrase("if a player taps"), a_filter, phrase("for mana")).map(lambda v: (v[1], Controller.ANY, 1)),
    )
    mana = alt(mana_symbol, phrase("colorless mana").value("C"))
    return seq(when, phrase(", it produces"), mana, phrase("instead of any other type"), opt(phrase("and amount"))).map(
        lambda v: ManaTypeReplacement(v[2], replace(v[0][0], description=""), v[0][1], 1 if v[4] is not None else None, v[0][2])
    )


def _enters_with_counter_each_kick() -> Parser[StaticEffect]:
    """"This creature enters with a +1/+1 counter on it for each time it was kicked" (multikicker,
    CR 702.33c–d, 614.1c)."""
    from manastack.model.filters import TimesPaid

    return seq(self_noun, phrase("enters with a"), counter_kind, phrase("counter on it for each time it was kicked")).map(
        lambda v: EntersWithCounters(v[2], TimesPaid("kicker"))
    )


def _kicked_enters_with_counters() -> Parser[StaticLine]:
    """"If this creature was kicked, it enters with two +1/+1 counters on it" (CR 702.33d, 614.1c):
    a replacement effect on how it enters that applies only if the spell it was had been kicked."""
    return seq(word("if"), kicked, phrase(", it enters with"), number, counter_kind, word("counter", "counters"), phrase("on it")).map(
        lambda v: StaticLine(EntersWithCounters(v[4], v[3]), v[1])
    )


kicked_static: Parser[StaticLine] = _kicked_enters_with_counters()

extra_static: Parser[StaticEffect] = alt(_enters_with_counter_for_each(), _enters_with_counter_each_kick(), _mana_type_replacement())
