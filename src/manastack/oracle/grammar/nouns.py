"""Nouns: numbers, object filters ("nonland permanent an opponent controls"), references
("target creature", "it", "each opponent") and amounts ("X", "for each Elf you control")."""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any

from manastack.errors import ManaSyntaxError
from manastack.mana import Color, ManaCost
from manastack.model.abilities import BASIC_LAND_MANA, DEVOURED, Landwalk, Protection
from manastack.model.filters import (
    AllCardTypes,
    AnyOf,
    AttackingOrBlocking,
    BlockersBeyondFirst,
    CardTypes,
    Colorless,
    Colors,
    ColorsSpent,
    CommanderCasts,
    Controller,
    ControllerIs,
    CountedAsEntered,
    DealtDamageThisTurn,
    Devotion,
    HasCounters,
    HasKeyword,
    Historic,
    IsAttacking,
    IsBlocking,
    IsCommander,
    IsFaceDown,
    IsTapped,
    IsToken,
    LacksKeyword,
    ManaValueAsSource,
    ManaValueAtLeast,
    ManaValueAtMost,
    ManaValueAtMostX,
    Monocolored,
    Multicolored,
    Named,
    NamedAsSource,
    NotCardTypes,
    NotColors,
    NotSubtypes,
    NotSupertypes,
    ObjectFilter,
    OfChosen,
    OpponentsAttacked,
    Other,
    OwnerIsYou,
    PowerAtLeast,
    PowerAtMost,
    PowerOrToughnessAtMost,
    PowerThanSource,
    Predicate,
    Subtypes,
    Supertypes,
    TargetKind,
    TargetsSource,
    TimesPaid,
)
from manastack.model.types import CREATURE_TYPES, PERMANENT_TYPES, CardType, ChoiceKind, Keyword, Supertype, Zone
from manastack.oracle.combinators import (
    Parser,
    Result,
    alt,
    kind,
    list_of,
    many,
    memo,
    opt,
    phrase,
    phrases,
    sep_by,
    seq,
    token,
    word,
)
from manastack.oracle.ir import (
    AllNoun,
    AmountIR,
    AttachedNoun,
    BlockersNoun,
    BlockingNoun,
    BothNoun,
    ControlledByNoun,
    CountAmount,
    CountersAmount,
    EventCountAmount,
    ItNoun,
    Noun,
    PlayerNoun,
    PowerAmount,
    ProtectionOfChoice,
    SameNameNoun,
    SelfNoun,
    TargetNoun,
    XAmount,
)
from manastack.oracle.lexer import Kind, Line

# ---- numbers ------------------------------------------------------------------------------------

NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "twenty": 20,
}

number: Parser[int] = alt(
    kind(Kind.NUM).map(lambda t: int(t.text)),
    word(*NUMBER_WORDS).map(NUMBER_WORDS.__getitem__),
)
"""A number: digits or a number word ("a" counts as one)."""

amount_literal: Parser[AmountIR] = alt(number, word("x").value(XAmount()), phrases("that much", "that many").value(EventCountAmount()))
"""A number, X, or the amount of the trigger's event ("it deals that much damage", "you gain that
much life", "draw that many cards")."""


def _mana_cost(ts: list[Any]) -> ManaCost | None:
    try:
        return ManaCost.parse("".join(t.raw for t in ts))
    except ManaSyntaxError:
        return None


mana_run: Parser[ManaCost] = many(kind(Kind.MANA).where(lambda t: t.text not in ("{T}", "{Q}")), 1).map(_mana_cost).where(
    lambda c: c is not None
)  # type: ignore[assignment]
"""A run of mana symbols as a mana cost ("{2}{W}{W}"); fails on symbols that aren't mana."""

energy_run: Parser[int] = many(kind(Kind.MANA).where(lambda t: t.text == "{E}"), 1).map(len)
"""A run of energy symbols ("{E}{E}"): how many energy counters (CR 107.14)."""

#: A counter kind named in the text: "+1/+1", "quest", "charge" (CR 122.1; the compiler refuses a
#: kind whose meaning the engine lacks).
counter_kind: Parser[str] = alt(kind(Kind.PT).map(lambda t: t.text), kind(Kind.WORD).map(lambda t: t.text))

# ---- vocabulary ---------------------------------------------------------------------------------

