"""Parts of the oracle grammar that several of its modules share: mana symbols, costs, the
conditions of "if" sentences, the printed text of tokens, and the rules that contain themselves
through other modules (:class:`~manastack.oracle.combinators.Rule`): a clause contains clauses ("you
may [clauses]", "if you do, [clauses]", defined by :mod:`~manastack.oracle.grammar.effects`) and an
effect can grant an ability ("gains '[ability]'", defined by
:mod:`~manastack.oracle.grammar.abilities`)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from manastack.mana import MANA_TYPES, ManaCost
from manastack.model.conditions import (
    MAX_SPEED,
    AnOpponentControlsAtLeast,
    APlayerLifeAtMost,
    CardTypesInGraveyard,
    CompletedDungeon,
    Condition,
    ControlsAtLeast,
    CostPaid,
    CreatureDiedThisTurn,
    DevotionAtLeast,
    DidThisTurn,
    FewerThanAnOpponent,
    HandSizeAtMost,
    HasCitysBlessing,
    HasInitiative,
    IsMonarch,
    LifeAtLeast,
    Not,
    OpponentsAtLeast,
    SourceHasCounters,
    SourceMonstrous,
    SpeedAtLeast,
    TurnRecord,
    YourTurn,
)
from manastack.model.costs import (
    Cost,
    CostPart,
    DiscardCards,
    DiscardHand,
    DiscardSelf,
    ExileCardsFromHand,
    ExileFromGraveyard,
    ExileSelf,
    Loyalty,
    OpponentGainsLife,
    PayEnergy,
    PayLife,
    PutCountersOnSelf,
    RemoveCounterFromAmong,
    RemoveCountersFromSelf,
    ReturnPermanents,
    ReturnSelf,
    RevealFromHand,
    RevealSelf,
    SacrificePermanents,
    SacrificeSelf,
    TapSelf,
    TapUntapped,
    UntapSelf,
)
from manastack.model.filters import Controller, ControllerIs, ObjectFilter, Other, OwnerIsYou
from manastack.model.types import Zone
from manastack.oracle.combinators import Parser, Rule, alt, kind, lazy, many, opt, phrase, phrases, seq, word
from manastack.oracle.grammar.nouns import counter_kind, devotion, energy_run, mana_run, number, object_filter, self_noun, your_commander
from manastack.oracle.ir import AbilityIR, EffectIR
from manastack.oracle.lexer import Kind, Line

#: "[effect], [effect] and [effect]": one or more effect clauses.
clauses: Rule[list[EffectIR]] = Rule("clauses")
#: A whole ability line ("{T}: Add {G}."), as the abilities quoted in an effect are.
ability_line: Rule[list[AbilityIR]] = Rule("ability line")


def text_of(toks: Line) -> str:
    """The printed text of tokens (CARDNAME for the card's own name)."""
    s = " ".join(str(t) for t in toks)
    for p in (",", ".", ":", "'s"):
        s = s.replace(" " + p, p)
    return s


def _symbol(t: Any) -> str | None:
    body = t.text[1:-1]
    return body if body in MANA_TYPES else None


def _mana_symbol(toks: Any, pos: int) -> Any:
    if pos < len(toks) and toks[pos].kind is Kind.MANA:
        s = _symbol(toks[pos])
        if s is not None:
            return s, pos + 1
    return None


mana_symbol: Parser[str] = Parser(_mana_symbol, frozenset(f"{{{s}}}" for s in MANA_TYPES))


kicked: Parser[Condition] = alt(
    # 702.33e–f: "if it was kicked with its {1}{G} kicker" (one of two kicker costs)
    seq(alt(self_noun, word("it")), phrase("was kicked with its"), mana_run, word("kicker")).map(lambda v: CostPaid(f"kicker {v[2].text()}")),
    seq(alt(self_noun, word("it")), phrase("was kicked")).value(CostPaid("kicker")),
    seq(alt(self_noun, word("it")), phrase("was bargained")).value(CostPaid("bargain")),  # CR 702.166b
)
"""CR 702.33d: "[if] this spell was kicked", "[if] it was kicked": it was cast with its kicker
(or multikicker) cost paid; the permanent it became knows it too (400.7d)."""


def _history_condition() -> Parser[Condition]:
    """Conditions on this turn's history and the player's resources, read the same in "if …"
    sentences (608.2c) and intervening "if" clauses (603.4): "a creature died this turn" (700.4),
    "you attacked this turn", "you gained [N or more] life this turn", "an opponent lost life this
    turn", "you didn't lose life this turn", "a permanent left the battlefield under your control
    this turn", "there are N or more card types among cards in your graveyard", "you have no cards
    in hand", "you have N or less life"."""
    at_least = opt(seq(number, phrase("or more")).map(lambda v: v[0]))

    def did(r: TurnRecord, who: Controller = Controller.YOU) -> Any:
        return lambda n: DidThisTurn(r, who, n or 1)

    return alt(
        phrase("a creature died this turn").value(CreatureDiedThisTurn()),
        phrase("you attacked this turn").value(DidThisTurn(TurnRecord.ATTACKED)),
        # CR 601.2i: "you've cast a creature spell this turn", "… a noncreature spell …"
        seq(
            alt(phrases("you've cast", "you have cast").value(False), phrases("you haven't cast", "you have not cast").value(True)), word("a"),
            alt(word("creature").value(TurnRecord.CREATURE_SPELLS_CAST), word("noncreature").value(TurnRecord.NONCREATURE_SPELLS_CAST)),
            phrase("spell this turn"),
        ).map(lambda v: Not(DidThisTurn(v[2])) if v[0] else DidThisTurn(v[2])),
        phrase("you didn't attack with a creature this turn").value(Not(DidThisTurn(TurnRecord.ATTACKED))),
        (phrase("you gained") >> at_least << phrase("life this turn")).map(did(TurnRecord.LIFE_GAINED)),
        (phrase("an opponent lost") >> at_least << phrase("life this turn")).map(did(TurnRecord.LIFE_LOST, Controller.OPPONENT)),
        (phrase("you lost") >> at_least << phrase("life this turn")).map(did(TurnRecord.LIFE_LOST)),
        phrase("you didn't lose life this turn").value(Not(DidThisTurn(TurnRecord.LIFE_LOST))),
        phrases("a permanent left the battlefield under your control this turn", "a permanent you controlled left the battlefield this turn").value(
            DidThisTurn(TurnRecord.PERMANENT_LEFT)
        ),
        seq(phrase("there are"), number, phrase("or more card types among cards in your graveyard")).map(lambda v: CardTypesInGraveyard(v[1])),
        phrase("you have no cards in hand").value(HandSizeAtMost(0)),
        seq(phrase("you have"), number, phrase("or fewer cards in hand")).map(lambda v: HandSizeAtMost(v[1])),
        seq(phrase("you have"), number, phrase("or more cards in hand")).map(lambda v: Not(HandSizeAtMost(v[1] - 1))),
        seq(phrase("you have"), number, phrase("or less life")).map(lambda v: Not(LifeAtLeast(v[1] + 1))),
        seq(phrase("an opponent controls"), number, phrase("or more"), object_filter).map(lambda v: AnOpponentControlsAtLeast(v[3], v[1])),
        phrase("you have less life than an opponent").value(FewerThanAnOpponent()),
        phrases("you're the monarch", "you are the monarch").value(IsMonarch()),  # CR 725.1
        phrase("you have the initiative").value(HasInitiative()),  # CR 726.1
        phrases("you've completed a dungeon", "you have completed a dungeon").value(CompletedDungeon()),  # CR 309.7
        phrases("you haven't completed a dungeon", "you have not completed a dungeon").value(Not(CompletedDungeon())),
        # "if you haven't completed Tomb of Annihilation": the dungeon's name, as printed
        seq(phrases("you haven't completed", "you have not completed"), many(kind(Kind.WORD), 1)).where(lambda v: v[1][0].raw[:1].isupper()).map(
            lambda v: Not(CompletedDungeon(" ".join(t.raw for t in v[1])))
        ),
        phrase("you have the city's blessing").value(HasCitysBlessing()),  # CR 702.131c
        phrase("you don't have the city's blessing").value(Not(HasCitysBlessing())),
        phrase("you have max speed").value(SpeedAtLeast(MAX_SPEED)),  # CR 702.179e
        phrase("you don't have max speed").value(Not(SpeedAtLeast(MAX_SPEED))),
        phrase("an opponent is the monarch").value(IsMonarch(Controller.OPPONENT)),
        # 700.5: "your devotion to blue is less than five", "… to white and black is seven or greater"
        seq(devotion, phrase("is less than"), number).map(lambda v: Not(DevotionAtLeast(v[0].colors, v[2]))),
        seq(devotion, word("is"), number, phrase("or greater")).map(lambda v: DevotionAtLeast(v[0].colors, v[2])),
        # "a player has 13 or less life", "an opponent has 10 or less life" (119)
        seq(alt(phrase("a player").value(Controller.ANY), phrase("an opponent").value(Controller.OPPONENT)), word("has"), number, phrase("or less life")).map(
            lambda v: APlayerLifeAtMost(v[2], v[0])
        ),
        seq(phrase("you have"), number, phrase("or more opponents")).map(lambda v: OpponentsAtLeast(v[1])),
        seq(phrase("you control fewer"), object_filter, phrase("than an opponent")).map(lambda v: FewerThanAnOpponent(v[1])),
        # threshold: "seven or more cards are in your graveyard"; "there are four or more creature
        # cards in your graveyard"
        seq(number, phrase("or more cards are in your graveyard")).map(lambda v: ControlsAtLeast(ObjectFilter((OwnerIsYou(),), Zone.GRAVEYARD), v[0])),
        seq(phrase("there are"), number, phrase("or more"), object_filter.where(lambda f: f.zone is Zone.GRAVEYARD)).map(
            lambda v: ControlsAtLeast(v[3], v[1])
        ),
    )


def _source_counters() -> tuple[Parser[Condition], Parser[Condition]]:
    """"CARDNAME has four or more quest counters on it", "there are no mining counters on CARDNAME",
    "CARDNAME has no charge counters on it": how many counters of a kind the ability's source has
    (CR 122.1); and the same said of "it" ("Then if it has two or more velocity counters on it"),
    which is the source only where "it" is (the lowering checks, :class:`~manastack.oracle.ir.IfThen`)."""
    how_many = alt(word("no").value(0), seq(number, phrase("or more")).map(lambda v: v[0]))

    def has(n: int, k: str) -> Condition:
        return Not(SourceHasCounters(k)) if n == 0 else SourceHasCounters(k, n)

    has_counters = seq(word("has"), how_many, counter_kind, phrase("counters on it")).map(lambda v: has(v[1], v[2]))
    return alt(
        seq(self_noun, has_counters).map(lambda v: v[1]),
        seq(phrase("there are"), how_many, counter_kind, phrase("counters on"), self_noun).map(lambda v: has(v[1], v[2])),
    ), seq(word("it"), has_counters).map(lambda v: v[1])


source_counters, it_counters = _source_counters()
history_condition = alt(_history_condition(), source_counters)


#: CR 903.3d: "you control your commander" — a permanent on the battlefield that is a commander
#: you own, under your control.
controls_your_commander: Parser[Condition] = seq(phrase("you control"), your_commander).map(
    lambda v: ControlsAtLeast(v[1].having(ControllerIs(Controller.YOU)), 1)
)


def _if_condition() -> Parser[Condition]:
    """The conditions of "if [condition], [effects]" in a spell's or ability's text (CR 608.2c):
    "you [don't] control [a filter]", "this spell was kicked", "it's [not] your turn" and
    :data:`history_condition`."""
    controls = seq(phrase("you control"), number, opt(phrase("or more")), object_filter).map(
        lambda v: ControlsAtLeast(v[3].having(ControllerIs(Controller.YOU)), v[1])
    )
    controls_none = seq(phrase("you don't control"), word("a", "an"), object_filter).map(
        lambda v: Not(ControlsAtLeast(v[2].having(ControllerIs(Controller.YOU)), 1))
    )
    # "if it's your turn, scry 2" (Fated Conflagration): whose turn it is (CR 500.1, 102.1)
    turn = alt(phrase("it's your turn").value(YourTurn()), phrase("it's not your turn").value(Not(YourTurn())))
    return alt(controls_none, controls, controls_your_commander, lazy(lambda: controls_no), kicked, history_condition, monstrous, turn)


#: "if this permanent isn't monstrous", "if it's monstrous", "as long as CARDNAME is monstrous" (CR 701.37b).
monstrous: Parser[Condition] = alt(
    seq(alt(word("it"), self_noun), phrase("isn't monstrous")).value(Not(SourceMonstrous())),
    seq(self_noun, phrase("is monstrous")).value(SourceMonstrous()),
    phrase("it's monstrous").value(SourceMonstrous()),
)


#: "you control no artifacts", "you control no Islands" (an intervening "if" or a state trigger's
#: condition): none of the filter's objects is yours.
controls_no: Parser[Condition] = seq(phrase("you control no"), object_filter).map(lambda v: Not(ControlsAtLeast(v[1].having(ControllerIs(Controller.YOU)), 1)))


if_condition = _if_condition()


# ---- costs ---------------------------------------------------------------------------------------


#: One item of a cost: its mana or a component, and the zone the item says the ability works
#: from ("exile this card from your graveyard").
CostItem = tuple[ManaCost | CostPart, Zone | None]


def cost_item() -> Parser[CostItem]:
    def part(p: Parser[Any]) -> Parser[CostItem]:
        return p.map(lambda c: (c, None))

    return alt(
        part(kind(Kind.MANA).where(lambda t: t.text == "{T}").value(TapSelf())),
        part(kind(Kind.MANA).where(lambda t: t.text == "{Q}").value(UntapSelf())),
        part(mana_run),
        part(kind(Kind.LOYALTY).where(lambda t: "x" not in t.text).map(lambda t: Loyalty(int(t.text)))),
        part(seq(word("sacrifice"), self_noun).value(SacrificeSelf())),
        # "Return this enchantment to its owner's hand" (CR 118.3)
        part(seq(word("return"), self_noun, phrase("to its owner's hand")).value(ReturnSelf())),
        seq(word("exile"), self_noun, opt(phrase("from your graveyard"))).map(lambda v: (ExileSelf(), Zone.GRAVEYARD if v[2] else None)),
        part(seq(word("sacrifice"), number, object_filter).map(lambda v: SacrificePermanents(v[2], v[1]))),
        # "{B}, Exile a creature card from your graveyard", "Exile two other cards from your graveyard"
        part(seq(word("exile"), number, opt(word("other")), object_filter.where(lambda f: f.zone is Zone.GRAVEYARD and f.get(OwnerIsYou) is not None)).map(
            lambda v: ExileFromGraveyard(v[3].having(Other()) if v[2] else v[3], v[1])
        )),
        # "{1}, Return a land you control to its owner's hand" (CR 118.3)
        part(seq(word("return"), number, object_filter.where(lambda f: f.get(ControllerIs) == ControllerIs(Controller.YOU)), phrases("to its owner's hand", "to their owner's hand")).map(
            lambda v: ReturnPermanents(v[2], v[1])
        )),
        part(seq(word("sacrifice"), word("another"), object_filter).map(lambda v: SacrificePermanents(v[2].having(Other())))),
        # "Discard a card", "Discard two cards at random", "Discard a creature card" (701.9)
        part(seq(word("discard"), number, alt(word("card", "cards").value(None), object_filter.where(lambda f: f.zone is Zone.LIBRARY)), opt(phrase("at random"))).map(
            lambda v: DiscardCards(v[1], replace(v[2], zone=Zone.HAND) if v[2] is not None else None, v[3] is not None)
        )),
        part(phrase("discard your hand").value(DiscardHand())),
        # "reveal an Elf card from your hand" (701.20a; the card stays in the hand)
        part(seq(word("reveal"), number, object_filter.where(lambda f: f.zone is Zone.LIBRARY), phrase("from your hand")).map(
            lambda v: RevealFromHand(replace(v[2], zone=Zone.HAND), v[1])
        )),
        # "exile a blue card from your hand" (118.3; the pitch costs of alternative costs, 118.9)
        part(seq(word("exile"), number, object_filter.where(lambda f: f.zone is Zone.LIBRARY), phrase("from your hand")).map(
            lambda v: ExileCardsFromHand(replace(v[2], zone=Zone.HAND), v[1])
        )),
        part(seq(phrase("have an opponent gain"), number, word("life")).map(lambda v: OpponentGainsLife(v[1]))),
        # "Discard this card" (channel and the like): the ability works only while it is in the hand.
        seq(word("discard"), self_noun).map(lambda v: (DiscardSelf(), Zone.HAND)),
        # "Reveal this card from your hand" (forecast, 702.57a): it works from the hand too.
        seq(word("reveal"), self_noun, phrase("from your hand")).map(lambda v: (RevealSelf(), Zone.HAND)),
        part(seq(word("pay"), number, word("life")).map(lambda v: PayLife(v[1]))),
        part(seq(word("pay"), energy_run).map(lambda v: PayEnergy(v[1]))),  # 107.14
        part(seq(word("tap"), number, word("untapped"), object_filter).map(lambda v: TapUntapped(v[3], v[1]))),
        # "Remove a +1/+1 counter from this creature", "Remove three spore counters from this
        # creature" (122.1: a kind without a meaning of its own; one with a meaning the engine
        # lacks is refused by the compiler's counter check)
        part(seq(word("remove"), number, alt(kind(Kind.PT), kind(Kind.WORD)), word("counter", "counters"), word("from"), self_noun).map(
            lambda v: RemoveCountersFromSelf(v[2].text, v[1])
        )),
        # "Remove a +1/+1 counter from a creature you control" (118.3): a permanent of the player's choice
        part(seq(word("remove"), word("a", "an"), alt(kind(Kind.PT), kind(Kind.WORD)), word("counter"), word("from"), word("a", "an"), object_filter.where(
            lambda f: f.get(ControllerIs) == ControllerIs(Controller.YOU) and f.zone is Zone.BATTLEFIELD
        )).map(lambda v: RemoveCounterFromAmong(v[2].text, v[6]))),
        # "Put a -0/-1 counter on this creature" (118.3)
        part(seq(word("put"), number, counter_kind, word("counter", "counters"), word("on"), self_noun).map(lambda v: PutCountersOnSelf(v[2], v[1]))),
        # "… and sacrifice it": the source, named again as the second half of one cost item
        part(phrase("and sacrifice it").value(SacrificeSelf())),
    )


def combine_costs(items: list[CostItem]) -> tuple[Cost, Zone | None]:
    """The cost of a list of items ("{1}, {T}, Sacrifice this") and the zone one of them names."""
    mana: ManaCost | None = None
    parts: list[CostPart] = []
    zone = None
    for item, item_zone in items:
        zone = item_zone or zone
        if isinstance(item, ManaCost):
            mana = item if mana is None else mana + item
        else:
            parts.append(item)
    return Cost(mana, tuple(parts)), zone
