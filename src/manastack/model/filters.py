"""Filters, references and amounts: the nouns of the card model.

A filter describes a set of objects or players ("creature you control", "nontoken artifact");
a reference names one object or player in the context of a resolving ability ("target creature",
"this creature", "that player"); an amount is a number an effect uses ("X", "the number of
creatures you control"). All are immutable data: the rules in :mod:`manastack.rules` evaluate them.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum
from typing import TypeVar

from manastack.mana import Color
from manastack.model.types import CardType, ChoiceKind, Keyword, Supertype, Zone


class Controller(str, Enum):
    """Whose objects a filter admits, relative to the ability's controller."""

    ANY = "any"
    YOU = "you"
    OPPONENT = "opponent"
    # CR 508.5: "defending player controls" — the player the source (an attacking creature) is
    # attacking, or the controller of the planeswalker it is attacking.
    DEFENDING = "defending"


# ---- object predicates: the words of a filter -------------------------------------------------


@dataclass(frozen=True, slots=True)
class CardTypes:
    """"creature", "artifact or creature": has any of the card types (CR 205.2)."""

    types: frozenset[CardType]


@dataclass(frozen=True, slots=True)
class AllCardTypes:
    """"artifact creature", "enchantment creatures": a card type named before the head's — the
    object has each of these card types as well (CR 205.2a)."""

    types: frozenset[CardType]


@dataclass(frozen=True, slots=True)
class NotCardTypes:
    """"noncreature", "nonartifact, nonland": has none of the card types (CR 205.4b)."""

    types: frozenset[CardType]


@dataclass(frozen=True, slots=True)
class Subtypes:
    """"Elf", "Orcs and Goblins": has any of the subtypes (CR 205.3)."""

    subtypes: frozenset[str]


@dataclass(frozen=True, slots=True)
class NotSubtypes:
    """"non-Human", "non-Wall" (CR 205.3): none of the subtypes."""

    subtypes: frozenset[str]


@dataclass(frozen=True, slots=True)
class Supertypes:
    """"legendary", "basic": has every one of the supertypes (CR 205.4)."""

    supertypes: frozenset[Supertype]


@dataclass(frozen=True, slots=True)
class NotSupertypes:
    """"nonbasic land": has none of the supertypes (CR 205.4a)."""

    supertypes: frozenset[Supertype]


@dataclass(frozen=True, slots=True)
class Colors:
    """"red", "white or blue": is any of the colors (CR 105.2)."""

    colors: frozenset[Color]


@dataclass(frozen=True, slots=True)
class NotColors:
    """"nonblack": is none of the colors (CR 105.2)."""

    colors: frozenset[Color]


@dataclass(frozen=True, slots=True)
class Colorless:
    """"colorless": has no color (CR 105.2c)."""


@dataclass(frozen=True, slots=True)
class Multicolored:
    """"multicolored": two or more colors (CR 105.2b)."""


@dataclass(frozen=True, slots=True)
class Monocolored:
    """"monocolored": exactly one of the five colors (CR 105.2a)."""


@dataclass(frozen=True, slots=True)
class ControllerIs:
    """"you control", "an opponent controls", "defending player controls" (CR 508.5): whose it is,
    relative to the ability's controller."""

    who: Controller


@dataclass(frozen=True, slots=True)
class ControlledByPlayer:
    """Controlled by one particular player, fixed as an effect began ("creatures that player
    controls" in a rules effect of a resolved ability, CR 611.2c): never written on a card, only in
    an effect of the game state."""

    player: int


@dataclass(frozen=True, slots=True)
class OwnerIsYou:
    """"from your graveyard", "in your hand": the ability's controller owns it (CR 108.3)."""


@dataclass(frozen=True, slots=True)
class IsToken:
    """"token" (``IsToken()``), "nontoken" (``IsToken(False)``) (CR 111)."""

    value: bool = True


@dataclass(frozen=True, slots=True)
class IsTapped:
    """"tapped" (``IsTapped()``), "untapped" (``IsTapped(False)``) (CR 110.5)."""

    value: bool = True


