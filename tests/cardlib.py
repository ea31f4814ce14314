"""Cards built by hand in the card model, for the tests. They have two uses:

- **Synthetic cards for rules tests**: :func:`creature`, :func:`spell`, :func:`kw` and
  :func:`tap_for` build cards no real card is (a vanilla creature with one keyword, a spell with
  one effect); :data:`TEST_THOPTER_NETWORK` and the creature tokens :data:`SOLDIER` and
  :data:`THOPTER` are ready-made. Pass them to ``position()`` as CardDefs, or add them to a pool
  with ``CardPool.with_cards``.
- **Expected values for the oracle tests**: :data:`CARDS` (and the tokens in :data:`TOKENS`) are
  real cards written by hand, the reference ``tests/oracle/test_lowering.py`` compares the
  compiler's output with (display text aside) and ``tests/oracle/test_play.py`` plays against the
  compiled cards. They are expected values, not cards the engine plays.

None of these is part of the package's card pool: every real card the engine plays is compiled
from its oracle text (``manastack.cards.lookup.default_pool``; :func:`card` looks one up by name).
"""

from __future__ import annotations

from manastack.cards.lookup import deck as deck  # noqa: PLC0414 - re-exported for the tests
from manastack.cards.lookup import find_card
from manastack.mana import Color, ManaCost
from manastack.model.abilities import (
    ActivatedAbility,
    Enchant,
    EntersAsCopy,
    EntersWithCounters,
    GrantKeywordsStatic,
    GraveyardToExile,
    KeywordAbility,
    Landwalk,
    LifeGainPlus,
    LifeGainTimes,
    ModifyPTStatic,
    PTEqualTo,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
    equip,
)
from manastack.model.card import CardDef, token
from manastack.model.conditions import ControlsAtLeast, LifeAtLeast
from manastack.model.costs import (
    Cost,
    DiscardCards,
    ExileSelf,
    PayLife,
    RemoveCountersFromSelf,
    SacrificePermanents,
    SacrificeSelf,
    TapSelf,
    UntapSelf,
)
from manastack.model.effects import (
    AddMana,
    AnyTypeCouldProduce,
    CreateToken,
    DealDamage,
    Destroy,
    DrawCards,
    FixedMana,
    GainLife,
    ModifyPT,
    MoveTo,
    OneOf,
    PreventDamage,
    PutCounters,
    Scry,
    SearchLibrary,
)
from manastack.model.filters import (
    AllMatching,
    AttachedTo,
    CardTypes,
    Controller,
    ControllerIs,
    CountOf,
    ManaValueAtMost,
    ObjectFilter,
    Other,
    OwnerIsYou,
    Subtypes,
    Target,
    TargetKind,
    TargetSpec,
    This,
    X,
)
from manastack.model.triggers import AboutThis, AtStep, ByPlayer, Matches, TriggerCondition, TriggerEvent
from manastack.model.types import CardType, Keyword, Step, Supertype, Zone

CREATURE = frozenset({CardType.CREATURE})
ANY_TARGET = TargetSpec(TargetKind.ANY, description="any target")
TARGET_CREATURE = TargetSpec(TargetKind.OBJECT, ObjectFilter((CardTypes(CREATURE),)), description="target creature")
TARGET_SPELL = TargetSpec(TargetKind.SPELL, description="target spell")


# ---- building cards --------------------------------------------------------------------------


def card(name: str) -> CardDef:
    """A real card by name, from the default pool (compiled from its oracle text)."""
    return find_card(name)


def mc(text: str) -> ManaCost:
    return ManaCost.parse(text)


def kw(*kws: Keyword) -> tuple[KeywordAbility, ...]:
    return tuple(KeywordAbility(k) for k in kws)


def tap_for(*types: str, text: str = "") -> ActivatedAbility:
    produce = FixedMana(types) if len(types) == 1 else OneOf(types)
    return ActivatedAbility(Cost(parts=(TapSelf(),)), (AddMana(produce),), text=text or "{T}: Add " + " or ".join("{" + t + "}" for t in types) + ".")


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


