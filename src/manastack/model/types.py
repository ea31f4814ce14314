"""Enumerations used across the card model and the game state: card types, supertypes, zones,
steps and keyword abilities."""

from __future__ import annotations

from enum import Enum


class CardType(str, Enum):
    """Card types (CR 300.1)."""

    ARTIFACT = "Artifact"
    BATTLE = "Battle"
    CREATURE = "Creature"
    ENCHANTMENT = "Enchantment"
    INSTANT = "Instant"
    KINDRED = "Kindred"
    LAND = "Land"
    PLANESWALKER = "Planeswalker"
    SORCERY = "Sorcery"


#: CR 110.4: the types an object on the battlefield (a permanent) can have.
PERMANENT_TYPES = frozenset(
    {CardType.ARTIFACT, CardType.BATTLE, CardType.CREATURE, CardType.ENCHANTMENT, CardType.LAND, CardType.PLANESWALKER}
)


class Supertype(str, Enum):
    """Supertypes (CR 205.4)."""

    BASIC = "Basic"
    LEGENDARY = "Legendary"
    SNOW = "Snow"
    WORLD = "World"


class Zone(str, Enum):
    """Zones (CR 400.1)."""

    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    STACK = "stack"
    EXILE = "exile"
    COMMAND = "command"


class Step(str, Enum):
    """The steps of a turn (CR 500.1), with the main phases as steps of their own."""

    UNTAP = "untap"
    UPKEEP = "upkeep"
    DRAW = "draw"
    PRECOMBAT_MAIN = "precombat_main"
    BEGINNING_OF_COMBAT = "beginning_of_combat"
    DECLARE_ATTACKERS = "declare_attackers"
    DECLARE_BLOCKERS = "declare_blockers"
    FIRST_STRIKE_DAMAGE = "first_strike_damage"
    COMBAT_DAMAGE = "combat_damage"
    END_OF_COMBAT = "end_of_combat"
    POSTCOMBAT_MAIN = "postcombat_main"
    END = "end"
    CLEANUP = "cleanup"

    @property
    def is_main(self) -> bool:
        return self in (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)

    @property
    def is_combat(self) -> bool:
        return Step.BEGINNING_OF_COMBAT.index <= self.index <= Step.END_OF_COMBAT.index

    @property
    def index(self) -> int:
        return STEP_ORDER.index(self)


STEP_ORDER: tuple[Step, ...] = tuple(Step)


class Keyword(str, Enum):
    """Keyword abilities without parameters that the rules give meaning to (CR 702)."""

    DEATHTOUCH = "deathtouch"
    DEFENDER = "defender"
    DOUBLE_STRIKE = "double strike"
    FIRST_STRIKE = "first strike"
    FLASH = "flash"
    FLYING = "flying"
    HASTE = "haste"
    HEXPROOF = "hexproof"
    INDESTRUCTIBLE = "indestructible"
    LIFELINK = "lifelink"
    MENACE = "menace"
    REACH = "reach"
    SHROUD = "shroud"
    TRAMPLE = "trample"
    VIGILANCE = "vigilance"
    # Restrictions that oracle text states in words but that behave like keywords for the rules.
    CANT_BLOCK = "can't block"
    CANT_ATTACK = "can't attack"
    CANT_BE_BLOCKED = "can't be blocked"
