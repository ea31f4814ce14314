"""Filters, references and amounts: the nouns of the card model.

A filter describes a set of objects or players ("creature you control", "nontoken artifact");
a reference names one object or player in the context of a resolving ability ("target creature",
"this creature", "that player"); an amount is a number an effect uses ("X", "the number of
creatures you control"). All are immutable data: the rules in :mod:`manastack.rules` evaluate them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

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


@dataclass(frozen=True, slots=True)
class ObjectFilter:
    """A set of objects by their characteristics and status (e.g. "nontoken creature you control").

    Every field narrows the set; an empty filter admits every object. ``types`` admits objects with
    ANY of the listed card types; ``subtypes`` likewise. ``other`` excludes the ability's source.
    ``chosen`` admits only objects of the value chosen for the source as it entered ("creatures of
    the chosen type", CR 614.12a, 607.2d); with no choice made, nothing is admitted.
    """

    types: frozenset[CardType] = frozenset()
    not_types: frozenset[CardType] = frozenset()
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[Supertype] = frozenset()
    not_supertypes: frozenset[Supertype] = frozenset()  # "nonbasic land" (CR 205.4a)
    colors: frozenset[Color] = frozenset()
    not_colors: frozenset[Color] = frozenset()  # "nonblack creature": not of that color (CR 105.2)
    colorless: bool = False  # "colorless": has no color (CR 105.2c)
    controller: Controller = Controller.ANY
    owner_is_you: bool = False
    token: bool | None = None
    tapped: bool | None = None
    attacking: bool | None = None
    blocking: bool | None = None
    other: bool = False
    has_keyword: Keyword | None = None
    lacks_keyword: Keyword | None = None
    max_mana_value: int | None = None
    min_power: int | None = None
    max_power: int | None = None
    # "with power or toughness N or less": power N or less, or toughness N or less (either one).
    max_power_or_toughness: int | None = None
    name: str | None = None
    zone: Zone = Zone.BATTLEFIELD
    chosen: frozenset[ChoiceKind] = frozenset()  # "of the chosen type/color": the source's choice (607.2d)
    dealt_damage_this_turn: bool | None = None  # "that was dealt damage this turn" (CR 120.3)
    description: str = ""

    def describe(self) -> str:
        if self.description:
            return self.description
        words: list[str] = []
        if self.token is False:
            words.append("nontoken")
        if self.colorless:
            words.append("colorless")
        words += [c.word for c in sorted(self.colors)]
        words += ["non" + c.word for c in sorted(self.not_colors)]
        words += sorted(self.subtypes)
        words += [t.value.lower() for t in sorted(self.types)] or ["permanent" if self.zone == Zone.BATTLEFIELD else "card"]
        words += [f"of the chosen {k.value}" for k in sorted(self.chosen)]
        if self.controller is Controller.YOU:
            words.append("you control")
        elif self.controller is Controller.OPPONENT:
            words.append("an opponent controls")
        elif self.controller is Controller.DEFENDING:
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
    SPELL = "spell"  # a spell on the stack
    ABILITY = "ability"  # an activated or triggered ability on the stack


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One target requirement of a spell or ability (CR 115.1, 601.2c).

    ``filter`` applies to objects; ``player_controller`` restricts player targets ("target opponent").
    ``count``/``min_count`` let one requirement take several distinct targets ("up to two").
    ``share_card_type``: the targets of this requirement must share a card type ("two target
    nonland permanents that share a card type"), both as they are chosen (601.2c) and as the spell
    or ability resolves (608.2b).
    """

    kind: TargetKind
    filter: ObjectFilter = ObjectFilter()
    player_controller: Controller = Controller.ANY
    count: int = 1
    min_count: int | None = None
    description: str = ""
    share_card_type: bool = False

    @property
    def minimum(self) -> int:
        return self.count if self.min_count is None else self.min_count


# ---- references -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Target:
    """The ``index``-th target chosen for the ability (all targets of one requirement, in order)."""

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
class EachOpponent:
    """Each opponent of the ability's controller, in APNAP order."""


@dataclass(frozen=True, slots=True)
class EachPlayer:
    """Each player, in APNAP order."""


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
    """"the top card of your library": the top ``count`` cards of the ability controller's library."""

    count: int = 1


@dataclass(frozen=True, slots=True)
class Remembered:
    """The particular objects a delayed triggered ability refers to ("that token"), fixed when it
    was created; one that has left the zone it was in isn't affected (CR 603.7c)."""


ObjectRef = Target | This | AttachedTo | EventObject | CreatedObjects | AllMatching | BlockersOf | ControlledBy | ExiledWith | Remembered | TopOfLibrary
PlayerRef = Target | You | EventPlayer | ControllerOf | OwnerOf | EachOpponent | EachPlayer
#: A reference to whatever an effect acts on: objects or players.
Ref = Target | This | AttachedTo | EventObject | CreatedObjects | AllMatching | BlockersOf | ControlledBy | ExiledWith | Remembered | TopOfLibrary | You | EventPlayer | ControllerOf | OwnerOf | EachOpponent | EachPlayer


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


Amount = int | X | CountOf | EventAmount | PowerOf | GreatestPower | CountersOn | ToughnessOf | CountRef | TimesPaid