@dataclass(frozen=True, slots=True)
class IsAttacking:
    """"attacking" (CR 506.4)."""

    value: bool = True


@dataclass(frozen=True, slots=True)
class IsUnblocked:
    """"unblocked attacking" (CR 509.1h, 506.4): an attacking creature once blockers have been
    declared that no creature blocked, or one put onto the battlefield attacking after that (508.4d)."""


@dataclass(frozen=True, slots=True)
class IsBlocking:
    """"blocking" (CR 506.4)."""

    value: bool = True


@dataclass(frozen=True, slots=True)
class AttackingOrBlocking:
    """"attacking or blocking" (CR 506.4): an attacking creature or a blocking one."""


@dataclass(frozen=True, slots=True)
class Other:
    """"another", "other": not the ability's source."""


@dataclass(frozen=True, slots=True)
class HasKeyword:
    """"with flying"."""

    keyword: Keyword


@dataclass(frozen=True, slots=True)
class AnyOf:
    """"with flying or reach", "artifact creatures and/or red creatures": an object any of the
    filters admits (their zones aside)."""

    filters: tuple[ObjectFilter, ...]


@dataclass(frozen=True, slots=True)
class LacksKeyword:
    """"without flying"."""

    keyword: Keyword


@dataclass(frozen=True, slots=True)
class ManaValueAtMost:
    """"with mana value N or less" (CR 202.3)."""

    n: int


@dataclass(frozen=True, slots=True)
class ManaValueAtMostX:
    """"with mana value X or less" in a target requirement, X being the X announced for the spell
    or ability (CR 107.3, 601.2b–c: X is announced before the targets are chosen): :meth:`TargetSpec.counted`
    makes it :class:`ManaValueAtMost` of that X. Before X is announced, any card may still be one."""


@dataclass(frozen=True, slots=True)
class PowerAtLeast:
    """"with power N or greater"."""

    n: int


@dataclass(frozen=True, slots=True)
class PowerAtMost:
    """"with power N or less"."""

    n: int


@dataclass(frozen=True, slots=True)
class PowerOrToughnessAtMost:
    """"with power or toughness N or less": power N or less, or toughness N or less (either one)."""

    n: int


@dataclass(frozen=True, slots=True)
class PowerThanSource:
    """"with greater power" (``greater``) or "with lesser power" than the source of the ability
    (skulk, 702.118b; mentor, 702.134a)."""

    greater: bool


@dataclass(frozen=True, slots=True)
class ManaValueAsSource:
    """"with the same mana value as this card" (CR 202.3; transmute, 702.53a): the source's mana
    value — as it last existed if it has left (a card discarded to pay the cost, 113.7a)."""


@dataclass(frozen=True, slots=True)
class SharesColorWithSource:
    """"that share a color with it" (conspire, CR 702.78a): the object has a color the source has."""


@dataclass(frozen=True, slots=True)
class Named:
    """"named [name]" (CR 201.2)."""

    name: str


@dataclass(frozen=True, slots=True)
class NamedAsSource:
    """"cards named CARDNAME" (CR 201.2, 201.5): the same name as the ability's source; ``value``
    False: "not named CARDNAME"."""

    value: bool = True


@dataclass(frozen=True, slots=True)
class SharesCreatureTypeWithSource:
    """"that shares a creature type with CARDNAME" (CR 205.3m, 702.73a): one of its creature types
    is one of the ability's source's."""


@dataclass(frozen=True, slots=True)
class OfChosen:
    """"of the chosen type/color": of the value chosen for the source as it entered (CR 614.12a,
    607.2d); with no choice made, nothing is."""

    kinds: frozenset[ChoiceKind]


@dataclass(frozen=True, slots=True)
class ManaValueAtLeast:
    """"with mana value N or greater" (CR 202.3)."""

    n: int


@dataclass(frozen=True, slots=True)
class Historic:
    """"historic" (CR 700.6): an artifact, a legendary object or a Saga."""


@dataclass(frozen=True, slots=True)
class TargetsSource:
    """"a spell that targets this creature" (heroic): the spell has the ability's source among its
    targets (CR 115.1)."""