CARD_TYPES = {t.value.lower(): t for t in CardType}
COLORS = {c.word: c for c in Color}
LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Gate", "Cave", "Sphere", "Town")
OTHER_SUBTYPES = ("Equipment", "Aura", "Food", "Treasure", "Clue", "Blood", "Gold", "Vehicle", "Saga", "Map", "Incubator", "Powerstone", "Lander", "Arcane", "Lesson", "Trap", "Adventure")
#: CR 205.3j: the planeswalker types, read by their capitalised spelling and only right before
#: "planeswalker" ("an Ajani planeswalker"), since some are common words ("Will").
PLANESWALKER_TYPES = frozenset({
    "Ajani", "Aminatou", "Angrath", "Arlinn", "Ashiok", "Bahamut", "Basri", "Bolas", "Calix", "Chandra", "Comet", "Dack", "Dakkon",
    "Daretti", "Davriel", "Dellian", "Dihada", "Domri", "Dovin", "Ellywick", "Elminster", "Elspeth", "Estrid", "Freyalise", "Garruk",
    "Gideon", "Grist", "Guff", "Huatli", "Jace", "Jared", "Jaya", "Jeska", "Kaito", "Karn", "Kasmina", "Kaya", "Kiora", "Koth", "Liliana",
    "Lolth", "Lukka", "Minsc", "Mordenkainen", "Nahiri", "Narset", "Niko", "Nissa", "Nixilis", "Oko", "Quintorius", "Ral", "Rowan",
    "Saheeli", "Samut", "Sarkhan", "Serra", "Sivitri", "Sorin", "Szat", "Tamiyo", "Tasha", "Teferi", "Teyo", "Tezzeret", "Tibalt", "Tyvar",
    "Ugin", "Urza", "Venser", "Vivien", "Vraska", "Vronos", "Will", "Windgrace", "Wrenn", "Xenagos", "Yanggu", "Yanling", "Zariel",
})
_IRREGULAR = {"elves": "Elf", "dwarves": "Dwarf", "wolves": "Wolf", "thieves": "Thief", "mice": "Mouse", "plains": "Plains",
              "sphinxes": "Sphinx", "fishes": "Fish", "foxes": "Fox", "homunculi": "Homunculus", "octopi": "Octopus"}


def _subtype_words() -> dict[str, str]:
    out: dict[str, str] = {}
    for s in CREATURE_TYPES + LAND_TYPES + OTHER_SUBTYPES:
        low = s.lower()
        out[low] = s
        out[low + "s"] = s
        if low.endswith(("s", "x", "ch", "sh")):
            out[low + "es"] = s
    out.update(_IRREGULAR)
    return out


SUBTYPES = _subtype_words()

#: Keywords whose rule is a written-out ability (oracle KEYWORD_ABILITIES): granting one by name
#: would give the keyword without its ability, so the grammar doesn't read them as granted keywords.
WRITTEN_OUT_KEYWORDS = frozenset({Keyword.FLANKING})
KEYWORDS = {k.value: k for k in Keyword if " " not in k.value and "'" not in k.value and k not in WRITTEN_OUT_KEYWORDS}
KEYWORDS_MULTI = {"first strike": Keyword.FIRST_STRIKE, "double strike": Keyword.DOUBLE_STRIKE}

keyword: Parser[Keyword] = alt(
    phrase("first strike").value(Keyword.FIRST_STRIKE),
    phrase("double strike").value(Keyword.DOUBLE_STRIKE),
    word(*KEYWORDS).map(KEYWORDS.__getitem__),
)

# ---- object filters -----------------------------------------------------------------------------
# A filter is built from a list of modifiers, each a function that narrows an ObjectFilter.


def _type_word(plural_ok: bool = True) -> Parser[CardType]:
    def ok(t: Any) -> bool:
        w = t.text
        return t.kind is Kind.WORD and (w in CARD_TYPES or (plural_ok and w.endswith("s") and w[:-1] in CARD_TYPES) or w == "sorceries")

    def to(t: Any) -> CardType:
        w = t.text
        if w == "sorceries":
            return CardType.SORCERY
        return CARD_TYPES[w] if w in CARD_TYPES else CARD_TYPES[w[:-1]]

    texts = {*CARD_TYPES, *((f"{w}s" for w in CARD_TYPES) if plural_ok else ()), "sorceries"}
    return token(ok, texts).map(to)


type_word = _type_word()
#: A card type in the singular ("creature", not "creatures").
single_type_word = _type_word(plural_ok=False)
def _planeswalker_type(toks: Line, pos: int) -> Result[str]:
    """CR 205.3j: a planeswalker type, read only capitalised and before "planeswalker(s)" ("an Ajani
    planeswalker") or "card(s)" ("an Elf, Warrior, or Tyvar card"): some are common words ("will")."""
    if pos + 1 < len(toks) and toks[pos].kind is Kind.WORD and toks[pos].raw in PLANESWALKER_TYPES and toks[pos + 1].text in ("planeswalker", "planeswalkers", "card", "cards"):
        return toks[pos].raw, pos + 1
    return None


subtype_word: Parser[str] = alt(
    word(*SUBTYPES).map(SUBTYPES.__getitem__), Parser(_planeswalker_type, frozenset(t.lower() for t in PLANESWALKER_TYPES)),
)
color_word: Parser[Color] = word(*COLORS).map(COLORS.__getitem__)
noun_word: Parser[str] = word("permanent", "permanents", "card", "cards", "spell", "spells", "token", "tokens")


def _non_type() -> Parser[CardType]:
    def ok(t: Any) -> bool:
        return t.kind is Kind.WORD and t.text.startswith("non") and t.text[3:].lstrip("-") in CARD_TYPES

    return token(ok, {f"non{h}{t}" for t in CARD_TYPES for h in ("", "-")}).map(lambda t: CARD_TYPES[t.text[3:].lstrip("-")])