def basic(name: str, subtype: str, t: str) -> CardDef:
    return CardDef(
        name=name, types=frozenset({CardType.LAND}), subtypes=(subtype,), supertypes=frozenset({Supertype.BASIC}),
        abilities=(tap_for(t),), oracle_text=f"({{T}}: Add {{{t}}}.)",
    )


# ---- tokens (creature tokens have no one predefined definition) --------------------------------

SOLDIER = token("Soldier", CREATURE, subtypes=("Soldier",), colors={Color.WHITE}, power=1, toughness=1)
THOPTER = token("Thopter", frozenset({CardType.ARTIFACT, CardType.CREATURE}), subtypes=("Thopter",), power=1, toughness=1, abilities=kw(Keyword.FLYING))
FOOD = token(
    "Food", frozenset({CardType.ARTIFACT}), subtypes=("Food",),
    abilities=(ActivatedAbility(Cost(mc("{2}"), (TapSelf(), SacrificeSelf())), (GainLife(3),), text="{2}, {T}, Sacrifice this token: You gain 3 life."),),
)
TREASURE = token(
    "Treasure", frozenset({CardType.ARTIFACT}), subtypes=("Treasure",),
    abilities=(ActivatedAbility(Cost(parts=(TapSelf(), SacrificeSelf())), (AddMana(OneOf(tuple("WUBRG"))),), text="{T}, Sacrifice this token: Add one mana of any color."),),
)
CLUE = token(
    "Clue", frozenset({CardType.ARTIFACT}), subtypes=("Clue",),
    abilities=(ActivatedAbility(Cost(mc("{2}"), (SacrificeSelf(),)), (DrawCards(1),), text="{2}, Sacrifice this token: Draw a card."),),
)
BLOOD = token(
    "Blood", frozenset({CardType.ARTIFACT}), subtypes=("Blood",),
    abilities=(ActivatedAbility(Cost(mc("{1}"), (TapSelf(), DiscardCards(1), SacrificeSelf())), (DrawCards(1),), text="{1}, {T}, Discard a card, Sacrifice this token: Draw a card."),),
)
GOLD = token(
    "Gold", frozenset({CardType.ARTIFACT}), subtypes=("Gold",),
    abilities=(ActivatedAbility(Cost(parts=(SacrificeSelf(),)), (AddMana(OneOf(tuple("WUBRG"))),), text="Sacrifice this token: Add one mana of any color."),),
)

TOKENS: dict[str, CardDef] = {t.name: t for t in (SOLDIER, FOOD, TREASURE, THOPTER, CLUE, BLOOD, GOLD)}


# ---- synthetic cards for the rules tests -------------------------------------------------------

#: An upkeep trigger with an intervening "if" clause (CR 603.4), the first ability of Thopter Spy
#: Network alone (the real card's combat-damage trigger doesn't compile yet).
TEST_THOPTER_NETWORK = CardDef(
    name="Test Thopter Network", mana_cost=mc("{2}{U}{U}"), types=frozenset({CardType.ENCHANTMENT}),
    abilities=(
        TriggeredAbility(
            TriggerCondition(TriggerEvent.BEGINNING_OF_STEP, (AtStep(Step.UPKEEP), ByPlayer(Controller.YOU))),
            (CreateToken(THOPTER),),
            intervening_if=ControlsAtLeast(ObjectFilter((CardTypes(frozenset({CardType.ARTIFACT})), ControllerIs(Controller.YOU)))),
            text="At the beginning of your upkeep, if you control an artifact, create a 1/1 colorless Thopter artifact creature token with flying.",
        ),
    ),
)


# ---- real cards written by hand: the oracle tests' expected values ----------------------------

