"""The intermediate representation: what each sentence of oracle text says, before lowering.

The parser emits these nodes; :mod:`manastack.oracle.lower` turns them into the card model.
Leaf values (filters, mana costs, keywords, durations, static effects) are already model values;
the IR's own work is structure: which ability a line is, which clauses it has, and *references*
("target creature", "it", "that player", "this creature") that lowering resolves into target
requirements and model references. A clause the grammar can't read is an :class:`Unsupported`
node; a card whose IR contains one doesn't compile.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from manastack.mana import Color, ManaCost, SpendRestriction
from manastack.model.abilities import (
    Affected,
    AssignAsThoughUnblocked,
    AssignsNoCombatDamage,
    BlockerLimit,
    BlocksAdditional,
    Landwalk,
    MustBeBlocked,
    Protection,
    SelfCostModifier,
    StaticAbility,
    StaticEffect,
)
from manastack.model.card import CardDef
from manastack.model.conditions import Condition
from manastack.model.costs import Cost
from manastack.model.effects import Duration, ManaProduction, PlayDuration
from manastack.model.filters import (
    BlockersBeyondFirst,
    ColorsSpent,
    CommanderCasts,
    CommanderTax,
    Controller,
    CountedAsEntered,
    DamageDealtThisWay,
    Devotion,
    LifeLostThisWay,
    LifeTotal,
    ObjectFilter,
    OpponentsAttacked,
    TargetKind,
    TimesPaid,
)
from manastack.model.triggers import TriggerCondition
from manastack.model.types import FaceDown, Keyword, Step, Supertype, Zone
from manastack.oracle.result import Unsupported as Unsupported  # the IR names it too

# ---- references ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TargetNoun:
    """"target creature", "up to one target card from an opponent's graveyard", "any target"."""

    kind: TargetKind
    filter: ObjectFilter = ObjectFilter()
    player_controller: Controller = Controller.ANY
    count: int = 1
    min_count: int | None = None
    description: str = ""
    share_card_type: bool = False  # "two target … that share a card type"
    same_graveyard: bool = False  # "up to three target cards from a single graveyard"
    x_count: bool = False  # "X target lands", "up to X target creatures" (CR 601.2c, 107.3; ``count`` is then 0)


@dataclass(frozen=True, slots=True)
class SelfNoun:
    """The card itself ("this creature", CARDNAME)."""


@dataclass(frozen=True, slots=True)
class ItNoun:
    """An anaphor: "it", "that creature", "them" — the most recent object mentioned, or the object
    of the trigger event."""


@dataclass(frozen=True, slots=True)
class AttachedNoun:
    """"enchanted creature", "equipped creature"."""


@dataclass(frozen=True, slots=True)
class AllNoun:
    """"each creature", "all creatures", "creatures you control" as a subject."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class BothNoun:
    """"each creature and each player": the recipients of one damage event, together (CR 120.2)."""

    first: Noun
    second: Noun