non_type = _non_type()
#: "non-Human", "non-Wall" (CR 205.3): a subtype that isn't also a card type word.
non_subtype: Parser[str] = token(
    lambda t: t.kind is Kind.WORD and t.text.startswith("non-") and t.text[4:] in SUBTYPES and t.text[4:] not in CARD_TYPES,
    {f"non-{s}" for s in SUBTYPES},
).map(lambda t: SUBTYPES[t.text[4:]])
#: "nonblack", "nongreen" (CR 105.2).
non_color: Parser[Color] = token(lambda t: t.kind is Kind.WORD and t.text.startswith("non") and t.text[3:] in COLORS, {f"non{c}" for c in COLORS}).map(lambda t: COLORS[t.text[3:]])

@dataclass(frozen=True, slots=True)
class _Noun:
    """The head noun of a filter ("card", "spell", "token")."""

    word: str


#: The words of a filter: predicates, the zone to look in, the head noun.
_Mod = tuple[Predicate | Zone | _Noun, ...]


def _also_type() -> Parser[_Mod]:
    """A card type right before another ("artifact creature", "enchantment creatures"): the object
    has both (CR 205.2a); the last one is the head's. Not before a list of types ("artifact
    creature or enchantment" is left unread: which words the adjective governs is ambiguous)."""
    single = single_type_word

    def run(toks: Any, pos: int) -> Any:
        r = single(toks, pos)
        head = type_word(toks, r[1]) if r is not None else None
        if r is None or head is None or (head[1] < len(toks) and toks[head[1]].text in ("or", "and", ",") and type_word(toks, head[1] + 1)):
            return None
        return (AllCardTypes(frozenset({r[0]})),), r[1]

    return Parser(run, single.first)


def _commander_adjective() -> Parser[_Mod]:
    """"commander creatures", "commander spells" (CR 903.3, 903.3d): "commander" before a type or
    noun; alone it is the head (:func:`_head`)."""
    after = alt(type_word, noun_word)

    def run(toks: Any, pos: int) -> Any:
        if pos < len(toks) and toks[pos].text == "commander" and toks[pos].kind is Kind.WORD and after(toks, pos + 1) is not None:
            return (IsCommander(),), pos + 1
        return None

    return Parser(run, frozenset({"commander"}))


def _prefixes() -> Parser[_Mod]:
    """Adjectives before the head noun."""
    adj = alt(
        _also_type(),
        word("another", "other").value((Other(),)),
        word("nontoken").value((IsToken(False),)),
        word("tapped").value((IsTapped(),)),
        word("untapped").value((IsTapped(False),)),
        word("face-down").value((IsFaceDown(),)),  # 708.2
        word("face-up").value((IsFaceDown(False),)),
        phrase("attacking or blocking").value((AttackingOrBlocking(),)),
        word("attacking").value((IsAttacking(),)),
        word("blocking").value((IsBlocking(),)),
        word("legendary").value((Supertypes(frozenset({Supertype.LEGENDARY})),)),
        word("nonlegendary").value((NotSupertypes(frozenset({Supertype.LEGENDARY})),)),
        word("snow").value((Supertypes(frozenset({Supertype.SNOW})),)),  # 205.4g
        word("historic").value((Historic(),)),  # 700.6
        _commander_adjective(),
        word("noncommander").value((IsCommander(False),)),  # 903.3
        word("basic").value((Supertypes(frozenset({Supertype.BASIC})),)),
        word("nonbasic").value((NotSupertypes(frozenset({Supertype.BASIC})),)),
        word("colorless").value((Colorless(),)),
        word("multicolored").value((Multicolored(),)),
        word("monocolored").value((Monocolored(),)),
        list_of(color_word).map(lambda cs: (Colors(frozenset(cs)),)),
        # "nonartifact, nonblack creature": the comma between two such adjectives.
        seq(non_type, opt(word(","))).map(lambda v: (NotCardTypes(frozenset({v[0]})),)),
        seq(non_color, opt(word(","))).map(lambda v: (NotColors(frozenset({v[0]})),)),
        seq(non_subtype, opt(word(","))).map(lambda v: (NotSubtypes(frozenset({v[0]})),)),
    )
    return many(adj).map(lambda mods: tuple(w for m in mods for w in m))


def _head() -> Parser[_Mod]:
    """The head: types and/or subtypes with an optional noun ("Elf creature", "artifact or
    creature", "Orcs and Goblins", "creature card", "permanent", "Forest card")."""
    types = list_of(type_word).map(lambda ts: CardTypes(frozenset(ts)))
    subs = list_of(subtype_word).map(lambda ss: Subtypes(frozenset(ss)))
    noun = opt(noun_word).map(lambda n: (_Noun(n),) if n else ())
    # CR 110.4a: a "permanent card" is an artifact, battle, creature, enchantment, land or planeswalker card.
    permanent_card = seq(opt(subs), word("permanent"), word("card", "cards")).map(
        lambda v: ((v[0],) if v[0] is not None else ()) + (CardTypes(PERMANENT_TYPES), _Noun(v[2]))
    )
    # "Aura, creature, or planeswalker card": card types and subtypes in one "or" list — an object
    # that has any of the subtypes or any of the types.
    item = alt(type_word.map(lambda t: (t, None)), subtype_word.map(lambda s: (None, s)))
    mixed = seq(sep_by(item, alt(phrase(", or"), phrase(","), word("or"))), noun).where(
        lambda v: any(t for t, _ in v[0]) and any(s for _, s in v[0]) and len(v[0]) > 1
    ).map(lambda v: (AnyOf((
        ObjectFilter((Subtypes(frozenset(s for _, s in v[0] if s)),)), ObjectFilter((CardTypes(frozenset(t for t, _ in v[0] if t)),)),
    )), *v[1]))
    return alt(
        permanent_card,
        mixed,
        seq(subs, types, noun).map(lambda v: (v[0], v[1], *v[2])),
        seq(types, noun).map(lambda v: (v[0], *v[1])),
        seq(subs, noun).map(lambda v: (v[0], *v[1])),
        noun_word.map(lambda n: (_Noun(n),)),
        _commander_noun.map(lambda _: (IsCommander(),)),  # "a commander", "commanders you control" (903.3d)
    )


