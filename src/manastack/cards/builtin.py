"""Cards built directly in the typed card model.

These definitions are the engine's first card pool: the target shape that the oracle-text
compiler emits. Each one states its oracle text beside its model so the two can be compared.
"""

from __future__ import annotations

from manastack.errors import UnknownCardError
from manastack.mana import Color, ManaCost
from manastack.model.abilities import (
    ActivatedAbility,
    CostModifier,
    Cost,
    ControlsAtLeast,
    CounterMultiplier,
    DrawReplacement,
    Enchant,
    EntersAsCopy,
    EntersWithCounters,
    GraveyardToExile,
    flashback,
    KeywordAbility,
    LifeAtLeast,
    LifeGainPlus,
    LifeGainTimes,
    ManaMultiplier,
    ModifyPTStatic,
    SpellAbility,
    StaticAbility,
    TokenMultiplier,
    TriggerCondition,
    TriggeredAbility,
    TriggerEvent,
    equip,
)
from manastack.model.card import CardDef, token
from manastack.model.effects import (
    AddMana,
    CounterSpell,
    CreateToken,
    DealDamage,
    DelayedTrigger,
    Destroy,
    DrawCards,
    FixedMana,
    GainLife,
    LoseLife,
    ModifyPT,
    MoveTo,
    OneOf,
    PreventDamage,
    PutCounters,
    SearchLibrary,
    Tap,
    AnyTypeCouldProduce,
)
from manastack.model.filters import (
    You,
    AllMatching,
    AttachedTo,
    Controller,
    EachOpponent,
    ObjectFilter,
    Target,
    TargetKind,
    TargetSpec,
    X,
)
from manastack.model.types import CardType, Keyword, Step, Supertype, Zone

C = CardType
K = Keyword
CREATURE = frozenset({C.CREATURE})
ANY_TARGET = TargetSpec(TargetKind.ANY, description="any target")
TARGET_CREATURE = TargetSpec(TargetKind.OBJECT, ObjectFilter(types=CREATURE), description="target creature")
TARGET_SPELL = TargetSpec(TargetKind.SPELL, description="target spell")


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


def basic(name: str, subtype: str, t: str) -> CardDef:
    return CardDef(
        name=name, types=frozenset({C.LAND}), subtypes=(subtype,), supertypes=frozenset({Supertype.BASIC}),
        abilities=(tap_for(t),), oracle_text=f"({{T}}: Add {{{t}}}.)",
    )


# ---- tokens -------------------------------------------------------------------------------------

SOLDIER = token("Soldier", CREATURE, subtypes=("Soldier",), colors={Color.WHITE}, power=1, toughness=1)
FOOD = token(
    "Food", frozenset({C.ARTIFACT}), subtypes=("Food",),
    abilities=(ActivatedAbility(Cost(mana=mc("{2}"), tap=True, sacrifice_self=True), (GainLife(3),), text="{2}, {T}, Sacrifice this token: You gain 3 life."),),
)
TREASURE = token(
    "Treasure", frozenset({C.ARTIFACT}), subtypes=("Treasure",),
    abilities=(ActivatedAbility(Cost(tap=True, sacrifice_self=True), (AddMana(OneOf(tuple("WUBRG"))),), text="{T}, Sacrifice this token: Add one mana of any color."),),
)
THOPTER = token("Thopter", frozenset({C.ARTIFACT, C.CREATURE}), subtypes=("Thopter",), power=1, toughness=1, abilities=kw(K.FLYING))

CLUE = token(
    "Clue", frozenset({C.ARTIFACT}), subtypes=("Clue",),
    abilities=(ActivatedAbility(Cost(mana=mc("{2}"), sacrifice_self=True), (DrawCards(1),), text="{2}, Sacrifice this token: Draw a card."),),
)
BLOOD = token(
    "Blood", frozenset({C.ARTIFACT}), subtypes=("Blood",),
    abilities=(ActivatedAbility(Cost(mana=mc("{1}"), tap=True, discard=1, sacrifice_self=True), (DrawCards(1),), text="{1}, {T}, Discard a card, Sacrifice this token: Draw a card."),),
)
GOLD = token(
    "Gold", frozenset({C.ARTIFACT}), subtypes=("Gold",),
    abilities=(ActivatedAbility(Cost(sacrifice_self=True), (AddMana(OneOf(tuple("WUBRG"))),), text="Sacrifice this token: Add one mana of any color."),),
)

TOKENS: dict[str, CardDef] = {t.name: t for t in (SOLDIER, FOOD, TREASURE, THOPTER, CLUE, BLOOD, GOLD)}


# ---- cards --------------------------------------------------------------------------------------


def _bilbo_attack_trigger() -> TriggeredAbility:
    """Bilbo, Thief in the Night: casting from the graveyard while the trigger resolves (CR 608.2g)
    with a replacement effect on the spell cast this way (614.1a)."""
    from manastack.model.abilities import ExileInstead
    from manastack.model.effects import CastFromZone

    return TriggeredAbility(
        TriggerCondition(TriggerEvent.ATTACKS, self_only=True),
        (
            CastFromZone(
                ObjectFilter(types=frozenset({C.ARTIFACT, C.INSTANT, C.SORCERY}), zone=Zone.GRAVEYARD, description="artifact, instant, or sorcery"),
                Zone.GRAVEYARD,
                replacement=ExileInstead(Zone.GRAVEYARD, ObjectFilter(types=frozenset({C.INSTANT, C.SORCERY}), zone=Zone.STACK)),
            ),
        ),
        text="Whenever Bilbo attacks, you may cast an artifact, instant, or sorcery spell from your graveyard. If an instant or sorcery spell cast this way would be put into your graveyard, exile it instead.",
    )