@dataclass(frozen=True, slots=True)
class SameNameNoun:
    """"all other permanents with the same name as that permanent": objects ``filter`` admits with
    the name of the object just named (CR 201.2)."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class PlayerNoun:
    """A player or set of players: ``you``, ``each opponent``, ``each player``, ``each other player``, ``that player``
    (the trigger's player), ``controller``/``owner`` (of the last object mentioned)."""

    which: str


@dataclass(frozen=True, slots=True)
class BlockersNoun:
    """"each creature blocking it": the creatures blocking the referenced attacker."""

    of: Noun


@dataclass(frozen=True, slots=True)
class BlockingNoun:
    """"the blocking creature" of "whenever a creature blocks this creature" (flanking, 702.25a):
    the blocker the trigger event is about."""


@dataclass(frozen=True, slots=True)
class ControlledByNoun:
    """"creatures target player controls": objects of a filter controlled by a referenced player."""

    filter: ObjectFilter
    player: Noun


@dataclass(frozen=True, slots=True)
class TopNoun:
    """"the top card of your library", "the top two cards of your library"; ``theirs``: "that player
    exiles the top card of their library" (the trigger's player)."""

    count: int = 1
    theirs: bool = False


@dataclass(frozen=True, slots=True)
class ExiledNoun:
    """"the exiled card": what this object's linked ability exiled (CR 607.2a)."""


@dataclass(frozen=True, slots=True)
class DiscardedNoun:
    """"you discarded a nonland card" (after "discard a card"): the cards discarded this way."""


@dataclass(frozen=True, slots=True)
class SacrificedNoun:
    """"the sacrificed creature": the permanent sacrificed to pay a cost of this spell or ability
    (known as it last existed, CR 608.2h)."""


@dataclass(frozen=True, slots=True)
class DamagedNoun:
    """"a creature dealt damage this way": the permanents the filter admits that an earlier effect of
    the same spell or ability dealt damage to."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class RevealedNoun:
    """"each nonland card revealed this way": the cards the filter admits among those an earlier
    effect of the same spell or ability revealed (CR 701.20a)."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class AnotherTargetNoun:
    """"another target" after "any target" in the same sentence ("2 damage to any target and 1
    damage to another target"): one more target of that requirement, so a different one (CR
    115.3: the same target can't be chosen twice for one instance of the word "target")."""


Noun = (
    TargetNoun | SelfNoun | ItNoun | AttachedNoun | AllNoun | PlayerNoun | BlockersNoun | BlockingNoun | ControlledByNoun | ExiledNoun | TopNoun | DiscardedNoun
    | DamagedNoun | RevealedNoun | BothNoun | AnotherTargetNoun | SacrificedNoun | SameNameNoun
)

# ---- amounts ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class XAmount:
    """X (of the spell, or of the spell the permanent was); ``times`` -1 for "-X"."""

    times: int = 1


@dataclass(frozen=True, slots=True)
class CountAmount:
    """"for each creature you control", "the number of lands you control"; ``times``: "2 life
    for each creature you control"."""

    filter: ObjectFilter
    times: int = 1


@dataclass(frozen=True, slots=True)
class PowerAmount:
    """"equal to its power"."""

    of: Noun


@dataclass(frozen=True, slots=True)
class CountersAmount:
    """"for each +1/+1 counter on this creature"."""

    kind: str
    on: Noun


@dataclass(frozen=True, slots=True)
class EventCountAmount:
    """The amount of the trigger's event: "for each card looked at while scrying this way", "that
    much damage", "that much life", "that many cards"."""


@dataclass(frozen=True, slots=True)
class GreatestPowerAmount:
    """"where X is the greatest power among creatures you control"."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class ManaValueAmount:
    """"its mana value", "that card's mana value" (CR 202.3)."""

    of: Noun


@dataclass(frozen=True, slots=True)
class ToughnessAmount:
    """"CARDNAME's toughness"."""

    of: Noun


@dataclass(frozen=True, slots=True)
class TappedThisWayAmount:
    """"for each Human tapped this way": the permanents an earlier "tap any number of" tapped."""


@dataclass(frozen=True, slots=True)
class PlusAmount:
    """"1 plus the sacrificed creature's mana value": an amount and a number added to it."""

    amount: AmountIR
    plus: int


AmountIR = (
    int | XAmount | PlusAmount | CountAmount | PowerAmount | EventCountAmount | GreatestPowerAmount | CountersAmount | ToughnessAmount | ManaValueAmount | TappedThisWayAmount
    | TimesPaid  # "for each time it was kicked" (CR 702.33d), as the model has it
    | CountedAsEntered  # "for each creature it devoured" (CR 702.82b), as the model has it
    | ColorsSpent  # "for each color of mana spent to cast it" (CR 601.2h), as the model has it
    | LifeTotal  # "your life total" (CR 119.1), as the model has it
    | Devotion  # "your devotion to black" (CR 700.5), as the model has it
    | LifeLostThisWay  # "the life lost this way" (CR 119.3), as the model has it
    | DamageDealtThisWay  # "the damage dealt this way" (CR 120.3), as the model has it
    | BlockersBeyondFirst  # "for each creature blocking it beyond the first" (CR 702.23a), as the model has it
    | OpponentsAttacked  # "for each opponent you attacked with a creature this combat" (CR 702.121a), as the model has it
    | CommanderCasts  # "for each time you've cast your commander from the command zone this game" (CR 903.8), as the model has it
    | CommanderTax  # "your highest commander tax among your commanders" (CR 903.8), as the model has it
)

# ---- effects ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Damage:
    amount: AmountIR
    to: Noun
    source: Noun = SelfNoun()


@dataclass(frozen=True, slots=True)
class DamageAtOnce:
    """"deals 2 damage to any target and 1 damage to another target": the parts, dealt at the same
    time by one source (CR 120.2b)."""

    parts: tuple[Damage, ...]


@dataclass(frozen=True, slots=True)
class DividedDamage:
    """"deals N damage divided as you choose among one, two, or three targets" (CR 601.2d)."""

    amount: AmountIR
    targets: TargetNoun
    source: Noun = SelfNoun()


@dataclass(frozen=True, slots=True)
class DividedCounters:
    """"distribute three +1/+1 counters among one, two, or three target creatures" (CR 601.2d)."""

    kind: str
    amount: AmountIR
    targets: TargetNoun


@dataclass(frozen=True, slots=True)
class PlayerAmount:
    """Draw / discard / mill / gain life / lose life / scry: ``verb`` with an amount for players."""

    verb: str
    amount: AmountIR
    who: Noun = PlayerNoun("you")


@dataclass(frozen=True, slots=True)
class PlayerVerb:
    """A verb with no amount for players: "you become the monarch" (``verb`` "become the monarch"),
    "the Ring tempts you" ("the ring tempts")."""

    verb: str
    who: Noun = PlayerNoun("you")


@dataclass(frozen=True, slots=True)
class ExtraTurnsIR:
    """"[Player] takes N extra turns after this one" (CR 500.7)."""

    who: Noun
    count: int


@dataclass(frozen=True, slots=True)
class SkipIR:
    """"[Player] skips their next draw step" (``step``), "you skip your next turn", "… your next two
    turns" (``step`` None: ``count`` turns) (CR 614.10)."""

    who: Noun
    step: Step | None
    count: int = 1


@dataclass(frozen=True, slots=True)
class ObjectVerb:
    """Destroy / tap / untap / counter / sacrifice (a referenced permanent) / fight / regenerate /
    "can't be regenerated this turn": ``verb`` applied to referenced objects. ``regenerable``
    False: a destruction followed by "It can't be regenerated." (CR 701.19c)."""

    verb: str
    what: Noun
    regenerable: bool = True


@dataclass(frozen=True, slots=True)
class FightIR:
    """"Target creature you control fights target creature you don't control", "CARDNAME fights up
    to one target creature" (CR 701.14a): ``first`` fights ``second``."""

    first: Noun
    second: Noun


@dataclass(frozen=True, slots=True)
class Move:
    """Exile / return / put: move referenced objects to a zone."""

    what: Noun
    zone: Zone
    tapped: bool = False
    under_your_control: bool = False
    library_position: str = "top"  # "top", "bottom", "owner's choice", or "shuffle" (into its owner's library, 701.24c)
    from_zone: Zone | None = None
    counters: tuple[tuple[str, int], ...] = ()
    transformed: bool = False  # "… to the battlefield transformed" (CR 712.14a)


@dataclass(frozen=True, slots=True)
class NamedToken:
    """A predefined token by name (CR 111.10: Food, Treasure, Clue, …): what it is comes from the
    card data, which the compiler's caller gives it (:data:`Tokens`)."""

    name: str


#: Gives the definition of a predefined token by its name (see :class:`NamedToken`).
Tokens = Callable[[str], CardDef]


@dataclass(frozen=True, slots=True)
class GrantQuotedIR:
    """"Enchanted land has "{T}: Add one mana of any color."" (layer 6, CR 613.1f): a static ability
    granting the quoted abilities (parsed as ability lines of their own) to what it affects."""

    affected: Affected
    granted: tuple[AbilityIR, ...]
    text: str


@dataclass(frozen=True, slots=True)
class TokensInsteadIR:
    """"If you would create a Food token, instead create a Food token and a Treasure token" (a
    :class:`~manastack.model.abilities.TokensInstead` whose tokens are predefined ones, by name)."""

    kinds: frozenset[str]
    instead: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class MakeToken:
    token: CardDef | NamedToken
    count: AmountIR = 1
    tapped: bool = False
    attacking: bool = False  # "that's tapped and attacking" (CR 508.4)
    # "… token with "[ability]"" / "It has "[ability]"": abilities the token is created with (111.4)
    granted: tuple[AbilityIR, ...] = ()
    granted_text: str = ""


@dataclass(frozen=True, slots=True)
class MakeTokenCopy:
    """"Create a token that's a copy of CARDNAME", "create two tokens that are copies of target
    creature you control" (CR 707.2, 111.12)."""

    of: Noun
    count: AmountIR = 1
    tapped: bool = False


@dataclass(frozen=True, slots=True)
class HandChoiceIR:
    """"Target opponent reveals their hand." (``filter`` None), then "You choose a nonland card from
    it." (``filter``), then "That player discards that card." / "… and exile that card."
    (``action``: "discard" or "exile") — CR 701.20a, 701.9a. ``look``: "Look at target player's
    hand[ and choose a card from it]" — the controller looks at it instead (402.3)."""

    who: Noun
    filter: ObjectFilter | None = None
    action: str | None = None
    look: bool = False


@dataclass(frozen=True, slots=True)
class EmblemIR:
    """"You get an emblem with "[ability]"" (CR 114.2)."""

    abilities: tuple[AbilityIR, ...]
    text: str


@dataclass(frozen=True, slots=True)
class Counters:
    kind: str
    count: AmountIR
    on: Noun


@dataclass(frozen=True, slots=True)
class Pump:
    """"gets +N/+M" and/or "gains KW" for a duration; ``color_of_choice``: "… and becomes the
    color of your choice" (CR 105.3) for the same duration."""

    what: Noun
    power: AmountIR = 0
    toughness: AmountIR = 0
    keywords: tuple[Keyword, ...] = ()
    duration: Duration = Duration.END_OF_TURN
    pt: bool = True
    abilities: tuple[Protection | Landwalk | StaticAbility | ProtectionOfChoice, ...] = ()
    color_of_choice: bool = False


@dataclass(frozen=True, slots=True)
class SwitchPTIR:
    """"Switch target creature's power and toughness until end of turn" (CR 613.4d)."""

    what: Noun
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True, slots=True)
class Search:
    filter: ObjectFilter
    zone: Zone
    count: AmountIR | None = 1  # None: "any number of"
    tapped: bool = False
    who: Noun | None = None  # the searching player ("its controller may search their library"); None: you
    rest: Zone | None = None  # "put one onto the battlefield tapped and the other into your hand"
    zones: tuple[Zone, ...] = (Zone.LIBRARY,)  # "search your library and/or graveyard"
    shuffle: bool = True  # shuffle the library if it was searched
    max_mana_value: AmountIR | None = None  # "with mana value X or less"
    min_mana_value: AmountIR | None = None  # "with mana value equal to 1 plus the sacrificed creature's mana value"
    up_to: bool = False  # "up to two", "any number of": fewer may be found (701.23d)
    library_of: Noun | None = None  # "search target opponent's library": whose library (None: the searcher's)
    under_your_control: bool = False  # "put that card onto the battlefield under your control"
    every_zone: bool = False  # "search its owner's graveyard, hand, and library": all of them
    same_name_as: Noun | None = None  # "cards with the same name as that card"
    also: tuple[ObjectFilter, ...] = ()  # "a Forest card and a Plains card": one card for each filter
    different_names: bool = False  # "with different names"
    counters: tuple[tuple[str, int], ...] = ()  # "onto the battlefield with an additional +1/+1 counter on it"