@dataclass(frozen=True, slots=True)
class DealtDamageThisTurn:
    """"that was dealt damage this turn" (CR 120.3)."""

    value: bool = True


@dataclass(frozen=True, slots=True)
class IsFaceDown:
    """"face-down" (``IsFaceDown()``), "face-up" (``IsFaceDown(False)``) (CR 708.2)."""

    value: bool = True


@dataclass(frozen=True, slots=True)
class IsRingBearer:
    """"your Ring-bearer" (CR 701.54e): the creature the player chose as their Ring-bearer, on the
    battlefield under their control ever since (701.54a)."""


@dataclass(frozen=True, slots=True)
class IsCommander:
    """"commander", "a commander you control", "commander creatures" (``IsCommander()``),
    "noncommander" (``IsCommander(False)``): a card its owner designated as their commander (CR
    903.3: the designation is the card's, kept in every zone; 903.3d: controlling a commander is a
    permanent that is one, casting one a spell that is one). "Your commander" adds
    :class:`OwnerIsYou` (702.124e: either of two)."""

    value: bool = True


@dataclass(frozen=True, slots=True)
class HasCounters:
    """"with a +1/+1 counter on it", "with a counter on it" (``kind`` None: of any kind), "with three
    or more level counters on it" (CR 122.1)."""

    kind: str | None = None
    at_least: int = 1


Predicate = (
    CardTypes | AllCardTypes | NotCardTypes | Subtypes | NotSubtypes | Supertypes | NotSupertypes | Colors | NotColors | Colorless | Multicolored | Monocolored | ControllerIs | ControlledByPlayer | OwnerIsYou
    | IsToken | IsTapped | IsAttacking | IsUnblocked | IsBlocking | AttackingOrBlocking | Other | HasKeyword | AnyOf | LacksKeyword | ManaValueAtMost | ManaValueAtMostX | PowerAtLeast
    | PowerAtMost | PowerOrToughnessAtMost | PowerThanSource | ManaValueAsSource | Named | NamedAsSource | OfChosen | DealtDamageThisTurn | ManaValueAtLeast | Historic | TargetsSource | IsFaceDown
    | IsRingBearer
    | IsCommander
    | SharesCreatureTypeWithSource
    | HasCounters
    | SharesColorWithSource
)

#: The predicates' canonical order (a filter keeps its predicates in it, so two filters with the
#: same predicates are equal however they were written).
_ORDER: dict[type, int] = {t: i for i, t in enumerate(Predicate.__args__)}

P = TypeVar("P")


@dataclass(frozen=True, slots=True)
class ObjectFilter:
    """A set of objects ("nontoken creature you control"): the zone to look in and the predicates
    an object must satisfy, each a small value (:data:`Predicate`); an empty filter admits every
    object of the zone. :mod:`manastack.rules.predicates` evaluates them. A new kind of filter word
    is a new predicate type, not a field of the filter.
    """

    predicates: tuple[Predicate, ...] = ()
    zone: Zone = Zone.BATTLEFIELD
    description: str = ""

    def __post_init__(self) -> None:
        if len(self.predicates) > 1 or type(self.predicates) is not tuple:
            object.__setattr__(self, "predicates", tuple(sorted(self.predicates, key=lambda p: _ORDER[type(p)])))

    def get(self, kind: type[P]) -> P | None:
        """The filter's predicate of type ``kind``, if it has one."""
        return next((p for p in self.predicates if isinstance(p, kind)), None)

    def having(self, *predicates: Predicate) -> ObjectFilter:
        """This filter with ``predicates`` added, each replacing one of its own type."""
        kinds = {type(p) for p in predicates}
        return replace(self, predicates=tuple(p for p in self.predicates if type(p) not in kinds) + predicates)

    def without(self, kind: type[Predicate]) -> ObjectFilter:
        """This filter without its predicate of type ``kind``."""
        return replace(self, predicates=tuple(p for p in self.predicates if type(p) is not kind))

    def describe(self) -> str:
        if self.description:
            return self.description
        words: list[str] = []
        token, colors, not_colors = self.get(IsToken), self.get(Colors), self.get(NotColors)
        if token is not None and not token.value:
            words.append("nontoken")
        if self.get(Colorless):
            words.append("colorless")
        if self.get(Multicolored):
            words.append("multicolored")
        if self.get(Monocolored):
            words.append("monocolored")
        words += [c.word for c in sorted(colors.colors)] if colors else []
        words += ["non" + c.word for c in sorted(not_colors.colors)] if not_colors else []
        subtypes, types, chosen = self.get(Subtypes), self.get(CardTypes), self.get(OfChosen)
        words += sorted(subtypes.subtypes) if subtypes else []
        words += [t.value.lower() for t in sorted(types.types)] if types and types.types else ["permanent" if self.zone == Zone.BATTLEFIELD else "card"]
        words += [f"of the chosen {k.value}" for k in sorted(chosen.kinds)] if chosen else []
        controller = self.get(ControllerIs)
        who = controller.who if controller else Controller.ANY
        if who is Controller.YOU:
            words.append("you control")
        elif who is Controller.OPPONENT:
            words.append("an opponent controls")
        elif who is Controller.DEFENDING:
            words.append("defending player controls")
        return " ".join(words)


