"""Enumerations used across the card model and the game state: card types, supertypes, zones,
steps and keyword abilities."""

from __future__ import annotations

from enum import Enum


class CardType(str, Enum):
    """Card types (CR 300.1)."""

    ARTIFACT = "Artifact"
    BATTLE = "Battle"
    CREATURE = "Creature"
    DUNGEON = "Dungeon"  # CR 309: begins outside the game, brought into the command zone by venturing
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


#: The zones all players share (CR 400.1: each player has their own library, hand and graveyard).
SHARED_ZONES = frozenset({Zone.BATTLEFIELD, Zone.STACK, Zone.EXILE, Zone.COMMAND})


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
        return self in _MAIN_PHASE_STEPS

    @property
    def is_combat(self) -> bool:
        return Step.BEGINNING_OF_COMBAT.order <= self.order <= Step.END_OF_COMBAT.order

    @property
    def order(self) -> int:
        return STEP_ORDER.index(self)


STEP_ORDER: tuple[Step, ...] = tuple(Step)
#: The steps that are main phases (505; a main phase has no steps, CR 505.1: it is listed as one).
_MAIN_PHASE_STEPS = frozenset({Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN})


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
    INFECT = "infect"  # CR 702.90: damage as -1/-1 counters and poison counters (120.3b, 120.3d)
    WITHER = "wither"  # CR 702.80: damage to creatures as -1/-1 counters (120.3d)
    CONVOKE = "convoke"  # CR 702.51: a way to pay a spell's total cost (rules.costs.pay_convoke)
    DELVE = "delve"  # CR 702.66: graveyard cards pay for {1} (rules.delve_improvise)
    IMPROVISE = "improvise"  # CR 702.126: artifacts tapped pay for {1} (rules.delve_improvise)
    ASSIST = "assist"  # CR 702.132: another player may pay generic mana of the total cost (rules.assist)
    DAYBOUND = "daybound"  # CR 702.145b (rules.day_night)
    FEAR = "fear"  # CR 702.36b
    INTIMIDATE = "intimidate"  # CR 702.13b
    SHADOW = "shadow"  # CR 702.28b
    HORSEMANSHIP = "horsemanship"  # CR 702.31b
    AFTERMATH = "aftermath"  # CR 702.127a: a split card's half cast only from a graveyard, then exiled
    REBOUND = "rebound"  # CR 702.88a: cast from hand, exiled as it resolves, cast again next upkeep (rules.zones)
    NIGHTBOUND = "nightbound"  # CR 702.145e
    SOULBOND = "soulbond"  # CR 702.95a: two triggered abilities (model.abilities.soulbond)
    PHASING = "phasing"  # CR 702.26a: phases out and in during its controller's untap step (rules.phasing)
    # CR 702.25a: its rule is a written-out triggered ability (oracle KEYWORD_ABILITIES); the
    # keyword itself is kept so "a creature without flanking" sees it.
    FLANKING = "flanking"
    # Characteristic-defining abilities (604.3), applied as the card is compiled (oracle.compile):
    DEVOID = "devoid"  # CR 702.114a: the object is colorless
    CHANGELING = "changeling"  # CR 702.73a: the object is every creature type
    # Restrictions that oracle text states in words but that behave like keywords for the rules.
    CANT_BLOCK = "can't block"
    CANT_ATTACK = "can't attack"
    CANT_ATTACK_ALONE = "can't attack alone"  # 506.5: not the only creature declared as an attacker
    CANT_BLOCK_ALONE = "can't block alone"  # 506.5: not the only creature declared as a blocker
    CANT_BE_BLOCKED = "can't be blocked"
    CANT_BE_COUNTERED = "can't be countered"  # 113.6g: functions on the stack
    SPLIT_SECOND = "split second"  # CR 702.61a: functions on the stack (rules.split_second)
    ATTACKS_EACH_COMBAT = "attacks each combat if able"  # 508.1d: a requirement
    # 702.3b, 609.4: "can attack as though it didn't have defender"
    ATTACKS_DESPITE_DEFENDER = "can attack as though it didn't have defender"


class FaceDown(str, Enum):
    """What made a spell or permanent face down (CR 708.2): the ability or rule that lists its
    face-down characteristics and says how it may be turned face up (708.7)."""

    MORPH = "morph"  # CR 702.37a: cast face down as a 2/2 creature
    MEGAMORPH = "megamorph"  # CR 702.37b: as morph; a +1/+1 counter when turned up for its megamorph cost
    DISGUISE = "disguise"  # CR 702.168a: cast face down as a 2/2 creature with ward {2}
    MANIFEST = "manifest"  # CR 701.40a: put onto the battlefield face down as a 2/2 creature
    CLOAK = "cloak"  # CR 701.58a: as manifest, with ward {2}
    FORETELL = "foretell"  # CR 702.143a: a card exiled face down by foretelling it; no characteristics (406.3a)


class ChoiceKind(str, Enum):
    """What an "as [this] enters, choose a …" ability asks for (CR 614.12a, 607.2d)."""

    COLOR = "color"
    CREATURE_TYPE = "creature type"