@dataclass(frozen=True, slots=True)
class MoveChosen:
    """"Return a land you control to its owner's hand", "return a creature card from your graveyard
    to your hand", "target player exiles a card from their graveyard": the player chooses as the
    effect happens."""

    filter: ObjectFilter
    zone: Zone = Zone.HAND
    tapped: bool = False
    who: Noun | None = None  # the choosing player; None: you


@dataclass(frozen=True, slots=True)
class SacrificeChoice:
    """"[player] sacrifices a creature (of their choice)"."""

    who: Noun
    filter: ObjectFilter
    count: int = 1


@dataclass(frozen=True, slots=True)
class CopyIt:
    """"copy target spell", "except it isn't legendary"."""

    what: Noun
    new_targets: bool
    remove_supertypes: frozenset[Supertype] = frozenset()
    times: int = 1  # "copy it twice" (CR 707.10: each copy made in turn)
    ability: bool = False  # "copy that ability": the ability an activation trigger is about


@dataclass(frozen=True, slots=True)
class NextSpellWithFlashIR:
    """"The next sorcery spell you cast this turn can be cast as though it had flash" (CR 601.3b)."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class ChangeTargetsIR:
    """"change a target of target spell or ability to CARDNAME" (``to``), "choose new targets for
    target spell or ability" (CR 115.7b, 115.7d)."""

    what: Noun
    to: Noun | None = None


