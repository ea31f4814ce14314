"""Effect clauses: the verbs of oracle text ("deals 3 damage to any target", "draw a card",
"create a Food token", "target creature gets +2/+2 until end of turn", "you may …")."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from manastack.mana import SpendRestriction
from manastack.model.card import CardDef, token
from manastack.model.conditions import CostPaid, Not
from manastack.model.effects import (
    AnyTypeCouldProduce,
    AnyTypeProduced,
    ChosenColor,
    ColorOfExiled,
    CommanderIdentityColor,
    DevotionToChosenColor,
    Duration,
    FixedMana,
    ManaCombination,
    ManaProduction,
    OneOf,
    PlayDuration,
)
from manastack.model.filters import (
    BlockersBeyondFirst,
    CardTypes,
    ColorsSpent,
    Controller,
    ControllerIs,
    CountedAsEntered,
    ObjectFilter,
    Other,
    OwnerIsYou,
    TargetKind,
)
from manastack.model.types import CREATURE_TYPES, CardType, FaceDown, Keyword, Step, Supertype, Zone
from manastack.oracle.combinators import (
    Parser,
    alt,
    kind,
    lazy,
    list_of,
    many,
    memo,
    opt,
    parse_all,
    phrase,
    phrases,
    pure,
    sep_by,
    seq,
    word,
)
from manastack.oracle.grammar import common
from manastack.oracle.grammar.common import (
    ability_line,
    if_condition,
    mana_symbol,
    text_of,
)
from manastack.oracle.grammar.extra_clauses import extra_clause
from manastack.oracle.grammar.keyword_texts import KEYWORD_ABILITIES
from manastack.oracle.grammar.library_shuffles import shuffles
from manastack.oracle.grammar.nouns import (
    GrantedAbility,
    all_noun,
    amount_literal,
    and_or_filter,
    any_ref,
    attached_noun,
    bare_plural,
    beside_noun,
    color_word,
    controlled_by_noun,
    counter_kind,
    energy_run,
    for_each,
    granted,
    it_noun,
    keyword,
    non_type,
    number,
    object_filter,
    object_ref,
    per_counter,
    player_noun,
    player_subject,
    self_noun,
    single_type_word,
    subtype_word,
    target_noun,
    target_pair,
    target_player_possessive,
    type_word,
)
from manastack.oracle.grammar.search import search
from manastack.oracle.grammar.search_theirs import for_each_player_search, search_all_zones, search_theirs
from manastack.oracle.grammar.where_x import equal_to
from manastack.oracle.ir import (
    AbilityIR,
    AllNoun,
    AmountIR,
    AnotherTargetNoun,
    BothNoun,
    CastFrom,
    ChangeTargetsIR,
    ChooseColorIR,
    ChosenNoun,
    ControlledByNoun,
    CopyIt,
    CountAmount,
    Counters,
    CountersOfIR,
    Damage,
    DamageAtOnce,
    DividedCounters,
    DividedDamage,
    EffectIR,
    ExtraLandPlays,
    FightIR,
    ItNoun,
    MakeToken,
    MakeTokenCopy,
    Mana,
    ManifestDreadIR,
    ManifestIR,
    MayDo,
    Move,
    MoveChosen,
    NamedToken,
    NextSpellWithFlashIR,
    NoLifeGain,
    Noun,
    ObjectVerb,
    OptionalCost,
    PlayerAmount,
    PlayerNoun,
    PlayerVerb,
    PopulateIR,
    Prevent,
    ProliferateIR,
    ProtectionOfChoice,
    Pump,
    RevealedNoun,
    SacrificeChoice,
    SelfNoun,
    TargetNoun,
    Unpreventable,
    Unsupported,
    XAmount,
)
from manastack.oracle.lexer import Kind, Line, Token, shape

# ---- pieces -------------------------------------------------------------------------------------


def _pt(text: str) -> tuple[int, int] | None:
    p, t = text.split("/")
    try:
        return int(p), int(t)
    except ValueError:
        return None


pt_mod: Parser[tuple[int, int]] = kind(Kind.PT).map(lambda t: _pt(t.text)).where(lambda v: v is not None).map(lambda v: v)  # type: ignore[arg-type,return-value]

duration: Parser[Duration] = alt(
    phrase("until end of turn").value(Duration.END_OF_TURN),
    phrase("this turn").value(Duration.END_OF_TURN),
    phrase("until end of combat").value(Duration.END_OF_COMBAT),
    phrase("until your next turn").value(Duration.UNTIL_YOUR_NEXT_TURN),
    seq(phrase("for as long as"), self_noun, phrase("remains tapped")).value(Duration.WHILE_SOURCE_TAPPED),  # 611.2b
)

keywords: Parser[list[Keyword]] = list_of(keyword)

# ---- damage -------------------------------------------------------------------------------------

#: The subject dealing the damage; none after "and" is the subject of the clause before ("CARDNAME
#: gets +1/+0 until end of turn and deals 1 damage to you"), as "it" would name it.
damage_source: Parser[Noun] = alt(self_noun, word("it", "he", "she").value(ItNoun()), target_noun, attached_noun, pure(ItNoun()))


def _divided_targets() -> Parser[TargetNoun]:
    """"among one, two, or three targets", "among one or two targets" (any target, CR 115.4)."""
    return alt(
        phrase("among one , two , or three targets").value(TargetNoun(TargetKind.ANY, count=3, min_count=1, description="one, two, or three targets")),
        phrase("among one or two targets").value(TargetNoun(TargetKind.ANY, count=2, min_count=1, description="one or two targets")),
    )


def _divided_counters() -> Parser[EffectIR]:
    """"distribute three +1/+1 counters among one, two, or three target creatures [you control]"
    (CR 601.2d)."""
    how_many = alt(phrase("one , two , or three").value((3, "one, two, or three")), phrase("one or two").value((2, "one or two")))
    targets = seq(how_many, word("target"), object_filter).map(
        lambda v: TargetNoun(TargetKind.OBJECT, v[2], count=v[0][0], min_count=1, description=f"{v[0][1]} target {v[2].description}")
    )
    return seq(word("distribute"), amount_literal, kind(Kind.PT), word("counters"), word("among"), targets).map(
        lambda v: DividedCounters(v[2].text, v[1], v[5])
    )


def _any_number_of_targets(n: int) -> Parser[TargetNoun]:
    """"among any number of targets / target creatures" for N damage: one to N targets, since each
    is dealt at least 1 (CR 601.2d). (For X damage the number depends on X, which the grammar
    doesn't read.)"""
    def target(kind_: TargetKind, flt: ObjectFilter, desc: str) -> TargetNoun:
        return TargetNoun(kind_, flt, count=n, min_count=1, description=desc)

    return seq(phrase("among any number of"), alt(
        word("targets").value(target(TargetKind.ANY, ObjectFilter(), "any number of targets")),
        seq(word("target"), object_filter.where(lambda f: f.zone is Zone.BATTLEFIELD)).map(
            lambda v: target(TargetKind.OBJECT, v[1], f"any number of target {v[1].description}")
        ),
    )).map(lambda v: v[1])


def _divided_damage() -> Parser[EffectIR]:
    head = seq(damage_source, word("deals", "deal"), amount_literal, phrase("damage divided as you choose"))

    def run(toks: Line, pos: int) -> Any:
        r = head(toks, pos)
        if r is None:
            return None
        (source, _, amount, _), at = r
        among = alt(_divided_targets(), _any_number_of_targets(amount)) if isinstance(amount, int) else _divided_targets()
        t = among(toks, at)
        return (DividedDamage(amount, t[0], source), t[1]) if t is not None else None

    return Parser(run, head.first)


def _damage() -> Parser[EffectIR]:
    # "N damage to each creature and each player" (all at once, 120.2)
    both = seq(all_noun, word("and"), player_noun.where(lambda n: n in (PlayerNoun("each player"), PlayerNoun("each opponent")))).map(
        lambda v: BothNoun(v[0], v[2])
    )
    # "each creature and each planeswalker": each permanent of either type, once (Storm's Wrath)
    each_of_two = seq(word("each"), single_type_word, word("and"), word("each"), single_type_word).map(
        lambda v: AllNoun(ObjectFilter((CardTypes(frozenset({v[1], v[4]})),), description=f"each {v[1].value.lower()} and each {v[4].value.lower()}"))
    )
    amount_then_to = alt(
        seq(amount_literal, phrase("damage to"), both).map(lambda v: (v[0], v[2])),
        seq(amount_literal, phrase("damage to"), each_of_two).map(lambda v: (v[0], v[2])),
        seq(amount_literal, phrase("damage to"), any_ref).map(lambda v: (v[0], v[2])),
        seq(word("damage"), equal_to, word("to"), any_ref).map(lambda v: (v[1], v[3])),
        # "damage to target creature equal to …" (the amount counted as the effect happens, 608.2h)
        seq(phrase("damage to"), any_ref, equal_to).map(lambda v: (v[2], v[1])),
    )
    # "… and 1 damage to another target", "… and 3 damage to that creature's controller": more
    # parts of the same damage event (120.2b)
    another = phrase("another target").value(AnotherTargetNoun())
    # ("another target creature" there would be a different target of its own, which the grammar doesn't read)
    more_part = alt(seq(amount_literal, phrase("damage to"), another).map(lambda v: (v[0], v[2])), amount_then_to.where(lambda v: not _other_target(v[1])))
    more = many(seq(word("and"), more_part).map(lambda v: v[1]))
    return seq(damage_source, word("deals", "deal"), amount_then_to, more).map(lambda v: _damage_parts(v[0], [v[2], *v[3]]))


def _other_target(n: Noun) -> bool:
    return isinstance(n, TargetNoun) and "other" in n.description.split()


def _damage_parts(source: Noun, parts: list[tuple[AmountIR, Noun]]) -> EffectIR:
    dealt = tuple(Damage(amount, to, source) for amount, to in parts)
    return dealt[0] if len(dealt) == 1 else DamageAtOnce(dealt)


# ---- player verbs -------------------------------------------------------------------------------

_CARD_VERBS = {"draw": "draw", "draws": "draw", "discard": "discard", "discards": "discard", "mill": "mill", "mills": "mill"}
_LIFE_VERBS = {"gain": "gain life", "gains": "gain life", "lose": "lose life", "loses": "lose life"}


def _player_verb() -> Parser[EffectIR]:
    card_verb = word(*_CARD_VERBS)
    life_verb = word(*_LIFE_VERBS)
    # "draw a card for each creature you control with a +1/+1 counter on it", "loses 1 life for each …"
    cards = seq(amount_literal, word("card", "cards"), opt(for_each)).map(lambda v: per_each(v[0], v[2])).where(lambda a: a is not None)
    life = seq(amount_literal, word("life"), opt(for_each)).map(lambda v: per_each(v[0], v[2])).where(lambda a: a is not None)
    subject: Parser[Noun | None] = opt(player_subject)

    def make(v: tuple[Any, ...]) -> EffectIR:
        who, verb, amt = v
        # "draw a card" (imperative: you); "… and loses 2 life" (the same subject as before)
        return PlayerAmount({**_CARD_VERBS, **_LIFE_VERBS}[verb], amt, _subject_or(who, verb))

    # CR 701.9b: "discards a card at random"
    at_random = seq(subject, word("discard", "discards"), cards, phrase("at random")).map(
        lambda v: PlayerAmount("discard at random", v[2], _subject_or(v[0], v[1]))
    )
    # CR 701.20a: "target player reveals two cards at random from their hand"
    reveal_random = seq(subject, word("reveal", "reveals"), cards, phrases("at random from their hand", "at random from your hand")).map(
        lambda v: PlayerAmount("reveal at random", v[2], _subject_or(v[0], v[1]))
    )
    # "[then] discards each nonland card revealed this way" (its owner discards it, 701.9a)
    discard_revealed = seq(subject, word("discard", "discards"), word("each"), object_filter, phrase("revealed this way")).map(
        lambda v: ObjectVerb("discard", RevealedNoun(v[3]))
    )
    # CR 701.9a: "discard your hand", "each player discards their hand", "discard all the cards in your hand"
    discard_hand = seq(subject, word("discard", "discards"), opt(phrase("all the cards in")), word("your", "their"), word("hand")).map(
        lambda v: PlayerVerb("discard hand", _subject_or(v[0], v[1]))
    )
    # CR 401.2: "look at the top card of target player's library"
    look_top_of = seq(phrase("look at the top card of"), target_player_possessive, word("library")).map(lambda v: PlayerVerb("look at library top", v[1]))
    return alt(
        at_random,
        reveal_random,
        look_top_of,
        discard_revealed,
        discard_hand,
        seq(subject, card_verb, cards).map(make),
        seq(subject, life_verb, life).map(make),
    )


scry: Parser[EffectIR] = seq(word("scry"), amount_literal).map(lambda v: PlayerAmount("scry", v[1]))
#: CR 701.25a: "Surveil N" — look at the top N cards, put any number into your graveyard, the rest back on top.
surveil: Parser[EffectIR] = seq(word("surveil"), amount_literal).map(lambda v: PlayerAmount("surveil", v[1]))
#: CR 701.57a: "discover N".
discover: Parser[EffectIR] = seq(word("discover"), amount_literal).map(lambda v: PlayerAmount("discover", v[1]))
investigate: Parser[EffectIR] = word("investigate").map(lambda _: MakeToken(_named("Clue")))
proliferate: Parser[EffectIR] = seq(opt(word("then")), word("proliferate")).map(lambda _: ProliferateIR())
populate: Parser[EffectIR] = seq(opt(word("then")), word("populate")).map(lambda _: PopulateIR())  # 701.36a
#: "you get {E}{E}" (CR 107.14: energy counters put on the player).
get_energy: Parser[EffectIR] = seq(opt(word("then")), phrase("you get"), energy_run).map(lambda v: Counters("energy", v[2], PlayerNoun("you")))
#: CR 701.40a, 701.58a: "manifest the top card of your library", "cloak the top two cards of your library".
manifest: Parser[EffectIR] = seq(
    word("manifest", "cloak"), phrase("the top"), alt(word("card").value(1), seq(number, word("cards")).map(lambda v: v[0])), phrase("of your library"),
).map(lambda v: ManifestIR(v[2], FaceDown(v[0])))
#: CR 701.62a: "manifest dread".
manifest_dread: Parser[EffectIR] = phrase("manifest dread").map(lambda _: ManifestDreadIR())

# ---- objects ------------------------------------------------------------------------------------

# "CARDNAME phases out", "target creature phases out", "it phases out" (CR 702.26b)
phase_out: Parser[EffectIR] = seq(object_ref, word("phases", "phase"), word("out")).map(lambda v: ObjectVerb("phase out", v[0]))
destroy: Parser[EffectIR] = seq(word("destroy"), object_ref, opt(phrase("and it can't be regenerated"))).map(
    lambda v: ObjectVerb("destroy", v[1], regenerable=v[2] is None)  # 701.19c
)
tap: Parser[EffectIR] = alt(
    # "untap target creature"; "… and you untap all lands you control" (the subject said again)
    seq(opt(word("you")), phrase("tap or untap"), object_ref).map(lambda v: ObjectVerb("tap or untap", v[2])),  # 701.26
    seq(opt(word("you")), word("tap", "untap", "transform", "flip"), object_ref).map(lambda v: ObjectVerb(v[1], v[2])),
    # CR 502.3: "it doesn't untap during its controller's next untap step", "those creatures don't
    # untap during their controllers' next untap steps", "lands you control don't untap during your
    # next untap step" (the objects as the effect begins, 611.2c)
    seq(alt(object_ref, bare_plural), phrases(
        "doesn't untap during its controller's next untap step", "doesn't untap during your next untap step",
        "don't untap during their controller's next untap step", "don't untap during their controllers' next untap steps",
        "don't untap during your next untap step",
    )).map(lambda v: ObjectVerb("skip next untap", v[0])),
    # CR 502.3, 611.2b: "it doesn't untap during its controller's untap step for as long as CARDNAME
    # remains tapped", "… for as long as you control CARDNAME"
    seq(alt(object_ref, bare_plural), phrases(
        "doesn't untap during its controller's untap step", "don't untap during their controllers' untap steps",
    ), phrase("for as long as"), alt(
        seq(self_noun, phrase("remains tapped")).value("keep tapped while tapped"),
        seq(phrase("you control"), self_noun).value("keep tapped while controlled"),
    )).map(lambda v: ObjectVerb(v[3], v[0])),
)
#: CR 701.14a: "target creature you control fights target creature you don't control", "CARDNAME
#: fights up to one target creature": one creature each (a fight between several isn't read, nor
#: "target creature fights another target creature": a target other than the first, 115.3).
fight: Parser[EffectIR] = seq(object_ref, word("fights"), object_ref).where(
    lambda v: not (isinstance(v[0], TargetNoun) and isinstance(v[2], TargetNoun) and v[2].filter.get(Other) is not None)
).map(lambda v: FightIR(v[0], v[2]))
counter: Parser[EffectIR] = seq(word("counter"), target_noun).map(lambda v: ObjectVerb("counter", v[1]))
#: CR 115.7b, 115.7d: "change a target of target spell or ability to CARDNAME", "choose new targets
#: for target spell or ability". ("Change the target of … with a single target", 115.7a, is unread.)
#: CR 601.3b: "the next sorcery spell you cast this turn can be cast as though it had flash".
next_spell_with_flash: Parser[EffectIR] = seq(
    phrase("the next"), object_filter.where(lambda f: f.zone is Zone.STACK), phrase("you cast this turn can be cast as though it had flash"),
).map(lambda v: NextSpellWithFlashIR(v[1]))
change_targets: Parser[EffectIR] = alt(
    seq(phrase("change a target of"), target_noun, word("to"), self_noun).map(lambda v: ChangeTargetsIR(v[1], v[3])),
    seq(phrase("choose new targets for"), target_noun).map(lambda v: ChangeTargetsIR(v[1])),
)
exile: Parser[EffectIR] = alt(
    # "Exile CARDNAME with three time counters on it" (Arc Blade, CR 702.62a: with suspend, it is
    # then a suspended card): the counters are put on it as it is exiled
    seq(word("exile"), self_noun, word("with"), number, counter_kind, phrases("counters on it", "counter on it")).map(
        lambda v: Move(v[1], Zone.EXILE, counters=((v[4], v[3]),))
    ),
    seq(word("exile"), object_ref).map(lambda v: Move(v[1], Zone.EXILE)),
)
def _own_card(n: Noun) -> bool:
    """A target card of the player's own ("target card from your graveyard"): "your library" is its
    owner's."""
    return isinstance(n, TargetNoun) and n.filter.get(OwnerIsYou) is not None


#: "Put target creature on top of its owner's library", "put two target lands on top of their
#: owners' libraries", "… on the bottom of …" (CR 401.4: the owner orders cards put there at once);
#: "put target card from your graveyard on top of your library".
put_in_library: Parser[EffectIR] = alt(
    seq(
        word("put"), object_ref,
        alt(
            phrases("on top of its owner's library", "on top of their owner's library", "on top of their owners' libraries").value("top"),
            phrases("on the bottom of its owner's library", "on the bottom of their owner's library", "on the bottom of their owners' libraries").value("bottom"),
        ),
    ),
    seq(
        word("put"), target_noun.where(_own_card),
        alt(phrase("on top of your library").value("top"), phrase("on the bottom of your library").value("bottom")),
    ),
).map(lambda v: Move(v[1], Zone.LIBRARY, library_position=v[2]))
#: CR 701.24a, 701.24c: "shuffle CARDNAME into its owner's library", "its owner shuffles it into their
#: library", "CARDNAME's owner shuffles it into their library": the object is put into its owner's
#: library, which is then shuffled.
shuffle_into: Parser[EffectIR] = alt(
    seq(word("shuffle"), object_ref, phrases("into its owner's library", "into their owner's library", "into their owners' libraries")).map(lambda v: v[1]),
    seq(phrase("its owner shuffles it into their library")).value(ItNoun()),
    seq(self_noun, phrase("'s owner shuffles it into their library")).value(SelfNoun()),
).map(lambda what: Move(what, Zone.LIBRARY, library_position="shuffle"))
#: CR 701.19a: "Regenerate CARDNAME", "regenerate target creature": a regeneration shield.
regenerate: Parser[EffectIR] = seq(word("regenerate"), object_ref).map(lambda v: ObjectVerb("regenerate", v[1]))
#: "Remove all counters from target permanent" (CR 122.1).
remove_all_counters: Parser[EffectIR] = seq(phrase("remove all counters from"), object_ref).map(lambda v: ObjectVerb("remove all counters", v[1]))
#: CR 701.19c: "Target creature can't be regenerated this turn".
cant_be_regenerated: Parser[EffectIR] = seq(object_ref, phrase("can't be regenerated this turn")).map(
    lambda v: ObjectVerb("can't be regenerated", v[0])
)


def _exile_until() -> Parser[EffectIR]:
    """"exile target … until CARDNAME leaves the battlefield" (CR 610.3)."""
    from manastack.oracle.ir import ExileUntil

    return seq(word("exile"), object_ref, phrase("until"), self_noun, phrase("leaves the battlefield")).map(lambda v: ExileUntil(v[1]))


def _return_exiled() -> Parser[EffectIR]:
    """"return the exiled card(s) to the battlefield under its (their) owner's control" (CR 607.2a,
    610.3c)."""
    from manastack.oracle.ir import ExiledNoun

    return seq(
        word("return"), phrases("the exiled cards", "the exiled card"), phrase("to the battlefield"),
        opt(phrases("under its owner's control", "under their owner's control", "under their owners' control")),
    ).map(lambda v: Move(ExiledNoun(), Zone.BATTLEFIELD, from_zone=Zone.EXILE))


def _return() -> Parser[EffectIR]:
    from_gy = phrase("from your graveyard").value(Zone.GRAVEYARD)
    dest = alt(
        phrases("to its owner's hand", "to their owner's hand", "to their owners' hands", "to your hand").value((Zone.HAND, False)),
        phrase("to the battlefield tapped and transformed").value((Zone.BATTLEFIELD, True, True)),
        phrase("to the battlefield transformed").value((Zone.BATTLEFIELD, False, True)),
        phrase("to the battlefield tapped").value((Zone.BATTLEFIELD, True)),
        phrase("to the battlefield").value((Zone.BATTLEFIELD, False)),
    )

    def make(v: tuple[Any, ...]) -> EffectIR:
        _, what, frm, (zone, tapped, *transformed), mine, counters = v
        return Move(
            what, zone, tapped=tapped, under_your_control=mine == "under your control", from_zone=frm, counters=((counters,) if counters else ()),
            transformed=bool(transformed),  # CR 712.14a
        )

    # "… with a -1/-1 counter on it" (it enters with it, 122.6)
    with_counter = seq(phrase("with a"), alt(kind(Kind.PT).map(lambda t: t.text), kind(Kind.WORD).map(lambda t: t.text)), phrase("counter on it")).map(
        lambda v: (v[1], 1)
    )

    # "return a land you control to its owner's hand", "[you] return a creature card from your
    # graveyard to the battlefield" (chosen as the effect happens, not targeted).
    own_card = object_filter.where(lambda f: f.zone is Zone.GRAVEYARD and f.get(OwnerIsYou) is not None)
    chosen = alt(
        seq(word("return"), word("a", "an"), object_filter.where(lambda f: f.get(ControllerIs) == ControllerIs(Controller.YOU)),
            phrases("to its owner's hand", "to their owner's hand")).map(lambda v: MoveChosen(v[2])),
        seq(opt(word("you")), word("return"), word("a", "an"), own_card, dest.where(lambda d: len(d) == 2)).map(
            lambda v: MoveChosen(v[3], v[4][0], v[4][1])
        ),
        # "target player exiles a card from their graveyard": that player chooses one of their own
        seq(player_subject.where(lambda n: n != PlayerNoun("you")), word("exiles"), word("a", "an"), object_filter.where(lambda f: f.zone is Zone.LIBRARY),
            phrase("from their graveyard")).map(lambda v: MoveChosen(replace(v[3], zone=Zone.GRAVEYARD), Zone.EXILE, who=v[0])),
        # "exile a nonartifact, nonland card from your hand" (Imprint: "the exiled card", 607.2a)
        seq(word("exile"), word("a", "an"), object_filter.where(lambda f: f.zone is Zone.LIBRARY), phrase("from your hand")).map(
            lambda v: MoveChosen(replace(v[2], zone=Zone.HAND), Zone.EXILE)
        ),
    )
    control = alt(phrase("under your control"), phrases("under its owner's control", "under her owner's control", "under his owner's control"))
    # "put target creature card from a graveyard onto the battlefield under your control", "put all
    # creature cards from all graveyards onto the battlefield …": cards put there from a graveyard.
    from_graveyard = alt(target_noun, all_noun).where(lambda n: isinstance(n, (TargetNoun, AllNoun)) and n.filter.zone is Zone.GRAVEYARD)
    onto = alt(phrase("onto the battlefield tapped").value((Zone.BATTLEFIELD, True)), phrase("onto the battlefield").value((Zone.BATTLEFIELD, False)))
    return alt(
        chosen,
        seq(word("return"), object_ref, opt(from_gy), dest, opt(control), opt(with_counter)).map(make),
        # "return target creature card from a graveyard and target creature to their owners' hands"
        seq(word("return"), target_pair, opt(from_gy), phrase("to their owners' hands").value((Zone.HAND, False)), opt(control), opt(with_counter)).map(make),
        seq(word("put"), from_graveyard, opt(from_gy), onto, opt(control), opt(with_counter)).map(make),
    )


def _counters() -> Parser[EffectIR]:
    kind_ = alt(kind(Kind.PT).map(lambda t: t.text), kind(Kind.WORD).map(lambda t: t.text))
    return alt(
        # "put a +1/+1 counter on target artifact creature for each +1/+1 counter on this creature" (modular)
        seq(word("put"), word("a", "an"), kind(Kind.PT), word("counter"), word("on"), object_ref, per_counter).map(
            lambda v: Counters(v[2].text, v[6], v[5])
        ),
        seq(word("put"), amount_literal, kind_, word("counter", "counters"), word("on"), object_ref).map(lambda v: Counters(v[2], v[1], v[5])),
        # "on each of up to two other target creatures" (support, CR 701.41a): one for each target
        seq(word("put"), amount_literal, kind_, word("counter", "counters"), phrase("on each of"), target_noun).map(lambda v: Counters(v[2], v[1], v[5])),
        # "When this creature dies, put its counters on target creature you control" (608.2h)
        seq(phrase("put its counters on"), object_ref).map(lambda v: CountersOfIR(ItNoun(), v[1])),
    )


def _sacrifice() -> Parser[EffectIR]:
    subject: Parser[Noun | None] = opt(player_subject)
    chosen = alt(
        seq(number, object_filter, opt(phrase("of their choice"))).map(lambda v: (v[0], v[1])),
        # "sacrifice another creature" (a permanent other than the ability's source)
        seq(word("another"), object_filter).map(lambda v: (1, v[1].having(Other()))),
    )
    return alt(
        seq(word("sacrifice"), alt(self_noun, word("it").value(ItNoun()))).map(lambda v: ObjectVerb("sacrifice", v[1])),
        seq(subject, word("sacrifice", "sacrifices"), chosen).map(lambda v: SacrificeChoice(_subject_or(v[0], v[1]), v[2][1], v[2][0])),
    )


def _subject_or(who: Noun | None, verb: str) -> Noun:
    """A verb's player: its subject; without one, "you" for an imperative ("sacrifice a creature"),
    the subject of the clause before for a verb in the third person ("… discards seven cards, then
    sacrifices seven permanents")."""
    if who is not None:
        return who
    return PlayerNoun("_same") if verb.endswith("s") else PlayerNoun("you")


# ---- tokens -------------------------------------------------------------------------------------

NAMED_TOKENS = ("Food", "Treasure", "Clue", "Blood", "Gold", "Powerstone", "Map", "Lander")  # CR 111.10


def _named(name: str) -> NamedToken:
    """A predefined token (CR 111.10), by name."""
    return NamedToken(name)


def _creature_token(v: tuple[Any, ...]) -> CardDef:
    pt, colors, subtypes, types, _, kws = v
    p, t = pt if pt is not None else (None, None)  # defined by an ability it is created with
    cols = frozenset(c for c in colors if c is not None)
    return token(
        " ".join(subtypes), frozenset(types) | {CardType.CREATURE}, subtypes=tuple(subtypes), colors=cols,
        power=p, toughness=t, abilities=tuple(_kw_abilities(kws or [])),
    )


def _kw_abilities(kws: list[Keyword]) -> list[Any]:
    from manastack.model.abilities import KeywordAbility

    return [KeywordAbility(k) for k in kws]


def _token_spec() -> Parser[CardDef]:
    named = seq(subtype_word.where(lambda s: s in NAMED_TOKENS), word("token", "tokens")).map(lambda v: _named(v[0]))
    pt = kind(Kind.PT).map(lambda t: _pt(t.text)).where(lambda x: x is not None)
    colors = alt(word("colorless").value([None]), list_of(color_word))
    creature = seq(
        opt(pt), colors, many(subtype_word, 1), many(type_word.where(lambda t: t is not CardType.CREATURE)),
        seq(word("creature"), word("token", "tokens")),
        opt(seq(word("with"), keywords).map(lambda v: v[1])),
    ).map(_creature_token)
    return alt(named, creature)


def per_each(n: AmountIR, each: AmountIR | None) -> AmountIR | None:
    """"a card for each creature you control", "two 1/1 tokens for each land": ``n`` for each
    object counted (None where the two amounts don't combine)."""
    if each is None or n == 1:
        return each if each is not None else n
    if isinstance(each, (CountedAsEntered, ColorsSpent)) and isinstance(n, int) and each.times == 1:
        return replace(each, times=n)  # "2 life for each creature it devoured" (702.82b)
    return CountAmount(each.filter, n) if isinstance(each, CountAmount) and isinstance(n, int) and each.times == 1 else None


def _written_out_keyword(toks: Line, pos: int) -> tuple[tuple[tuple[AbilityIR, ...], str], int] | None:
    """"decayed" in "… token with decayed": a keyword whose rule is an ability written out in it
    (oracle ``KEYWORD_ABILITIES``, CR 702.147a), read as that ability's lines with the keyword as
    their printed text (the token is created with them, 111.4)."""
    if pos >= len(toks) or toks[pos].text not in KEYWORD_ABILITIES:
        return None
    return (tuple(ability_line.parser(toks[pos:pos + 1], 0)[0]), toks[pos].text), pos + 1  # type: ignore[index]


def _create() -> Parser[EffectIR]:
    with_abilities = seq(word("with"), alt(quoted_abilities, Parser(_written_out_keyword, frozenset(KEYWORD_ABILITIES)))).map(lambda v: v[1])

    def count(v: tuple[Any, ...]) -> AmountIR | None:
        """"create a 0/1 Plant token for each land you control": N tokens for each object counted."""
        return per_each(v[1], v[5])

    # "create …"; "you create …" (the subject said, before "and that player …"); "create a tapped
    # 2/2 black Zombie creature token" (it enters the battlefield tapped)
    made = seq(word("create"), amount_literal, opt(word("tapped")), _token_spec(), opt(with_abilities), opt(for_each)).where(
        lambda v: count(v) is not None
    ).map(
        lambda v: MakeToken(v[3], count(v), tapped=v[2] is not None, granted=v[4][0] if v[4] else (), granted_text=v[4][1] if v[4] else "")  # type: ignore[arg-type]
    )
    # "create a token that's a copy of CARDNAME", "… two tokens that are copies of target creature
    # you control" (707.2)
    copies = seq(
        word("create"), amount_literal, opt(word("tapped")), word("token", "tokens"), phrases("that's a copy of", "that are copies of"), object_ref,
    ).map(lambda v: MakeTokenCopy(v[5], v[1], tapped=v[2] is not None))
    # "create a number of 1/0 blue Elemental creature tokens equal to your devotion to blue"
    equal = seq(phrase("create a number of"), _token_spec(), equal_to).map(lambda v: MakeToken(v[1], v[2]))
    return seq(opt(word("you")), alt(copies, made, equal)).map(lambda v: v[1])


def _exile_top() -> Parser[EffectIR]:
    """"exile the top card of your library", "exile the top two cards of your library", "that player
    exiles the top card of their library"."""
    from manastack.oracle.ir import TopNoun

    several = seq(phrase("the top"), number.where(lambda n: n > 1), phrase("cards of your library")).map(lambda v: TopNoun(v[1]))
    return alt(
        seq(word("exile"), alt(phrase("the top card of your library").value(TopNoun()), several)).map(lambda v: Move(v[1], Zone.EXILE)),
        # "that player exiles the top card of their library" (the player a trigger is about)
        phrase("that player exiles the top card of their library").value(Move(TopNoun(theirs=True), Zone.EXILE)),
    )


def _may_play() -> Parser[EffectIR]:
    """A permission to play exiled cards (CR 611.2a: for how long): "you may play that card this
    turn", "until the end of your next turn, you may play those cards", "you may play it for as long
    as it remains exiled"; "those cards" are the cards the effects before it moved."""
    from manastack.oracle.ir import MayPlayIR

    after = alt(
        phrase("this turn").value(PlayDuration.THIS_TURN),
        phrase("until end of turn").value(PlayDuration.THIS_TURN),
        phrase("until the end of your next turn").value(PlayDuration.END_OF_NEXT_TURN),
        phrases("for as long as it remains exiled", "for as long as that card remains exiled").value(PlayDuration.WHILE_EXILED),
    )
    before = alt(
        phrase("until end of turn ,").value(PlayDuration.THIS_TURN),
        phrase("until the end of your next turn ,").value(PlayDuration.END_OF_NEXT_TURN),
    )
    card = alt(word("it").value(ItNoun()), phrase("that card").value(ItNoun()), phrase("those cards").value(None))
    return alt(
        seq(phrase("you may play"), card, after).map(lambda v: MayPlayIR(v[1], v[2])),
        seq(before, phrase("you may play"), card).map(lambda v: MayPlayIR(v[2], v[0])),
    )


def _explore() -> Parser[EffectIR]:
    """"CARDNAME explores", "target creature you control explores", "it explores, then it explores
    again" (CR 701.44a). One permanent only: several exploring at once are ordered by their
    controllers (701.44d), which isn't read."""
    from manastack.oracle.ir import ExploreIR

    one = alt(target_noun, self_noun, attached_noun, it_noun)
    return seq(one, word("explores"), opt(phrase(", then it explores again"))).map(lambda v: ExploreIR(v[0], 2 if v[2] else 1))


def _endure() -> Parser[EffectIR]:
    """"CARDNAME endures 2", "it endures 1" (CR 701.63a); an X defined by other text isn't read."""
    from manastack.oracle.ir import EndureIR

    return seq(alt(target_noun, self_noun, it_noun), word("endures"), number).map(lambda v: EndureIR(v[0], v[2]))


def _become_designated() -> Parser[EffectIR]:
    """"it becomes renowned" (CR 702.112a), "it becomes monstrous" (701.37a): a designation."""
    return seq(alt(self_noun, it_noun), word("becomes"), word("renowned", "monstrous")).map(lambda v: ObjectVerb(f"become {v[2]}", v[0]))


#: The dice of "roll a d20", "roll a six-sided die" (CR 706.1a): the number of sides.
_DIE_SIDES = {"four-sided": 4, "six-sided": 6, "eight-sided": 8, "ten-sided": 10, "twelve-sided": 12, "twenty-sided": 20}


def _roll_die() -> Parser[EffectIR]:
    """"[then] roll a d20", "roll a six-sided die" (CR 706.1a); its results table follows
    (:func:`manastack.oracle.grammar.abilities.parse_body`)."""
    from manastack.oracle.ir import RollDieIR

    dn = kind(Kind.WORD).where(lambda t: len(t.text) > 1 and t.text[0] == "d" and t.text[1:].isdigit()).map(lambda t: int(t.text[1:]))
    sided = seq(word(*_DIE_SIDES), word("die")).map(lambda v: _DIE_SIDES[v[0]])
    return seq(opt(word("then")), phrase("roll a"), alt(dn, sided)).map(lambda v: RollDieIR(v[2]))


def _flip_coin() -> Parser[EffectIR]:
    """"[then] flip a coin", "that player flips a coin" (CR 705.2); what depends on the flip follows
    in the next sentences (:func:`manastack.oracle.grammar.abilities.flip_outcome`)."""
    from manastack.oracle.ir import FlipCoinIR

    return seq(opt(word("then")), opt(player_subject), phrases("flip a coin", "flips a coin")).map(lambda v: FlipCoinIR(v[1] or PlayerNoun("you")))


def _extra_turns() -> Parser[EffectIR]:
    """"Take an extra turn after this one", "target player takes two extra turns after this one"
    (CR 500.7)."""
    from manastack.oracle.ir import ExtraTurnsIR

    turns = alt(phrase("an extra turn").value(1), seq(number, phrase("extra turns")).map(lambda v: v[0]))
    return seq(opt(player_subject), word("take", "takes"), turns, phrase("after this one")).map(
        lambda v: ExtraTurnsIR(v[0] or PlayerNoun("you"), v[2])
    )


def _ring_tempts() -> Parser[EffectIR]:
    """"[then] the Ring tempts you" (CR 701.54a)."""
    from manastack.oracle.ir import PlayerVerb

    return seq(opt(word("then")), phrase("the ring tempts you")).map(lambda _: PlayerVerb("the ring tempts", PlayerNoun("you")))


def _become_monarch() -> Parser[EffectIR]:
    """"You become the monarch", "target opponent becomes the monarch" (CR 725.1)."""
    from manastack.oracle.ir import PlayerVerb

    return seq(opt(player_subject), phrases("become the monarch", "becomes the monarch")).map(
        lambda v: PlayerVerb("become the monarch", v[0] or PlayerNoun("you"))
    )


def _venture() -> Parser[EffectIR]:
    """"Venture into the dungeon" (CR 701.49a), "venture into Undercity" (701.49d); "you take the
    initiative" (726.1)."""
    from manastack.oracle.ir import PlayerVerb

    return alt(
        seq(opt(player_subject), phrases("venture into the dungeon", "ventures into the dungeon")).map(
            lambda v: PlayerVerb("venture into the dungeon", v[0] or PlayerNoun("you"))
        ),
        seq(opt(player_subject), phrases("venture into undercity", "ventures into undercity")).map(
            lambda v: PlayerVerb("venture into undercity", v[0] or PlayerNoun("you"))
        ),
        seq(opt(player_subject), phrases("take the initiative", "takes the initiative")).map(
            lambda v: PlayerVerb("take the initiative", v[0] or PlayerNoun("you"))
        ),
    )


def _game_outcome() -> Parser[EffectIR]:
    """"You win the game" (CR 104.2b), "target player loses the game", "you lose the game" (104.3e)."""
    from manastack.oracle.ir import PlayerVerb

    verb_ = alt(phrases("win the game", "wins the game").value("win the game"), phrases("lose the game", "loses the game").value("lose the game"))
    return seq(opt(player_subject), verb_).map(lambda v: PlayerVerb(v[1], v[0] or PlayerNoun("you")))


def _bolster() -> Parser[EffectIR]:
    """"[then] bolster 2" (CR 701.39a)."""
    from manastack.oracle.ir import BolsterIR

    return seq(opt(word("then")), word("bolster"), number).map(lambda v: BolsterIR(v[2]))


def _amass() -> Parser[EffectIR]:
    """"[then] amass Zombies 1" (CR 701.47)."""
    from manastack.oracle.ir import AmassIR

    return seq(opt(word("then")), word("amass"), subtype_word, number).map(lambda v: AmassIR(v[2], v[3]))


def _exile_all_from_graveyard() -> Parser[EffectIR]:
    """"exile all creature cards from target player's graveyard", "exile target player's graveyard"
    (the cards in that player's own graveyard: a card goes to its owner's graveyard, CR 404.1)."""
    player = target_player_possessive
    every = seq(word("exile"), word("all"), object_filter, word("from"), player, word("graveyard")).map(
        lambda v: Move(ControlledByNoun(replace(v[2], zone=Zone.GRAVEYARD), v[4]), Zone.EXILE)
    )
    # "exile target player's graveyard": every card in it
    whole = seq(word("exile"), player, word("graveyard")).map(lambda v: Move(ControlledByNoun(ObjectFilter(zone=Zone.GRAVEYARD, description="cards"), v[1]), Zone.EXILE))
    return alt(every, whole)


def _may_cast_from_among_them() -> Parser[EffectIR]:
    """"You may cast spells from among those cards for as long as they remain exiled, and mana of
    any type can be spent to cast them" (CR 609.4b)."""
    from manastack.oracle.ir import MayPlayIR

    return seq(
        phrase("you may cast spells from among those cards for as long as they remain exiled"),
        opt(phrase(", and mana of any type can be spent to cast them")),
    ).map(lambda v: MayPlayIR(None, PlayDuration.WHILE_EXILED, spells_only=True, any_mana_type=v[1] is not None))


def _may_cast_now() -> Parser[EffectIR]:
    """"You may cast those cards without paying their mana costs" (CR 608.2g, 118.9): now, during
    the resolution; the singular forms ("you may cast that card …"), which other cards use for a
    card no earlier effect moved, aren't read."""
    from manastack.oracle.ir import MayCastNowIR

    return phrase("you may cast those cards without paying their mana costs").value(MayCastNowIR())


def _put_from_hand() -> Parser[EffectIR]:
    """"put a card from your hand on the bottom of your library" / "on top of your library"."""
    from manastack.oracle.ir import PutFromHandIR

    where = alt(phrase("on the bottom of your library").value("bottom"), phrase("on top of your library").value("top"))
    return seq(word("put"), number, word("card", "cards"), phrase("from your hand"), where).map(lambda v: PutFromHandIR(v[1], v[4]))


def _if_then() -> Parser[EffectIR]:
    """"[Then] if you [don't] control [a filter], [effects]", "If this spell was kicked, [effects]"
    (CR 608.2c, 702.33d)."""
    from manastack.oracle.ir import IfThen

    return alt(
        seq(opt(word("then")), word("if"), if_condition, phrase(","), lazy(lambda: clauses)).map(
            lambda v: IfThen(v[2], tuple(_spell_deals(e) if isinstance(v[2], CostPaid) else e for e in v[4]))
        ),
        # "Then if it has two or more velocity counters on it, sacrifice it …"
        seq(opt(word("then")), word("if"), common.it_counters, phrase(","), lazy(lambda: clauses)).map(lambda v: IfThen(v[2], tuple(v[4]), about_it=True)),
    )


def _spell_deals(e: EffectIR) -> EffectIR:
    """"If this spell was kicked, it deals 3 damage to that player": "it", the subject of the
    condition, is the spell (CR 702.33d)."""
    return replace(e, source=SelfNoun()) if isinstance(e, Damage) and isinstance(e.source, ItNoun) else e


def _create_attacking() -> Parser[EffectIR]:
    """"create a 4/4 … token with flying that's tapped and attacking" (CR 508.4)."""
    return seq(word("create"), number, _token_spec(), phrases("that's tapped and attacking", "that are tapped and attacking")).map(
        lambda v: MakeToken(v[2], v[1], tapped=True, attacking=True)
    )


def _at_next_step() -> Parser[EffectIR]:
    """"Sacrifice it at the beginning of the next end step", "exile it …", "return it to its owner's
    hand …", "draw a card at the beginning of the next turn's upkeep", "… at the beginning of your
    next upkeep", "sacrifice it at end of combat" (a delayed trigger, CR 603.7)."""
    from manastack.oracle.ir import AtNextStep

    that = alt(self_noun, word("it", "them").value(ItNoun()), phrases("that token", "those tokens", "that creature", "those creatures").value(ItNoun()))
    act = alt(
        seq(word("sacrifice"), that).map(lambda v: ObjectVerb("sacrifice", v[1])),
        seq(word("destroy"), that).map(lambda v: ObjectVerb("destroy", v[1])),
        exile,
        # "return that card to the battlefield under its owner's control" (a flicker until the end step)
        lazy(lambda: _return()),
        seq(opt(word("you")), word("draw"), amount_literal, word("card", "cards")).map(lambda v: PlayerAmount("draw", v[2])),
    )
    when = alt(
        phrase("the next end step").value((Step.END, False)),
        phrase("the next turn's upkeep").value((Step.UPKEEP, False)),
        phrase("your next upkeep").value((Step.UPKEEP, True)),
    )
    return alt(
        seq(act, phrase("at the beginning of"), when).map(lambda v: AtNextStep(v[0], *v[2])),
        # CR 511.2: "at end of combat" — at the beginning of the end of combat step
        seq(act, phrase("at end of combat")).map(lambda v: AtNextStep(v[0], Step.END_OF_COMBAT)),
        seq(phrase("at the beginning of"), when, phrase(","), act).map(lambda v: AtNextStep(v[3], *v[1])),
    )


def _when_dies_this_turn() -> Parser[EffectIR]:
    """"When that creature dies this turn, …" (a delayed trigger with a stated duration, CR 603.7b-c)."""
    from manastack.oracle.ir import WhenDiesThisTurn

    return seq(phrases("when that creature dies this turn", "when it dies this turn"), phrase(","), lazy(lambda: clauses)).map(
        lambda v: WhenDiesThisTurn(tuple(v[2]))
    )


def _exile_token_end_of_combat() -> Parser[EffectIR]:
    """"Exile that token at end of combat" (a delayed trigger, CR 603.7)."""
    from manastack.oracle.ir import ExileCreatedAtEndOfCombat

    return seq(word("exile"), phrases("that token", "those tokens"), phrase("at end of combat")).value(ExileCreatedAtEndOfCombat())


# ---- pump ---------------------------------------------------------------------------------------

#: "They gain haste until end of turn": "they" as the subject of a pump is the objects the
#: instruction before named (tokens created, creatures gained control of), like "those tokens".
pump_subject: Parser[Noun] = alt(controlled_by_noun, object_ref, bare_plural, word("they").value(ItNoun()))


def _x_part(part: str) -> AmountIR | None:
    """One half of "+X/-0": X, -X, or a number; None if it is none of these."""
    sign, body = (-1, part[1:]) if part.startswith("-") else (1, part.lstrip("+"))
    if body == "x":
        return XAmount(sign)
    return sign * int(body) if body.isdigit() else None


def _x_pt(text: str) -> tuple[AmountIR, AmountIR] | None:
    """"+X/+X", "-X/-0", "+X/+0" (X of the spell or defined by its text, 107.3)."""
    if "x" not in text or text.count("/") != 1:
        return None
    p, t = (_x_part(s) for s in text.split("/"))
    return (p, t) if p is not None and t is not None else None


#: "gets +N/+M" or "gets +X/+X".
pt_or_x_mod: Parser[tuple[AmountIR, AmountIR]] = alt(
    pt_mod,
    kind(Kind.PT).map(lambda t: _x_pt(t.text)).where(lambda v: v is not None),
)


def _pump() -> Parser[EffectIR]:
    gets = seq(word("get", "gets"), pt_or_x_mod)
    color_of_choice = phrase("and becomes the color of your choice")
    gains = seq(word("gain", "gains"), granted).map(lambda v: v[1])

    def split(items: list[Keyword | GrantedAbility | ProtectionOfChoice] | None) -> tuple[tuple[Keyword, ...], tuple[GrantedAbility | ProtectionOfChoice, ...]]:
        return tuple(k for k in items or () if isinstance(k, Keyword)), tuple(a for a in items or () if not isinstance(a, Keyword))

    def per_each(n: AmountIR, each: AmountIR) -> AmountIR | None:
        """"+1/+0 for each", "-1/-1 for each": the count, negated for -1 (a CountAmount can be)."""
        if n == 0 or n == 1:
            return each if n else 0
        if isinstance(each, BlockersBeyondFirst) and isinstance(n, int) and n > 0:
            return replace(each, times=n)  # rampage N (702.23a)
        return replace(each, times=-each.times) if n == -1 and isinstance(each, CountAmount) else None

    def safe(v: tuple[Any, ...]) -> EffectIR | None:
        before, what, (_, (p, t)), items, color, after, each = v
        if (before is None) == (after is None):
            return None  # one duration, before or after: "Until end of turn, creatures you control get …"
        dur = before[0] if before is not None else after
        kws, abilities = split(items)
        if each is not None:
            p, t = per_each(p, each), per_each(t, each)
            if p is None or t is None:
                return None  # "+2/+0 for each": not a per-count multiple we model
        return Pump(what, p, t, kws, dur, abilities=abilities, color_of_choice=color is not None)

    with_pt = seq(
        # "gets +2/+2 and has haste for as long as CARDNAME remains tapped" ("has" with a duration, 611.2b)
        # "Up to two target creatures each get +2/+2 …": each of them gets it
        opt(seq(duration, phrase(","))), seq(pump_subject, opt(word("each"))).map(lambda v: v[0]), gets, opt(seq(word("and"), alt(gains, seq(word("has"), granted).map(lambda v: v[1]))).map(lambda v: v[1])),
        opt(color_of_choice), opt(duration), opt(for_each),
    ).map(safe).where(lambda e: e is not None)
    def only_grants(v: tuple[Any, ...]) -> EffectIR:
        what, items, dur = v
        kws, abilities = split(items)
        return Pump(what, 0, 0, kws, dur, pt=False, abilities=abilities)

    # 611.2a: "It gains haste" with no duration lasts indefinitely.
    only_kw = seq(pump_subject, gains, opt(duration).map(lambda d: d or Duration.PERMANENT)).map(only_grants)
    # 105.3: "This creature becomes the color of your choice until end of turn"
    only_color = seq(pump_subject, phrase("becomes the color of your choice"), opt(duration).map(lambda d: d or Duration.PERMANENT)).map(
        lambda v: Pump(v[0], 0, 0, (), v[2], pt=False, color_of_choice=True)
    )
    unblockable = alt(_blocked_only_by(), seq(pump_subject, phrase("can't be blocked"), duration).map(
        lambda v: Pump(v[0], 0, 0, (Keyword.CANT_BE_BLOCKED,), v[2], pt=False)
    ))
    # "… gets +1/+0 until end of turn and can't be blocked this turn": the same subject.
    same_unblockable = seq(phrase("can't be blocked"), duration).map(
        lambda v: Pump(ItNoun(), 0, 0, (Keyword.CANT_BE_BLOCKED,), v[1], pt=False)
    )
    # 702.3b: "CARDNAME can attack this turn as though it didn't have defender" (also after "and")
    despite = phrase("can attack this turn as though it didn't have defender")
    despite_defender = alt(
        seq(pump_subject, despite).map(lambda v: Pump(v[0], 0, 0, (Keyword.ATTACKS_DESPITE_DEFENDER,), Duration.END_OF_TURN, pt=False)),
        despite.map(lambda _: Pump(ItNoun(), 0, 0, (Keyword.ATTACKS_DESPITE_DEFENDER,), Duration.END_OF_TURN, pt=False)),
    )
    return alt(with_pt, only_kw, only_color, unblockable, same_unblockable, despite_defender)


def _possessed(noun: Parser[Noun]) -> Parser[Noun]:
    """The noun of a possessive ending in one token ("target creature's", "each creature's"): what
    ``noun`` reads with the "'s" taken off."""

    def run(toks: Any, pos: int) -> Any:
        end = next((i for i in range(pos, min(pos + 8, len(toks))) if toks[i].text.endswith("'s") and len(toks[i].text) > 2), None)
        if end is None:
            return None
        last = toks[end]
        bare = (*toks[pos:end], replace(last, text=last.text[:-2], raw=last.raw[:-2]))
        r = noun(bare, 0)
        return (r[0], end + 1) if r is not None and r[1] == len(bare) else None

    return Parser(run)


def _switch_pt() -> Parser[EffectIR]:
    """"Switch CARDNAME's power and toughness until end of turn", "Switch target creature's power
    and toughness until end of turn" (CR 613.4d)."""
    from manastack.oracle.ir import SwitchPTIR

    whose = alt(seq(self_noun, word("'s")).map(lambda v: v[0]), _possessed(object_ref))
    return seq(word("switch"), whose, phrase("power and toughness"), duration).map(lambda v: SwitchPTIR(v[1], v[3]))


def _blocked_only_by() -> Parser[EffectIR]:
    """"Target creature you control can't be blocked by creatures with power 2 or less this turn",
    "… can't be blocked this turn except by Walls": the block restriction (CR 509.1b) granted to
    the creature for the duration, as a static ability (layer 6, 613.1f)."""
    from manastack.model.abilities import BlockRestriction, StaticAbility

    def grant(what: Noun, f: ObjectFilter, only: bool, dur: Duration) -> EffectIR:
        text = f"can't be blocked {'except ' if only else ''}by {f.describe()}"
        return Pump(what, 0, 0, (), dur, pt=False, abilities=(StaticAbility(BlockRestriction(f, only=only), text=text),))

    return alt(
        seq(pump_subject, phrase("can't be blocked by"), and_or_filter, duration).map(lambda v: grant(v[0], v[2], False, v[3])),
        seq(pump_subject, phrase("can't be blocked except by"), and_or_filter, duration).map(lambda v: grant(v[0], v[2], True, v[3])),
        seq(pump_subject, phrase("can't be blocked"), duration, phrase("except by"), and_or_filter).map(lambda v: grant(v[0], v[4], True, v[2])),
    )


# ---- mana ---------------------------------------------------------------------------------------



_ANY_COLOR = OneOf(tuple("WUBRG"))


def _add_mana() -> Parser[EffectIR]:
    fixed = many(mana_symbol, 1).map(lambda ss: FixedMana(tuple(ss)))
    either = seq(mana_symbol, word("or"), mana_symbol).map(lambda v: OneOf((v[0], v[2])))
    either3 = seq(mana_symbol, phrase(","), mana_symbol, phrase(", or"), mana_symbol).map(lambda v: OneOf((v[0], v[2], v[4])))
    could = seq(
        phrase("one mana of any"), word("color", "type"), phrase("that a land"),
        alt(phrase("an opponent controls").value(Controller.OPPONENT), phrase("you control").value(Controller.YOU)),
        phrase("could produce"),
    ).map(lambda v: AnyTypeCouldProduce(ObjectFilter((CardTypes(frozenset({CardType.LAND})), ControllerIs(v[3]))), colors_only=v[1] == "color"))
    any_color = phrase("one mana of any color").value(_ANY_COLOR)
    produced = seq(phrase("one mana of any type that"), word("land", "permanent"), word("produced")).value(AnyTypeProduced())
    exiled_colors = phrase("one mana of any of the exiled card's colors").value(ColorOfExiled())
    commander_colors = phrase("one mana of any color in your commander's color identity").value(CommanderIdentityColor())
    # 607.2d: the color chosen as the permanent entered; "{B} or one mana of the chosen color"
    chosen = alt(
        phrase("one mana of the chosen color").value(ChosenColor()),
        seq(mana_symbol, phrase("or one mana of the chosen color")).map(lambda v: ChosenColor((v[0],))),
    )
    # "{W}{W}, {W}{U}, or {U}{U}": one of the listed combinations (filter lands)
    combos = seq(many(mana_symbol, 1), phrase(","), many(mana_symbol, 1), phrase(", or"), many(mana_symbol, 1)).where(
        lambda v: max(len(v[0]), len(v[2]), len(v[4])) > 1
    ).map(lambda v: ManaCombination((tuple(v[0]), tuple(v[2]), tuple(v[4]))))
    produce: Parser[ManaProduction] = alt(combos, either3, chosen, either, fixed, could, commander_colors, any_color, produced, exiled_colors)
    # "Add X mana of any one color, where X is this creature's power": one choice for all of it.
    one_color = alt(
        seq(word("add"), amount_literal, phrase("mana of any one color")).map(lambda v: Mana(_ANY_COLOR, v[1], same_type=True)),
        seq(word("add"), amount_literal, phrase("mana of the chosen color")).map(lambda v: Mana(ChosenColor(), v[1], same_type=True)),
        # "Add two mana in any combination of colors": a color chosen for each mana (106.1a)
        seq(word("add"), amount_literal, phrase("mana in any combination of colors")).map(lambda v: Mana(_ANY_COLOR, v[1])),
    )
    # "its controller adds an additional {G}", "that player adds one mana of any type that land produced"
    subject = seq(player_subject, word("adds"), opt(phrase("an additional")), produce).map(lambda v: Mana(v[3], who=v[0]))
    # "add an additional {C}" (a triggered mana ability adding to what a permanent was tapped for)
    return alt(one_color, subject, seq(word("add"), opt(phrase("an additional")), produce, opt(for_each)).map(lambda v: Mana(v[2], v[3] if v[3] is not None else 1)))


def choose_color_start(sentence: Line) -> EffectIR | None:
    """"Choose a color." — a sentence whose choice the next sentence uses ("that color")."""
    return ChooseColorIR() if parse_all(phrase("choose a color"), sentence) is not None else None


def choose_color_more(sentence: Line, prev: EffectIR | None) -> EffectIR | None:
    """The sentence after "Choose a color." that uses it: "Add an amount of mana of that color equal
    to your devotion to that color" (CR 700.5, 106.1a). None for any other sentence."""
    if not isinstance(prev, ChooseColorIR):
        return None
    devotion_mana = phrase("add an amount of mana of that color equal to your devotion to that color").value(Mana(DevotionToChosenColor()))
    return parse_all(devotion_mana, sentence)


def _spend_restriction() -> Parser[SpendRestriction]:
    """"Spend this mana only to cast an instant or sorcery spell" (CR 106.6)."""
    return seq(phrase("spend this mana only to cast"), opt(word("a", "an")), list_of(type_word), word("spell", "spells")).map(
        lambda v: SpendRestriction(
            "Spend this mana only to cast " + ("an " if v[2][0] in (CardType.INSTANT, CardType.ARTIFACT, CardType.ENCHANTMENT) else "a ")
            + " or ".join(t.value.lower() for t in v[2]) + " spell.",
            spell_types=frozenset(t.value for t in v[2]),
        )
    )


def _subtype_spend_restriction() -> Parser[SpendRestriction]:
    """"Spend this mana only to cast Elf spells and activate abilities of Elf sources" (CR 106.6):
    spells with the subtype, and activation costs of abilities of sources with it."""
    return seq(
        phrase("spend this mana only to cast"), subtype_word, word("spells"), phrase("and activate abilities of"), subtype_word, word("sources"),
    ).map(lambda v: SpendRestriction(
        f"Spend this mana only to cast {v[1]} spells and activate abilities of {v[4]} sources.",
        creature_subtypes=frozenset({v[1]}), abilities=True, ability_source_subtypes=frozenset({v[4]}),
    ))


def _cant_spend_restriction() -> Parser[SpendRestriction]:
    """"This mana can't be spent to cast a nonartifact spell" (CR 106.6; the Powerstone token, 111.10h):
    it may pay for artifact spells, activation costs and any cost that isn't a spell's."""
    return seq(phrase("this mana can't be spent to cast a"), non_type, word("spell")).map(lambda v: SpendRestriction(
        f"This mana can't be spent to cast a non{v[1].value.lower()} spell.", spell_types=frozenset({v[1].value}), abilities=True, other_costs=True,
    ))


spend_restriction = alt(_spend_restriction(), _subtype_spend_restriction(), _cant_spend_restriction())

# ---- misc ---------------------------------------------------------------------------------------

#: CR 119.7: "Players can't gain life this turn", "Your opponents can't gain life this turn".
no_life_gain: Parser[EffectIR] = seq(
    alt(word("players").value(PlayerNoun("each player")), phrase("your opponents").value(PlayerNoun("each opponent"))),
    phrase("can't gain life this turn"),
).map(lambda v: NoLifeGain(v[0]))

prevent: Parser[EffectIR] = alt(
    phrase("damage can't be prevented this turn").value(Unpreventable()),
    phrase("prevent all combat damage that would be dealt this turn").value(Prevent(combat_only=True)),
    seq(
        phrase("prevent all combat damage"),
        alt(object_ref, seq(word("a", "an"), object_filter, phrase("of your choice")).map(lambda v: ChosenNoun(v[1]))),
        phrase("would deal this turn"),
    ).map(lambda v: Prevent(by=v[1], combat_only=True)),
    # "Prevent all combat damage that would be dealt to and dealt by CARDNAME this turn"
    seq(phrase("prevent all combat damage that would be dealt to and dealt by"), object_ref, phrase("this turn")).map(
        lambda v: Prevent(to=v[1], combat_only=True, by=v[1])
    ),
    seq(phrase("prevent the next"), number, phrase("damage that would be dealt to"), any_ref, phrase("this turn")).map(
        lambda v: Prevent(v[3], v[1])
    ),
    # CR 615: "Prevent all damage that would be dealt to him this turn" (Gideon: the permanent just named)
    seq(phrase("prevent all damage that would be dealt to"), alt(any_ref, word("him", "her").value(ItNoun())), phrase("this turn")).map(lambda v: Prevent(v[1])),
)

copy: Parser[EffectIR] = alt(
    seq(word("copy"), target_noun, phrase(", except it isn't legendary if the spell is legendary")).map(
        lambda v: CopyIt(v[1], False, frozenset({Supertype.LEGENDARY}))
    ),
    # CR 707.10: "copy that spell" / "copy it" (the spell a cast trigger is about, or the one just
    # named), "copy target instant or sorcery spell twice", "copy CARDNAME twice" (its own cast trigger)
    # "copy that ability" (an activation trigger's ability, 707.10)
    phrase("copy that ability").value(CopyIt(ItNoun(), False, ability=True)),
    seq(word("copy"), alt(target_noun, phrase("that spell").value(ItNoun()), word("it").value(ItNoun()), self_noun),
        opt(alt(phrase("twice").value(2), phrase("three times").value(3)))).map(lambda v: CopyIt(v[1], False, times=v[2] or 1)),
)


def _gain_control() -> Parser[EffectIR]:
    """"gain control of target creature [until end of turn]" (CR 108.4, 613.1b; indefinitely without
    a duration, 611.2a), "… for as long as CARDNAME remains on the battlefield" (611.2b)."""
    from manastack.oracle.ir import GainControlIR

    lasting = alt(duration, seq(phrase("for as long as"), self_noun, phrase("remains on the battlefield")).value(Duration.WHILE_SOURCE_ON_BATTLEFIELD))
    yours = seq(phrase("gain control of"), object_ref, opt(lasting)).map(lambda v: GainControlIR(v[1], v[2] or Duration.PERMANENT))
    # "the player to your right gains control of this artifact", "target player gains control of …"
    one_player = alt(target_noun.where(lambda t: t.kind is TargetKind.PLAYER and t.count == 1), beside_noun)
    theirs = seq(one_player, phrase("gains control of"), object_ref, opt(lasting)).map(lambda v: GainControlIR(v[2], v[3] or Duration.PERMANENT, v[0]))
    return alt(yours, theirs)


def _exchange_control() -> Parser[EffectIR]:
    """"exchange control of two target nonland permanents that share a card type" (CR 701.12b)."""
    from manastack.oracle.ir import ExchangeControlIR

    return seq(phrase("exchange control of"), target_noun).where(
        lambda v: v[1].count == 2 and v[1].min_count is None and v[1].kind is TargetKind.OBJECT
    ).map(lambda v: ExchangeControlIR(v[1]))


def _attach_self() -> Parser[EffectIR]:
    """"attach it to target creature you control" — an Equipment's or Aura's own ability attaching
    itself (CR 701.3a); "then attach this Equipment to it": to the token just created (living
    weapon, 702.92a)."""
    from manastack.oracle.ir import AttachSelfIR

    to = alt(target_noun, word("it").value(ItNoun()))
    return seq(word("attach"), alt(self_noun, word("it").value(ItNoun())), word("to"), to).map(lambda v: AttachSelfIR(v[1], v[3]))


def _attach_chosen() -> Parser[EffectIR]:
    """"attach an Equipment you control to it" (CR 701.3a): an object chosen on resolution."""
    from manastack.oracle.ir import AttachChosenIR

    return seq(word("attach"), word("a", "an"), object_filter, word("to"), object_ref).where(
        lambda v: v[2].zone is Zone.BATTLEFIELD
    ).map(lambda v: AttachChosenIR(replace(v[2], description=""), v[4]))


def _if_it_is() -> Parser[EffectIR]:
    """"If it's a Dwarf, [effects]" (CR 608.2c): a condition on the object just mentioned, or on the
    source ("if CARDNAME is a Spirit, it becomes …"); "if you discarded a nonland card, [effects]":
    on the card discarded just before."""
    from manastack.oracle.ir import DiscardedNoun, IfItIs

    subject = alt(phrase("it's"), phrase("it is"), phrase("the exiled card is")).value(ItNoun()) | seq(self_noun, word("is")).map(lambda v: v[0]) | phrase("you discarded").value(DiscardedNoun())
    return seq(opt(word("then")), word("if"), subject, word("a", "an"), object_filter, phrase(","), lazy(lambda: clauses)).map(
        lambda v: IfItIs(v[2], replace(v[4], description=""), tuple(v[6]))
    )


def _restrict() -> Parser[EffectIR]:
    """"creatures without flying can't block this turn", "target creature can't attack or block this
    turn" (CR 508.1c, 509.1b); "target creature blocks this turn if able", "creatures your
    opponents control attack this turn if able" (requirements, 508.1d, 509.1c)."""
    from manastack.oracle.ir import RestrictIR

    what = alt(phrase("attack or block").value((True, True)), word("block").value((False, True)), word("attack").value((True, False)))
    does = alt(phrases("attacks or blocks", "attack or block").value((True, True)), word("blocks", "block").value((False, True)), word("attacks", "attack").value((True, False)))
    # "During target opponent's next turn, creatures that player controls attack CARDNAME if able"
    # (Gideon Jura): a requirement to attack the source, applying during that player's next turn.
    next_turn = phrase("during target opponent's next turn ,").value(
        TargetNoun(TargetKind.PLAYER, player_controller=Controller.OPPONENT, description="target opponent")
    )
    their_creatures = seq(object_filter.where(lambda f: f.get(ControllerIs) is None), phrase("that player controls")).map(
        lambda v: ControlledByNoun(v[0], PlayerNoun("that player"))
    )
    return alt(
        seq(pump_subject, phrase("can't"), what, duration).map(lambda v: RestrictIR(v[0], v[2][0], v[2][1], v[3])),
        seq(pump_subject, does, duration, phrase("if able")).map(lambda v: RestrictIR(v[0], v[1][0], v[1][1], v[2], requirement=True)),
        # "target creature can't block CARDNAME this turn", "… blocks CARDNAME this turn if able":
        # a restriction or requirement about blocking this one attacker (509.1b-c).
        seq(pump_subject, phrase("can't block"), self_noun, duration).map(lambda v: RestrictIR(v[0], False, True, v[3], block_source=True)),
        seq(pump_subject, word("blocks"), self_noun, duration, phrase("if able")).map(
            lambda v: RestrictIR(v[0], False, True, v[3], requirement=True, block_source=True)
        ),
        seq(next_turn, their_creatures, word("attack"), self_noun, phrase("if able")).map(
            lambda v: RestrictIR(v[1], True, False, Duration.END_OF_TURN, requirement=True, attack_source=True, during=v[0])
        ),
    )


def _lose_keywords() -> Parser[EffectIR]:
    """"that creature loses indestructible until end of turn" (layer 6, CR 613.1f)."""
    from manastack.oracle.ir import LoseKeywords

    return seq(pump_subject, word("lose", "loses"), keywords, duration).map(lambda v: LoseKeywords(v[0], tuple(v[2]), v[3]))


def _exile_if_dies() -> Parser[EffectIR]:
    """"If that creature would die this turn, exile it instead" (CR 614.1a, 700.4); "If it would
    leave the battlefield, exile it instead of putting it anywhere else" (614.1a)."""
    from manastack.oracle.grammar.nouns import it_noun
    from manastack.oracle.ir import DamagedNoun, ExileIfDiesIR

    which = alt(
        # "if a creature dealt damage this way would die this turn" (Pillar of Flame, Anger of the Gods)
        seq(word("a"), object_filter, phrase("dealt damage this way")).map(lambda v: DamagedNoun(v[1])),
        phrase("that creature or planeswalker").value(ItNoun()),
        it_noun,
    )
    return alt(
        seq(word("if"), which, phrase("would die this turn , exile it instead")).map(lambda v: ExileIfDiesIR(v[1])),
        # "If it would leave the battlefield, exile it instead of putting it anywhere else" (Whip of Erebos)
        seq(word("if"), it_noun, phrase("would leave the battlefield , exile it instead of putting it anywhere else")).map(
            lambda v: ExileIfDiesIR(v[1], leaves=True)
        ),
    )


def _set_base_pt() -> Parser[EffectIR]:
    """"Its base power and toughness become equal to CARDNAME's power and toughness until end of
    turn" (layer 7b, CR 613.4b)."""
    from manastack.oracle.ir import PowerAmount, SetBasePTIR, ToughnessAmount

    return seq(
        word("its").value(ItNoun()), phrase("base power and toughness become equal to"), self_noun, phrase("'s power and toughness"), duration,
    ).map(lambda v: SetBasePTIR(v[0], PowerAmount(v[2]), ToughnessAmount(v[2]), v[4]))


def _choose_targets() -> Parser[EffectIR]:
    """"choose up to one other target creature you control": targets for the sentences after it."""
    from manastack.oracle.ir import ChooseTargets

    return seq(word("choose"), target_noun).map(lambda v: ChooseTargets(v[1]))


def _tap_any_number() -> Parser[EffectIR]:
    """"you may tap any number of untapped Humans you control" (choosing none is choosing not to)."""
    from manastack.oracle.ir import TapAnyIR

    return seq(opt(phrase("you may")), word("tap"), phrase("any number of"), object_filter).map(lambda v: TapAnyIR(v[3]))


def _draw_per_tapped() -> Parser[EffectIR]:
    """"Draw a card for each Human tapped this way"."""
    from manastack.oracle.ir import TappedThisWayAmount

    return seq(word("draw"), phrase("a card for each"), object_filter, phrase("tapped this way")).map(
        lambda v: PlayerAmount("draw", TappedThisWayAmount(), PlayerNoun("you"))
    )


def _quoted(toks: Any, pos: int) -> Any:
    if pos >= len(toks) or toks[pos].text != '"':
        return None
    end = next((i for i in range(pos + 1, len(toks)) if toks[i].text == '"'), None)
    if end is None:
        return None
    # A quotation inside the quoted ability is in single quotes (an emblem with "Mountains you
    # control have '{T}: …'"): it is read as a quoted ability of its own.
    inner = tuple(Token(Kind.PUNCT, '"', '"') if t.kind is Kind.PUNCT and t.text == "'" else t for t in toks[pos + 1:end])
    lines = parse_all(ability_line.parser, inner)
    found = tuple(lines) if lines is not None else (Unsupported(text_of(inner), shape(inner), "no grammar rule"),)
    return (found, text_of(toks[pos + 1:end])), end + 1


#: A quoted ability ("… gains "{T}: Add {G}."", "… token with "This creature's power …""), parsed as
#: an ability line of its own (its "this creature" is the object that has it): its abilities (an
#: unparsed one is an Unsupported node) and its printed text.
quoted_abilities: Parser[tuple[tuple[AbilityIR, ...], str]] = Parser(_quoted, frozenset({'"'}))


def _reveal_hand() -> Parser[EffectIR]:
    """"Target opponent reveals their hand" (CR 701.20a); "Look at target player's hand[ and choose
    a card from it]" (402.3: the controller looks, nothing is revealed)."""
    from manastack.oracle.ir import HandChoiceIR

    reveals = seq(player_subject, phrase("reveals their hand")).map(lambda v: HandChoiceIR(v[0]))
    choose = seq(phrase("and choose"), _chosen_card(), phrase("from it")).map(lambda v: v[1])
    looks = seq(phrase("look at"), target_player_possessive, word("hand"), opt(choose)).map(lambda v: HandChoiceIR(v[1], v[3], look=True))
    return alt(reveals, looks)


def _chosen_card() -> Parser[Any]:
    """"a nonland card", "an instant or sorcery card": what may be chosen from a revealed hand."""
    return seq(word("a", "an"), object_filter).map(lambda v: replace(v[1], zone=Zone.HAND))


def hand_choice(sentence: Line, prev: EffectIR | None) -> EffectIR | None:
    """The sentences after "[player] reveals their hand": "You choose a nonland card from it[ and
    exile that card]." and "That player discards that card." (CR 701.20a, 701.9a). None if the
    sentence is not one of these here."""
    from manastack.oracle.ir import HandChoiceIR

    if not isinstance(prev, HandChoiceIR) or prev.action is not None:
        return None
    if prev.filter is None:
        # "You choose a nonland card from it with mana value 3 or less": "from it" may come inside
        # the description of the card; it is read without it.
        at = next((i for i in range(len(sentence) - 1) if sentence[i].text == "from" and sentence[i + 1].text == "it"), None)
        if at is None:
            return None
        chosen = parse_all(seq(phrase("you choose"), _chosen_card(), opt(phrase("and exile that card"))), sentence[:at] + sentence[at + 2:])
        if chosen is None:
            return None
        return replace(prev, filter=chosen[1], action="exile" if chosen[2] else None)
    if parse_all(phrases("that player discards that card", "they discard that card"), sentence) is not None:
        return replace(prev, action="discard")
    if parse_all(phrase("exile that card"), sentence) is not None:
        return replace(prev, action="exile")
    return None


def token_has(sentence: Line, prev: EffectIR | None) -> MakeToken | None:
    """"Create a white Avatar creature token. It has "This creature's power and toughness are each
    equal to your life total."": the token is created with the ability (111.4). None if the
    sentence is not that or comes after no token."""
    if not isinstance(prev, MakeToken) or prev.granted:
        return None
    has = parse_all(seq(phrases("it has", "they have", "that token has", "those tokens have"), quoted_abilities), sentence)
    return replace(prev, granted=has[1][0], granted_text=has[1][1]) if has is not None else None


def _emblem() -> Parser[EffectIR]:
    """"You get an emblem with "[ability]"" (CR 114.2)."""
    from manastack.oracle.ir import EmblemIR

    return seq(phrase("you get an emblem with"), quoted_abilities).map(lambda v: EmblemIR(*v[1]))


def _becomes() -> Parser[EffectIR]:
    """"CARDNAME becomes a Bear creature in addition to its other types [and gains "ability"]
    [until end of turn]", "CARDNAME becomes an artifact creature [until end of turn]" (CR 205.1b;
    611.2a: without a duration it lasts until the game ends). The
    quoted ability is parsed as an ability line of its own (its "this creature" is the object that
    has it)."""
    from manastack.oracle.ir import BecomesIR

    def make(v: tuple[Any, ...]) -> EffectIR:
        what, _, _, subs, types, _, gains, dur = v
        granted, text = gains[1] if gains is not None else ((), "")
        return BecomesIR(what, tuple(t.value for t in types), tuple(subs), granted, text, dur or Duration.PERMANENT)

    # 205.1b: an object that becomes an "artifact creature" keeps its prior card types and subtypes
    # (the Vehicle's own "This Vehicle becomes an artifact creature until end of turn").
    artifact_creature = seq(object_ref, word("becomes"), phrase("an artifact creature"), opt(duration)).map(
        lambda v: BecomesIR(v[0], (CardType.ARTIFACT.value, CardType.CREATURE.value), (), (), "", v[3] or Duration.PERMANENT)
    )

    def make_pt(v: tuple[Any, ...]) -> EffectIR:
        before, what, _, _, (pt, colors, subs, types, still, kws, granted), after = v
        dur = before[0] if before is not None else after
        # 205.1b: "that's still a land" and "artifact creature" keep the prior types, but the
        # creature types of "[creature types] artifact creature" replace the old ones, as a creature
        # type alone does (205.1a).
        artifact_creature = set(types) == {CardType.ARTIFACT, CardType.CREATURE}
        replaces = still is None and bool(subs) and (artifact_creature or not types)
        abilities, text = granted if granted is not None else ((), "")
        return BecomesIR(what, tuple(t.value for t in types), tuple(subs), abilities, text, dur or Duration.PERMANENT,
                         pt=pt, colors=tuple(colors) if colors else None, keywords=tuple(kws or ()),
                         keeps_types=still is not None or artifact_creature or not types, replaces_creature_types=replaces)

    still = phrases("that's still a land", "that's still a planeswalker", "that are still lands")
    with_keywords = seq(word("with"), keywords).map(lambda v: v[1])
    with_quoted = seq(word("with"), quoted_abilities, opt(phrase("it's still a land"))).map(lambda v: (v[1], v[2]))

    def pt_first(v: tuple[Any, ...]) -> tuple[Any, ...]:
        pt, colors, subs, types, still_, all_types, kws, still_kws, quoted = v
        if all_types is not None:
            subs = list(CREATURE_TYPES)  # "with all creature types" (205.3m)
        granted, still_quoted = quoted if quoted is not None else (None, None)
        return pt, colors, subs, types, still_ or still_kws or still_quoted, kws, granted

    # "a 2/2 white Elemental artifact creature [that's still a land] [with flying | with "ability"]"
    # (manlands; "It's still a land." may follow, parse_sentences), "4/4 Elemental creatures", "a 5/5
    # Human Soldier creature with indestructible that's still a planeswalker".
    described_pt = seq(
        pt_mod, opt(list_of(color_word)), many(subtype_word), many(type_word, 1).where(lambda ts: CardType.CREATURE in ts), opt(still),
        opt(phrase("with all creature types")), opt(with_keywords), opt(still), opt(with_quoted),
    ).map(pt_first)
    # "a Kithkin Spirit Warrior with base power and toughness 4/4[, flying, and first strike]" (layer 7b)
    base_pt: Parser[tuple[Any, ...]] = seq(
        many(subtype_word.where(lambda s: s in CREATURE_TYPES), 1), phrase("with base power and toughness"), pt_mod, opt(seq(phrase(","), keywords).map(lambda v: v[1])),
    ).map(lambda v: (v[2], None, v[0], [], None, v[3], None))
    # "lands you control become 2/2 creatures that are still lands" (a plural subject, 611.2c: the
    # lands locked in as the effect begins)
    with_pt = seq(
        opt(seq(duration, phrase(","))), alt(object_ref, bare_plural), word("becomes", "become"), opt(word("a", "an")), alt(described_pt, base_pt), opt(duration),
    ).map(make_pt)
    # "That creature is a black Zombie in addition to its other colors and types" (105.3, 205.1b;
    # no duration: it lasts indefinitely, 611.2a)
    colored_subtypes = seq(
        object_ref, word("is"), opt(word("a", "an")), list_of(color_word), many(subtype_word.where(lambda s: s in CREATURE_TYPES), 1),
        phrase("in addition to its other colors and types"),
    ).map(lambda v: BecomesIR(v[0], (), tuple(v[4]), added_colors=tuple(v[3])))
    return alt(
        seq(
            object_ref, word("becomes"), opt(word("a", "an")), many(subtype_word), list_of(type_word), phrase("in addition to its other types"),
            opt(seq(phrase("and gains"), quoted_abilities)), opt(duration),
        ).map(make),
        with_pt,
        artifact_creature,
        colored_subtypes,
    )


def _rules_effects() -> Parser[EffectIR]:
    """Restrictions, ability loss, replacement and base-P/T effects of resolving spells, "becomes",
    and "tap any number of" (tried before "you may …")."""
    from manastack.oracle.grammar.blocking import blocking_effects

    return alt(
        _tap_any_number(), _draw_per_tapped(), _choose_targets(), _exile_if_dies(), _set_base_pt(), _becomes(), _restrict(), _lose_keywords(),
        blocking_effects(pump_subject),
    )


def _clause() -> Parser[EffectIR]:
    # "you may have target opponent lose 1 life", "you may have CARDNAME deal 3 damage to any target":
    # the controller's choice of an action another player or object performs
    may = seq(phrase("you may"), opt(word("have")), lazy(lambda: clauses)).map(lambda v: MayDo(tuple(v[2])))
    # "any opponent may sacrifice a creature of their choice" (its "If a player does, …" follows)
    anyone = PlayerNoun("any opponent")
    any_opponent = seq(phrase("any opponent may sacrifice"), number, object_filter, opt(phrase("of their choice"))).map(
        lambda v: MayDo((SacrificeChoice(anyone, v[2], v[1]),), who=anyone)
    )
    extra_land = alt(
        phrase("you may play an additional land this turn").value(ExtraLandPlays(1)),
        seq(phrase("you may play up to"), number, phrase("additional lands this turn")).map(lambda v: ExtraLandPlays(v[1])),
    )
    return alt(
        _at_next_step(), _when_dies_this_turn(), _emblem(), _reveal_hand(),
        _rules_effects(), _gain_control(), _exchange_control(), _attach_self(), _attach_chosen(), _if_it_is(), extra_land, _may_play(), _may_cast_from_among_them(), _may_cast_now(), _exile_top(), _exile_all_from_graveyard(), may, any_opponent, _divided_damage(), _divided_counters(), _damage(), _sacrifice(), _player_verb(), scry, surveil, discover, shuffles, search_theirs, search_all_zones, for_each_player_search, investigate, proliferate, populate, get_energy, manifest_dread, manifest, shuffle_into, put_in_library, destroy, fight, phase_out, regenerate, remove_all_counters, cant_be_regenerated, tap, counter, change_targets, next_spell_with_flash, _exile_until(), _exile_token_end_of_combat(), exile, _return_exiled(), _return(),
        _counters(), search, _create_attacking(), _create(), _put_from_hand(), _if_then(), _amass(), _bolster(), _explore(), _endure(), _become_designated(), _become_monarch(), _venture(), _game_outcome(), _switch_pt(), _ring_tempts(), _extra_turns(), _flip_coin(), _roll_die(), _add_mana(), prevent, no_life_gain, copy, _pump(),
    )


#: Memoised: "[effect] unless …" (:func:`_unless`) tries the same clause before the plain one does.
_plain_clause = memo(_clause())


def _unless() -> Parser[EffectIR]:
    """"[effect] unless [player] pays {N}" (CR 118.12a), "you may pay {N}" (118.12) and "[effect]
    unless [condition]" (608.2c)."""
    from manastack.model.costs import Cost, PayEnergy
    from manastack.oracle.grammar.nouns import mana_run, player_noun
    from manastack.oracle.ir import IfThen

    # "you may pay {E}{E}" (107.14: energy counters removed from the player)
    your_cost = alt(mana_run.map(lambda m: Cost(mana=m)), energy_run.map(lambda n: Cost(parts=(PayEnergy(n),))))
    return alt(
        seq(_plain_clause, phrase("unless"), player_noun, word("pays"), mana_run).map(
            lambda v: OptionalCost(Cost(mana=v[4]), v[2], otherwise=(v[0],))
        ),
        seq(_plain_clause, phrase("unless you pay"), your_cost).map(lambda v: OptionalCost(v[2], otherwise=(v[0],))),
        seq(phrase("you may pay"), your_cost).map(lambda v: OptionalCost(v[1])),
        # "you lose 1 life unless an opponent has 10 or less life" (608.2c: checked as it resolves)
        seq(_plain_clause, phrase("unless"), if_condition).map(lambda v: IfThen(Not(v[2]), (v[0],))),
    )


def _cast_from() -> Parser[EffectIR]:
    """"you may cast a [filter] spell from your graveyard" (CR 608.2g)."""
    # The filter reads "from your graveyard" as its own suffix; the noun "spell" makes it a spell.
    suffix = " from your graveyard"
    return seq(phrase("you may cast"), word("a", "an"), object_filter).where(
        lambda v: v[2].zone is Zone.STACK and v[2].get(OwnerIsYou) is not None and v[2].description.endswith(suffix)
    ).map(lambda v: CastFrom(replace(v[2].without(OwnerIsYou), description=v[2].description[: -len(suffix)].replace(" ,", ",")), Zone.GRAVEYARD))


#: "If [an instant or sorcery] spell cast this way would be put into your graveyard, exile it
#: instead" (CR 614.1a): a sentence that attaches a replacement effect to the spell cast before it.
cast_this_way_exile = seq(
    phrase("if"), word("a", "an"), object_filter, phrase("cast this way would be put into your graveyard , exile it instead"),
).where(lambda v: v[2].zone is Zone.STACK).map(lambda v: v[2])


def _extra_clause() -> Parser[EffectIR]:
    return extra_clause


def _from_hand_clause() -> Parser[EffectIR]:
    from manastack.oracle.grammar.from_hand import from_hand_clause

    return from_hand_clause


def _skip_clause() -> Parser[EffectIR]:
    from manastack.oracle.grammar.skips import skip_clause

    return skip_clause


clause: Parser[EffectIR] = alt(_unless(), _cast_from(), lazy(_extra_clause), lazy(_from_hand_clause), lazy(_skip_clause), _plain_clause)
_joiner = alt(phrase(", then"), phrase("then"), phrase(", and"), phrase("and"), phrase(","))
clauses: Parser[list[EffectIR]] = seq(opt(word("then")), sep_by(clause, _joiner)).map(lambda v: v[1])
common.clauses.define(clauses)
"""Clauses of one sentence, joined by "and", "then", commas; a sentence may begin with "Then" (the
effects of a spell happen in the order written anyway, CR 608.2c)."""

#: Sentences that modify the effect before them.
may_choose_new_targets = phrases("you may choose new targets for the copy", "you may choose new targets for the copies")

__all__ = ["clauses", "clause", "spend_restriction", "may_choose_new_targets", "SelfNoun", "AmountIR", "number", "Kind"]