#: CR 205.3m: the creature types (the options of "choose a creature type").
CREATURE_TYPES: tuple[str, ...] = (
    "Advisor", "Aetherborn", "Alien", "Ally", "Angel", "Antelope", "Ape", "Archer", "Archon", "Armadillo", "Army",
    "Artificer", "Assassin", "Assembly-Worker", "Astartes", "Atog", "Aurochs", "Avatar", "Azra", "Badger",
    "Balloon", "Barbarian", "Bard", "Basilisk", "Bat", "Bear", "Beast", "Beaver", "Beeble", "Beholder",
    "Berserker", "Bird", "Bison", "Blinkmoth", "Boar", "Bringer", "Brushwagg", "Camarid", "Camel", "Capybara",
    "Caribou", "Carrier", "Cat", "Centaur", "Child", "Chimera", "Citizen", "Cleric", "Clown", "Cockatrice",
    "Construct", "Coward", "Coyote", "Crab", "Crocodile", "Custodes", "Cyberman", "Cyclops", "C’tan", "Dalek",
    "Dauthi", "Demigod", "Demon", "Deserter", "Detective", "Devil", "Dinosaur", "Djinn", "Doctor", "Dog",
    "Dragon", "Drake", "Dreadnought", "Drix", "Drone", "Druid", "Dryad", "Dwarf", "Echidna", "Efreet", "Egg",
    "Elder", "Eldrazi", "Elemental", "Elephant", "Elf", "Elk", "Employee", "Eye", "Faerie", "Ferret", "Fish",
    "Flagbearer", "Fox", "Fractal", "Frog", "Fungus", "Gamer", "Gargoyle", "Germ", "Giant", "Giraffe", "Gith",
    "Glimmer", "Gnoll", "Gnome", "Goat", "Goblin", "God", "Golem", "Gorgon", "Graveborn", "Gremlin", "Griffin",
    "Guest", "Hag", "Halfling", "Hamster", "Harpy", "Hedgehog", "Hellion", "Hero", "Hippo", "Hippogriff",
    "Homarid", "Homunculus", "Horror", "Horse", "Human", "Hydra", "Hyena", "Illusion", "Imp", "Incarnation",
    "Inkling", "Inquisitor", "Insect", "Jackal", "Jellyfish", "Juggernaut", "Kangaroo", "Kavu", "Kirin",
    "Kithkin", "Knight", "Kobold", "Kor", "Kraken", "Lamia", "Lammasu", "Leech", "Lemur", "Leviathan", "Lhurgoyf",
    "Licid", "Lizard", "Llama", "Lobster", "Manticore", "Masticore", "Mercenary", "Merfolk", "Metathran",
    "Minion", "Minotaur", "Mite", "Mole", "Monger", "Mongoose", "Monk", "Monkey", "Moogle", "Moonfolk", "Mount",
    "Mouse", "Mutant", "Myr", "Mystic", "Nautilus", "Necron", "Nephilim", "Nightmare", "Nightstalker", "Ninja",
    "Noble", "Noggle", "Nomad", "Nymph", "Octopus", "Ogre", "Ooze", "Orb", "Orc", "Orgg", "Otter", "Ouphe", "Ox",
    "Oyster", "Pangolin", "Peasant", "Pegasus", "Pentavite", "Performer", "Pest", "Phelddagrif", "Phoenix",
    "Phyrexian", "Pilot", "Pincher", "Pirate", "Plant", "Platypus", "Porcupine", "Possum", "Praetor", "Primarch",
    "Prism", "Processor", "Qu", "Rabbit", "Raccoon", "Ranger", "Rat", "Rebel", "Reflection", "Rhino", "Rigger",
    "Robot", "Rogue", "Sable", "Salamander", "Samurai", "Sand", "Saproling", "Satyr", "Scarecrow", "Scientist",
    "Scion", "Scorpion", "Scout", "Sculpture", "Seal", "Serf", "Serpent", "Servo", "Shade", "Shaman",
    "Shapeshifter", "Shark", "Sheep", "Siren", "Skeleton", "Skunk", "Slith", "Sliver", "Sloth", "Slug", "Snail",
    "Snake", "Soldier", "Soltari", "Sorcerer", "Spawn", "Specter", "Spellshaper", "Sphinx", "Spider", "Spike",
    "Spirit", "Splinter", "Sponge", "Squid", "Squirrel", "Starfish", "Surrakar", "Survivor", "Symbiote", "Synth",
    "Tentacle", "Tetravite", "Thalakos", "Thopter", "Thrull", "Tiefling", "Time Lord", "Toy", "Treefolk",
    "Trilobite", "Triskelavite", "Troll", "Turtle", "Tyranid", "Unicorn", "Utrom", "Vampire", "Varmint",
    "Vedalken", "Villain", "Volver", "Wall", "Walrus", "Warlock", "Warrior", "Weasel", "Weird", "Werewolf",
    "Whale", "Wizard", "Wolf", "Wolverine", "Wombat", "Worm", "Wraith", "Wurm", "Yeti", "Zombie", "Zubera",
)