@dataclass(frozen=True, slots=True)
class Mana:
    """"Add …" / "[player] adds …": ``who`` receives the mana; ``same_type``: "X mana of any one
    color" (one choice for all of it)."""

    produce: ManaProduction
    amount: AmountIR = 1
    restriction: SpendRestriction | None = None
    who: Noun = PlayerNoun("you")
    same_type: bool = False
    kept: bool = False  # "Until end of turn, you don't lose this mana as steps and phases end" (500.4)


@dataclass(frozen=True, slots=True)
class ChosenNoun:
    """"a creature of your choice": one permanent the filter admits, chosen as the effect happens
    (CR 608.2d)."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class Prevent:
    """CR 615: "prevent all combat damage that would be dealt this turn" (``combat_only``), "… [by]
    would deal this turn", "prevent [all | the next N] damage that would be dealt to [to] this turn"."""

    to: Noun | None = None
    amount: AmountIR | None = None
    combat_only: bool = False
    by: Noun | ChosenNoun | None = None


@dataclass(frozen=True, slots=True)
class NoLifeGain:
    """"Players can't gain life this turn" (CR 119.7)."""

    who: Noun


@dataclass(frozen=True, slots=True)
class Unpreventable:
    """"Damage can't be prevented this turn" (CR 615.12)."""


@dataclass(frozen=True, slots=True)
class MayDo:
    """"you may [effects]", "its controller may [effects]" (``who``; None: you); "If you don't,
    [otherwise]" in the next sentence."""

    effects: tuple[EffectIR, ...]
    who: Noun | None = None
    otherwise: tuple[EffectIR, ...] = ()


@dataclass(frozen=True, slots=True)
class OptionalCost:
    """"you may pay {1}. If you do, [then]", "[otherwise] unless its controller pays {4}" (CR 118.12)."""

    cost: Cost
    payer: Noun = PlayerNoun("you")
    then: tuple[EffectIR, ...] = ()
    otherwise: tuple[EffectIR, ...] = ()


@dataclass(frozen=True, slots=True)
class CastFrom:
    """"you may cast an artifact, instant, or sorcery spell from your graveyard" (CR 608.2g), with
    the replacement effect a following sentence attaches to the spell cast this way (614.1a)."""

    filter: ObjectFilter
    zone: Zone
    replacement: StaticEffect | None = None


@dataclass(frozen=True, slots=True)
class MayCastNowIR:
    """"You may cast those cards without paying their mana costs" (CR 608.2g, 118.9): while the
    ability resolves, the cards the effects before it moved (or found), in any order, or none."""


@dataclass(frozen=True, slots=True)
class MayPlayIR:
    """"you may play it this turn" / "… until the end of your next turn" / "… for as long as it
    remains exiled". ``what`` None: the cards the effects before it moved ("those cards")."""

    what: Noun | None
    until: PlayDuration
    spells_only: bool = False
    any_mana_type: bool = False
    without_paying: bool = False  # "you may cast that card without paying its mana cost" (118.9)


@dataclass(frozen=True, slots=True)
class AmassIR:
    """"amass Zombies 1" (CR 701.47)."""

    subtype: str
    count: int


@dataclass(frozen=True, slots=True)
class EndureIR:
    """"CARDNAME endures 2", "it endures 1" (CR 701.63a)."""

    what: Noun
    n: int


@dataclass(frozen=True, slots=True)
class ExploreIR:
    """"it explores", "target creature you control explores[, then it explores again]" (CR 701.44a)."""

    what: Noun
    times: int = 1


@dataclass(frozen=True, slots=True)
class PopulateIR:
    """"populate" (CR 701.36a)."""


@dataclass(frozen=True, slots=True)
class BolsterIR:
    """"bolster 2" (CR 701.39a)."""

    count: int


@dataclass(frozen=True, slots=True)
class PutFromHandIR:
    """"put a card from your hand on the bottom of your library"."""

    count: int
    position: str


@dataclass(frozen=True, slots=True)
class CountersOfIR:
    """"put its counters on target creature you control" (CR 122.1, 608.2h)."""

    of: Noun
    on: Noun


@dataclass(frozen=True, slots=True)
class RemoveCountersIR:
    """"remove a hope counter from this enchantment" (CR 122.8 bookkeeping as an effect)."""

    kind: str
    count: AmountIR
    on: Noun


@dataclass(frozen=True, slots=True)
class MoveCountersIR:
    """"move a +1/+1 counter from CARDNAME onto that creature" (CR 122.5)."""

    kind: str
    count: int
    source: Noun
    to: Noun


@dataclass(frozen=True, slots=True)
class IfDoneIR:
    """"[action]. If you do, [effects]": the effects happen only if the action was performed
    (CR 608.2c) — for an action that may be impossible, such as removing a counter that isn't there."""

    first: EffectIR
    then: tuple[EffectIR, ...]


@dataclass(frozen=True, slots=True)
class FlipCoinIR:
    """"Flip a coin." and the sentences after it: "If you win the flip, [won]", "If you lose the
    flip, [lost]" (CR 705.2)."""

    who: Noun = PlayerNoun("you")
    won: tuple[EffectIR, ...] = ()
    lost: tuple[EffectIR, ...] = ()


