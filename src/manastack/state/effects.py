"""Continuous effects that resolving spells and abilities created (CR 611.2), as the game keeps
them: each an :class:`ActiveEffect` holding one typed effect.

Most effects are the same data a static ability carries (:data:`manastack.model.abilities.StaticEffect`:
"gets +2/+2", "can't block", "if that creature would die, exile it instead"); applied to the set
of objects locked in as the effect began (611.2c). The others exist only as the result of a
resolved spell or ability: a change of control to a particular player, prevention effects and
shields (615), regeneration shields (701.19).
"""

from __future__ import annotations

from dataclasses import dataclass

from manastack.model.abilities import StaticEffect
from manastack.model.effects import Duration
from manastack.model.filters import ObjectFilter


@dataclass(frozen=True, slots=True)
class ControlChange:
    """Layer 2 (CR 613.1b): the affected permanents are controlled by player ``to``."""

    to: int


@dataclass(frozen=True, slots=True)
class PreventCombatDamage:
    """CR 615.1: "prevent all combat damage that would be dealt this turn"; ``by_affected``: only the
    combat damage the affected objects would deal ("… a creature of your choice would deal …");
    with ``to_affected`` too, the combat damage dealt to or by them ("… that would be dealt to and
    dealt by that creature this turn")."""

    by_affected: bool = False
    to_affected: bool = False


@dataclass(frozen=True, slots=True)
class PreventAllDamage:
    """CR 615.1: "prevent all damage that would be dealt to [the affected players and permanents]"."""


@dataclass(frozen=True, slots=True)
class PreventionShield:
    """CR 615.7: "prevent the next ``amount`` damage that would be dealt to [the affected]"; each 1
    damage it prevents uses up 1, and at 0 the effect ends."""

    amount: int


@dataclass(frozen=True, slots=True)
class DamageUnpreventable:
    """CR 615.12: "damage can't be prevented this turn": prevention effects prevent none of it and
    their shields aren't used up."""


@dataclass(frozen=True, slots=True)
class CantGainLife:
    """CR 119.7: the affected players can't gain life."""


@dataclass(frozen=True, slots=True)
class RegenerationShield:
    """CR 701.19a, 614.8: the next time the affected permanent would be destroyed this turn, instead
    its damage is removed, it is tapped and removed from combat."""


@dataclass(frozen=True, slots=True)
class NoRegeneration:
    """CR 701.19c: regeneration shields aren't applied to the affected permanents."""


@dataclass(frozen=True, slots=True)
class SkipTurn:
    """CR 614.10, 614.10a: the affected player skips their next turn — a replacement effect waiting
    for it, used up when it skips one."""


@dataclass(frozen=True, slots=True)
class FlashForNextSpell:
    """CR 601.3b, 702.8a: the affected player's next spell this turn that ``filter`` admits can be
    cast as though it had flash; the effect is used up as that spell is cast."""

    filter: ObjectFilter


ContinuousEffect = (
    FlashForNextSpell | SkipTurn | StaticEffect | ControlChange | PreventCombatDamage | PreventAllDamage | PreventionShield | DamageUnpreventable | CantGainLife | RegenerationShield | NoRegeneration
)


@dataclass(frozen=True, slots=True)
class ActiveEffect:
    """A continuous effect created by a resolving spell or ability (CR 611.2): ``effect`` applies to
    ``affected`` — the set locked in as it began (611.2c); empty for an effect that changes the
    rules rather than particular objects ("until end of turn, if you tap a land for mana …") — for
    ``duration``. ``source_name`` is its source's name as the effect began (the source may be
    gone, 608.2n)."""

    effect: ContinuousEffect
    source_id: int
    controller: int
    timestamp: int
    duration: Duration
    affected: frozenset[int] = frozenset()
    source_name: str = ""


__all__ = [
    "ActiveEffect",
    "CantGainLife",
    "ContinuousEffect",
    "FlashForNextSpell",
    "ControlChange",
    "NoRegeneration",
    "PreventAllDamage",
    "PreventCombatDamage",
    "DamageUnpreventable",
    "PreventionShield",
    "RegenerationShield",
    "SkipTurn",
]