_CARDS: list[CardDef] = [
    basic("Plains", "Plains", "W"),
    basic("Island", "Island", "U"),
    basic("Swamp", "Swamp", "B"),
    basic("Mountain", "Mountain", "R"),
    basic("Forest", "Forest", "G"),
    creature("Grizzly Bears", "{1}{G}", 2, 2, subtypes=("Bear",)),
    creature("Hill Giant", "{3}{R}", 3, 3, subtypes=("Giant",)),
    creature("Savannah Lions", "{W}", 2, 1, subtypes=("Cat",)),
    creature("Serra Angel", "{3}{W}{W}", 4, 4, *kw(K.FLYING, K.VIGILANCE), subtypes=("Angel",), text="Flying, vigilance"),
    creature("Vampire Nighthawk", "{1}{B}{B}", 2, 3, *kw(K.FLYING, K.DEATHTOUCH, K.LIFELINK), subtypes=("Vampire", "Shaman"), text="Flying\nDeathtouch\nLifelink"),
    creature("Llanowar Elves", "{G}", 1, 1, tap_for("G"), subtypes=("Elf", "Druid"), text="{T}: Add {G}."),
    creature("Goblin Piker", "{1}{R}", 2, 1, *kw(K.CANT_BLOCK), subtypes=("Goblin", "Warrior"), text="This creature can't block."),
    creature("Wall of Stone", "{1}{R}{R}", 0, 8, *kw(K.DEFENDER), subtypes=("Wall",), text="Defender"),
    creature("Colossal Dreadmaw", "{4}{G}{G}", 6, 6, *kw(K.TRAMPLE), subtypes=("Dinosaur",), text="Trample"),
    creature("Boggart Brute", "{2}{R}", 3, 2, *kw(K.MENACE), subtypes=("Goblin", "Warrior"), text="Menace"),
    creature("Raging Goblin", "{R}", 1, 1, *kw(K.HASTE), subtypes=("Goblin", "Berserker"), text="Haste"),
    creature("Elvish Archers", "{1}{G}", 2, 1, *kw(K.FIRST_STRIKE), subtypes=("Elf", "Archer"), text="First strike"),
    creature("Giant Spider", "{3}{G}", 2, 4, *kw(K.REACH), subtypes=("Spider",), text="Reach"),
    creature("Darksteel Myr", "{3}", 0, 1, *kw(K.INDESTRUCTIBLE), subtypes=("Myr",), types=frozenset({C.ARTIFACT, C.CREATURE}), text="Indestructible"),
    creature(
        "Soul Warden", "{W}", 1, 1,
        TriggeredAbility(TriggerCondition(TriggerEvent.ENTERS, filter=ObjectFilter(types=CREATURE, other=True)), (GainLife(1),), text="Whenever another creature enters, you gain 1 life."),
        subtypes=("Human", "Cleric"),
    ),
    creature(
        "Ajani's Pridemate", "{1}{W}", 2, 2,
        TriggeredAbility(TriggerCondition(TriggerEvent.GAIN_LIFE, player=Controller.YOU), (PutCounters("+1/+1", 1),), text="Whenever you gain life, put a +1/+1 counter on this creature."),
        subtypes=("Cat", "Soldier"),
    ),
    creature(
        "Bilbo, Birthday Celebrant", "{W}{B}{G}", 2, 3,
        StaticAbility(LifeGainPlus(1), text="If you would gain life, you gain that much life plus 1 instead."),
        ActivatedAbility(
            Cost(mana=mc("{2}{W}{B}{G}"), tap=True, exile_self=True),
            (SearchLibrary(ObjectFilter(types=CREATURE, zone=Zone.LIBRARY), Zone.BATTLEFIELD, count=None),),
            condition=LifeAtLeast(111),
            text="{2}{W}{B}{G}, {T}, Exile Bilbo: Search your library for any number of creature cards, put them onto the battlefield, then shuffle. Activate only if you have 111 or more life.",
        ),
        subtypes=("Halfling", "Rogue"), legendary=True,
    ),
    creature(
        "Bard, King of Dale", "{4}{W}{U}", 4, 4,
        *kw(K.REACH, K.VIGILANCE),
        StaticAbility(DrawReplacement(2, except_first_in_draw_step=True), text="If you would draw a card except the first one you draw in each of your draw steps, draw two cards instead."),
        StaticAbility(TokenMultiplier(2), text="If one or more tokens would be created under your control, twice that many of those tokens are created instead."),
        subtypes=("Human", "Noble", "Archer"), legendary=True,
    ),
    creature(
        "Walking Ballista", "{X}{X}", 0, 0,
        StaticAbility(EntersWithCounters("+1/+1", X()), text="This creature enters with X +1/+1 counters on it."),
        ActivatedAbility(Cost(mana=mc("{4}")), (PutCounters("+1/+1", 1),), text="{4}: Put a +1/+1 counter on this creature."),
        ActivatedAbility(Cost(remove_counters=("+1/+1", 1)), (DealDamage(1, Target(0)),), targets=(ANY_TARGET,), text="Remove a +1/+1 counter from this creature: It deals 1 damage to any target."),
        subtypes=("Construct",), types=frozenset({C.ARTIFACT, C.CREATURE}),
    ),
    creature(
        "Order of Whiteclay", "{1}{W}{W}", 1, 4,
        ActivatedAbility(
            Cost(mana=mc("{1}{W}{W}"), untap=True),
            (MoveTo(Target(0), Zone.BATTLEFIELD),),
            targets=(TargetSpec(TargetKind.OBJECT, ObjectFilter(types=CREATURE, zone=Zone.GRAVEYARD, owner_is_you=True, max_mana_value=3), description="target creature card with mana value 3 or less from your graveyard"),),
            text="{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your graveyard to the battlefield.",
        ),
        subtypes=("Kithkin", "Cleric"),
    ),
    creature(
        "Clone", "{3}{U}", 0, 0,
        StaticAbility(EntersAsCopy(ObjectFilter(types=CREATURE)), text="You may have this creature enter as a copy of any creature on the battlefield."),
        subtypes=("Shapeshifter",),
    ),
    creature(
        "Bilbo, Thief in the Night", "{1}{U}", 1, 2,
        StaticAbility(CostModifier(-1, not_from_hand=True), text="Spells you cast from anywhere other than your hand cost {1} less to cast."),
        _bilbo_attack_trigger(),
        subtypes=("Halfling", "Rogue"), legendary=True,
        text="Spells you cast from anywhere other than your hand cost {1} less to cast.\nWhenever Bilbo attacks, you may cast an artifact, instant, or sorcery spell from your graveyard. If an instant or sorcery spell cast this way would be put into your graveyard, exile it instead.",
    ),
    creature(
        "Gilded Goose", "{G}", 0, 2, *kw(K.FLYING),
        TriggeredAbility(TriggerCondition(TriggerEvent.ENTERS, self_only=True), (CreateToken(FOOD),), text="When this creature enters, create a Food token."),
        subtypes=("Bird",),
    ),
    spell("Lightning Bolt", "{R}", C.INSTANT, DealDamage(3, Target(0)), targets=(ANY_TARGET,), text="Lightning Bolt deals 3 damage to any target."),
    spell("Shock", "{R}", C.INSTANT, DealDamage(2, Target(0)), targets=(ANY_TARGET,), text="Shock deals 2 damage to any target."),
    spell("Giant Growth", "{G}", C.INSTANT, ModifyPT(Target(0), 3, 3), targets=(TARGET_CREATURE,), text="Target creature gets +3/+3 until end of turn."),
    spell("Divination", "{2}{U}", C.SORCERY, DrawCards(2), text="Draw two cards."),
    spell("Counterspell", "{U}{U}", C.INSTANT, CounterSpell(Target(0)), targets=(TARGET_SPELL,), text="Counter target spell."),
    spell("Cancel", "{1}{U}{U}", C.INSTANT, CounterSpell(Target(0)), targets=(TARGET_SPELL,), text="Counter target spell."),
    spell("Fog", "{G}", C.INSTANT, PreventDamage(combat_only=True), text="Prevent all combat damage that would be dealt this turn."),
    spell("Raise the Alarm", "{1}{W}", C.INSTANT, CreateToken(SOLDIER, 2), text="Create two 1/1 white Soldier creature tokens."),
    spell("Healing Salve", "{W}", C.INSTANT, GainLife(3, Target(0)), targets=(TargetSpec(TargetKind.PLAYER, description="target player"),), text="Target player gains 3 life."),
    spell("Rampant Growth", "{1}{G}", C.SORCERY, SearchLibrary(ObjectFilter(types=frozenset({C.LAND}), supertypes=frozenset({Supertype.BASIC}), zone=Zone.LIBRARY), Zone.BATTLEFIELD, tapped=True), text="Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle."),
    spell("Pyroclasm", "{1}{R}", C.SORCERY, DealDamage(2, AllMatching(ObjectFilter(types=CREATURE))), text="Pyroclasm deals 2 damage to each creature."),
    spell("Bake into a Pie", "{2}{B}{B}", C.INSTANT, MoveTo(Target(0), Zone.GRAVEYARD), CreateToken(FOOD), targets=(TARGET_CREATURE,), text="Destroy target creature. Create a Food token."),
    CardDef(
        name="Doubling Season", mana_cost=mc("{4}{G}"), types=frozenset({C.ENCHANTMENT}),
        abilities=(
            StaticAbility(TokenMultiplier(2, effect_only=True), text="If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead."),
            StaticAbility(CounterMultiplier(2), text="If an effect would put one or more counters on a permanent you control, it puts twice that many of those counters on that permanent instead."),
        ),
    ),
    CardDef(
        name="Parallel Lives", mana_cost=mc("{3}{G}"), types=frozenset({C.ENCHANTMENT}),
        abilities=(StaticAbility(TokenMultiplier(2), text="If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead."),),
    ),
    CardDef(
        name="Rest in Peace", mana_cost=mc("{1}{W}"), types=frozenset({C.ENCHANTMENT}),
        abilities=(
            TriggeredAbility(TriggerCondition(TriggerEvent.ENTERS, self_only=True), (MoveTo(AllMatching(ObjectFilter(zone=Zone.GRAVEYARD)), Zone.EXILE),), text="When this enchantment enters, exile all graveyards."),
            StaticAbility(GraveyardToExile(), text="If a card or token would be put into a graveyard from anywhere, exile it instead."),
        ),
    ),
    CardDef(
        name="Mana Reflection", mana_cost=mc("{4}{G}{G}"), types=frozenset({C.ENCHANTMENT}),
        abilities=(StaticAbility(ManaMultiplier(2), text="If you tap a permanent for mana, it produces twice as much of that mana instead."),),
    ),
    CardDef(
        name="Glorious Anthem", mana_cost=mc("{1}{W}{W}"), types=frozenset({C.ENCHANTMENT}),
        abilities=(StaticAbility(ModifyPTStatic(ObjectFilter(types=CREATURE, controller=Controller.YOU), 1, 1), text="Creatures you control get +1/+1."),),
    ),
    CardDef(
        name="Holy Strength", mana_cost=mc("{W}"), types=frozenset({C.ENCHANTMENT}), subtypes=("Aura",),
        abilities=(Enchant(ObjectFilter(types=CREATURE)), StaticAbility(ModifyPTStatic(AttachedTo(), 1, 2), text="Enchanted creature gets +1/+2.")),
    ),
    CardDef(
        name="Wild Growth", mana_cost=mc("{G}"), types=frozenset({C.ENCHANTMENT}), subtypes=("Aura",),
        abilities=(
            Enchant(ObjectFilter(types=frozenset({C.LAND}))),
            TriggeredAbility(TriggerCondition(TriggerEvent.TAPPED_FOR_MANA, attached=True), (AddMana(FixedMana(("G",))),), text="Whenever enchanted land is tapped for mana, its controller adds an additional {G}."),
        ),
    ),
    CardDef(
        name="Bonesplitter", mana_cost=mc("{1}"), types=frozenset({C.ARTIFACT}), subtypes=("Equipment",),
        abilities=(StaticAbility(ModifyPTStatic(AttachedTo(), 2, 0), text="Equipped creature gets +2/+0."), equip(mc("{1}"))),
    ),
    CardDef(
        name="Fellwar Stone", mana_cost=mc("{2}"), types=frozenset({C.ARTIFACT}),
        abilities=(ActivatedAbility(Cost(tap=True), (AddMana(AnyTypeCouldProduce(ObjectFilter(types=frozenset({C.LAND}), controller=Controller.OPPONENT), colors_only=True)),), text="{T}: Add one mana of any color that a land an opponent controls could produce."),),
    ),
    CardDef(
        name="Reflecting Pool", types=frozenset({C.LAND}),
        abilities=(ActivatedAbility(Cost(tap=True), (AddMana(AnyTypeCouldProduce(ObjectFilter(types=frozenset({C.LAND}), controller=Controller.YOU))),), text="{T}: Add one mana of any type that a land you control could produce."),),
    ),
    creature(
        "Orcish Bowmasters", "{1}{B}", 1, 1, *kw(K.FLASH),
        TriggeredAbility(TriggerCondition(TriggerEvent.ENTERS, self_only=True), (DealDamage(1, Target(0)),), targets=(ANY_TARGET,), text="When this creature enters, it deals 1 damage to any target."),
        subtypes=("Orc", "Archer"),
    ),
    # Replacement and trigger cards (CR 614–616, 603) --------------------------------------------
    creature(
        "Rhox Faithmender", "{3}{W}", 1, 5, *kw(K.LIFELINK),
        StaticAbility(LifeGainTimes(2), text="If you would gain life, you gain twice that much life instead."),
        subtypes=("Rhino", "Monk"), text="Lifelink\nIf you would gain life, you gain twice that much life instead.",
    ),
    creature(
        "Zulaport Cutthroat", "{1}{B}", 1, 1,
        TriggeredAbility(
            TriggerCondition(TriggerEvent.DIES, filter=ObjectFilter(types=CREATURE, controller=Controller.YOU)),
            (LoseLife(1, EachOpponent()), GainLife(1)),
            text="Whenever this creature or another creature you control dies, each opponent loses 1 life and you gain 1 life.",
        ),
        subtypes=("Human", "Rogue", "Ally"),
    ),
    creature(
        "Ravenous Chupacabra", "{2}{B}{B}", 2, 2,
        TriggeredAbility(
            TriggerCondition(TriggerEvent.ENTERS, self_only=True), (Destroy(Target(0)),),
            targets=(TargetSpec(TargetKind.OBJECT, ObjectFilter(types=CREATURE, controller=Controller.OPPONENT), description="target creature an opponent controls"),),
            text="When this creature enters, destroy target creature an opponent controls.",
        ),
        subtypes=("Horror",),
    ),
    CardDef(
        name="Thopter Spy Network", mana_cost=mc("{2}{U}{U}"), types=frozenset({C.ENCHANTMENT}),
        abilities=(
            TriggeredAbility(
                TriggerCondition(TriggerEvent.BEGINNING_OF_STEP, step=Step.UPKEEP, player=Controller.YOU),
                (CreateToken(THOPTER),),
                intervening_if=ControlsAtLeast(ObjectFilter(types=frozenset({C.ARTIFACT}), controller=Controller.YOU)),
                text="At the beginning of your upkeep, if you control an artifact, create a 1/1 colorless Thopter artifact creature token with flying.",
            ),
        ),
    ),
    spell(
        "Enervate", "{1}{U}", C.INSTANT,
        Tap(Target(0)),
        DelayedTrigger(TriggerCondition(TriggerEvent.BEGINNING_OF_STEP, step=Step.UPKEEP), (DrawCards(1),)),
        targets=(TargetSpec(TargetKind.OBJECT, ObjectFilter(types=frozenset({C.ARTIFACT, C.CREATURE, C.LAND})), description="target artifact, creature, or land"),),
        text="Tap target artifact, creature, or land. Draw a card at the beginning of the next turn's upkeep.",
    ),
]