#: "commander(s)" as a noun, not "commander's" (its colour identity is read elsewhere).
_commander_noun: Parser[str] = seq(word("commander", "commanders"), opt(word("'s"))).where(lambda v: v[1] is None).map(lambda v: v[0])


def _card_name() -> Parser[str]:
    """A card's name as printed after "named": capitalised words, with "'s", "of", "the" and commas
    inside it ("Nicol Bolas, the Deceiver", "Vivien, Nature's Avenger"), ending on a capitalised word."""

    def capital(t: Any) -> bool:
        return t.kind is Kind.WORD and t.raw[:1].isupper()

    def run(toks: Any, pos: int) -> Any:
        end = pos
        i = pos
        while i < len(toks):
            t = toks[i]
            if capital(t):
                end = i = i + 1
            elif t.text in ("'s", "of", "the", ",") and end > pos:
                i += 1
            else:
                break
        if end == pos:
            return None
        return "".join(t.raw if t.text in ("'s", ",") else " " + t.raw for t in toks[pos:end]).strip(), end

    return Parser(run)


card_name = _card_name()


def _has_any_keyword(keywords: list[Keyword]) -> Predicate:
    """"with flying", "with flying or reach" (an object with any of them)."""
    if len(keywords) == 1:
        return HasKeyword(keywords[0])
    return AnyOf(tuple(ObjectFilter((HasKeyword(k),)) for k in keywords))


def _suffixes() -> Parser[_Mod]:
    """Phrases after the head noun."""
    suffix = alt(
        seq(word("with"), sep_by(keyword, word("or"))).map(lambda v: (_has_any_keyword(v[1]),)),
        seq(word("without"), keyword).map(lambda v: (LacksKeyword(v[1]),)),
        phrase("without flanking").value((LacksKeyword(Keyword.FLANKING),)),  # 702.25a
        seq(phrase("with mana value"), number, phrase("or less")).map(lambda v: (ManaValueAtMost(v[1]),)),
        phrase("with mana value x or less").value((ManaValueAtMostX(),)),  # the announced X: targets only (lowering)
        seq(phrase("with mana value"), number, phrase("or greater")).map(lambda v: (ManaValueAtLeast(v[1]),)),
        seq(phrases("with mana value", "that have mana value"), number).map(lambda v: (ManaValueAtLeast(v[1]), ManaValueAtMost(v[1]))),  # exactly N (202.3)
        seq(phrase("that targets"), kind(Kind.SELF)).value((TargetsSource(),)),  # heroic
        seq(word("named"), kind(Kind.SELF)).value((NamedAsSource(),)),  # "cards named CARDNAME" (201.5)
        seq(phrase("not named"), kind(Kind.SELF)).value((NamedAsSource(False),)),
        seq(word("named"), card_name).map(lambda v: (Named(v[1]),)),  # 201.2
        phrase("with a basic land type").value((Subtypes(frozenset(BASIC_LAND_MANA)),)),  # 305.6: Plains, Island, Swamp, Mountain, Forest
        seq(phrase("with power or toughness"), number, phrase("or less")).map(lambda v: (PowerOrToughnessAtMost(v[1]),)),
        seq(phrase("with power"), number, phrase("or less")).map(lambda v: (PowerAtMost(v[1]),)),
        seq(phrase("with the same mana value as"), kind(Kind.SELF)).value((ManaValueAsSource(),)),  # transmute (702.53a)
        phrase("with greater power").value((PowerThanSource(True),)),  # than this creature (skulk, 702.118a)
        phrase("with lesser power").value((PowerThanSource(False),)),  # mentor, 702.134a
        seq(phrase("with power less than"), kind(Kind.SELF), phrase("'s power")).value((PowerThanSource(False),)),
        seq(phrase("with power greater than"), kind(Kind.SELF), phrase("'s power")).value((PowerThanSource(True),)),
        seq(phrase("with power"), number, phrase("or greater")).map(lambda v: (PowerAtLeast(v[1]),)),
        phrase("you control").value((ControllerIs(Controller.YOU),)),
        phrase("you own").value((OwnerIsYou(),)),  # 108.3
        phrase("an opponent controls").value((ControllerIs(Controller.OPPONENT),)),
        phrase("you don't control").value((ControllerIs(Controller.OPPONENT),)),
        phrase("your opponents control").value((ControllerIs(Controller.OPPONENT),)),
        phrase("defending player controls").value((ControllerIs(Controller.DEFENDING),)),
        phrase("from your graveyard").value((Zone.GRAVEYARD, OwnerIsYou())),
        phrase("in your graveyard").value((Zone.GRAVEYARD, OwnerIsYou())),
        phrase("in your hand").value((Zone.HAND, OwnerIsYou())),
        phrase("from an opponent's graveyard").value((Zone.GRAVEYARD, ControllerIs(Controller.OPPONENT))),
        phrases("from a graveyard", "in a graveyard", "from graveyards", "from all graveyards", "in all graveyards").value((Zone.GRAVEYARD,)),  # any player's
        phrase("on the battlefield").value(()),
        phrase("that was dealt damage this turn").value((DealtDamageThisTurn(),)),
        # 607.2d: of the value chosen for the source as it entered (614.12a)
        phrase("of the chosen color").value((OfChosen(frozenset({ChoiceKind.COLOR})),)),
        phrase("of the chosen type").value((OfChosen(frozenset({ChoiceKind.CREATURE_TYPE})),)),
        _with_counters(),
    )
    return many(suffix).map(lambda mods: tuple(w for m in mods for w in m))


