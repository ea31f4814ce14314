"""Characteristics as the game currently sees them (CR 109.3, 613): the values the layer system
(:mod:`manastack.rules.layers`) computes for an object. Plain data."""

from __future__ import annotations

from dataclasses import dataclass

from manastack.mana import Color, ManaCost
from manastack.model.abilities import Ability
from manastack.model.types import CardType, Keyword, Supertype


@dataclass(slots=True)
class Chars:
    """An object's characteristics and controller as the game currently sees them."""

    name: str
    mana_cost: ManaCost | None
    types: frozenset[CardType]
    subtypes: tuple[str, ...]
    supertypes: frozenset[Supertype]
    colors: frozenset[Color]
    power: int | None
    toughness: int | None
    abilities: tuple[Ability, ...]
    keywords: frozenset[Keyword]
    controller: int
    # CR 712.8e: a nonmodal double-faced permanent with its back face up has its front face's mana value.
    front_cost: ManaCost | None = None

    @property
    def mana_value(self) -> int:
        """CR 202.3 (712.8e: of the front face's mana cost for a transformed permanent)."""
        cost = self.mana_cost or self.front_cost
        return cost.mana_value if cost is not None else 0

    def is_type(self, t: CardType) -> bool:
        return t in self.types

    @property
    def is_creature(self) -> bool:
        return CardType.CREATURE in self.types

    @property
    def is_land(self) -> bool:
        return CardType.LAND in self.types