def _casting_and_mana_cards() -> list[CardDef]:
    """Cards exercising casting (CR 601), activated abilities (602) and mana (106, 605)."""
    from manastack.mana import SpendRestriction
    from manastack.model.abilities import GrantKeywordsStatic
    from manastack.model.effects import Scry, Tap
    from manastack.model.filters import This

    knight = token("Knight", CREATURE, subtypes=("Knight",), colors={Color.WHITE}, power=2, toughness=2, abilities=kw(K.VIGILANCE))
    zombie = token("Zombie", CREATURE, subtypes=("Zombie",), colors={Color.BLACK}, power=2, toughness=2)
    rider_in_need = CardDef(
        name="Rider in Need", mana_cost=mc("{2}{W}"), types=frozenset({C.SORCERY}), subtypes=("Adventure",),
        abilities=(SpellAbility(effects=(CreateToken(knight),)),),
        oracle_text="Create a 2/2 white Knight creature token with vigilance.",
    )
    return [
        CardDef(
            name="Wastes", types=frozenset({C.LAND}), supertypes=frozenset({Supertype.BASIC}),
            abilities=(tap_for("C"),), oracle_text="{T}: Add {C}.",
        ),
        spell("Blaze", "{X}{R}", C.SORCERY, DealDamage(X(), Target(0)), targets=(ANY_TARGET,), text="Blaze deals X damage to any target."),
        spell(
            "Repel the Darkness", "{2}{W}", C.INSTANT, Tap(Target(0)), Tap(Target(1)), DrawCards(1),
            targets=(TargetSpec(TargetKind.OBJECT, ObjectFilter(types=CREATURE), count=2, min_count=0, description="up to two target creatures"),),
            text="Tap up to two target creatures.\nDraw a card.",
        ),
        CardDef(
            name="Sphere of Resistance", mana_cost=mc("{2}"), types=frozenset({C.ARTIFACT}),
            abilities=(StaticAbility(CostModifier(1, caster=Controller.ANY), text="Spells cost {1} more to cast."),),
            oracle_text="Spells cost {1} more to cast.",
        ),
        CardDef(
            name="Lonesome Unicorn", mana_cost=mc("{4}{W}"), types=CREATURE, subtypes=("Unicorn",),
            power=3, toughness=3, abilities=kw(K.VIGILANCE), adventure=rider_in_need, oracle_text="Vigilance",
        ),
        creature(
            "Rootwalla", "{2}{G}", 2, 2,
            ActivatedAbility(Cost(mana=mc("{1}{G}")), (ModifyPT(This(), 2, 2),), once_per_turn=True, text="{1}{G}: This creature gets +2/+2 until end of turn. Activate only once each turn."),
            subtypes=("Lizard",),
        ),
        creature(
            "Viscera Seer", "{B}", 1, 1,
            ActivatedAbility(Cost(sacrifice=ObjectFilter(types=CREATURE)), (Scry(1),), text="Sacrifice a creature: Scry 1."),
            subtypes=("Vampire", "Wizard"),
        ),
        creature(
            "Rummaging Goblin", "{2}{R}", 1, 1,
            ActivatedAbility(Cost(tap=True, discard=1), (DrawCards(1),), text="{T}, Discard a card: Draw a card."),
            subtypes=("Goblin", "Rogue"),
        ),
        CardDef(
            name="Greed", mana_cost=mc("{3}{B}"), types=frozenset({C.ENCHANTMENT}),
            abilities=(ActivatedAbility(Cost(mana=mc("{B}"), pay_life=2), (DrawCards(1),), text="{B}, Pay 2 life: Draw a card."),),
        ),
        creature(
            "Ghoulcaller's Accomplice", "{1}{B}", 2, 2,
            ActivatedAbility(
                Cost(mana=mc("{3}{B}"), exile_self=True), (CreateToken(zombie),), sorcery_speed=True, zone=Zone.GRAVEYARD,
                text="{3}{B}, Exile this card from your graveyard: Create a 2/2 black Zombie creature token. Activate only as a sorcery.",
            ),
            subtypes=("Human", "Rogue"),
        ),
        CardDef(
            name="Springleaf Drum", mana_cost=mc("{1}"), types=frozenset({C.ARTIFACT}),
            abilities=(ActivatedAbility(Cost(tap=True, tap_untapped=ObjectFilter(types=CREATURE, controller=Controller.YOU)), (AddMana(OneOf(tuple("WUBRG"))),), text="{T}, Tap an untapped creature you control: Add one mana of any color."),),
        ),
        CardDef(
            name="Ancient Ziggurat", types=frozenset({C.LAND}),
            abilities=(ActivatedAbility(Cost(tap=True), (AddMana(OneOf(tuple("WUBRG")), restriction=SpendRestriction("Spend this mana only to cast a creature spell.", spell_types=frozenset({C.CREATURE.value}))),), text="{T}: Add one mana of any color. Spend this mana only to cast a creature spell."),),
        ),
        CardDef(
            name="Fervor", mana_cost=mc("{2}{R}"), types=frozenset({C.ENCHANTMENT}),
            abilities=(StaticAbility(GrantKeywordsStatic(ObjectFilter(types=CREATURE, controller=Controller.YOU), (K.HASTE,)), text="Creatures you control have haste."),),
        ),
    ]