def _with_counters() -> Parser[_Mod]:
    """"with a +1/+1 counter on it", "that has a -1/-1 counter on it", "with a counter on it",
    "with one or more +1/+1 counters on them", "with three or more level counters on it" (122.1)."""
    how_many = alt(word("a", "an").value(1), phrase("one or more").value(1), seq(number, phrase("or more")).map(lambda v: v[0]))
    counted = alt(
        seq(how_many, counter_kind, word("counter", "counters")).map(lambda v: HasCounters(v[1], v[0])),
        seq(how_many, word("counter", "counters")).map(lambda v: HasCounters(None, v[0])),
    )
    return seq(alt(word("with"), phrase("that has"), phrase("that have")), counted, phrases("on it", "on them")).map(lambda v: (v[1],))


def _build(words: _Mod, desc: str) -> ObjectFilter:
    """The filter of a noun phrase's words: two words of one set-valued kind together admit either
    ("white or blue", "nonartifact, noncreature" admits neither); of another kind the last one
    counts. A "card" is looked for in a library unless the phrase says where; a "spell" is on the
    stack."""
    preds: dict[type, Predicate] = {}
    zone: Zone | None = None
    noun = ""
    for w in words:
        if isinstance(w, _Noun):
            noun = w.word
        elif isinstance(w, Zone):
            zone = w
        else:
            prev = preds.get(type(w))
            preds[type(w)] = _union(prev, w) if prev is not None else w
    if noun in ("token", "tokens"):
        preds[IsToken] = IsToken()
    if noun in ("spell", "spells"):
        zone = Zone.STACK
    elif noun in ("card", "cards") and zone is None:
        zone = Zone.LIBRARY  # refined by context (graveyard/hand phrases set it)
    return ObjectFilter(tuple(preds.values()), zone=zone or Zone.BATTLEFIELD, description=desc)


def _set_field(p: Predicate) -> str | None:
    """The field of a predicate kind that holds one set ("white or blue": Colors), if it has one."""
    (f,) = fields(p) if len(fields(p)) == 1 else (None,)
    return f.name if f is not None and isinstance(getattr(p, f.name), frozenset) else None


def _union(a: Predicate, b: Predicate) -> Predicate:
    """Two words of the same kind: their sets joined, if the kind holds a set; else the latter."""
    name = _set_field(b)
    return replace(b, **{name: getattr(a, name) | getattr(b, name)}) if name is not None else b


def either_filter(filters: list[ObjectFilter], desc: str) -> ObjectFilter | None:
    """One filter admitting what any of ``filters`` admits ("blue spells and red spells",
    "Treefolk spells and Shaman spells"), if they differ in a single set-valued predicate (whose
    sets are then joined, as "blue or red"); None if they differ in more."""
    first = filters[0]
    differ = [p for f in filters for p in set(f.predicates) ^ set(first.predicates)]
    if any(f.zone is not first.zone for f in filters) or len({type(p) for p in differ}) > 1:
        return None
    if differ and (_set_field(differ[0]) is None or any(f.get(type(differ[0])) is None for f in filters)):
        return None
    out = first
    for f in filters[1:]:
        out = out.having(*(_union(out.get(type(p)) or p, p) for p in f.predicates))
    return replace(out, description=desc)


def _object_filter() -> Parser[ObjectFilter]:
    words = seq(_prefixes(), _head(), _suffixes())

    def run(toks: Any, pos: int) -> Any:
        r = words(toks, pos)
        if r is None:
            return None
        (pre, head, post), end = r
        desc = " ".join(str(t) for t in toks[pos:end])
        return _build(pre + head + post, desc), end

    return Parser(run, words.first, words.nullable)


object_filter = memo(_object_filter())
"""An object filter: adjectives, a head (types, subtypes, a noun) and suffixes."""

your_commander: Parser[ObjectFilter] = seq(word("your"), _commander_noun, _suffixes()).map(
    lambda v: _build((IsCommander(), OwnerIsYou(), *v[2]), f"your {v[1]}")
)
"""CR 903.3, 702.124e: "your commander" (either of two), "your commanders": a commander the
ability's controller owns, wherever it is asked for (on the battlefield unless the phrase says)."""

