"""Synthetic test cards: helpers to build cards directly in the card model, for rules tests that
need a card no real card is (a vanilla creature with one keyword, a spell with one effect).

These are not part of the package's card pool: real cards come from the compiler
(``manastack.cards.lookup.default_pool``); pass these to ``position()`` as CardDefs, or add them
to a pool with ``CardPool.with_cards``.
"""

from __future__ import annotations

from manastack.cards.lookup import deck as deck  # noqa: PLC0414 - re-exported for the tests
from manastack.cards.lookup import find_card
from manastack.mana import Color, ManaCost
from manastack.model.abilities import (
    ActivatedAbility,
    ControlsAtLeast,
    Cost,
    KeywordAbility,
    SpellAbility,
    TriggerCondition,
    TriggeredAbility,
    TriggerEvent,
)
from manastack.model.card import CardDef, token
from manastack.model.effects import AddMana, CreateToken, FixedMana, OneOf
from manastack.model.filters import Controller, ObjectFilter, TargetKind, TargetSpec
from manastack.model.types import CardType, Keyword, Step, Supertype

C = CardType
CREATURE = frozenset({C.CREATURE})
ANY_TARGET = TargetSpec(TargetKind.ANY, description="any target")
TARGET_CREATURE = TargetSpec(TargetKind.OBJECT, ObjectFilter(types=CREATURE), description="target creature")
TARGET_SPELL = TargetSpec(TargetKind.SPELL, description="target spell")


def card(name: str) -> CardDef:
    """A real card by name, compiled from its oracle text."""
    return find_card(name)


def mc(text: str) -> ManaCost:
    return ManaCost.parse(text)


def kw(*kws: Keyword) -> tuple[KeywordAbility, ...]:
    return tuple(KeywordAbility(k) for k in kws)


def tap_for(*types: str, text: str = "") -> ActivatedAbility:
    produce = FixedMana(types) if len(types) == 1 else OneOf(types)
    return ActivatedAbility(Cost(tap=True), (AddMana(produce),), text=text or "{T}: Add " + " or ".join("{" + t + "}" for t in types) + ".")


def creature(name: str, cost: str, p: int, t: int, *abilities: object, subtypes: tuple[str, ...] = (), legendary: bool = False, text: str = "", types: frozenset[CardType] = CREATURE) -> CardDef:
    return CardDef(
        name=name, mana_cost=mc(cost), types=types, subtypes=subtypes,
        supertypes=frozenset({Supertype.LEGENDARY}) if legendary else frozenset(),
        power=p, toughness=t, abilities=tuple(abilities), oracle_text=text,  # type: ignore[arg-type]
    )


def spell(name: str, cost: str, kind: CardType, *effects: object, targets: tuple[TargetSpec, ...] = (), text: str = "") -> CardDef:
    return CardDef(
        name=name, mana_cost=mc(cost), types=frozenset({kind}),
        abilities=(SpellAbility(effects=tuple(effects), targets=targets),), oracle_text=text,  # type: ignore[arg-type]
    )


# ---- tokens defined by the tests (creature tokens have no one predefined definition) ------------

SOLDIER = token("Soldier", CREATURE, subtypes=("Soldier",), colors={Color.WHITE}, power=1, toughness=1)
THOPTER = token("Thopter", frozenset({C.ARTIFACT, C.CREATURE}), subtypes=("Thopter",), power=1, toughness=1, abilities=kw(Keyword.FLYING))

#: An upkeep trigger with an intervening "if" clause (CR 603.4), the first ability of Thopter Spy
#: Network alone (the real card's combat-damage trigger doesn't compile yet).
TEST_THOPTER_NETWORK = CardDef(
    name="Test Thopter Network", mana_cost=mc("{2}{U}{U}"), types=frozenset({C.ENCHANTMENT}),
    abilities=(
        TriggeredAbility(
            TriggerCondition(TriggerEvent.BEGINNING_OF_STEP, step=Step.UPKEEP, player=Controller.YOU),
            (CreateToken(THOPTER),),
            intervening_if=ControlsAtLeast(ObjectFilter(types=frozenset({C.ARTIFACT}), controller=Controller.YOU)),
            text="At the beginning of your upkeep, if you control an artifact, create a 1/1 colorless Thopter artifact creature token with flying.",
        ),
    ),
)

__all__ = [
    "ANY_TARGET", "CREATURE", "SOLDIER", "TARGET_CREATURE", "TARGET_SPELL", "TEST_THOPTER_NETWORK", "THOPTER",
    "card", "creature", "deck", "kw", "mc", "spell", "tap_for",
]