_CARDS += _casting_and_mana_cards()


def _combat_cards() -> list[CardDef]:
    """Cards exercising combat (CR 506–511) and the combat keywords (702)."""
    from manastack.model.abilities import BlockedOnlyByAtLeast, Landwalk
    from manastack.model.effects import RemoveFromCombat, Untap

    return [
        creature("Fencing Ace", "{1}{W}", 1, 1, *kw(K.DOUBLE_STRIKE), subtypes=("Human", "Soldier"), text="Double strike"),
        creature("Bog Wraith", "{3}{B}", 3, 3, Landwalk("Swamp"), subtypes=("Wraith",), text="Swampwalk"),
        creature(
            "Rampaging Ceratops", "{4}{R}", 5, 4, BlockedOnlyByAtLeast(3), subtypes=("Dinosaur",),
            text="This creature can't be blocked except by three or more creatures.",
        ),
        creature("Gladecover Scout", "{G}", 1, 1, *kw(K.HEXPROOF), subtypes=("Elf", "Scout"), text="Hexproof"),
        creature("Jhessian Infiltrator", "{G}{U}", 2, 2, *kw(K.CANT_BE_BLOCKED), subtypes=("Human", "Rogue"), text="This creature can't be blocked."),
        CardDef(
            name="Reconnaissance", mana_cost=mc("{W}"), types=frozenset({C.ENCHANTMENT}),
            abilities=(
                ActivatedAbility(
                    Cost(mana=mc("{0}")), (RemoveFromCombat(Target(0)), Untap(Target(0))),
                    targets=(TargetSpec(TargetKind.OBJECT, ObjectFilter(types=CREATURE, controller=Controller.YOU, attacking=True), description="target attacking creature you control"),),
                    text="{0}: Remove target attacking creature you control from combat and untap it.",
                ),
            ),
            oracle_text="{0}: Remove target attacking creature you control from combat and untap it.",
        ),
    ]