@dataclass(frozen=True, slots=True)
class RollDieIR:
    """"Roll a d20" and its results table (CR 706.3a): rows of (low, high or None for "N+",
    effects)."""

    sides: int
    table: tuple[tuple[int, int | None, tuple[EffectIR, ...]], ...] = ()


@dataclass(frozen=True, slots=True)
class CounterExileIR:
    """"Counter target spell. If a permanent spell is countered this way, exile it instead of putting
    it into its owner's graveyard" (CR 701.6a, 614.1a): a countered spell the filter admits is
    exiled instead; or "… put it on top of its owner's library / into its owner's hand instead"
    (``instead``, ``position``)."""

    what: Noun
    exile_if: ObjectFilter | None
    instead: Zone | None = None
    position: str = "top"


@dataclass(frozen=True, slots=True)
class IfThen:
    """"[Then] if [condition], [effects]" — checked as the effects are performed (CR 608.2c).
    ``otherwise``: the effects of the sentence before an "if [condition], [effects] instead" (the
    kicked version of a spell's effect, CR 702.33e), performed when the condition is false; the
    "instead" effects share its targets. ``about_it``: the condition is said of "it" ("if it has two
    or more velocity counters on it"), read only where "it" is the ability's source."""

    condition: Condition
    effects: tuple[EffectIR, ...]
    otherwise: tuple[EffectIR, ...] = ()
    about_it: bool = False  # the condition is said of "it", read as the source's: "it" must be the source


@dataclass(frozen=True, slots=True)
class ExileCreatedAtEndOfCombat:
    """"Exile that token at end of combat": a delayed triggered ability (CR 603.7) about the
    tokens this ability created (603.7c)."""


@dataclass(frozen=True, slots=True)
class WhenDiesThisTurn:
    """"When that creature dies this turn, …": a delayed triggered ability about the object the
    effect before it named (CR 603.7c), with a stated duration (603.7b); in its effects "the
    creature" and "it" are the creature that died, as it last existed (603.10a)."""

    effects: tuple[EffectIR, ...]


@dataclass(frozen=True, slots=True)
class AtNextStep:
    """A delayed triggered ability (CR 603.7) that triggers at the beginning of the next ``step``
    ("sacrifice it at the beginning of the next end step", "draw a card at the beginning of the
    next turn's upkeep"); ``yours``: the next such step of the turn of the ability's controller
    ("at the beginning of your next upkeep"). An effect on objects is about the objects it names
    (603.7c)."""

    effect: EffectIR
    step: Step = Step.END
    yours: bool = False


@dataclass(frozen=True, slots=True)
class ExileUntil:
    """"exile [what] until CARDNAME leaves the battlefield" (CR 610.3)."""

    what: Noun


@dataclass(frozen=True, slots=True)
class GainControlIR:
    """"gain control of target creature [until end of turn | for as long as CARDNAME remains on the
    battlefield]" (CR 108.4, 613.1b, 611.2a-b)."""

    what: Noun
    duration: Duration
    who: Noun = PlayerNoun("you")


@dataclass(frozen=True, slots=True)
class ExchangeControlIR:
    """"exchange control of two target nonland permanents [that share a card type]" (CR 701.12)."""

    what: Noun


@dataclass(frozen=True, slots=True)
class AttachSelfIR:
    """"attach it to target creature you control" (CR 701.3a): the Aura or Equipment itself
    (``what``: "it" or CARDNAME), attached to a target."""

    what: Noun
    to: Noun


@dataclass(frozen=True, slots=True)
class AttachChosenIR:
    """"attach an Equipment you control to it" (CR 701.3): the object is chosen, not targeted."""

    filter: ObjectFilter
    to: Noun


@dataclass(frozen=True, slots=True)
class IfItIs:
    """"If it's a Dwarf, [effects]": a condition on a referenced object's characteristics, checked as
    the effects are performed (CR 608.2c)."""

    what: Noun
    filter: ObjectFilter
    effects: tuple[EffectIR, ...]


@dataclass(frozen=True, slots=True)
class ManifestIR:
    """"manifest the top card of your library", "cloak the top two cards of your library" (CR
    701.40a, 701.58a)."""

    count: int
    kind: FaceDown


@dataclass(frozen=True, slots=True)
class ManifestDreadIR:
    """"manifest dread" (CR 701.62a)."""


@dataclass(frozen=True, slots=True)
class ProliferateIR:
    """"proliferate" (CR 701.34a)."""


@dataclass(frozen=True, slots=True)
class ExtraLandPlays:
    """"You may play an additional land this turn" (CR 305.2): a permission, not a "you may" choice."""

    count: int = 1


@dataclass(frozen=True, slots=True)
class RestrictIR:
    """"creatures without flying can't block this turn", "target creature can't attack or block this
    turn" (CR 508.1c, 509.1b, 611.2c)."""

    what: Noun
    attack: bool
    block: bool
    duration: Duration
    requirement: bool = False  # "target creature blocks this turn if able" (508.1d, 509.1c)
    attack_source: bool = False  # "attack CARDNAME if able"
    during: Noun | None = None  # "during target opponent's next turn" (611.2a)
    block_source: bool = False  # "can't block CARDNAME", "blocks CARDNAME this turn if able" (509.1b-c)


