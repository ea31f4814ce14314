"""Trigger conditions (CR 603.2): the kind of event a triggered ability watches for and the
constraints the event must meet, each a small value.

"Whenever another creature you control enters" is ``TriggerCondition(ENTERS, (Matches(another
creature you control),))``; "at the beginning of your upkeep" is ``TriggerCondition(
BEGINNING_OF_STEP, (ByPlayer(YOU), AtStep(UPKEEP)))``. :mod:`manastack.rules.triggers` reads each
event in these words and checks each constraint in one place. A new kind of trigger condition is a
new constraint type, not a field of :class:`TriggerCondition`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TypeVar

from manastack.model.conditions import Condition
from manastack.model.filters import Controller, ObjectFilter
from manastack.model.types import CardType, Step


class TriggerEvent(str, Enum):
    """The kinds of event a triggered ability can watch for (CR 603.2)."""

    ENTERS = "enters"
    DIES = "dies"
    LEAVES = "leaves the battlefield"
    PUT_INTO_GRAVEYARD = "is put into a graveyard from the battlefield"  # any permanent (700.4 for creatures: dies)
    ATTACKS = "attacks"
    BLOCKS = "blocks"
    DEALS_COMBAT_DAMAGE_TO_PLAYER = "deals combat damage to a player"
    DEALS_COMBAT_DAMAGE = "deals combat damage"  # once per source for all its combat damage at once (510.2, 603.2c)
    BECOMES_BLOCKED = "becomes blocked"  # CR 509.3c: once each combat per attacking creature
    BECOMES_CREWED = "becomes crewed"  # CR 702.122d: a crew ability of the Vehicle resolves
    ATTACK_WITH = "attacks with one or more"  # CR 508.3c-d: one event per attacking player
    ATTACK_PLAYER = "creatures attack a player"  # CR 508.3e: one event per attacking and attacked player
    DIES_BATCH = "one or more die"  # one event per group of creatures dying at once (CR 603.2c)
    EXPLORES = "explores"  # CR 701.44b: once the process is complete
    EXPLOITS = "exploits a creature"  # CR 702.110b
    BECOMES_MONSTROUS = "becomes monstrous"  # CR 701.37b
    SCRY = "scries"  # CR 701.22b, 701.22d
    WINS_COIN_FLIP = "wins a coin flip"  # CR 705.2
    RING_TEMPTS = "the Ring tempts"  # CR 701.54d
    ROOM_ENTERED = "moves the venture marker into a room"  # CR 309.4c: a dungeon's room abilities
    COMPLETES_DUNGEON = "completes a dungeon"  # CR 309.7
    TAKES_INITIATIVE = "takes the initiative"  # CR 726.2, 726.5
    CREATURES_DEAL_COMBAT_DAMAGE_TO_PLAYER = "one or more creatures a player controls deal combat damage to a player"  # CR 726.2, 603.2c
    BECOMES_TARGET = "becomes the target"  # CR 601.2c, 115.1: of a spell or ability
    DEALS_DAMAGE = "deals damage"  # once per recipient ("deals damage to a player")
    DEALS_DAMAGE_AT_ONCE = "deals damage at once"  # once per source for all the damage it deals at once (120.3, 603.2c)
    DEALT_DAMAGE = "is dealt damage"  # CR 120.3: the object the damage was dealt to
    CYCLED = "cycles a card"  # CR 702.29c: a card discarded to pay the cost of a cycling ability
    DISCARDS = "discards a card"  # CR 701.9a
    BECOMES_TAPPED = "becomes tapped"  # CR 701.26a
    BECOMES_UNTAPPED = "becomes untapped"  # CR 701.26b
    ATTACKS_UNBLOCKED = "attacks and isn't blocked"  # CR 508.3f, 509.3g
    GAIN_LIFE = "gains life"
    LOSE_LIFE = "loses life"
    DRAW = "draws a card"
    CAST = "casts a spell"
    BEGINNING_OF_STEP = "beginning of step"
    TAPPED_FOR_MANA = "is tapped for mana"
    COUNTERS_PUT = "counters are put"
    COUNTERS_REMOVED = "counters are removed"  # CR 122.1
    TOKEN_CREATED = "token created"
    TURNED_FACE_UP = "is turned face up"  # CR 708.8
    BECOMES_LEVEL = "becomes level"  # CR 716.2a: a Class's level became N
    STATE = "state"  # state trigger (CR 603.8)
    REFLEXIVE = "reflexive"  # "when you do" (CR 603.12)
    ACTIVATES = "activates an ability"  # CR 602.2b: about the ability's source


@dataclass(frozen=True, slots=True)
class AboutThis:
    """The event is about this object ("when this creature enters")."""


@dataclass(frozen=True, slots=True)
class AboutRemembered:
    """The event is about one of the particular objects a delayed triggered ability refers to
    ("when that creature dies this turn", CR 603.7c)."""


@dataclass(frozen=True, slots=True)
class AboutAttached:
    """The event is about the permanent this Aura or Equipment is attached to ("whenever enchanted
    land is tapped for mana")."""


@dataclass(frozen=True, slots=True)
class Matches:
    """The object the event is about passes the filter ("whenever another creature you control
    enters"). For a batched event ("whenever one or more other creatures die", "two or more
    creatures you control attack a player"), at least ``min_count`` of its objects must (CR
    603.2c: the ability triggers once for the whole event)."""

    filter: ObjectFilter
    min_count: int = 1


@dataclass(frozen=True, slots=True)
class ByPlayer:
    """Whose event it is ("whenever you gain life", "at the beginning of each opponent's upkeep")."""

    who: Controller


@dataclass(frozen=True, slots=True)
class AtStep:
    """"At the beginning of [step]" (CR 603.2, 503.1a …): the step that began."""

    step: Step


@dataclass(frozen=True, slots=True)
class AttacksAlone:
    """"Whenever a creature you control attacks alone" (CR 506.5): it is the only creature declared
    as an attacker."""


@dataclass(frozen=True, slots=True)
class AttacksYou:
    """"Whenever a creature attacks you [or a planeswalker you control]" (CR 508.3a, 506.2): the
    creature was declared attacking the ability's controller (or, with ``planeswalkers``, a
    planeswalker they control)."""

    planeswalkers: bool = False


@dataclass(frozen=True, slots=True)
class AttacksMostLife:
    """"Whenever this creature attacks the player with the most life or tied for most life"
    (dethrone, CR 702.105a): the player it was declared attacking has a life total no other player
    in the game exceeds."""


@dataclass(frozen=True, slots=True)
class AttacksWithGreaterPower:
    """"Whenever this creature attacks with another creature with greater power" (training, CR
    702.149a): this creature is among the attackers declared, and another of them has greater power."""


@dataclass(frozen=True, slots=True)
class AttacksWithOthers:
    """"Whenever this creature and at least two other creatures attack" (battalion): this creature is
    among the attackers declared, with at least ``n`` others (CR 508.3c)."""

    n: int


@dataclass(frozen=True, slots=True)
class BlocksThis:
    """"Whenever a creature … blocks this creature" (CR 509.1, flanking 702.25a): the blocker
    was declared as a blocker of this object."""


@dataclass(frozen=True, slots=True)
class NthThisTurn:
    """"Whenever you draw your second card each turn": the event is the player's Nth of its kind
    this turn (so the ability triggers at most once a turn). ``of``: "whenever you cast your first
    instant or sorcery spell each turn" — the Nth spell with one of these card types (CR 601.2i)."""

    n: int
    of: frozenset[CardType] = frozenset()


@dataclass(frozen=True, slots=True)
class NotManaAbility:
    """"Whenever you activate an ability of an artifact, if it isn't a mana ability": the ability
    activated goes on the stack (a mana ability doesn't, CR 605.3a)."""


@dataclass(frozen=True, slots=True)
class While:
    """"Whenever this creature attacks while you control …": part of the trigger event, checked only
    as the event happens (unlike an intervening "if", CR 603.4, it isn't checked on resolution)."""

    condition: Condition


@dataclass(frozen=True, slots=True)
class NotFirstDrawInDrawStep:
    """"except the first one they draw in each of their draw steps" (504.1): a draw that is the
    drawing player's first in their own draw step doesn't count."""


@dataclass(frozen=True, slots=True)
class ProducesMana:
    """"Whenever you tap a permanent for {C}": the mana ability produced mana of this type (CR
    106.12a)."""

    mana_type: str


@dataclass(frozen=True, slots=True)
class ChapterReached:
    """A chapter ability of a Saga (CR 714.2b): "{rN} — [effect]" means "When one or more lore
    counters are put onto this Saga, if the number of lore counters on it was less than N and became
    at least N, [effect]"."""

    chapter: int


@dataclass(frozen=True, slots=True)
class LevelReached:
    """"When this Class becomes level N" (CR 716.2a): the level it became is ``level``."""

    level: int


@dataclass(frozen=True, slots=True)
class LastCounterRemoved:
    """"When the last time counter is removed from this card" (CR 702.62a): counters of ``kind``
    were removed and none of that kind is left."""

    kind: str


@dataclass(frozen=True, slots=True)
class DamagedPlayer:
    """"deals damage to a player", "… to an opponent" (CR 120.3): the damage was dealt to a player
    related to the ability's controller as ``who`` says."""

    who: Controller


@dataclass(frozen=True, slots=True)
class BlocksMatching:
    """"Whenever [a creature the filter admits] becomes blocked by a creature" (CR 509.1): the
    attacking creature the blocker blocks matches the filter (one event per blocker)."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class StateHolds:
    """A state trigger (CR 603.8): the game state that triggers the ability ("When you control no
    other creatures, …")."""

    condition: Condition


@dataclass(frozen=True, slots=True)
class Room:
    """A dungeon's room (CR 309.4): its room ability triggers "when you move your venture marker
    into this room" (309.4c). ``index`` is the room's place in the printed order (the topmost room is
    0, 309.4a), ``leads_to`` the rooms its arrows point to (none: the bottommost room, 309.5b);
    ``name`` is flavor (309.4b), shown to players."""

    index: int
    name: str
    leads_to: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class DamagedByThis:
    """"Whenever a creature dealt damage by this creature this turn dies" (CR 120.3): the object the
    event is about (as it last existed, 603.10a) was dealt damage this turn by this object, the
    source as the object it is now (400.7)."""


Constraint = (
    AboutThis | DamagedByThis | AboutRemembered | AboutAttached | Matches | ByPlayer | AtStep | NthThisTurn | NotManaAbility | AttacksAlone | While | NotFirstDrawInDrawStep | ProducesMana
    | ChapterReached | LevelReached | StateHolds | DamagedPlayer | AttacksWithOthers | LastCounterRemoved | BlocksThis | AttacksYou
    | BlocksMatching | AttacksMostLife | AttacksWithGreaterPower | Room
)

C = TypeVar("C")

#: The constraints' canonical order: the cheapest to check first, the object filter last (a
#: condition keeps its constraints in it, so two conditions with the same ones are equal).
_ORDER: dict[type, int] = {t: i for i, t in enumerate((
    AboutThis, AboutRemembered, AboutAttached, AtStep, ByPlayer, NthThisTurn, NotManaAbility, AttacksAlone, AttacksYou, AttacksMostLife, BlocksThis, ChapterReached, LevelReached, Room, LastCounterRemoved, ProducesMana, NotFirstDrawInDrawStep,
    StateHolds, DamagedPlayer, DamagedByThis, AttacksWithOthers, AttacksWithGreaterPower, BlocksMatching, While, Matches,
))}


@dataclass(frozen=True, slots=True)
class TriggerCondition:
    """When an ability triggers (CR 603.2): the kind of event and the constraints it must meet.

    ``once_each_turn``: "This ability triggers only once each turn" — after it has triggered, it
    doesn't trigger again this turn (the source keeps the count; a new object has a new one, 400.7).
    """

    event: TriggerEvent
    constraints: tuple[Constraint, ...] = ()
    once_each_turn: bool = False

    def __post_init__(self) -> None:
        if len(self.constraints) > 1 or type(self.constraints) is not tuple:
            object.__setattr__(self, "constraints", tuple(sorted(self.constraints, key=lambda c: _ORDER[type(c)])))

    def constraint(self, kind: type[C]) -> C | None:
        """The condition's constraint of type ``kind``, if it has one."""
        return next((c for c in self.constraints if isinstance(c, kind)), None)


__all__ = [
    "AboutAttached",
    "AttacksAlone",
    "BlocksThis",
    "AboutThis",
    "AtStep",
    "ByPlayer",
    "ChapterReached",
    "LevelReached",
    "Room",
    "Constraint",
    "LastCounterRemoved",
    "Matches",
    "NotFirstDrawInDrawStep",
    "NthThisTurn",
    "NotManaAbility",
    "ProducesMana",
    "StateHolds",
    "TriggerCondition",
    "TriggerEvent",
    "While",
]
