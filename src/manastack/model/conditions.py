"""Conditions (CR 608.2c, 603.4, 611.3a): what "if …", "as long as …" and intervening "if"
clauses ask of the game, as small values; :mod:`manastack.rules.conditions` evaluates them."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from manastack.mana import Color
from manastack.model.filters import Controller, ObjectFilter, ObjectRef, PlayerRef
from manastack.model.types import Step, Zone


@dataclass(frozen=True, slots=True)
class LifeAtLeast:
    """"if you have N or more life"."""

    amount: int


@dataclass(frozen=True, slots=True)
class ControlsAtLeast:
    """"if you control N or more [filter]"; with a filter of another zone, "if there are N or more
    creature cards in your graveyard" (the objects of that zone the filter admits)."""

    filter: ObjectFilter
    count: int = 1


@dataclass(frozen=True, slots=True)
class YourTurn:
    """"during your turn"."""


@dataclass(frozen=True, slots=True)
class SpellsCastLastTurn:
    """"if no spells were cast last turn" (``most`` 0: no player cast any), "if a player cast two or
    more spells last turn" (``at_least`` 2: some player cast that many) — counted in the previous
    turn, whoever's it was."""

    at_least: int = 0
    most: int | None = None


@dataclass(frozen=True, slots=True)
class Not:
    """The negation of a condition: "if you control no Islands" is ``Not(ControlsAtLeast(Island))``."""

    condition: Condition


@dataclass(frozen=True, slots=True)
class DuringCombat:
    """"Activate only during combat": during the combat phase (CR 506.1)."""


@dataclass(frozen=True, slots=True)
class AttackedThisStep:
    """"Cast this spell only during the declare attackers step and only if you've been attacked this
    step": it is the declare attackers step (CR 508) and a creature attacks you, the player, not a
    planeswalker or battle you protect (508.1b)."""


@dataclass(frozen=True, slots=True)
class DuringYourSteps:
    """"Activate only during your upkeep", "… during your turn, before attackers are declared": it
    is the controller's turn and one of these steps."""

    steps: frozenset[Step]


@dataclass(frozen=True, slots=True)
class CostPaid:
    """"if this spell was kicked" (CR 702.33d, 702.33e) and the like: the spell (or the permanent it
    became, 400.7d) was cast with the named optional additional cost or alternative cost paid
    (``kicker``, ``flashback``)."""

    name: str


@dataclass(frozen=True, slots=True)
class IsA:
    """"if it's a Dwarf": the referenced object (a target, "it") is one the filter admits, checked as
    the effect is performed (CR 608.2c); false if it is gone or an illegal target (608.2b)."""

    what: ObjectRef
    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class GreaterPowerOrToughness:
    """"if that creature's power is greater than this creature's power and/or that creature's
    toughness is greater than this creature's toughness" (evolve, CR 702.100a): ``what`` compared
    with ``than``, each as it last existed if it has left the battlefield (608.2h); a noncreature
    permanent has no greater power or toughness than a creature, nor a creature than it (702.100c)."""

    what: ObjectRef
    than: ObjectRef


@dataclass(frozen=True, slots=True)
class CreatureDiedThisTurn:
    """"if a creature died this turn" (CR 700.4): at least ``count`` creatures were put into a
    graveyard from the battlefield this turn (anyone's, tokens included)."""

    count: int = 1


@dataclass(frozen=True, slots=True)
class SourceHasCounters:
    """"if this enchantment has [N or more] hope counters on it": the source has at least ``count``
    counters of ``kind``; "has no hope counters on it" is ``Not(SourceHasCounters("hope"))``.
    ``at_most``: "… but no more than N2 level counters on it" (a leveler's level, CR 711.2a)."""

    kind: str
    count: int = 1
    at_most: int | None = None


@dataclass(frozen=True, slots=True)
class DevotionAtLeast:
    """"as long as your devotion to blue is less than five" is ``Not(DevotionAtLeast({blue}, 5))``
    (CR 700.5): your devotion to these colours is at least ``count``."""

    colors: frozenset[Color]
    count: int


@dataclass(frozen=True, slots=True)
class SourceInZone:
    """"if this permanent is on the battlefield" (the intervening "if" of cumulative upkeep, CR
    702.24a), "if it's exiled" (suspend's last ability, 702.62a; 603.4): the ability's source is
    still the same object, in ``zone`` (400.7)."""

    zone: Zone


@dataclass(frozen=True, slots=True)
class SourceInZones:
    """"if CARDNAME is in your graveyard [or on the battlefield]" (an intervening "if", CR 603.4):
    the source is in one of ``zones`` (a graveyard: its owner's, "your"). The triggered ability
    states the zones it functions in, and functions from those (113.6b)."""

    zones: frozenset[Zone]