@dataclass(frozen=True, slots=True)
class CombatRuleIR:
    """"[it] must be blocked this turn if able", "all creatures able to block target creature this
    turn do so", "target creature can block any number of creatures this turn" (CR 509.1a–c)."""

    what: Noun
    rule: BlockerLimit | MustBeBlocked | BlocksAdditional | AssignsNoCombatDamage | AssignAsThoughUnblocked
    duration: Duration


@dataclass(frozen=True, slots=True)
class LoseKeywords:
    """"that creature loses indestructible until end of turn" (layer 6)."""

    what: Noun
    keywords: tuple[Keyword, ...]
    duration: Duration


@dataclass(frozen=True, slots=True)
class LastingTriggerIR:
    """"Until your next turn, whenever a creature an opponent controls attacks, it gets -1/-0 until
    end of turn": a delayed triggered ability with a stated duration (CR 603.7b). ``next_only``:
    "when you next cast an instant or sorcery spell this turn, …" triggers once (603.7b)."""

    line: TriggeredLine
    duration: Duration
    next_only: bool = False


@dataclass(frozen=True, slots=True)
class ChooseColorIR:
    """"Choose a color." as a sentence of its own, waiting for the sentence that uses "that color"
    to merge into it (CR 608.2c); alone, nothing uses the choice and the card stays unsupported."""


@dataclass(frozen=True, slots=True)
class ExileIfDiesIR:
    """"if that creature would die this turn, exile it instead" (CR 614.1a); ``leaves``: "if it
    would leave the battlefield, exile it instead of putting it anywhere else"."""

    what: Noun
    leaves: bool = False


@dataclass(frozen=True, slots=True)
class SetBasePTIR:
    """"its base power and toughness become equal to CARDNAME's power and toughness until end of
    turn" (layer 7b)."""

    what: Noun
    power: AmountIR
    toughness: AmountIR
    duration: Duration


@dataclass(frozen=True, slots=True)
class ChooseTargets:
    """"choose up to one other target creature you control": targets chosen for the effects of the
    sentences after it ("its …"); no effect of its own."""

    target: TargetNoun


@dataclass(frozen=True, slots=True)
class TapAnyIR:
    """"you may tap any number of untapped Humans you control"."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class BecomesIR:
    """"CARDNAME becomes a Bear creature in addition to its other types and gains "[ability]""
    (CR 205.1b, 611.2a: without a stated duration it lasts until the end of the game)."""

    what: Noun
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    granted: tuple[AbilityIR, ...] = ()
    granted_text: str = ""
    duration: Duration = Duration.PERMANENT
    # "becomes a 2/2 white Elemental creature with flying": base P/T (layer 7b), colors (5), keywords (6)
    pt: tuple[int, int] | None = None
    colors: tuple[Color, ...] | None = None
    keywords: tuple[Keyword, ...] = ()
    # 205.1a–b: without "in addition to its other types" or "It's still a land" the new types would
    # replace the old ones, which the engine doesn't model (the card is then unsupported).
    keeps_types: bool = True
    # 205.1a–b: "becomes a Kithkin Spirit", "a Bird artifact creature": its creature types are replaced.
    replaces_creature_types: bool = False
    # 105.3: "is a black Zombie in addition to its other colors and types": colors gained (layer 5).
    added_colors: tuple[Color, ...] = ()


@dataclass(frozen=True, slots=True)
class CreateReplacementIR:
    """"Until end of turn, if you tap a land you control for mana, it produces {U} instead of any
    other type": a replacement effect created by the resolving ability (CR 611.2, 614.1a)."""

    effect: StaticEffect
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True, slots=True)
class RevealUntilIR:
    """"Reveal cards from the top of your library until you reveal a creature card" (CR 701.20a) and
    the sentence saying where that card goes (``take_zone`` None: not yet said) — the rest on the
    bottom of the library in a random order."""

    filter: ObjectFilter
    take_zone: Zone | None = None
    tapped: bool = False


@dataclass(frozen=True, slots=True)
class PilesIR:
    """"Reveal the top N cards of your library. An opponent separates those cards into two piles.
    Put one pile into your hand and the other into your graveyard." (CR 700.3) and its variants,
    sentence by sentence: who separates, who chooses (None: not said yet), where the chosen pile
    and the other go (None: not said yet — not yet a whole effect)."""

    count: AmountIR
    separator: Controller
    chooser: Controller | None = None
    chosen_zone: Zone | None = None
    other_zone: Zone | None = None


@dataclass(frozen=True, slots=True)
class LookTopIR:
    """"Look at the top N cards of your library" and the sentences that say what becomes of them
    (CR 401.2): ``take`` cards (``filter``, ``optional`` "you may" or "up to", ``reveal``) into ``take_zone``
    (``tapped`` onto the battlefield),
    the rest to ``rest_zone`` (library: ``rest_position``, ``random`` order). ``rest_zone`` None:
    the text so far looked at the cards without saying where they go (not yet a whole effect)."""

    count: AmountIR
    take: int = 0
    filter: ObjectFilter | None = None
    optional: bool = False
    reveal: bool = False
    take_zone: Zone = Zone.HAND
    rest_zone: Zone | None = None
    rest_position: str = "bottom"
    random: bool = False
    tapped: bool = False
    reveal_all: bool = False  # "reveal the top N cards" (CR 701.20a): every card is shown
    take_all: bool = False  # "put all Goblin cards revealed this way into your hand": no choice