a_filter: Parser[ObjectFilter] = alt(seq(word("a", "an"), object_filter).map(lambda v: v[1]), your_commander)
""""a creature", "an artifact you control", or "your commander": one object of a kind."""

and_or_filter: Parser[ObjectFilter] = alt(
    seq(object_filter, phrase("and / or"), object_filter).map(
        lambda v: ObjectFilter((AnyOf((v[0], v[2])),), description=f"{v[0].describe()} and/or {v[2].describe()}")
    ),
    object_filter,
)
""""artifact creatures and/or red creatures": objects either filter admits; or one filter."""


def _spell_kinds() -> Parser[ObjectFilter]:
    one = object_filter.where(lambda f: f.zone is Zone.STACK)
    kinds = sep_by(one, word("and"))

    def run(toks: Any, pos: int) -> Any:
        r = kinds(toks, pos)
        f = either_filter(r[0], " ".join(str(t) for t in toks[pos:r[1]])) if r is not None else None
        return (f, r[1]) if r is not None and f is not None else None

    return Parser(run, kinds.first, kinds.nullable)


spell_kinds = _spell_kinds()
"""Spells of some kinds: "spells", "Goblin spells", "instant and sorcery spells", "blue spells and
red spells" (either)."""


def _protection() -> Parser[Protection]:
    """CR 702.16a: "protection from red", "protection from creatures", "protection from Goblins",
    "protection from multicolored" / "monocolored", "protection from all colors" / "each color" (702.16h: from
    each of the five), "protection from everything" (702.16j), and two or more qualities joined by
    "and from" (702.16g)."""
    every_color = ObjectFilter((Colors(frozenset(Color)),), description="all colors")
    quality = alt(
        word("everything").value(ObjectFilter(description="everything")),
        phrase("all colors").value(every_color),
        phrase("each color").value(every_color),
        object_filter.map(lambda f: replace(f, zone=Zone.BATTLEFIELD)),
        word("multicolored").value(ObjectFilter((Multicolored(),), description="multicolored")),
        word("monocolored").value(ObjectFilter((Monocolored(),), description="monocolored")),
        color_word.map(lambda c: ObjectFilter((Colors(frozenset({c})),), description=c.word)),
    )
    more = many(seq(phrase("and from"), quality).map(lambda v: v[1]))
    return seq(phrase("protection from"), quality, more).map(lambda v: Protection((v[1], *v[2])))


protection = _protection()
#: "protection from the color of your choice", "… from artifacts or from the color of your choice".
protection_of_choice: Parser[ProtectionOfChoice] = seq(
    phrase("protection from"), opt(seq(object_filter, phrase("or from")).map(lambda v: replace(v[0], zone=Zone.BATTLEFIELD))),
    phrase("the color of your choice"),
).map(lambda v: ProtectionOfChoice((v[1],) if v[1] is not None else ()))
#: CR 702.14a: "[type]walk" for a basic or other land type ("swampwalk", "desertwalk").
landwalk: Parser[Landwalk] = token(
    lambda t: t.kind is Kind.WORD and t.text.endswith("walk") and t.text[:-4] in SUBTYPES and SUBTYPES[t.text[:-4]] in LAND_TYPES,
    {f"{s}walk" for s in SUBTYPES},
).map(lambda t: Landwalk(SUBTYPES[t.text[:-4]]))
#: An ability "gains …" and "has …" give other than a keyword of :class:`Keyword`.
GrantedAbility = Protection | Landwalk
#: What "gains …" and "has …" give: keywords, landwalk and protection abilities ("flying and protection from red").
granted: Parser[list[Keyword | GrantedAbility | ProtectionOfChoice]] = list_of(alt(keyword, landwalk, protection_of_choice, protection))

# ---- references ---------------------------------------------------------------------------------


#: The count of "X target …" while it is read (a TargetNoun has ``x_count`` and a count of 0).
X_TARGETS = -1
#: CR 115.1, 113.1: "target activated or triggered ability", "target spell or ability" (a mana
#: ability never is one: it doesn't use the stack, 605.3b); "target activated ability" (113.1b).
#: Other words ("target triggered ability", "… you don't control") stay unread.
_stack_object = alt(
    phrase("activated or triggered ability").value(TargetKind.ABILITY),
    phrase("activated ability").value(TargetKind.ACTIVATED_ABILITY),
    phrases("spell or ability", "spell , activated ability , or triggered ability").value(TargetKind.SPELL_OR_ABILITY),
)