@dataclass(frozen=True, slots=True)
class Suspended:
    """"if this card is suspended" (CR 702.62b): the source is in exile, has suspend and has a time
    counter on it."""


class TurnRecord(str, Enum):
    """What a player did or had happen to them this turn, as the conditions of the cards read it."""

    LIFE_GAINED = "life gained"  # "if you gained [N or more] life this turn" (119.3)
    LIFE_LOST = "life lost"  # "if an opponent lost life this turn" (119.3)
    ATTACKED = "attacked"  # "if you attacked this turn" (508.1: declared one or more attackers)
    PERMANENT_LEFT = "permanent left"  # "if a permanent left the battlefield under your control this turn"
    DEALT_DAMAGE = "dealt damage"  # "if an opponent was dealt damage this turn" (bloodthirst, 702.54a; 120.3)
    CREATURE_SPELLS_CAST = "creature spells cast"  # "if you've cast a creature spell this turn" (601.2i)
    NONCREATURE_SPELLS_CAST = "noncreature spells cast"  # "if you've cast a noncreature spell this turn"
    TEAM_SPELLS_CAST = "spells cast by your team"  # "if you or one of your teammates has cast another spell this turn" (702.117a)


@dataclass(frozen=True, slots=True)
class DidThisTurn:
    """A player's turn history: "if you attacked this turn", "if you gained 3 or more life this
    turn", "if an opponent lost life this turn" — ``who`` (you, or any opponent) reached ``at_least``
    of the ``record`` this turn (life in points, the others in times)."""

    record: TurnRecord
    who: Controller = Controller.YOU
    at_least: int = 1


@dataclass(frozen=True, slots=True)
class DiscardedThisTurn:
    """"As long as you discarded this card this turn" (CR 702.187b mayhem): the source is a card
    put into a graveyard by a discard (701.9a) this turn, and hasn't changed zones since (400.7)."""


@dataclass(frozen=True, slots=True)
class CombatDamageToPlayerBy:
    """"if a player was dealt combat damage this turn by a creature that, at the time it dealt that
    damage, was an Assassin creature … under your control" (CR 702.173a freerunning; 510.2): a
    creature with ``subtype`` controlled by you dealt combat damage to a player this turn."""

    subtype: str


@dataclass(frozen=True, slots=True)
class WasCast:
    """"When this creature enters, if you cast it [from your hand], …" (CR 601, 603.4): the
    permanent was a spell that resolved (not put onto the battlefield another way, not a copy,
    707.10), cast from ``zone`` if one is given."""

    zone: Zone | None = None


@dataclass(frozen=True, slots=True)
class ManaSpentToCast:
    """"When this creature enters, if {U} was spent to cast it, …" (CR 601.2h, 603.4): mana of
    ``mana_type`` was spent to cast the spell the permanent was (a permanent not cast, or a copy,
    had none spent, 707.10)."""

    mana_type: str


@dataclass(frozen=True, slots=True)
class EnteredXAtLeast:
    """"When this creature enters, if X is 5 or more, …" (ravenous, CR 702.156a): the X of the spell
    that became the permanent as it resolved is at least ``n`` (107.3m; 0 if it wasn't cast)."""

    n: int


@dataclass(frozen=True, slots=True)
class CardTypesInGraveyard:
    """"if there are four or more card types among cards in your graveyard" (CR 205.2a: artifact,
    battle, creature, enchantment, instant, kindred, land, planeswalker, sorcery)."""

    at_least: int


@dataclass(frozen=True, slots=True)
class HandSizeAtMost:
    """"if you have no cards in hand", "if you have one or fewer cards in hand"."""

    count: int


@dataclass(frozen=True, slots=True)
class CameUnderControlSinceLastUpkeep:
    """"if this permanent came under your control since the beginning of your last upkeep" (the
    intervening "if" of echo, CR 702.30a, 603.4). During your upkeep, "your last upkeep" is the one
    before it."""


@dataclass(frozen=True, slots=True)
class SourceAttackedThisTurn:
    """"Activate only if this creature attacked this turn" (boast, CR 702.142a): the source, as the
    object it is now (400.7), was declared as an attacker this turn (508.1); ``or_blocked``: "if this
    Vehicle attacked or blocked this combat" — or as a blocker (509.1; a turn has one combat here,
    505.1)."""

    or_blocked: bool = False


@dataclass(frozen=True, slots=True)
class SourceMonstrous:
    """"if it's monstrous", "as long as this creature is monstrous" (CR 701.37b): the source, as the
    object it is now (400.7), is monstrous."""


@dataclass(frozen=True, slots=True)
class SourceRenowned:
    """"if it's renowned" (CR 702.112b): the source, as the object it is now (400.7), is renowned."""


