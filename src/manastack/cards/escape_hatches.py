"""Escape hatches: the only cards defined by hand in the card model instead of compiled from
their oracle text, each for a clause the grammar can't express yet.

Every other card comes from the compiler (:mod:`manastack.cards.compiled`). A card here is used
only when its oracle text does not compile (a compiled definition always wins), and
``manastack cards coverage`` counts these cards separately from the compiled ones. Each hatch
states the clause that keeps the card from compiling; when the grammar learns that clause, the
hatch is deleted (a test fails on a hatch whose card now compiles).

Each definition implements every ability of the card's oracle text (never a partial card).

>>> ESCAPE_HATCHES["Fatigue"].reason
"'Target player skips their next draw step' (skip effects, CR 614.10)"
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from manastack.mana import Color, ManaCost
from manastack.model.abilities import (
    ActivatedAbility,
    AddTypesStatic,
    Enchant,
    KeywordAbility,
    SetPTStatic,
    StaticAbility,
    TriggeredAbility,
)
from manastack.model.card import CardDef
from manastack.model.costs import Cost
from manastack.model.effects import (
    PutCounters,
    Untap,
)
from manastack.model.filters import (
    AttachedTo,
    CardTypes,
    Colors,
    Controller,
    ControllerIs,
    IsAttacking,
    ObjectFilter,
    Other,
    Target,
    TargetKind,
    TargetSpec,
)
from manastack.model.triggers import ByPlayer, Matches, TriggerCondition, TriggerEvent
from manastack.model.types import CardType, Keyword, Zone

C = CardType
CREATURE = frozenset({C.CREATURE})
ANY_TARGET = TargetSpec(TargetKind.ANY, description="any target")
TARGET_CREATURE = TargetSpec(TargetKind.OBJECT, ObjectFilter((CardTypes(CREATURE),)), description="target creature")
TARGET_PLAYER = TargetSpec(TargetKind.PLAYER, description="target player")


@dataclass(frozen=True, slots=True)
class EscapeHatch:
    """A hand-written card: its name, why it isn't compiled, and how to build it."""

    name: str
    reason: str
    build: Callable[[], CardDef]


def _mc(text: str) -> ManaCost:
    return ManaCost.parse(text)


def _spell(name: str, cost: str, kind: CardType, *abilities: object, text: str) -> CardDef:
    return CardDef(name=name, mana_cost=_mc(cost), types=frozenset({kind}), abilities=tuple(abilities), oracle_text=text)  # type: ignore[arg-type]


# ---- the hand-written definitions ----------------------------------------------------------------


def _reconnaissance() -> CardDef:
    from manastack.model.effects import RemoveFromCombat

    text = "{0}: Remove target attacking creature you control from combat and untap it."
    return CardDef(
        name="Reconnaissance", mana_cost=_mc("{W}"), types=frozenset({C.ENCHANTMENT}),
        abilities=(
            ActivatedAbility(
                Cost(mana=_mc("{0}")), (RemoveFromCombat(Target(0)), Untap(Target(0))),
                targets=(TargetSpec(TargetKind.OBJECT, ObjectFilter((CardTypes(CREATURE), ControllerIs(Controller.YOU), IsAttacking())), description="target attacking creature you control"),),
                text=text,
            ),
        ),
        oracle_text=text,
    )


def _godhead_of_awe() -> CardDef:
    text = "Other creatures have base power and toughness 1/1."
    return CardDef(
        name="Godhead of Awe", mana_cost=_mc("{W/U}{W/U}{W/U}{W/U}{W/U}"), types=CREATURE, subtypes=("Spirit", "Avatar"), power=4, toughness=4,
        abilities=(KeywordAbility(Keyword.FLYING), StaticAbility(SetPTStatic(ObjectFilter((CardTypes(CREATURE), Other())), 1, 1), text=text)),
        oracle_text="Flying\n" + text,
    )


def _ensoul_artifact() -> CardDef:
    text = "Enchanted artifact is a creature with base power and toughness 5/5 in addition to its other types."
    return CardDef(
        name="Ensoul Artifact", mana_cost=_mc("{1}{U}"), types=frozenset({C.ENCHANTMENT}), subtypes=("Aura",),
        abilities=(
            Enchant(ObjectFilter((CardTypes(frozenset({C.ARTIFACT})),))),
            StaticAbility(AddTypesStatic(AttachedTo(), types=("Creature",)), text=text),
            StaticAbility(SetPTStatic(AttachedTo(), 5, 5), text=text),
        ),
        oracle_text="Enchant artifact\n" + text,
    )


def _quirion_dryad() -> CardDef:
    text = "Whenever you cast a spell that's white, blue, black, or red, put a +1/+1 counter on this creature."
    return CardDef(
        name="Quirion Dryad", mana_cost=_mc("{1}{G}"), types=CREATURE, subtypes=("Dryad",), power=1, toughness=1,
        abilities=(
            TriggeredAbility(
                TriggerCondition(TriggerEvent.CAST, (ByPlayer(Controller.YOU), Matches(ObjectFilter((Colors(frozenset({Color.WHITE, Color.BLUE, Color.BLACK, Color.RED})),), zone=Zone.STACK)))),
                (PutCounters("+1/+1", 1),), text=text,
            ),
        ),
        oracle_text=text,
    )


# ---- the registry --------------------------------------------------------------------------------

_HATCHES = (
    EscapeHatch("Reconnaissance", "'Remove target attacking creature you control from combat' (CR 506.4)", _reconnaissance),
    EscapeHatch("Godhead of Awe", "'Other creatures have base power and toughness 1/1.' (setting base P/T, layer 7b)", _godhead_of_awe),
    EscapeHatch("Ensoul Artifact", "'Enchanted artifact is a creature with base power and toughness 5/5 in addition to its other types.' (layers 4 and 7b)", _ensoul_artifact),
    EscapeHatch("Quirion Dryad", "'Whenever you cast a spell that's white, blue, black, or red' (a cast trigger with a color filter)", _quirion_dryad),
)

#: Every escape hatch by card name (the one place hand-written card definitions live).
ESCAPE_HATCHES: dict[str, EscapeHatch] = {h.name: h for h in _HATCHES}


@lru_cache(maxsize=None)
def escape_hatch(name: str) -> CardDef | None:
    """The hand-written definition of the card named ``name`` (its full name), or None."""
    h = ESCAPE_HATCHES.get(name)
    return h.build() if h is not None else None


__all__ = ["ESCAPE_HATCHES", "EscapeHatch", "escape_hatch"]