_CARDS += _combat_cards()

# Layer-system cards (CR 613): CDAs, base-P/T setters, type adders, control changers -----------
from manastack.model.abilities import AddTypesStatic, PTFromCount, SetPTStatic  # noqa: E402
from manastack.model.effects import Duration, GainControl, GrantAbilities, Untap  # noqa: E402

_CARDS += [
    creature(
        "Nightmare", "{5}{B}", 0, 0, *kw(K.FLYING),
        StaticAbility(PTFromCount(ObjectFilter(subtypes=frozenset({"Swamp"}), controller=Controller.YOU)), text="Nightmare's power and toughness are each equal to the number of Swamps you control."),
        subtypes=("Nightmare", "Horse"), text="Flying\nNightmare's power and toughness are each equal to the number of Swamps you control.",
    ),
    creature(
        "Godhead of Awe", "{W/U}{W/U}{W/U}{W/U}{W/U}", 4, 4, *kw(K.FLYING),
        StaticAbility(SetPTStatic(ObjectFilter(types=CREATURE, other=True), 1, 1), text="Other creatures have base power and toughness 1/1."),
        subtypes=("Spirit", "Avatar"), text="Flying\nOther creatures have base power and toughness 1/1.",
    ),
    CardDef(
        name="Ensoul Artifact", mana_cost=mc("{1}{U}"), types=frozenset({C.ENCHANTMENT}), subtypes=("Aura",),
        abilities=(
            Enchant(ObjectFilter(types=frozenset({C.ARTIFACT}))),
            StaticAbility(AddTypesStatic(AttachedTo(), types=("Creature",)), text="Enchanted artifact is a creature with base power and toughness 5/5 in addition to its other types."),
            StaticAbility(SetPTStatic(AttachedTo(), 5, 5), text="Enchanted artifact is a creature with base power and toughness 5/5 in addition to its other types."),
        ),
        oracle_text="Enchant artifact\nEnchanted artifact is a creature with base power and toughness 5/5 in addition to its other types.",
    ),
    CardDef(
        name="Living Lands", mana_cost=mc("{3}{G}"), types=frozenset({C.ENCHANTMENT}),
        abilities=(
            StaticAbility(AddTypesStatic(ObjectFilter(subtypes=frozenset({"Forest"})), types=("Creature",)), text="All Forests are 1/1 creatures that are still lands."),
            StaticAbility(SetPTStatic(ObjectFilter(subtypes=frozenset({"Forest"})), 1, 1), text="All Forests are 1/1 creatures that are still lands."),
        ),
        oracle_text="All Forests are 1/1 creatures that are still lands.",
    ),
    CardDef(
        name="Yavimaya, Cradle of Growth", types=frozenset({C.LAND}), supertypes=frozenset({Supertype.LEGENDARY}),
        abilities=(StaticAbility(AddTypesStatic(ObjectFilter(types=frozenset({C.LAND})), subtypes=("Forest",)), text="Each land is a Forest in addition to its other land types."),),
        oracle_text="Each land is a Forest in addition to its other land types.",
    ),
    CardDef(
        name="Urborg, Tomb of Yawgmoth", types=frozenset({C.LAND}), supertypes=frozenset({Supertype.LEGENDARY}),
        abilities=(StaticAbility(AddTypesStatic(ObjectFilter(types=frozenset({C.LAND})), subtypes=("Swamp",)), text="Each land is a Swamp in addition to its other land types."),),
        oracle_text="Each land is a Swamp in addition to its other land types.",
    ),
    spell(
        "Act of Treason", "{2}{R}", C.SORCERY,
        GainControl(Target(0), Duration.END_OF_TURN), Untap(Target(0)), GrantAbilities(Target(0), keywords=(K.HASTE,)),
        targets=(TARGET_CREATURE,),
        text="Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.",
    ),
    creature(
        "Sower of Temptation", "{2}{U}{U}", 2, 2, *kw(K.FLYING),
        TriggeredAbility(
            TriggerCondition(TriggerEvent.ENTERS, self_only=True),
            (GainControl(Target(0), Duration.WHILE_SOURCE_ON_BATTLEFIELD),), targets=(TARGET_CREATURE,),
            text="When this creature enters, gain control of target creature for as long as this creature remains on the battlefield.",
        ),
        subtypes=("Faerie", "Wizard"),
        text="Flying\nWhen this creature enters, gain control of target creature for as long as this creature remains on the battlefield.",
    ),
]