@dataclass(frozen=True, slots=True)
class SourceClassLevel:
    """CR 716.2a: "as long as this Class is level N or greater" (``at_most`` None), "activate only if
    this Class is level N-1" (``at_most`` N-1): the source's level, as the object it is now (400.7);
    716.2d: a permanent without a level is treated as though its level is 1."""

    at_least: int
    at_most: int | None = None


@dataclass(frozen=True, slots=True)
class SourceSolved:
    """CR 719.3b-c: the source, as the object it is now (400.7), has the solved designation."""


@dataclass(frozen=True, slots=True)
class AnOpponentControlsAtLeast:
    """"if an opponent controls four or more lands": some one opponent controls at least ``count``
    objects the filter admits."""

    filter: ObjectFilter
    count: int


@dataclass(frozen=True, slots=True)
class FewerThanAnOpponent:
    """"if you have less life than an opponent" (``filter`` None), "if you control fewer creatures
    than an opponent": compared with each opponent, some one has more."""

    filter: ObjectFilter | None = None


@dataclass(frozen=True, slots=True)
class Paired:
    """"as long as this creature is paired with another creature" (soulbond, CR 702.95a)."""


@dataclass(frozen=True, slots=True)
class CanPair:
    """Soulbond's intervening "if" (CR 702.95a): you control this creature and another creature
    — ``other``, the one that entered, or (None) any other creature — and both are unpaired."""

    other: ObjectRef | None = None


@dataclass(frozen=True, slots=True)
class HasCitysBlessing:
    """"if you have the city's blessing" (CR 702.131c)."""


@dataclass(frozen=True, slots=True)
class IsMonarch:
    """"if you're the monarch", "if an opponent is the monarch" (CR 725.1): the player who has the
    designation is ``who`` relative to the ability's controller."""

    who: Controller = Controller.YOU


#: CR 702.179d-e: a player's speed doesn't increase past 4 by its own rule; speed 4 is "max speed".
MAX_SPEED = 4


@dataclass(frozen=True, slots=True)
class SpeedAtLeast:
    """"if you have max speed" (``amount`` 4, CR 702.179e), "if your speed is less than 4" (its
    negation): a player with no speed has speed 0 for it (702.179f)."""

    amount: int


@dataclass(frozen=True, slots=True)
class HasInitiative:
    """"if you have the initiative", "if an opponent has the initiative" (CR 726.1)."""

    who: Controller = Controller.YOU


@dataclass(frozen=True, slots=True)
class CompletedDungeon:
    """"if you've completed a dungeon" (CR 309.7); "if you haven't completed Tomb of Annihilation"
    is its negation naming the dungeon (``name``)."""

    name: str | None = None


@dataclass(frozen=True, slots=True)
class RingTemptedAtLeast:
    """"as long as the Ring has tempted you N or more times" (CR 701.54c)."""

    times: int


@dataclass(frozen=True, slots=True)
class APlayerLifeAtMost:
    """"a player has 13 or less life" (``who`` ANY), "an opponent has 10 or less life" (OPPONENT):
    some one player of those in the game has at most ``amount`` life (CR 119, 102.3)."""

    amount: int
    who: Controller = Controller.ANY


@dataclass(frozen=True, slots=True)
class OpponentsAtLeast:
    """"you have two or more opponents" (CR 102.3: players on other teams still in the game)."""

    count: int


@dataclass(frozen=True, slots=True)
class ForPlayer:
    """A condition about another player than the ability's controller: "if that player has two or
    fewer cards in hand" (an intervening "if", CR 603.4) is ``condition`` read with ``player`` as
    "you" — it holds if it holds for each player the reference denotes (and there is one)."""

    player: PlayerRef
    condition: Condition


Condition = (
    LifeAtLeast | ControlsAtLeast | YourTurn | Not | DuringCombat | AttackedThisStep | CostPaid | IsA | CreatureDiedThisTurn | SourceHasCounters
    | SourceInZone | Suspended | SpellsCastLastTurn | DuringYourSteps | DidThisTurn | WasCast | CardTypesInGraveyard | HandSizeAtMost
    | CameUnderControlSinceLastUpkeep | AnOpponentControlsAtLeast | FewerThanAnOpponent
    | SourceAttackedThisTurn | SourceRenowned | SourceMonstrous | SourceClassLevel | SourceSolved | Paired | CanPair | IsMonarch | HasInitiative | CompletedDungeon | HasCitysBlessing | SpeedAtLeast | RingTemptedAtLeast | DevotionAtLeast | APlayerLifeAtMost | OpponentsAtLeast | GreaterPowerOrToughness
    | ForPlayer | SourceInZones | ManaSpentToCast | DiscardedThisTurn | CombatDamageToPlayerBy | EnteredXAtLeast
)