def _target_noun() -> Parser[TargetNoun]:
    count = alt(
        # "X target lands", "up to X target creatures": as many as X (CR 601.2c, 107.3)
        seq(phrase("up to"), word("x")).value((X_TARGETS, 0)),
        word("x").value((X_TARGETS, None)),
        seq(phrase("up to"), number).map(lambda v: (v[1], 0)),
        seq(phrase("one or two")).value((2, 1)),
        word("another").value((1, "other")),
        number.map(lambda n: (n, None)),
    )

    def describe(toks: Any, pos: int, end: int) -> str:
        return " ".join(str(t) for t in toks[pos:end])

    def run(toks: Any, pos: int) -> Any:
        start = pos
        c = opt(count)(toks, pos)
        assert c is not None
        (cnt, pos) = c
        n, minimum = cnt if cnt is not None else (1, None)
        x_count = n == X_TARGETS
        if x_count:
            n = 0
        other = minimum == "other"
        if other:
            minimum = None
        elif cnt is not None and pos < len(toks) and toks[pos].text == "other":
            other, pos = True, pos + 1  # "up to one other target creature you control"
        r = word("target")(toks, pos)
        if r is None:
            return None
        pos = r[1]
        for text, kind_, ctrl in (("player", TargetKind.PLAYER, Controller.ANY), ("players", TargetKind.PLAYER, Controller.ANY),
                                  ("opponent", TargetKind.PLAYER, Controller.OPPONENT), ("opponents", TargetKind.PLAYER, Controller.OPPONENT)):
            if pos < len(toks) and toks[pos].text == text:
                if x_count:
                    return None  # "X target players": not read
                # "target player or planeswalker", "target opponent or creature they control": a
                # player or a permanent the filter admits (a filter after "or" that is a permanent's).
                alt_obj = seq(word("or"), object_filter)(toks, pos + 1)
                if alt_obj is not None and alt_obj[0][1].zone is Zone.BATTLEFIELD:
                    flt, end = alt_obj[0][1], alt_obj[1]
                    return TargetNoun(TargetKind.PLAYER_OR_OBJECT, flt, player_controller=ctrl, count=n, min_count=minimum, description=describe(toks, start, end)), end
                return TargetNoun(kind_, player_controller=ctrl, count=n, min_count=minimum, description=describe(toks, start, pos + 1)), pos + 1
        on_stack = _stack_object(toks, pos)
        if on_stack is not None:
            return TargetNoun(on_stack[0], count=n, min_count=minimum, description=describe(toks, start, on_stack[1])), on_stack[1]
        f = object_filter(toks, pos)
        if f is None:
            return None
        flt, pos = f
        if other:
            flt = flt.having(Other())
        kind_ = TargetKind.SPELL if flt.zone is Zone.STACK else TargetKind.OBJECT
        single = phrase("from a single graveyard")(toks, pos) if flt.zone is Zone.LIBRARY else None
        if single is not None:
            flt, pos = replace(flt, zone=Zone.GRAVEYARD), single[1]
        if flt.zone is Zone.LIBRARY:
            return None  # a target card must say where it is
        share = phrase("that share a card type")(toks, pos) if n > 1 else None
        if share is not None:
            pos = share[1]
        return TargetNoun(kind_, flt, count=n, min_count=minimum, description=describe(toks, start, pos), share_card_type=share is not None,
                          same_graveyard=single is not None, x_count=x_count), pos

    return alt(phrase("any target").value(TargetNoun(TargetKind.ANY, description="any target")), Parser(run, alt(count, word("target")).first))


target_noun = memo(_target_noun())

self_noun: Parser[Noun] = kind(Kind.SELF).value(SelfNoun())
it_noun: Parser[Noun] = alt(
    word("it", "them").value(ItNoun()),
    seq(word("that", "those"), alt(type_word, subtype_word, noun_word)).value(ItNoun()),
)
attached_noun: Parser[Noun] = seq(word("enchanted", "equipped"), alt(type_word, subtype_word, word("permanent"))).value(AttachedNoun())


controlled_by_noun: Parser[Noun] = seq(
    object_filter.where(lambda f: f.get(ControllerIs) is None), target_noun.where(lambda t: t.kind is TargetKind.PLAYER), word("controls"),
).map(lambda v: ControlledByNoun(v[0], v[1]))
""""creatures target player controls": the objects a filter admits that a referenced player controls."""


def _all_noun() -> Parser[Noun]:
    """"each creature", "all creatures you control", "all graveyards", "all creatures target player
    controls"."""
    return alt(
        phrase("all graveyards").value(AllNoun(ObjectFilter(zone=Zone.GRAVEYARD, description="all graveyards"))),
        seq(word("each", "all"), controlled_by_noun).map(lambda v: v[1]),
        seq(word("each", "all"), object_filter).map(lambda v: AllNoun(v[1])),
    )


all_noun = _all_noun()
bare_plural: Parser[Noun] = object_filter.map(AllNoun)
"""A plural filter used as a subject: "creatures you control get +1/+1"."""

#: "creature's", "land's", "permanent's", "spell's": the object named before, by its type ("that
#: land's controller", "the creature's controller").
_possessive_type: Parser[str] = token(
    lambda t: t.kind is Kind.WORD and t.text.endswith("'s") and (t.text[:-2] in CARD_TYPES or t.text[:-2] in ("permanent", "spell")),
    {f"{w}'s" for w in (*CARD_TYPES, "permanent", "spell")},
).map(lambda t: t.text)

beside_noun: Parser[Noun] = seq(word("the"), word("player", "opponent"), phrase("to your"), word("left", "right")).map(
    lambda v: PlayerNoun(f"{v[1]} to your {v[3]}")
)
""""the player to your left", "the opponent to your right" (CR 103.1: turn order goes to the left)."""