def _copy_choice_and_duration_cards() -> list[CardDef]:
    """Cards exercising copies (CR 707), "as enters" choices (614.12a) and durations (611.2)."""
    from manastack.model.abilities import DuringCombat, EntersWithChoice
    from manastack.model.effects import Becomes, CopySpell, CreateTokenCopy
    from manastack.model.filters import This
    from manastack.model.types import ChoiceKind

    instant_or_sorcery_spell = TargetSpec(
        TargetKind.SPELL, ObjectFilter(types=frozenset({C.INSTANT, C.SORCERY}), zone=Zone.STACK), description="target instant or sorcery spell",
    )
    return [
        creature(
            "Quirion Dryad", "{1}{G}", 1, 1,
            TriggeredAbility(
                TriggerCondition(TriggerEvent.CAST, filter=ObjectFilter(colors=frozenset({Color.WHITE, Color.BLUE, Color.BLACK, Color.RED}), zone=Zone.STACK), player=Controller.YOU),
                (PutCounters("+1/+1", 1),),
                text="Whenever you cast a spell that's white, blue, black, or red, put a +1/+1 counter on this creature.",
            ),
            subtypes=("Dryad",),
            text="Whenever you cast a spell that's white, blue, black, or red, put a +1/+1 counter on this creature.",
        ),
        CardDef(
            name="Cackling Counterpart", mana_cost=mc("{1}{U}{U}"), types=frozenset({C.INSTANT}),
            abilities=(
                SpellAbility(
                    effects=(CreateTokenCopy(Target(0)),),
                    targets=(TargetSpec(TargetKind.OBJECT, ObjectFilter(types=CREATURE, controller=Controller.YOU), description="target creature you control"),),
                    text="Create a token that's a copy of target creature you control.",
                ),
                flashback(Cost(mana=mc("{5}{U}{U}"))),
            ),
            oracle_text="Create a token that's a copy of target creature you control.\nFlashback {5}{U}{U} (You may cast this card from your graveyard for its flashback cost. Then exile it.)",
        ),
        CardDef(
            name="Twincast", mana_cost=mc("{U}{U}"), types=frozenset({C.INSTANT}),
            abilities=(SpellAbility(effects=(CopySpell(Target(0)),), targets=(instant_or_sorcery_spell,), text="Copy target instant or sorcery spell. You may choose new targets for the copy."),),
            oracle_text="Copy target instant or sorcery spell. You may choose new targets for the copy.",
        ),
        CardDef(
            name="Double Major", mana_cost=mc("{G}{U}"), types=frozenset({C.INSTANT}),
            abilities=(
                SpellAbility(
                    effects=(CopySpell(Target(0), may_choose_new_targets=False, remove_supertypes=frozenset({Supertype.LEGENDARY})),),
                    targets=(TargetSpec(TargetKind.SPELL, ObjectFilter(types=CREATURE, controller=Controller.YOU, zone=Zone.STACK), description="target creature spell you control"),),
                    text="Copy target creature spell you control, except it isn't legendary if the spell is legendary.",
                ),
            ),
            oracle_text="Copy target creature spell you control, except it isn't legendary if the spell is legendary. (A copy of a creature spell becomes a token.)",
        ),
        CardDef(
            name="Shared Triumph", mana_cost=mc("{1}{W}"), types=frozenset({C.ENCHANTMENT}),
            abilities=(
                StaticAbility(EntersWithChoice(ChoiceKind.CREATURE_TYPE), text="As this enchantment enters, choose a creature type."),
                StaticAbility(ModifyPTStatic(ObjectFilter(types=CREATURE, chosen=frozenset({ChoiceKind.CREATURE_TYPE})), 1, 1), text="Creatures of the chosen type get +1/+1."),
            ),
            oracle_text="As this enchantment enters, choose a creature type.\nCreatures of the chosen type get +1/+1.",
        ),
        CardDef(
            name="Hall of Triumph", mana_cost=mc("{3}"), types=frozenset({C.ARTIFACT}), supertypes=frozenset({Supertype.LEGENDARY}),
            abilities=(
                StaticAbility(EntersWithChoice(ChoiceKind.COLOR), text="As Hall of Triumph enters, choose a color."),
                StaticAbility(ModifyPTStatic(ObjectFilter(types=CREATURE, controller=Controller.YOU, chosen=frozenset({ChoiceKind.COLOR})), 1, 1), text="Creatures you control of the chosen color get +1/+1."),
            ),
            oracle_text="As Hall of Triumph enters, choose a color.\nCreatures you control of the chosen color get +1/+1.",
        ),
        spell(
            "Inspired Charge", "{2}{W}{W}", C.INSTANT, ModifyPT(AllMatching(ObjectFilter(types=CREATURE, controller=Controller.YOU)), 2, 1),
            text="Creatures you control get +2/+1 until end of turn.",
        ),
        CardDef(
            name="Jade Statue", mana_cost=mc("{4}"), types=frozenset({C.ARTIFACT}),
            abilities=(
                ActivatedAbility(
                    Cost(mana=mc("{2}")), (Becomes(This(), types=("Artifact", "Creature"), subtypes=("Golem",), power=3, toughness=6, duration=Duration.END_OF_COMBAT),),
                    condition=DuringCombat(),
                    text="{2}: This artifact becomes a 3/6 Golem artifact creature until end of combat. Activate only during combat.",
                ),
            ),
            oracle_text="{2}: This artifact becomes a 3/6 Golem artifact creature until end of combat. Activate only during combat.",
        ),
    ]