@dataclass(frozen=True, slots=True)
class TopCardIR:
    """"Look at / reveal the top card of your library" and the sentences after it that say what
    becomes of it by what it is (CR 401.2, 701.20a), one sentence at a time: ``taken`` once a
    sentence said which card is taken where (``take_zone`` None: "you may reveal it" only — kinship,
    with ``then`` the effects of "If you do, …"); ``else_said`` once "Otherwise, …" / "If you don't
    put the card …, …" said where a card not taken goes. Only "look at the top card of your library"
    with nothing after it is a whole effect too (the card is looked at and stays)."""

    reveal: bool = False
    filter: ObjectFilter | None = None
    taken: bool = False
    take_zone: Zone | None = Zone.HAND
    optional: bool = False
    reveal_taken: bool = False
    tapped: bool = False
    else_said: bool = False
    else_zone: Zone | None = None
    else_position: str = "bottom"
    else_optional: bool = False
    else_unmatched_only: bool = False
    then: tuple[EffectIR, ...] = ()
    condition_first: bool = True  # "If it's a land card, you may put it …" (not "You may put it … if it's …")
    player: Noun | None = None  # whose library, who takes the card ("defending player reveals …"); None: you


EffectIR = (
    RestrictIR | CombatRuleIR | LoseKeywords | ExileIfDiesIR | ChooseColorIR | LastingTriggerIR | CreateReplacementIR | SetBasePTIR | ChooseTargets | TapAnyIR | BecomesIR |
    ExtraLandPlays | NextSpellWithFlashIR | ChangeTargetsIR | ProliferateIR | ManifestIR | ManifestDreadIR | Damage | DamageAtOnce | Unpreventable | NoLifeGain | DividedDamage | DividedCounters | PlayerAmount | PlayerVerb | ExtraTurnsIR | ObjectVerb | FightIR | Move | MakeToken | MakeTokenCopy | EmblemIR | HandChoiceIR | Counters | Pump | SwitchPTIR | Search | SacrificeChoice | MoveChosen
    | CopyIt | Mana | Prevent | GainControlIR | ExchangeControlIR | AttachSelfIR | AttachChosenIR | IfItIs | MayDo | OptionalCost | ExileUntil | CastFrom | ExileCreatedAtEndOfCombat | AtNextStep | WhenDiesThisTurn | PutFromHandIR | IfThen | MayPlayIR | MayCastNowIR | AmassIR | BolsterIR | PopulateIR | ExploreIR | EndureIR | RemoveCountersIR | MoveCountersIR | CountersOfIR | IfDoneIR | FlipCoinIR | RollDieIR | CounterExileIR | LookTopIR | PilesIR | SkipIR | RevealUntilIR | TopCardIR | Unsupported
)

# ---- abilities ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Body:
    """The effects of a spell or ability, one mode or a modal choice."""

    effects: tuple[EffectIR, ...] = ()
    modes: tuple[tuple[EffectIR, ...], ...] = ()
    choose: int = 1
    at_least: int | None = None  # "choose one or both": 1 of up to 2
    repeat: bool = False  # "you may choose the same mode more than once" (CR 700.2d)
    mode_costs: tuple[Cost | None, ...] = ()  # spree's "+ {2} —" before each mode (CR 700.2h, 702.172a)
    choose_all_if: Condition | None = None  # "If [condition] as you cast this spell, you may choose both instead" (601.2b)


@dataclass(frozen=True, slots=True)
class KeywordLine:
    """A keyword ability without parameters."""

    keyword: Keyword


@dataclass(frozen=True, slots=True)
class LandwalkLine:
    land_type: str


@dataclass(frozen=True, slots=True)
class ToxicLine:
    """"Toxic N" (CR 702.164a)."""

    n: int


@dataclass(frozen=True, slots=True)
class ProtectionOfChoice:
    """"Gains protection from the color of your choice" / "from artifacts or from the color of your
    choice" (CR 702.16a): the quality is chosen as the effect is created — a color, or one of
    ``options``."""

    options: tuple[ObjectFilter, ...] = ()


@dataclass(frozen=True, slots=True)
class ProtectionLine:
    """"Protection from red" (CR 702.16): the ability itself."""

    ability: Protection


@dataclass(frozen=True, slots=True)
class BlockedByLine:
    """"can't be blocked except by N or more creatures"."""

    count: int


@dataclass(frozen=True, slots=True)
class EnchantLine:
    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class EquipLine:
    """"Equip {N}", "Equip Human {1}" (CR 702.6)."""

    cost: ManaCost
    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class CyclingLine:
    """"Cycling {2}", "Plainscycling {1}", "Basic landcycling {1}" (CR 702.29): ``search`` is the
    card a typecycling searches for (None: plain cycling draws a card)."""

    cost: ManaCost
    search: ObjectFilter | None = None


@dataclass(frozen=True, slots=True)
class CumulativeUpkeepLine:
    """"Cumulative upkeep {2}", "Cumulative upkeep—Pay {B} and 1 life" (CR 702.24)."""

    cost: Cost


@dataclass(frozen=True, slots=True)
class CastTriggerLine:
    """A keyword that is a spell's own "when you cast this spell" triggered ability: "Storm" (CR
    702.40a), "Cascade" (702.85a)."""

    keyword: str


@dataclass(frozen=True, slots=True)
class OverloadLine:
    """"Overload {2}{R}" (CR 702.96a); ``body``: the spell's effects with every "target" read as
    "each", filled in from the card's spell text as the card is compiled."""

    cost: Cost
    body: Body | None = None


@dataclass(frozen=True, slots=True)
class AwakenLine:
    """"Awaken 4—{5}{U}" (CR 702.113a); ``body``: the spell's effects followed by "put N +1/+1
    counters on target land you control. That land becomes a 0/0 Elemental creature with haste.
    It's still a land.", filled in from the card's spell text as the card is compiled."""

    n: int
    cost: Cost
    body: Body | None = None