player_noun: Parser[Noun] = alt(
    phrase("each opponent").value(PlayerNoun("each opponent")),
    phrase("each player").value(PlayerNoun("each player")),
    phrase("each other player").value(PlayerNoun("each other player")),
    phrase("defending player").value(PlayerNoun("defending player")),
    phrase("the player or planeswalker it's attacking").value(PlayerNoun("attacked")),
    # "That player or that planeswalker's controller" after "target player or planeswalker": the
    # target player, or the target permanent's controller
    seq(phrase("that player or"), word("that"), _possessive_type, word("controller")).value(PlayerNoun("player or controller")),
    phrase("that player").value(PlayerNoun("that player")),
    seq(alt(word("its"), seq(word("that", "the"), _possessive_type)), word("controller")).value(PlayerNoun("controller")),
    seq(alt(word("its"), seq(word("that", "the"), _possessive_type)), word("owner")).value(PlayerNoun("owner")),
    word("you").value(PlayerNoun("you")),
    beside_noun,
)

blockers_noun: Parser[Noun] = seq(phrases("each creature blocking", "creatures blocking"), alt(self_noun, word("it").value(ItNoun()))).map(
    lambda v: BlockersNoun(v[1])
)
""""each creature blocking it" (the creatures blocking an attacker, CR 509.1h)."""


blocking_noun: Parser[Noun] = phrase("the blocking creature").value(BlockingNoun())
#: "target nonland permanent and all other permanents with the same name as that permanent" (CR
#: 201.2): both, at once.
same_name_ref: Parser[Noun] = seq(target_noun.where(lambda t: t.count == 1), phrase("and all other"), object_filter, phrase("with the same name as"), it_noun).map(
    lambda v: BothNoun(v[0], SameNameNoun(v[2]))
)
#: "target creature card from a graveyard and target creature on the battlefield": two targets of
#: different requirements, the objects of one verb (CR 115.1: each "target" is its own).
target_pair: Parser[Noun] = seq(target_noun.where(lambda t: t.count == 1), word("and"), target_noun.where(lambda t: t.count == 1)).map(
    lambda v: BothNoun(v[0], v[2])
)
object_ref: Parser[Noun] = alt(same_name_ref, target_noun, self_noun, attached_noun, it_noun, blockers_noun, blocking_noun, all_noun)
"""A reference to objects as the object of a verb."""

any_ref: Parser[Noun] = alt(target_noun, self_noun, attached_noun, it_noun, blockers_noun, all_noun, player_noun)
"""Objects or players (the receiver of damage)."""

player_subject: Parser[Noun] = alt(
    target_noun.where(lambda t: t.kind is TargetKind.PLAYER), player_noun,
)

target_player_possessive: Parser[Noun] = seq(word("target"), word("player's", "opponent's")).map(
    lambda v: TargetNoun(TargetKind.PLAYER, player_controller=Controller.OPPONENT if v[1] == "opponent's" else Controller.ANY, description=f"target {v[1][:-2]}")
)
""""target player's [hand]", "target opponent's [graveyard]": a target player, named as an owner."""

# ---- amounts ------------------------------------------------------------------------------------

power_of: Parser[AmountIR] = alt(
    phrase("its power").value(PowerAmount(ItNoun())),
    seq(self_noun, phrase("'s power")).value(PowerAmount(SelfNoun())),
    phrase("that creature's power").value(PowerAmount(ItNoun())),
)

devotion: Parser[AmountIR] = seq(phrase("your devotion to"), color_word, opt(seq(word("and"), color_word).map(lambda v: v[1]))).map(
    lambda v: Devotion(frozenset(c for c in (v[1], v[2]) if c is not None))
)
""""your devotion to black", "your devotion to black and red" (CR 700.5)."""

per_counter: Parser[AmountIR] = seq(phrase("for each"), counter_kind, word("counter"), word("on"), object_ref).map(lambda v: CountersAmount(v[1], v[4]))
""""for each +1/+1 counter on this creature", "for each charge counter on CARDNAME" (CR 122.1)."""

commander_casts: Parser[AmountIR] = seq(
    word("time", "times"), phrase("you've cast"), alt(phrase("your commander").value(True), phrase("a commander").value(False)),
    phrase("from the command zone this game"),
).map(lambda v: CommanderCasts(yours=v[2]))
""""time(s) you've cast your commander from the command zone this game" (CR 903.8): after "for
each" or "the number of"."""

for_each: Parser[AmountIR] = alt(
    per_counter,
    phrase("for each card looked at while scrying this way").value(EventCountAmount()),
    phrase("for each time it was kicked").value(TimesPaid("kicker")),  # CR 702.33d
    seq(phrase("for each creature"), alt(word("it"), self_noun), word("devoured")).value(CountedAsEntered(DEVOURED)),  # CR 702.82b
    seq(phrase("for each color of mana spent to cast"), alt(word("it"), self_noun)).value(ColorsSpent()),  # CR 601.2h
    phrases("for each opponent you attacked with a creature this combat", "for each opponent you attacked this combat").value(OpponentsAttacked()),  # melee, 702.121a
    # rampage (CR 702.23a), in a trigger of the attacking creature itself
    seq(phrase("for each creature blocking"), alt(word("it"), self_noun), phrase("beyond the first")).value(BlockersBeyondFirst()),
    seq(phrase("for each"), commander_casts).map(lambda v: v[1]),
    seq(phrase("for each"), object_filter).map(lambda v: CountAmount(v[1])),
)