_CARDS += _copy_choice_and_duration_cards()


def _planeswalker_prevention_skip_and_state_cards() -> list[CardDef]:
    """Planeswalkers and loyalty abilities (CR 306, 606), prevention shields (615.7), skip effects
    (614.10) and state triggers (603.8)."""
    from manastack.model.abilities import ControlsAtLeast, Not, SkipStep
    from manastack.model.effects import Mill, SacrificeObject, SkipNextStep
    from manastack.model.filters import EachPlayer

    lands = ObjectFilter(types=frozenset({C.LAND}))
    yours = AllMatching(ObjectFilter(types=CREATURE, controller=Controller.YOU))
    beast = token("Beast", CREATURE, subtypes=("Beast",), colors={Color.GREEN}, power=3, toughness=3)
    target_player = TargetSpec(TargetKind.PLAYER, description="target player")
    pw = frozenset({C.PLANESWALKER})
    legendary = frozenset({Supertype.LEGENDARY})
    return [
        CardDef(
            name="Garruk Wildspeaker", mana_cost=mc("{2}{G}{G}"), types=pw, subtypes=("Garruk",), supertypes=legendary, loyalty=3,
            abilities=(
                ActivatedAbility(
                    Cost(loyalty=1), (Untap(Target(0)), Untap(Target(1))),
                    targets=(TargetSpec(TargetKind.OBJECT, lands, count=2, description="two target lands"),),
                    text="+1: Untap two target lands.",
                ),
                ActivatedAbility(Cost(loyalty=-1), (CreateToken(beast),), text="\u22121: Create a 3/3 green Beast creature token."),
                ActivatedAbility(
                    Cost(loyalty=-4), (ModifyPT(yours, 3, 3), GrantAbilities(yours, keywords=(K.TRAMPLE,))),
                    text="\u22124: Creatures you control get +3/+3 and gain trample until end of turn.",
                ),
            ),
            oracle_text="+1: Untap two target lands.\n\u22121: Create a 3/3 green Beast creature token.\n\u22124: Creatures you control get +3/+3 and gain trample until end of turn.",
        ),
        CardDef(
            name="Jace Beleren", mana_cost=mc("{1}{U}{U}"), types=pw, subtypes=("Jace",), supertypes=legendary, loyalty=3,
            abilities=(
                ActivatedAbility(Cost(loyalty=2), (DrawCards(1, EachPlayer()),), text="+2: Each player draws a card."),
                ActivatedAbility(Cost(loyalty=-1), (DrawCards(1, Target(0)),), targets=(target_player,), text="\u22121: Target player draws a card."),
                ActivatedAbility(Cost(loyalty=-10), (Mill(20, Target(0)),), targets=(target_player,), text="\u221210: Target player mills twenty cards."),
            ),
            oracle_text="+2: Each player draws a card.\n\u22121: Target player draws a card.\n\u221210: Target player mills twenty cards.",
        ),
        spell(
            "Mending Hands", "{W}", C.INSTANT, PreventDamage(Target(0), 4), targets=(ANY_TARGET,),
            text="Prevent the next 4 damage that would be dealt to any target this turn.",
        ),
        creature(
            "Samite Healer", "{1}{W}", 1, 1,
            ActivatedAbility(Cost(tap=True), (PreventDamage(Target(0), 1),), targets=(ANY_TARGET,), text="{T}: Prevent the next 1 damage that would be dealt to any target this turn."),
            subtypes=("Human", "Cleric"), text="{T}: Prevent the next 1 damage that would be dealt to any target this turn.",
        ),
        spell(
            "Fatigue", "{1}{U}", C.SORCERY, SkipNextStep(Step.DRAW, Target(0)), targets=(target_player,),
            text="Target player skips their next draw step.",
        ),
        CardDef(
            name="Eon Hub", mana_cost=mc("{5}"), types=frozenset({C.ARTIFACT}),
            abilities=(StaticAbility(SkipStep(Step.UPKEEP, Controller.ANY), text="Players skip their upkeep steps."),),
            oracle_text="Players skip their upkeep steps.",
        ),
        creature(
            "Emperor Crocodile", "{3}{G}", 5, 5,
            TriggeredAbility(
                TriggerCondition(
                    TriggerEvent.STATE,
                    state_condition=Not(ControlsAtLeast(ObjectFilter(types=CREATURE, controller=Controller.YOU, other=True))),
                ),
                (SacrificeObject(),),
                text="When you control no other creatures, sacrifice this creature.",
            ),
            subtypes=("Crocodile",), text="When you control no other creatures, sacrifice this creature.",
        ),
    ]