_CARDS: list[CardDef] = [
    basic("Mountain", "Mountain", "R"),
    basic("Forest", "Forest", "G"),
    creature("Grizzly Bears", "{1}{G}", 2, 2, subtypes=("Bear",)),
    creature("Serra Angel", "{3}{W}{W}", 4, 4, *kw(Keyword.FLYING, Keyword.VIGILANCE), subtypes=("Angel",), text="Flying, vigilance"),
    creature("Vampire Nighthawk", "{1}{B}{B}", 2, 3, *kw(Keyword.FLYING, Keyword.DEATHTOUCH, Keyword.LIFELINK), subtypes=("Vampire", "Shaman"), text="Flying\nDeathtouch\nLifelink"),
    creature("Llanowar Elves", "{G}", 1, 1, tap_for("G"), subtypes=("Elf", "Druid"), text="{T}: Add {G}."),
    creature("Goblin Piker", "{1}{R}", 2, 1, *kw(Keyword.CANT_BLOCK), subtypes=("Goblin", "Warrior"), text="This creature can't block."),
    creature(
        "Soul Warden", "{W}", 1, 1,
        TriggeredAbility(TriggerCondition(TriggerEvent.ENTERS, (Matches(ObjectFilter((CardTypes(CREATURE), Other()))),)), (GainLife(1),), text="Whenever another creature enters, you gain 1 life."),
        subtypes=("Human", "Cleric"),
    ),
    creature(
        "Ajani's Pridemate", "{1}{W}", 2, 2,
        TriggeredAbility(TriggerCondition(TriggerEvent.GAIN_LIFE, (ByPlayer(Controller.YOU),)), (PutCounters("+1/+1", 1),), text="Whenever you gain life, put a +1/+1 counter on this creature."),
        subtypes=("Cat", "Soldier"),
    ),
    creature(
        "Bilbo, Birthday Celebrant", "{W}{B}{G}", 2, 3,
        StaticAbility(LifeGainPlus(1), text="If you would gain life, you gain that much life plus 1 instead."),
        ActivatedAbility(
            Cost(mc("{2}{W}{B}{G}"), (TapSelf(), ExileSelf())),
            (SearchLibrary(ObjectFilter((CardTypes(CREATURE),), zone=Zone.LIBRARY), Zone.BATTLEFIELD, count=None, up_to=True),),
            condition=LifeAtLeast(111),
            text="{2}{W}{B}{G}, {T}, Exile Bilbo: Search your library for any number of creature cards, put them onto the battlefield, then shuffle. Activate only if you have 111 or more life.",
        ),
        subtypes=("Halfling", "Rogue"), legendary=True,
    ),
    creature(
        "Walking Ballista", "{X}{X}", 0, 0,
        StaticAbility(EntersWithCounters("+1/+1", X()), text="This creature enters with X +1/+1 counters on it."),
        ActivatedAbility(Cost(mana=mc("{4}")), (PutCounters("+1/+1", 1),), text="{4}: Put a +1/+1 counter on this creature."),
        ActivatedAbility(Cost(parts=(RemoveCountersFromSelf("+1/+1", 1),)), (DealDamage(1, Target(0)),), targets=(ANY_TARGET,), text="Remove a +1/+1 counter from this creature: It deals 1 damage to any target."),
        subtypes=("Construct",), types=frozenset({CardType.ARTIFACT, CardType.CREATURE}),
    ),
    creature(
        "Order of Whiteclay", "{1}{W}{W}", 1, 4,
        ActivatedAbility(
            Cost(mc("{1}{W}{W}"), (UntapSelf(),)),
            (MoveTo(Target(0), Zone.BATTLEFIELD),),
            targets=(TargetSpec(TargetKind.OBJECT, ObjectFilter((CardTypes(CREATURE), OwnerIsYou(), ManaValueAtMost(3)), zone=Zone.GRAVEYARD), description="target creature card with mana value 3 or less from your graveyard"),),
            text="{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your graveyard to the battlefield.",
        ),
        subtypes=("Kithkin", "Cleric"),
    ),
    creature(
        "Clone", "{3}{U}", 0, 0,
        StaticAbility(EntersAsCopy(ObjectFilter((CardTypes(CREATURE),))), text="You may have this creature enter as a copy of any creature on the battlefield."),
        subtypes=("Shapeshifter",),
    ),
    creature(
        "Gilded Goose", "{G}", 0, 2, *kw(Keyword.FLYING),
        TriggeredAbility(TriggerCondition(TriggerEvent.ENTERS, (AboutThis(),)), (CreateToken(FOOD),), text="When this creature enters, create a Food token."),
        subtypes=("Bird",),
    ),
    spell("Lightning Bolt", "{R}", CardType.INSTANT, DealDamage(3, Target(0)), targets=(ANY_TARGET,), text="Lightning Bolt deals 3 damage to any target."),
    spell("Shock", "{R}", CardType.INSTANT, DealDamage(2, Target(0)), targets=(ANY_TARGET,), text="Shock deals 2 damage to any target."),
    spell("Giant Growth", "{G}", CardType.INSTANT, ModifyPT(Target(0), 3, 3), targets=(TARGET_CREATURE,), text="Target creature gets +3/+3 until end of turn."),
    spell("Divination", "{2}{U}", CardType.SORCERY, DrawCards(2), text="Draw two cards."),
    spell("Fog", "{G}", CardType.INSTANT, PreventDamage(combat_only=True), text="Prevent all combat damage that would be dealt this turn."),
    spell("Raise the Alarm", "{1}{W}", CardType.INSTANT, CreateToken(SOLDIER, 2), text="Create two 1/1 white Soldier creature tokens."),
    spell("Pyroclasm", "{1}{R}", CardType.SORCERY, DealDamage(2, AllMatching(ObjectFilter((CardTypes(CREATURE),)))), text="Pyroclasm deals 2 damage to each creature."),
    CardDef(
        name="Rest in Peace", mana_cost=mc("{1}{W}"), types=frozenset({CardType.ENCHANTMENT}),
        abilities=(
            TriggeredAbility(TriggerCondition(TriggerEvent.ENTERS, (AboutThis(),)), (MoveTo(AllMatching(ObjectFilter(zone=Zone.GRAVEYARD)), Zone.EXILE),), text="When this enchantment enters, exile all graveyards."),
            StaticAbility(GraveyardToExile(), text="If a card or token would be put into a graveyard from anywhere, exile it instead."),
        ),
    ),
    CardDef(
        name="Glorious Anthem", mana_cost=mc("{1}{W}{W}"), types=frozenset({CardType.ENCHANTMENT}),
        abilities=(StaticAbility(ModifyPTStatic(ObjectFilter((CardTypes(CREATURE), ControllerIs(Controller.YOU))), 1, 1), text="Creatures you control get +1/+1."),),
    ),
    CardDef(
        name="Holy Strength", mana_cost=mc("{W}"), types=frozenset({CardType.ENCHANTMENT}), subtypes=("Aura",),
        abilities=(Enchant(ObjectFilter((CardTypes(CREATURE),))), StaticAbility(ModifyPTStatic(AttachedTo(), 1, 2), text="Enchanted creature gets +1/+2.")),
    ),
    CardDef(
        name="Bonesplitter", mana_cost=mc("{1}"), types=frozenset({CardType.ARTIFACT}), subtypes=("Equipment",),
        abilities=(StaticAbility(ModifyPTStatic(AttachedTo(), 2, 0), text="Equipped creature gets +2/+0."), equip(mc("{1}"))),
    ),
    CardDef(
        name="Fellwar Stone", mana_cost=mc("{2}"), types=frozenset({CardType.ARTIFACT}),
        abilities=(ActivatedAbility(Cost(parts=(TapSelf(),)), (AddMana(AnyTypeCouldProduce(ObjectFilter((CardTypes(frozenset({CardType.LAND})), ControllerIs(Controller.OPPONENT))), colors_only=True)),), text="{T}: Add one mana of any color that a land an opponent controls could produce."),),
    ),
    # Replacement and trigger cards (CR 614–616, 603) --------------------------------------------
    creature(
        "Rhox Faithmender", "{3}{W}", 1, 5, *kw(Keyword.LIFELINK),
        StaticAbility(LifeGainTimes(2), text="If you would gain life, you gain twice that much life instead."),
        subtypes=("Rhino", "Monk"), text="Lifelink\nIf you would gain life, you gain twice that much life instead.",
    ),
    creature(
        "Ravenous Chupacabra", "{2}{B}{B}", 2, 2,
        TriggeredAbility(
            TriggerCondition(TriggerEvent.ENTERS, (AboutThis(),)), (Destroy(Target(0)),),
            targets=(TargetSpec(TargetKind.OBJECT, ObjectFilter((CardTypes(CREATURE), ControllerIs(Controller.OPPONENT))), description="target creature an opponent controls"),),
            text="When this creature enters, destroy target creature an opponent controls.",
        ),
        subtypes=("Horror",),
    ),
    # Casting (CR 601), activated abilities (602) and mana (106, 605) ----------------------------
    spell("Blaze", "{X}{R}", CardType.SORCERY, DealDamage(X(), Target(0)), targets=(ANY_TARGET,), text="Blaze deals X damage to any target."),
    creature(
        "Rootwalla", "{2}{G}", 2, 2,
        ActivatedAbility(Cost(mana=mc("{1}{G}")), (ModifyPT(This(), 2, 2),), max_per_turn=1, text="{1}{G}: This creature gets +2/+2 until end of turn. Activate only once each turn."),
        subtypes=("Lizard",),
    ),
    creature(
        "Viscera Seer", "{B}", 1, 1,
        ActivatedAbility(Cost(parts=(SacrificePermanents(ObjectFilter((CardTypes(CREATURE),))),)), (Scry(1),), text="Sacrifice a creature: Scry 1."),
        subtypes=("Vampire", "Wizard"),
    ),
    creature(
        "Rummaging Goblin", "{2}{R}", 1, 1,
        ActivatedAbility(Cost(parts=(TapSelf(), DiscardCards(1))), (DrawCards(1),), text="{T}, Discard a card: Draw a card."),
        subtypes=("Goblin", "Rogue"),
    ),
    CardDef(
        name="Greed", mana_cost=mc("{3}{B}"), types=frozenset({CardType.ENCHANTMENT}),
        abilities=(ActivatedAbility(Cost(mc("{B}"), (PayLife(2),)), (DrawCards(1),), text="{B}, Pay 2 life: Draw a card."),),
    ),
    CardDef(
        name="Fervor", mana_cost=mc("{2}{R}"), types=frozenset({CardType.ENCHANTMENT}),
        abilities=(StaticAbility(GrantKeywordsStatic(ObjectFilter((CardTypes(CREATURE), ControllerIs(Controller.YOU))), (Keyword.HASTE,)), text="Creatures you control have haste."),),
    ),
    # Combat (CR 506–511) and the combat keywords (702) --------------------------------------------
    creature("Bog Wraith", "{3}{B}", 3, 3, Landwalk("Swamp"), subtypes=("Wraith",), text="Swampwalk"),
    creature("Jhessian Infiltrator", "{G}{U}", 2, 2, *kw(Keyword.CANT_BE_BLOCKED), subtypes=("Human", "Rogue"), text="This creature can't be blocked."),
    # The layer system (CR 613) ---------------------------------------------------------------------
    creature(
        "Nightmare", "{5}{B}", 0, 0, *kw(Keyword.FLYING),
        StaticAbility(PTEqualTo(CountOf(ObjectFilter((Subtypes(frozenset({"Swamp"})), ControllerIs(Controller.YOU))))), text="Nightmare's power and toughness are each equal to the number of Swamps you control."),
        subtypes=("Nightmare", "Horse"), text="Flying\nNightmare's power and toughness are each equal to the number of Swamps you control.",
    ),
]

CARDS: dict[str, CardDef] = {c.name: c for c in _CARDS}

__all__ = [
    "ANY_TARGET", "BLOOD", "CARDS", "CLUE", "CREATURE", "FOOD", "GOLD", "SOLDIER", "TARGET_CREATURE", "TARGET_SPELL",
    "TEST_THOPTER_NETWORK", "THOPTER", "TOKENS", "TREASURE",
    "basic", "card", "creature", "deck", "kw", "mc", "spell", "tap_for",
]