def with_article(words: str) -> str:
    """"a creature", "an artifact": ``words`` with the indefinite article."""
    return ("an " if words[:1].lower() in "aeiou" else "a ") + words


class TargetKind(str, Enum):
    """What a target can be (CR 115.1)."""

    OBJECT = "object"  # a permanent or a card in some zone, per the filter
    PLAYER = "player"
    ANY = "any"  # "any target": a creature, player, planeswalker or battle (CR 115.4)
    PLAYER_OR_OBJECT = "player or object"  # "target player or planeswalker": a player, or a permanent per the filter
    SPELL = "spell"  # a spell on the stack
    ABILITY = "ability"  # an activated or triggered ability on the stack
    ACTIVATED_ABILITY = "activated ability"  # an activated ability on the stack (113.1b; never a mana ability, 605.3b)
    SPELL_OR_ABILITY = "spell or ability"  # a spell, or an activated or triggered ability, on the stack


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One target requirement of a spell or ability (CR 115.1, 601.2c).

    ``filter`` applies to objects; ``player_controller`` restricts player targets ("target opponent").
    ``count``/``min_count`` let one requirement take several distinct targets ("up to two").
    ``x_count``: the number is X ("X target lands", "up to X target creatures"; CR 601.2c, 107.3):
    announced before the targets are chosen (601.2b), it is the count of :meth:`counted` — until
    then the requirement takes none.
    ``share_card_type``: the targets of this requirement must share a card type ("two target
    nonland permanents that share a card type"), both as they are chosen (601.2c) and as the spell
    or ability resolves (608.2b). ``same_graveyard``: they are cards of one graveyard ("up to three
    target cards from a single graveyard"; a card's owner doesn't change, so it stays so, 404.1).
    """

    kind: TargetKind
    filter: ObjectFilter = ObjectFilter()
    player_controller: Controller = Controller.ANY
    count: int = 1
    min_count: int | None = None
    description: str = ""
    share_card_type: bool = False
    same_graveyard: bool = False
    x_count: bool = False

    @property
    def minimum(self) -> int:
        return self.count if self.min_count is None else self.min_count

    def counted(self, x: int) -> TargetSpec:
        """This requirement with X announced: X targets (up to X with a minimum of 0), and cards
        "with mana value X or less" of that X."""
        spec = replace(self, count=x, x_count=False) if self.x_count else self
        if self.filter.get(ManaValueAtMostX) is None:
            return spec
        return replace(spec, filter=self.filter.without(ManaValueAtMostX).having(ManaValueAtMost(x)))


def counted_specs(specs: tuple[TargetSpec, ...], x: int) -> tuple[TargetSpec, ...]:
    """The target requirements of a spell or ability once X is announced (CR 601.2b–c)."""
    return tuple(s.counted(x) for s in specs)


# ---- references -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Target:
    """The ``index``-th target chosen for the ability (all targets of one requirement, in order)."""

    index: int = 0


@dataclass(frozen=True, slots=True)
class XTargets:
    """The X targets of a requirement whose number is X, from the ``index``-th target on ("destroy
    X target lands"; CR 601.2c, 107.3): no other requirement follows it in its ability or mode."""

    index: int = 0


@dataclass(frozen=True, slots=True)
class This:
    """The object the ability belongs to ("this creature", CARDNAME)."""


@dataclass(frozen=True, slots=True)
class AttachedTo:
    """The object this Aura or Equipment is attached to ("enchanted creature", "equipped creature")."""


@dataclass(frozen=True, slots=True)
class EventObject:
    """The object a trigger's event was about ("that creature", "it")."""


@dataclass(frozen=True, slots=True)
class EventSpell:
    """The spell or ability a trigger's event was about: "counter that spell or ability" (ward,
    CR 702.21a: the spell or ability that targeted the permanent)."""


@dataclass(frozen=True, slots=True)
class DiscardedThisWay:
    """The cards an earlier effect of the same ability discarded, in the graveyard they went to
    ("if you discarded a nonland card", "the cards discarded this way"; CR 701.9)."""


@dataclass(frozen=True, slots=True)
class Sacrificed:
    """"the sacrificed creature": the permanent sacrificed to pay a cost of this spell or ability (an
    activation or additional cost, 601.2h, 602.2b, or an optional cost paid as it resolves, 118.12),
    known only as it last existed on the battlefield (608.2h)."""


@dataclass(frozen=True, slots=True)
class DamagedThisWay:
    """The permanents the filter admits that an earlier effect of the same spell or ability dealt
    damage to ("if a creature dealt damage this way would die this turn", CR 120.3)."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class RevealedThisWay:
    """The cards the filter admits among those an earlier effect of the same spell or ability
    revealed ("each nonland card revealed this way", CR 701.20a)."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class CreatedObjects:
    """The objects an earlier effect of the same ability created or moved ("it", "them"), or
    tapped ("each Human tapped this way", :class:`~manastack.model.effects.TapAnyNumber`)."""


@dataclass(frozen=True, slots=True)
class You:
    """The ability's controller."""


@dataclass(frozen=True, slots=True)
class EventPlayer:
    """The player a trigger's event was about ("that player")."""


@dataclass(frozen=True, slots=True)
class ControllerOf:
    """The controller of an object reference ("its controller")."""

    of: ObjectRef


@dataclass(frozen=True, slots=True)
class OwnerOf:
    """The owner of an object reference ("its owner")."""

    of: ObjectRef


@dataclass(frozen=True, slots=True)
class DefendingPlayer:
    """"defending player" in an ability about an attacking creature (CR 508.5): the player that
    creature is attacking, or the controller of the planeswalker it is attacking."""

    attacker: ObjectRef


@dataclass(frozen=True, slots=True)
class AttackedBy:
    """"the player or planeswalker it's attacking" (CR 506.2, 508.1b): the player or planeswalker
    an attacking creature attacks; nothing once it is no longer attacking (506.4)."""

    attacker: ObjectRef


@dataclass(frozen=True, slots=True)
class EachOpponent:
    """Each opponent of the ability's controller, in APNAP order."""


@dataclass(frozen=True, slots=True)
class PlayerBeside:
    """"the player to your left" (``left``), "the player to your right", "the opponent to your
    left" (``opponent``): the nearest player in the game on that side of the ability's controller
    (CR 103.1, 808.4: turn order goes to the players' left). In a duel, your opponent is both."""

    left: bool
    opponent: bool = False


@dataclass(frozen=True, slots=True)
class EachPlayer:
    """Each player, in APNAP order; ``other``: "each other player" — each player but the ability's
    controller (CR 102.1: teammates included, unlike "each opponent", 102.3)."""

    other: bool = False


@dataclass(frozen=True, slots=True)
class AllMatching:
    """Every object a filter admits ("each creature", "all creatures you control")."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class BlockersOf:
    """"each creature blocking it": the creatures currently blocking the referenced attacking
    creature (CR 509.1h, 506.4)."""

    of: ObjectRef


@dataclass(frozen=True, slots=True)
class ControlledBy:
    """"creatures target player controls": the objects a filter admits that the referenced
    player(s) control (the filter's own controller field is ignored)."""

    filter: ObjectFilter
    player: PlayerRef


@dataclass(frozen=True, slots=True)
class ExiledWith:
    """"the exiled card": the cards in exile that a resolving ability of this object exiled — the
    object of the linked ability (CR 607.2a), even after this object has left the battlefield."""


@dataclass(frozen=True, slots=True)
class TopOfLibrary:
    """"the top card of your library": the top ``count`` cards of the ability controller's library
    (``of_event_player``: "that player exiles the top card of their library" — the library of the
    player the trigger's event was about)."""

    count: int = 1
    of_event_player: bool = False


@dataclass(frozen=True, slots=True)
class Remembered:
    """The particular objects a delayed triggered ability refers to ("that token"), fixed when it
    was created; one that has left the zone it was in isn't affected (CR 603.7c)."""


@dataclass(frozen=True, slots=True)
class Together:
    """"Each creature and each player": everything the references denote, at once (CR 120.2: one
    source dealing damage to several recipients deals it simultaneously)."""

    refs: tuple[Ref, ...]


@dataclass(frozen=True, slots=True)
class SameNameAs:
    """"all other [permanents] with the same name as that permanent" (CR 201.2): the objects
    ``filter`` admits, other than those ``of`` denotes, whose name is one of theirs (a nameless
    face-down permanent shares no name, 708.2)."""

    of: ObjectRef
    filter: ObjectFilter


ObjectRef = Target | XTargets | This | AttachedTo | EventObject | EventSpell | CreatedObjects | DiscardedThisWay | Sacrificed | AllMatching | BlockersOf | ControlledBy | ExiledWith | Remembered | TopOfLibrary | Together | DamagedThisWay | RevealedThisWay | SameNameAs
PlayerRef = Target | You | EventPlayer | ControllerOf | OwnerOf | EachOpponent | EachPlayer | DefendingPlayer | PlayerBeside
#: A reference to whatever an effect acts on: objects or players.
Ref = (
    Target | XTargets | This | AttachedTo | EventObject | EventSpell | CreatedObjects | DiscardedThisWay | Sacrificed | AllMatching | BlockersOf | ControlledBy | ExiledWith | Remembered
    | TopOfLibrary | You | EventPlayer | ControllerOf | OwnerOf | EachOpponent | EachPlayer | Together | DamagedThisWay | RevealedThisWay | DefendingPlayer | AttackedBy | SameNameAs
    | PlayerBeside
)


# ---- amounts ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class X:
    """The value of X chosen for the spell or ability (CR 107.3), or the entering spell's X."""

    times: int = 1


@dataclass(frozen=True, slots=True)
class CountOf:
    """The number of objects a filter admits ("for each creature you control"), ``times`` over
    ("2 life for each creature you control")."""

    filter: ObjectFilter
    times: int = 1


@dataclass(frozen=True, slots=True)
class EventAmount:
    """The amount of the trigger's event ("that much life", "that much damage")."""


@dataclass(frozen=True, slots=True)
class PowerOf:
    """The power of a referenced object ("damage equal to its power")."""

    of: ObjectRef = field(default_factory=This)


@dataclass(frozen=True, slots=True)
class ToughnessOf:
    """The toughness of a referenced object ("equal to CARDNAME's power and toughness")."""

    of: ObjectRef = field(default_factory=This)


@dataclass(frozen=True, slots=True)
class CountRef:
    """The number of objects a reference denotes now ("a card for each Human tapped this way")."""

    of: ObjectRef


@dataclass(frozen=True, slots=True)
class CountersOn:
    """The number of counters of ``kind`` on a referenced object ("for each +1/+1 counter on this
    creature"); an object that has left the battlefield is counted as it last existed (608.2h)."""

    kind: str
    of: ObjectRef = field(default_factory=This)


@dataclass(frozen=True, slots=True)
class GreatestPower:
    """"the greatest power among creatures you control": the highest power among the objects the
    filter admits, 0 if there are none."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class TimesPaid:
    """"for each time it was kicked" (CR 702.33c–d): how many times the source — the spell, or the
    permanent it became (400.7d) — was cast with the named optional additional cost paid, ``times``
    over ("2 life for each time it was kicked")."""

    name: str
    times: int = 1


@dataclass(frozen=True, slots=True)
class CountedAsEntered:
    """How many objects the source sacrificed or revealed for an "as this enters" ability of its
    own, recorded under ``key``, ``times`` over: "for each creature it devoured" (CR 702.82b; "enters
    with N +1/+1 counters on it for each creature sacrificed this way", 702.82a), amplify's "N +1/+1
    counters on it for each card revealed this way" (702.38a)."""

    key: str
    times: int = 1


@dataclass(frozen=True, slots=True)
class ColorsSpent:
    """"for each color of mana spent to cast it" (CR 601.2h, 105.1): how many of the five colors
    the mana spent to cast the source includes, ``times`` over ("two +1/+1 counters on it for each
    color …"); a permanent knows the mana spent to cast it while it is the same object (400.7d)."""

    times: int = 1


@dataclass(frozen=True, slots=True)
class LifeTotal:
    """"your life total" (CR 119.1): the referenced player's life total now; in Two-Headed Giant a
    player's life total is their team's (810.9a)."""

    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class Devotion:
    """"your devotion to black" (CR 700.5): the number of mana symbols of these colours among the
    mana costs of permanents you control — a hybrid symbol of two of them counts once ("devotion to
    white and black", 700.5); 700.5a: mana costs after copy and control effects."""

    colors: frozenset[Color]


@dataclass(frozen=True, slots=True)
class LifeLostThisWay:
    """"the life lost this way" (CR 119.3): the life the players lost to the earlier effects of the
    resolving spell or ability."""


@dataclass(frozen=True, slots=True)
class DamageDealtThisWay:
    """"the damage dealt this way" (CR 120.3): the damage the earlier effects of the resolving spell
    or ability dealt, after prevention (615), to players and permanents together."""


@dataclass(frozen=True, slots=True)
class ManaValueOf:
    """The mana value of a referenced object ("you lose life equal to its mana value", CR 202.3)."""

    of: ObjectRef


@dataclass(frozen=True, slots=True)
class Plus:
    """An amount and a number added to it ("1 plus the sacrificed creature's mana value")."""

    amount: Amount
    plus: int


@dataclass(frozen=True, slots=True)
class OpponentsAttacked:
    """"for each opponent you attacked with a creature this combat" (melee, CR 702.121a): the
    opponents at least one creature the controller controls was declared attacking (a player, not
    a planeswalker)."""


@dataclass(frozen=True, slots=True)
class CommanderCasts:
    """"for each time you've cast your commander from the command zone this game" (``yours``: the
    commanders the controller owns, 702.124e: either of two, so both are counted), "… you've cast a
    commander …" (any commander): the casts from the command zone the commander tax counts (CR
    903.8), ``times`` over."""

    yours: bool = True
    times: int = 1


@dataclass(frozen=True, slots=True)
class CommanderTax:
    """"your highest commander tax among your commanders" (CR 903.8): {2} for each time the
    controller has cast one of their commanders from the command zone, the highest among them
    (partners are counted apart, 702.124d), ``times`` over."""

    times: int = 1


@dataclass(frozen=True, slots=True)
class BlockersBeyondFirst:
    """"for each creature blocking it beyond the first" (rampage, CR 702.23a): the number of
    creatures blocking the referenced attacker, less one (never below 0), ``times`` over ("+2/+2
    for each …"); counted as the effect resolves (702.23b)."""

    of: ObjectRef = field(default_factory=This)
    times: int = 1


Amount = (
    int | X | CountOf | EventAmount | PowerOf | GreatestPower | CountersOn | ToughnessOf | CountRef | TimesPaid | CountedAsEntered | ColorsSpent | LifeTotal | Devotion
    | LifeLostThisWay | DamageDealtThisWay | ManaValueOf | BlockersBeyondFirst | OpponentsAttacked | Plus | CommanderCasts | CommanderTax
)