_CARDS += _planeswalker_prevention_skip_and_state_cards()

def _costs_and_permissions_cards() -> list[CardDef]:
    """Cards exercising alternative and additional costs (CR 118.8–9, 601.2b/f, 702.33, 702.34),
    divided damage (601.2d), surveil and scry (701.22, 701.25)."""
    from manastack.model.abilities import AdditionalCost, CostPaid, kicker
    from manastack.model.effects import Conditional, DealDividedDamage, Scry, Surveil

    def divided(count: int) -> TargetSpec:
        words = {2: "one or two targets", 3: "one, two, or three targets"}[count]
        return TargetSpec(TargetKind.ANY, count=count, min_count=1, description=words)

    sacrifice_creature = AdditionalCost(Cost(sacrifice=ObjectFilter(types=CREATURE, controller=Controller.YOU)), text="As an additional cost to cast this spell, sacrifice a creature.")
    discard_card = AdditionalCost(Cost(discard=1), text="As an additional cost to cast this spell, discard a card.")
    return [
        CardDef(
            name="Think Twice", mana_cost=mc("{1}{U}"), types=frozenset({C.INSTANT}),
            abilities=(SpellAbility(effects=(DrawCards(1),), text="Draw a card."), flashback(Cost(mana=mc("{2}{U}")))),
            oracle_text="Draw a card.\nFlashback {2}{U} (You may cast this card from your graveyard for its flashback cost. Then exile it.)",
        ),
        CardDef(
            name="Firebolt", mana_cost=mc("{R}"), types=frozenset({C.SORCERY}),
            abilities=(SpellAbility(effects=(DealDamage(2, Target(0)),), targets=(ANY_TARGET,), text="Firebolt deals 2 damage to any target."), flashback(Cost(mana=mc("{4}{R}")))),
            oracle_text="Firebolt deals 2 damage to any target.\nFlashback {4}{R} (You may cast this card from your graveyard for its flashback cost. Then exile it.)",
        ),
        CardDef(
            name="Lava Dart", mana_cost=mc("{R}"), types=frozenset({C.INSTANT}),
            abilities=(
                SpellAbility(effects=(DealDamage(1, Target(0)),), targets=(ANY_TARGET,), text="Lava Dart deals 1 damage to any target."),
                flashback(Cost(sacrifice=ObjectFilter(subtypes=frozenset({"Mountain"}), controller=Controller.YOU, description="Mountain")), text="Flashback\u2014Sacrifice a Mountain."),
            ),
            oracle_text="Lava Dart deals 1 damage to any target.\nFlashback\u2014Sacrifice a Mountain. (You may cast this card from your graveyard for its flashback cost. Then exile it.)",
        ),
        CardDef(
            name="Burst Lightning", mana_cost=mc("{R}"), types=frozenset({C.INSTANT}),
            abilities=(
                kicker(Cost(mana=mc("{4}"))),
                SpellAbility(
                    effects=(Conditional(CostPaid("kicker"), (DealDamage(4, Target(0)),), (DealDamage(2, Target(0)),)),), targets=(ANY_TARGET,),
                    text="Burst Lightning deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead.",
                ),
            ),
            oracle_text="Kicker {4} (You may pay an additional {4} as you cast this spell.)\nBurst Lightning deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead.",
        ),
        CardDef(
            name="Bone Splinters", mana_cost=mc("{B}"), types=frozenset({C.SORCERY}),
            abilities=(sacrifice_creature, SpellAbility(effects=(Destroy(Target(0)),), targets=(TARGET_CREATURE,), text="Destroy target creature.")),
            oracle_text="As an additional cost to cast this spell, sacrifice a creature.\nDestroy target creature.",
        ),
        CardDef(
            name="Thrill of Possibility", mana_cost=mc("{1}{R}"), types=frozenset({C.INSTANT}),
            abilities=(discard_card, SpellAbility(effects=(DrawCards(2),), text="Draw two cards.")),
            oracle_text="As an additional cost to cast this spell, discard a card.\nDraw two cards.",
        ),
        spell(
            "Forked Bolt", "{R}", C.SORCERY, DealDividedDamage(2), targets=(divided(2),),
            text="Forked Bolt deals 2 damage divided as you choose among one or two targets.",
        ),
        spell(
            "Arc Lightning", "{2}{R}", C.SORCERY, DealDividedDamage(3), targets=(divided(3),),
            text="Arc Lightning deals 3 damage divided as you choose among one, two, or three targets.",
        ),
        spell(
            "Consider", "{U}", C.INSTANT, Surveil(1), DrawCards(1),
            text="Surveil 1. (Look at the top card of your library. You may put it into your graveyard.)\nDraw a card.",
        ),
        spell(
            "Notion Rain", "{1}{U}{B}", C.SORCERY, Surveil(2), DrawCards(2), DealDamage(2, You()),
            text="Surveil 2, then draw two cards. Notion Rain deals 2 damage to you. (To surveil 2, look at the top two cards of your library, then put any number of them into your graveyard and the rest on top of your library in any order.)",
        ),
        spell(
            "Preordain", "{U}", C.SORCERY, Scry(2), DrawCards(1),
            text="Scry 2, then draw a card. (To scry 2, look at the top two cards of your library, then put any number of them on the bottom and the rest on top in any order.)",
        ),
        creature("Yotian Soldier", "{3}", 1, 4, *kw(K.VIGILANCE), subtypes=("Soldier",), types=frozenset({C.ARTIFACT, C.CREATURE}), text="Vigilance"),
    ]


_CARDS += _costs_and_permissions_cards()

CARDS: dict[str, CardDef] = {c.name: c for c in _CARDS}


def card(name: str) -> CardDef:
    """The built-in definition of a card by exact name."""
    try:
        return CARDS[name]
    except KeyError:
        import difflib

        close = difflib.get_close_matches(name, CARDS, n=3)
        hint = f"; did you mean {', '.join(close)}?" if close else ""
        raise UnknownCardError(f"unknown card {name!r}{hint}") from None


def deck(spec: dict[str, int]) -> list[CardDef]:
    """A list of card definitions from ``{name: count}``."""
    return [card(n) for n, k in spec.items() for _ in range(k)]