@dataclass(frozen=True, slots=True)
class FlashbackLine:
    """"Flashback {2}{U}", "Flashback—Sacrifice a Mountain" (CR 702.34)."""

    cost: Cost


@dataclass(frozen=True, slots=True)
class SuspendLine:
    """"Suspend 4—{1}{U}" (CR 702.62a)."""

    count: int
    cost: Cost


@dataclass(frozen=True, slots=True)
class PlotLine:
    """"Plot {1}{R}" (CR 702.170a)."""

    cost: Cost


@dataclass(frozen=True, slots=True)
class MorphLine:
    """"Morph {4}{U}", "Morph—Pay 5 life.", "Megamorph {1}{G}", "Disguise {3}{G}" (CR 702.37a,
    702.37b, 702.168a)."""

    cost: Cost
    kind: FaceDown


@dataclass(frozen=True, slots=True)
class CrewLine:
    """"Crew 3" (CR 702.122a)."""

    power: int


@dataclass(frozen=True, slots=True)
class WardLine:
    """"Ward {2}", "Ward—Pay 3 life." (CR 702.21a)."""

    cost: Cost


@dataclass(frozen=True, slots=True)
class KickerLine:
    """"Kicker {2}{G}", "Kicker—Sacrifice two lands" (CR 702.33a); "Multikicker {1}{W}" (702.33c:
    the cost may be paid any number of times) when ``multi``."""

    cost: Cost
    multi: bool = False
    name: str = "kicker"  # of each of two kicker costs, "kicker {1}{G}" (702.33f: which was paid)


@dataclass(frozen=True, slots=True)
class BuybackLine:
    """"Buyback {3}", "Buyback—Discard two cards" (CR 702.27a)."""

    cost: Cost


@dataclass(frozen=True, slots=True)
class SpellLine:
    body: Body


@dataclass(frozen=True, slots=True)
class ActivatedLine:
    cost: Cost
    body: Body
    sorcery_speed: bool = False
    max_per_turn: int = 0
    condition: Condition | None = None
    cost_zone: Zone | None = None
    cost_modifiers: tuple[SelfCostModifier, ...] = ()  # "This ability costs {2} less to activate if …" (602.2b)
    keyword: str = ""  # the keyword ability it is, printed "Exhaust — [Cost]: [Effect]" (702.177a)
    activators: Controller = Controller.YOU  # "Any player may activate this ability" (602.2)


@dataclass(frozen=True, slots=True)
class TriggeredLine:
    """``self_subject``: the trigger is about the card itself (so "it" is this object)."""

    trigger: TriggerCondition
    body: Body
    intervening_if: Condition | None = None
    self_subject: bool = False


@dataclass(frozen=True, slots=True)
class StaticLine:
    effect: StaticEffect | TokensInsteadIR | GrantQuotedIR
    condition: Condition | None = None


@dataclass(frozen=True, slots=True)
class AdditionalCostLine:
    """"As an additional cost to cast this spell, sacrifice an artifact or creature." (CR 118.8)"""

    cost: Cost


@dataclass(frozen=True, slots=True)
class AlternativeCostLine:
    """"You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana
    cost." (CR 118.9); "If it's not your turn, you may …" offers it only under ``condition``."""

    cost: Cost
    condition: Condition | None = None


@dataclass(frozen=True, slots=True)
class AdditionalCostChoiceLine:
    """"As an additional cost to cast this spell, sacrifice an artifact or creature or pay {4}."
    (CR 118.8, 601.2b: the caster chooses which cost to pay as the spell is cast)."""

    choices: tuple[Cost, ...]


@dataclass(frozen=True, slots=True)
class EmbalmLine:
    """"Embalm {cost}" (CR 702.128)."""

    cost: ManaCost


@dataclass(frozen=True, slots=True)
class KeywordCostLine:
    """A keyword with a cost whose meaning is written out by its rule, lowered by the keyword's
    constructor (:data:`manastack.model.abilities.KEYWORD_COSTS`): "Unearth {1}{R}" (CR 702.84a)."""

    keyword: str
    cost: Cost


@dataclass(frozen=True, slots=True)
class KeywordPlainLine:
    """A keyword without a parameter whose meaning is written out by its rule, lowered by the
    keyword's constructor (:data:`manastack.model.abilities.KEYWORD_PLAIN`): "Retrace" (CR 702.81a),
    "Exploit" (702.110a), "Conspire" (702.78a)."""

    keyword: str


@dataclass(frozen=True, slots=True)
class KeywordNumberLine:
    """A keyword with a number whose meaning is written out by its rule, lowered by the keyword's
    constructor (:data:`manastack.model.abilities.KEYWORD_NUMBERS`): "Bloodthirst 2" (CR 702.54a)."""

    keyword: str
    n: int


@dataclass(frozen=True, slots=True)
class BackupLine:
    """"Backup N" (CR 702.165a): lowered by the compiler with the abilities printed below it on the
    card (:func:`manastack.model.abilities.backup`)."""

    n: int


AbilityIR = (
    BackupLine | EmbalmLine | KeywordCostLine | KeywordNumberLine | KeywordPlainLine | KeywordLine | LandwalkLine | ToxicLine | ProtectionLine | BlockedByLine | EnchantLine | EquipLine | CyclingLine
    | FlashbackLine | OverloadLine | AwakenLine | KickerLine | BuybackLine | SpellLine
    | CumulativeUpkeepLine | CastTriggerLine | CrewLine | WardLine | MorphLine | SuspendLine | PlotLine
    | ActivatedLine | TriggeredLine | StaticLine | AdditionalCostLine | AdditionalCostChoiceLine | AlternativeCostLine | Unsupported
)

