"""Abilities: what a card can do (CR 113, 602–604, 614); their costs are :mod:`manastack.model.costs`.

Spell abilities, activated abilities, triggered abilities and static abilities are immutable data.
Static abilities carry a typed *static effect* (a continuous effect, a cost modifier or a
replacement effect); the rules modules give them meaning.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from manastack.mana import Color, ManaCost
from manastack.model.conditions import Condition, SourceInZone
from manastack.model.costs import Cost, Crew, DiscardCards, Loyalty, TapSelf
from manastack.model.effects import AddMana, Attach, CopyExceptions, Effect, FixedMana
from manastack.model.filters import (
    Amount,
    AttachedTo,
    CardTypes,
    CommanderCasts,
    Controller,
    ControllerIs,
    CountOf,
    EventAmount,
    EventPlayer,
    EventSpell,
    LifeTotal,
    ObjectFilter,
    Target,
    TargetKind,
    TargetSpec,
    This,
)
from manastack.model.triggers import AboutThis, AtStep, ByPlayer, TriggerCondition, TriggerEvent
from manastack.model.types import CardType, ChoiceKind, FaceDown, Keyword, Step, Zone

if TYPE_CHECKING:
    from manastack.model.card import TokenDef

# ---- static effects -----------------------------------------------------------------------------

#: What a static ability's effect applies to: the objects a filter admits, the object its source is
#: attached to ("enchanted creature"), or its source itself ("this creature gets +1/+1 as long as …").
@dataclass(frozen=True, slots=True)
class ThisAndPaired:
    """"both creatures", "each of those creatures": this creature and the creature it is paired
    with (soulbond, CR 702.95a)."""


Affected = ObjectFilter | AttachedTo | This | ThisAndPaired


@dataclass(frozen=True, slots=True)
class ModifyPTStatic:
    """"Creatures you control get +1/+1", "Equipped creature gets +2/+0" (layer 7c, CR 613.4c); with
    ``per``, "gets +1/+1 for each land card in your graveyard": that much for each object the filter
    admits, counted as the layers apply (613.4c, 611.3a); "… for each time you've cast your
    commander from the command zone this game" (903.8)."""

    affected: Affected
    power: int
    toughness: int
    per: ObjectFilter | CommanderCasts | None = None


@dataclass(frozen=True, slots=True)
class SetPTStatic:
    """"… has base power and toughness N/M" (layer 7b)."""

    affected: Affected
    power: int
    toughness: int


@dataclass(frozen=True, slots=True)
class SwitchPTStatic:
    """"Switch target creature's power and toughness until end of turn" (CR 613.4d: layer 7d, after
    every other change to power and toughness)."""

    affected: Affected


@dataclass(frozen=True, slots=True)
class PTEqualTo:
    """A characteristic-defining ability: "power and toughness are each equal to the number of …",
    "… equal to your life total", "… equal to 1 plus the number of lands you control" (``plus``:
    printed "1+*", CR 604.3, 208.2a, layer 7a)."""

    amount: CountOf | LifeTotal
    power: bool = True
    toughness: bool = True
    plus: int = 0


@dataclass(frozen=True, slots=True)
class GrantKeywordsStatic:
    """"Creatures you control have flying", "Equipped creature has trample" (layer 6)."""

    affected: Affected
    keywords: tuple[Keyword, ...]


@dataclass(frozen=True, slots=True)
class SetColorsStatic:
    """"… becomes a 4/4 white and blue Elemental creature" (layer 5, CR 613.1e, 105.3): the object's
    colors become exactly these."""

    affected: Affected
    colors: frozenset[Color]


@dataclass(frozen=True, slots=True)
class AddColorsStatic:
    """"… is a black Zombie in addition to its other colors and types" (layer 5, CR 613.1e, 105.3):
    the object gains these colors and keeps the ones it had."""

    affected: Affected
    colors: frozenset[Color]


@dataclass(frozen=True, slots=True)
class AddTypesStatic:
    """"… is an artifact in addition to its other types", "your Ring-bearer is legendary" (layer 4)."""

    affected: Affected
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class RemoveTypesStatic:
    """"CARDNAME isn't a creature" (layer 4, CR 613.1d): the card types are removed, and with them
    the subtypes correlated with them that no remaining type has (205.1a: a God that isn't a
    creature isn't a God either)."""

    affected: Affected
    types: frozenset[CardType]


@dataclass(frozen=True, slots=True)
class SetCreatureTypesStatic:
    """"Enchanted creature is a Spirit. (It loses all other creature types.)" (layer 4, CR 613.1d):
    an effect that sets creature types replaces every existing creature type (205.1a); the
    object's other subtypes (land types, artifact types, …) and its card types stay."""

    affected: Affected
    subtypes: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class RemoveAllAbilitiesStatic:
    """"Enchanted creature … loses all abilities" (layer 6, CR 613.1f): every ability the object has
    at that point is removed — abilities granted later in timestamp order stay (613.7); an effect of
    a removed static ability that applies in a later layer doesn't apply (one that began in an
    earlier layer goes on, 613.6)."""

    affected: Affected


@dataclass(frozen=True, slots=True)
class RemoveKeywordsStatic:
    """"… loses indestructible" (layer 6, CR 613.1f: ability-removing effects): the keyword
    abilities are removed, in timestamp order with the effects that grant them (613.7)."""

    affected: Affected
    keywords: tuple[Keyword, ...]


@dataclass(frozen=True, slots=True)
class GrantAbilitiesStatic:
    """"… gains 'This creature's power and toughness are each equal to …'" (layer 6, CR 613.1f):
    abilities other than keywords added to the objects. A granted static ability generates its
    own effects in the later layers (613.7a: its timestamp is the later of the object's and the
    granting effect's); a granted P/T-defining ability is no characteristic-defining ability
    (604.3a (2)), so it sets power and toughness in layer 7b (613.4b)."""

    affected: Affected
    abilities: tuple[Ability, ...]


@dataclass(frozen=True, slots=True)
class DoesntUntap:
    """"Enchanted creature doesn't untap during its controller's untap step", "CARDNAME doesn't
    untap during your untap step": the affected permanents stay tapped in their controller's untap
    step (CR 502.3); they can still be untapped by other effects. ``optional``: "You may choose not
    to untap CARDNAME during your untap step" — its controller chooses, as the untap step
    determines which permanents untap (502.3)."""

    affected: ObjectFilter | AttachedTo | This
    optional: bool = False


@dataclass(frozen=True, slots=True)
class CombatRestriction:
    """"[Affected] can't attack", "can't block", "can't attack or block", "can't block unless you
    control a Goblin or Orc": a restriction checked as attackers (CR 508.1c) or blockers (509.1b)
    are declared. ``unless``: the restriction doesn't apply while the condition holds (for the
    controller of the effect). From a static ability it applies to whatever the affected set
    admits at that moment (611.3a); from a resolved spell it modifies the rules of the game, so a
    filter is checked when the declaration is made, not locked in (611.2c) — a creature that
    loses flying later that turn can't block either."""

    affected: ObjectFilter | AttachedTo | This
    attack: bool = False
    block: bool = False
    unless: Condition | None = None
    # "Target creature can't block CARDNAME this turn": the one attacker it can't block, fixed as
    # the effect began (otherwise it can't block at all).
    whom: int | None = None


@dataclass(frozen=True, slots=True)
class CombatRequirement:
    """"Enchanted creature attacks each combat if able", "CARDNAME attacks or blocks each combat if
    able", "target creature blocks this turn if able", "creatures your opponents control attack
    this turn if able": a requirement (CR 508.1d, 509.1c) — as attackers or blockers are declared,
    an affected creature that can attack (any player or planeswalker it may) or block (any attacker
    it may) must. Which creatures it affects is read as for :class:`CombatRestriction` (611.3a,
    611.2c)."""

    affected: ObjectFilter | AttachedTo | This
    attack: bool = False
    block: bool = False
    attack_source: bool = False  # "attack CARDNAME if able": obeyed only by attacking the source (508.1d)
    # The player a creature attacks if able ("attacks that opponent this turn if able", encore
    # 702.141a) or the attacker it blocks if able ("block this creature if able", provoke 702.39a),
    # fixed as the effect began.
    whom: int | None = None


@dataclass(frozen=True, slots=True)
class BlockerLimit:
    """"CARDNAME can't be blocked by more than one creature", "Each creature you control can't be
    blocked by more than two creatures" (CR 509.1b): a restriction on the blockers' declaration — no
    more than ``count`` creatures may block an affected attacker. Which creatures it affects is read
    as for :class:`CombatRestriction` (611.3a, 611.2c)."""

    affected: ObjectFilter | AttachedTo | This
    count: int


@dataclass(frozen=True, slots=True)
class MustBeBlocked:
    """"CARDNAME must be blocked if able" (CR 509.1c): a requirement that an affected attacking
    creature be blocked by at least one creature, if the defending player can. With ``by_all``: "All
    creatures able to block CARDNAME do so" — each creature able to block it has the requirement to
    block it. Which creatures it affects is read as for :class:`CombatRestriction`."""

    affected: ObjectFilter | AttachedTo | This
    by_all: bool = False


@dataclass(frozen=True, slots=True)
class BlocksAdditional:
    """"CARDNAME can block an additional creature each combat" (``count`` 1), "… any number of
    creatures" (``count`` None): an affected creature may block that many more attackers (CR 509.1a
    allows one without such an effect; 509.1d: a creature blocking several divides its damage,
    510.1d). Which creatures it affects is read as for :class:`CombatRestriction`."""

    affected: ObjectFilter | AttachedTo | This
    count: int | None = 1


@dataclass(frozen=True, slots=True)
class AssignsNoCombatDamage:
    """"If you do, CARDNAME assigns no combat damage this turn" (CR 510.1a): an affected creature
    assigns no combat damage. Which creatures it affects is read as for :class:`CombatRestriction`."""

    affected: ObjectFilter | AttachedTo | This


@dataclass(frozen=True, slots=True)
class AssignAsThoughUnblocked:
    """"You may have CARDNAME assign its combat damage as though it weren't blocked" (CR 510.1c): the
    controller of a blocked affected creature may assign all its combat damage to the player or
    planeswalker it is attacking instead of to its blockers."""

    affected: ObjectFilter | AttachedTo | This


@dataclass(frozen=True, slots=True)
class UmbraArmor:
    """Umbra armor (CR 702.89a), on an Aura: "If enchanted permanent would be destroyed, instead
    remove all damage marked on it and destroy this Aura." A replacement effect (614.1a) of the
    Aura's static ability."""


@dataclass(frozen=True, slots=True)
class ControlStatic:
    """"You control enchanted creature." (CR 613.1b, layer 2): the ability's controller controls
    the permanent its source is attached to, for as long as the ability applies (611.3a)."""

    affected: AttachedTo


@dataclass(frozen=True, slots=True)
class BlockRestriction:
    """A restriction on which creatures may block which (CR 509.1b), from a static ability of one
    of them. On an attacking creature (``on_blocker`` False) the blocker is matched: "CARDNAME
    can't be blocked by creatures with power 2 or less" (``only`` False), "CARDNAME can't be
    blocked except by blue creatures" (``only`` True). On a blocking creature the attacker is
    matched: "CARDNAME can block only creatures with flying" (``only`` True), "CARDNAME can't block
    creatures with power 2 or greater" (``only`` False). The filter is read as the block is
    declared, for the creature's controller."""

    filter: ObjectFilter
    on_blocker: bool = False
    only: bool = False


@dataclass(frozen=True, slots=True)
class ActivationRestriction:
    """"[Affected]'s activated abilities can't be activated" (CR 602.5): a restriction on activating
    the abilities of the affected permanents, whoever would activate them; ``except_mana``: "…
    unless they're mana abilities" (605.1a)."""

    affected: ObjectFilter | AttachedTo | This
    except_mana: bool = False


@dataclass(frozen=True, slots=True)
class AttackUnlessDefenderControls:
    """"CARDNAME can't attack unless defending player controls an Island" (CR 508.1c): a
    restriction checked for each player (or planeswalker, whose controller would be the defending
    player, 506.2) the creature could attack as attackers are declared."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class CostModifier:
    """A cost increase (positive) or reduction (negative) to spells (CR 601.2f).

    ``generic_only`` reductions reduce only the generic component. ``not_from_hand``: only spells
    cast from anywhere other than their owner's hand. ``caster``: whose spells are affected.
    ``per_other_spell``: ``amount`` for each other spell the caster has cast this turn ("Each spell
    a player casts costs {1} more to cast for each other spell that player has cast this turn",
    Damping Sphere); the spell being cast isn't cast yet while its total cost is determined
    (601.2f comes before 601.2i), so it is every spell the player has cast this turn.
    """

    amount: int
    spells: ObjectFilter = ObjectFilter()
    caster: Controller = Controller.YOU
    generic_only: bool = True
    not_from_hand: bool = False
    per_other_spell: bool = False


@dataclass(frozen=True, slots=True)
class DefinesColors:
    """"Ghostfire is colorless", "Transguild Courier is all colors": a characteristic-defining ability
    (CR 604.3a) that functions in every zone (604.3); the compiler makes the card's colors these, as
    for devoid (702.114a), so effects that change colors still apply after it (613.3)."""

    colors: frozenset[Color]


@dataclass(frozen=True, slots=True)
class CantBeCountered:
    """A spell can't be countered (CR 101.2: an instruction to counter it does nothing; 701.6a). ``spells``
    None: the spell with this ability itself, as a static ability that functions on the stack
    (113.6g) — with the ability's condition, "If there are two or more instant and/or sorcery cards
    in your graveyard, this spell can't be countered" (spell mastery). Otherwise the spells a
    permanent's static ability names ("Creature spells you control can't be countered"), the
    filter read for that permanent's controller."""

    spells: ObjectFilter | None = None


@dataclass(frozen=True, slots=True)
class SelfCostModifier:
    """"This spell costs {3} less to cast if …" (CR 601.2f, 113.6d: it functions on the stack) or,
    on an activated ability, "This ability costs {2} less to activate if …" (602.2b). ``amount``
    is generic mana: negative reduces (only the generic component, 118.7a), positive increases.
    It applies if ``condition`` holds (None: always) and, with ``if_targets``, if at least one of
    the targets chosen (601.2c, before the total cost is determined) is an object the filter
    admits ("if it targets a tapped creature"). ``per``: ``amount`` for each object the filter
    admits ("costs {1} less to cast for each artifact you control", affinity 702.41a)."""

    amount: int
    condition: Condition | None = None
    if_targets: ObjectFilter | None = None
    per: ObjectFilter | None = None


@dataclass(frozen=True, slots=True)
class Ascend:
    """CR 702.131a-b: "Ascend" — on a permanent, "Any time you control ten or more permanents and you
    don't have the city's blessing, you get the city's blessing for the rest of the game"; on an
    instant or sorcery spell, the same as the spell resolves (rules.ascend)."""


@dataclass(frozen=True, slots=True)
class StartYourEngines:
    """CR 702.179a: "Start your engines!" — a player who controls a permanent with it and has no
    speed gets speed 1 (a state-based action, 704.5z; rules.speed)."""


@dataclass(frozen=True, slots=True)
class NoMaximumHandSize:
    """"You have no maximum hand size", "Players have no maximum hand size" (CR 402.2): the players
    ``who`` names (relative to the ability's controller) don't discard down to a maximum hand size
    in their cleanup step (514.1)."""

    who: Controller = Controller.YOU


@dataclass(frozen=True, slots=True)
class PlayerKeyword:
    """"You have hexproof" (CR 702.11d), "You have shroud" (702.18a): the players ``who`` names
    (relative to the ability's controller) have the keyword — hexproof: they can't be the targets of
    spells or abilities their opponents control; shroud: of any spell or ability."""

    keyword: Keyword
    who: Controller = Controller.YOU


@dataclass(frozen=True, slots=True)
class NoLifeGainStatic:
    """"Your opponents can't gain life", "Players can't gain life", "You can't gain life" (CR
    119.7): while the ability applies, the players ``who`` names (relative to its controller) gain
    no life and no replacement effect modifies a gain of theirs."""

    who: Controller = Controller.OPPONENT


@dataclass(frozen=True, slots=True)
class CastOnlyIf:
    """"Cast this spell only if you control two or more Vampires" (CR 601.3: a rule of the card
    prohibiting its being cast unless the condition holds as casting would begin)."""

    condition: Condition


# Replacement effects (CR 614) -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LifeGainPlus:
    """"If you would gain life, you gain that much life plus N instead" (614.1a)."""

    plus: int = 1
    player: Controller = Controller.YOU


@dataclass(frozen=True, slots=True)
class LifeGainTimes:
    """"If you would gain life, you gain twice that much life instead"."""

    factor: int = 2
    player: Controller = Controller.YOU


@dataclass(frozen=True, slots=True)
class DrawReplacement:
    """"If you would draw a card [except the first one you draw in each of your draw steps], draw N
    cards instead" (614.1a, 614.6). ``redirect``: the draws of the replacement are made by this
    effect's controller, not by the player who would have drawn: "If an opponent would draw a card
    …, instead that player skips that draw and you draw a card" (Notion Thief; 121.6, 614.10: the
    skipped draw never happens). ``player`` is whose draws it replaces."""

    count: int = 2
    except_first_in_draw_step: bool = False
    player: Controller = Controller.YOU
    redirect: bool = False


@dataclass(frozen=True, slots=True)
class TokenMultiplier:
    """"If one or more tokens would be created under your control, twice that many … instead"."""

    factor: int = 2
    player: Controller = Controller.YOU
    effect_only: bool = False  # "If an effect would create …" (Doubling Season)


@dataclass(frozen=True, slots=True)
class TokensInstead:
    """A token replacement of the general kind (CR 614.1a): "If you would create a Food token,
    instead create a Food token and a Treasure token" (Bilbo, Fellow Conspirator), "If you would
    create a Clue, Food, or Treasure token, instead create one of each" (Academy Manufactor).
    Creating N tokens whose subtypes include one of ``kinds`` becomes creating N of each token in
    ``instead`` (the rulings: "that many of each"). The resulting creations are modified events of
    this effect, so it doesn't apply to them again (614.5)."""

    kinds: frozenset[str]
    instead: tuple[TokenDef, ...]
    player: Controller = Controller.YOU


@dataclass(frozen=True, slots=True)
class CounterMultiplier:
    """"If an effect would put one or more counters on a permanent you control, it puts twice that
    many … instead"."""

    factor: int = 2
    affected: ObjectFilter = ObjectFilter((ControllerIs(Controller.YOU),))
    kind: str | None = None


@dataclass(frozen=True, slots=True)
class GraveyardToExile:
    """"If a card or token would be put into a graveyard from anywhere, exile it instead" (with
    ``opponents_only``: only the cards and tokens an opponent owns). ``only_this``: "If CARDNAME
    would be put into a graveyard from anywhere, exile it instead" — the card's own replacement
    effect, which functions in every zone the card can be put into a graveyard from (CR 113.6b,
    614.1a; :mod:`manastack.rules.zones`)."""

    filter: ObjectFilter = ObjectFilter(zone=Zone.GRAVEYARD)
    opponents_only: bool = False
    only_this: bool = False


@dataclass(frozen=True, slots=True)
class ManaMultiplier:
    """"If you tap a permanent for mana, it produces twice as much of that mana instead" (Mana
    Reflection): modifies the mana production event of a mana ability with {T} (CR 106.12)."""

    factor: int = 2
    affected: ObjectFilter = ObjectFilter((ControllerIs(Controller.YOU),))


@dataclass(frozen=True, slots=True)
class ManaTypeReplacement:
    """"If a land is tapped for mana, it produces {B} instead of any other type" (Infernal
    Darkness), "… colorless mana instead of any other type" (Ritual of Subdual), "if you tap a land
    you control for mana, it produces {U} instead of any other type" (Deep Water, an effect of a
    resolved ability): modifies the mana production event of a mana ability with {T} of an
    ``affected`` permanent (CR 106.12b, 614.1a) so that all of its mana is of ``type``; with
    ``amount`` ("instead of any other type and amount", Contamination) exactly that much mana.
    ``tapper``: who must be tapping it ("if you tap", YOU; "if a player taps" / "is tapped", ANY).
    ``at_least``: it applies only to a production of at least that much mana ("if a land is
    tapped for two or more mana", Damping Sphere: a replacement effect for mana "of a specific type
    and/or amount", 106.12b), checked on the event as it is when the effect would apply (616.1).
    The "could produce" rule (106.7) takes it into account (rules.replacement.possible_productions)."""

    type: str
    affected: ObjectFilter = ObjectFilter()
    tapper: Controller = Controller.ANY
    amount: int | None = None
    at_least: int = 1


@dataclass(frozen=True, slots=True)
class EntersTapped:
    """"This permanent enters tapped" (614.1c, self-replacement); with ``unless_life``, "as this
    enters, you may pay N life; if you don't, it enters tapped" (614.12: the choice is made as the
    replacement effect applies; 119.4: only with at least N life)."""

    unless_life: int = 0


@dataclass(frozen=True, slots=True)
class EntersWithCounters:
    """"This creature enters with N counters of a kind on it" (614.1c); ``amount`` may be X, which is
    the X of the spell the permanent was (seed glossary: X in enters effects). ``optional``: "you may
    have this creature enter with …" (unleash, 702.98a) — the player it enters under chooses as it
    enters (614.12); ``otherwise``: the keywords it gains if they don't ("If you don't, it gains
    haste", riot, 702.136a)."""

    kind: str
    amount: Amount
    optional: bool = False
    otherwise: tuple[Keyword, ...] = ()


@dataclass(frozen=True, slots=True)
class Devour:
    """CR 702.82a, 702.82c: "As this object enters, you may sacrifice any number of [quality]
    permanents" — chosen and sacrificed by the player it enters under, with the other "as enters"
    choices (614.12); how many were is what it "devoured" (702.82b, :data:`DEVOURED`), which its
    :class:`EntersWithCounters` counts."""

    filter: ObjectFilter


#: The key of ``GameObject.chosen`` that records how many permanents it devoured (CR 702.82b).
DEVOURED = "devoured"


@dataclass(frozen=True, slots=True)
class Amplify:
    """CR 702.38a: "As this object enters, reveal any number of cards from your hand that share a
    creature type with it" — revealed by the player it enters under, with the other "as enters"
    choices (614.12); how many were (:data:`AMPLIFIED`) is what its :class:`EntersWithCounters`
    counts. The card itself and others entering with it aren't in the hand to be revealed."""


#: The key of ``GameObject.chosen`` that records how many cards were revealed for amplify (CR 702.38a).
AMPLIFIED = "amplified"


@dataclass(frozen=True, slots=True)
class Sunburst:
    """CR 702.44a-b: "If this object is entering as a creature, ignoring any type-changing effects
    that would affect it, it enters with a +1/+1 counter on it for each color of mana spent to cast
    it. Otherwise, it enters with a charge counter on it for each color of mana spent to cast it" —
    only entering from the stack as a resolving spell (``GameObject.mana_spent``, 400.7d)."""


@dataclass(frozen=True, slots=True)
class TurnedFaceUpWithCounters:
    """"As this creature is turned face up, put N [kind] counters on it" (CR 708.11: applied while
    the permanent is turned face up, so its "when this is turned face up" abilities see them)."""

    kind: str
    count: int


@dataclass(frozen=True, slots=True)
class EntersAsCopy:
    """"You may have this creature enter as a copy of any creature on the battlefield" (614.1c,
    CR 707.5, 616.1c). ``if_embalmed``: "except if this creature was embalmed, …" — exceptions to
    the copy (707.9b) when the entering object is a token created by embalm (702.128)."""

    filter: ObjectFilter
    optional: bool = True
    if_embalmed: CopyExceptions | None = None


@dataclass(frozen=True, slots=True)
class EntersWithChoice:
    """"As this permanent enters, choose a color / a creature type" (614.1c, 614.12a): the
    controller chooses before it enters; the value is kept on the permanent for its linked
    abilities ("the chosen type", 607.2d). A copy makes its own choice (707.6). ``other_than``:
    values that can't be chosen ("choose a color other than red")."""

    kind: ChoiceKind
    other_than: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class PreventAll:
    """"Prevent all damage that would be dealt to [affected]" (CR 615)."""

    affected: ObjectFilter


@dataclass(frozen=True, slots=True)
class SkipStep:
    """"[Players] skip [their] [step] step(s)" (CR 614.1b, 614.10, 500.11): a replacement effect on
    the step of the turn of each admitted player (``player`` relative to the effect's controller).
    As a static ability (Eon Hub) it skips every occurrence; as the effect of a resolved spell
    (:class:`~manastack.model.effects.SkipNextStep`) it is used up by the next occurrence (614.10a)."""

    step: Step
    player: Controller = Controller.YOU


@dataclass(frozen=True, slots=True)
class ExileInsteadOfDying:
    """"If that creature would die this turn, exile it instead" (CR 614.1a, 700.4): a replacement
    effect on the affected creatures being put into a graveyard from the battlefield, for whatever
    reason; created by a resolving spell (the locked-in objects, with a duration, 611.2a)."""

    affected: Affected


@dataclass(frozen=True, slots=True)
class AsBecomesPermanent:
    """A static ability of a permanent spell that functions while it is on the stack: as the spell
    resolves and becomes a permanent (608.3), ``effects`` happen, the permanent being
    :class:`~manastack.model.filters.CreatedObjects` in them. Dash (CR 702.109a): "If this spell's
    dash cost was paid, return the permanent this spell becomes to its owner's hand at the beginning
    of the next end step" (the ability's condition: :class:`CostPaid`)."""

    effects: tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class ExileInsteadOfLeaving:
    """"If it would leave the battlefield, exile it instead of putting it anywhere else" (CR 614.1a;
    unearth, 702.84a): a replacement effect on the affected permanents leaving the battlefield for
    any zone other than exile, created by a resolving ability for the objects it locks in (611.2c)."""


@dataclass(frozen=True, slots=True)
class ExileInstead:
    """A replacement effect on one spell: "If [that spell] would be put into your graveyard, exile it
    instead" (``to`` GRAVEYARD: the spell cast by Bilbo, Thief in the Night's or Torrential
    Gearhulk's ability, CR 614.1a), or "exile this card instead of putting it anywhere else any time
    it would leave the stack" (``to`` None: flashback, 702.34a). ``spells`` limits the kinds of spell
    it applies to ("an instant or sorcery spell cast this way"). It is attached to the spell as it is
    cast (a tracked effect of the resolving ability, or of the alternative cost paid) and ends when
    the spell leaves the stack (400.7)."""

    to: Zone | None = Zone.GRAVEYARD
    spells: ObjectFilter = ObjectFilter(zone=Zone.STACK)


@dataclass(frozen=True, slots=True)
class CantLoseOrWin:
    """"You can't lose the game and your opponents can't win the game" (Platinum Angel): the
    players admitted by ``cant_lose`` (relative to the controller) don't lose the game by the
    state-based actions of 704.5a–c or an effect (104.3b–e), and those admitted by ``cant_win``
    don't win by an effect (104.2b). A player can still concede (104.3a), and a player whose
    opponents have all left the game still wins (104.2a overrides this). In Two-Headed Giant the
    restriction covers the player's whole team (810.8a)."""

    cant_lose: Controller | None = None
    cant_win: Controller | None = None


@dataclass(frozen=True, slots=True)
class PlayLandsFrom:
    """"You may play lands from your graveyard" (``zone`` GRAVEYARD: any land card there) or "you
    may play lands from the top of your library" (LIBRARY: its top card, if it's a land): an effect
    that lets its controller play a land card from that zone as well as from their hand (CR 305.1),
    with the normal timing and number of land plays (305.2, 305.3)."""

    zone: Zone


@dataclass(frozen=True, slots=True)
class PlayExiledWithThis:
    """"You may play lands and cast spells from among cards exiled with CARDNAME" (CR 607.2a, 305.1,
    601.2a): while the ability applies its controller may play the cards this object's linked
    ability exiled that are still in exile, with the normal timing and land plays, paying their
    costs."""


@dataclass(frozen=True, slots=True)
class AdditionalLandEachTurn:
    """"You may play an additional land on each of your turns" (CR 305.2): its controller's number
    of land plays is one higher on each of their turns while the ability applies."""


@dataclass(frozen=True, slots=True)
class TopOfLibraryVisible:
    """"Play with the top card of your library revealed" (``to_all``: every player sees it) and
    "You may look at the top card of your library any time" (only its controller): the top card of
    the controller's library is no longer hidden from those players (CR 401.2, 400.2)."""

    to_all: bool


@dataclass(frozen=True, slots=True)
class Dredge:
    """CR 702.52a: "Dredge N" — "If you would draw a card, you may mill N cards instead. If you do,
    return this card from your graveyard to your hand." A replacement effect that functions only
    while the card is in its owner's graveyard (:mod:`manastack.rules.dredge`); it can't be used
    with fewer than N cards in the library (702.52b)."""

    count: int


@dataclass(frozen=True, slots=True)
class BeginOnBattlefield:
    """"If this card is in your opening hand, you may begin the game with it on the battlefield"
    (CR 103.6a): once the mulligans are done, starting with the starting player, its owner may put
    it onto the battlefield (:mod:`manastack.rules.opening_hand`). It functions from the hand."""


@dataclass(frozen=True, slots=True)
class EnteredOnlyVenturingInto:
    """"You can't enter this dungeon unless you 'venture into [quality]'" (Undercity; CR 701.49d):
    a dungeon a player chooses as they venture into the dungeon only when told to venture into
    ``quality`` (:mod:`manastack.rules.dungeons`). It functions outside the game."""

    quality: str


@dataclass(frozen=True, slots=True)
class DeckConstruction:
    """An ability that modifies the rules for deck construction and functions before the game
    begins (CR 113.6n): a partner ability — "partner", "partner—[text]" (friends forever), "choose a
    Background", "Doctor's companion" (702.124) —, "[this card] can be your commander" (903.3a) or
    "a deck can have any number of cards named [this card]" (903.5b, 100.2a). Its meaning is the
    Commander deck check's (:mod:`manastack.carddata.commander_deck`); in the game it does nothing.
    ``rule`` is the ability as printed, lowercase ("partner", "choose a background")."""

    rule: str


StaticEffect = (
    BeginOnBattlefield
    | DeckConstruction
    | EnteredOnlyVenturingInto
    | ActivationRestriction
    | SwitchPTStatic
    | Dredge
    | ModifyPTStatic
    | SetPTStatic
    | PTEqualTo
    | GrantKeywordsStatic
    | AddTypesStatic
    | RemoveTypesStatic
    | SetColorsStatic
    | AddColorsStatic
    | SetCreatureTypesStatic
    | RemoveKeywordsStatic
    | RemoveAllAbilitiesStatic
    | GrantAbilitiesStatic
    | CombatRestriction
    | CombatRequirement
    | BlockerLimit
    | MustBeBlocked
    | BlocksAdditional
    | AssignsNoCombatDamage
    | AssignAsThoughUnblocked
    | UmbraArmor
    | ControlStatic
    | BlockRestriction
    | AttackUnlessDefenderControls
    | DoesntUntap
    | ExileInsteadOfDying
    | ExileInsteadOfLeaving
    | AsBecomesPermanent
    | CostModifier
    | CantBeCountered
    | DefinesColors
    | SelfCostModifier
    | CastOnlyIf
    | NoMaximumHandSize
    | PlayerKeyword
    | NoLifeGainStatic
    | Ascend
    | StartYourEngines
    | LifeGainPlus
    | LifeGainTimes
    | DrawReplacement
    | TokenMultiplier
    | TokensInstead
    | CounterMultiplier
    | GraveyardToExile
    | ManaMultiplier
    | ManaTypeReplacement
    | EntersTapped
    | EntersWithCounters
    | Devour
    | Amplify
    | Sunburst
    | TurnedFaceUpWithCounters
    | EntersAsCopy
    | EntersWithChoice
    | PreventAll
    | SkipStep
    | ExileInstead
    | CantLoseOrWin
    | PlayLandsFrom
    | PlayExiledWithThis
    | AdditionalLandEachTurn
    | TopOfLibraryVisible
)

REPLACEMENT_EFFECTS = (
    LifeGainPlus,
    LifeGainTimes,
    DrawReplacement,
    TokenMultiplier,
    TokensInstead,
    CounterMultiplier,
    GraveyardToExile,
    ManaMultiplier,
    ManaTypeReplacement,
    EntersTapped,
    EntersWithCounters,
    EntersAsCopy,
    EntersWithChoice,
    PreventAll,
    SkipStep,
    ExileInstead,
    ExileInsteadOfDying,
    ExileInsteadOfLeaving,
)


# ---- abilities ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class KeywordAbility:
    """A keyword ability without parameters (CR 702)."""

    keyword: Keyword

    def text(self) -> str:
        return self.keyword.value.capitalize()


@dataclass(frozen=True, slots=True)
class Landwalk:
    """CR 702.14: can't be blocked as long as the defending player controls a land of the type."""

    land_type: str

    def text(self) -> str:
        return f"{self.land_type.lower()}walk"


@dataclass(frozen=True, slots=True)
class Toxic:
    """CR 702.164a: "Toxic N", a static ability. Combat damage the creature deals to a player also
    gives that player poison counters equal to its total toxic value — the sum of the N of all its
    toxic abilities (702.164b-c; rules.damage)."""

    n: int

    def text(self) -> str:
        return f"Toxic {self.n}"


@dataclass(frozen=True, slots=True)
class Protection:
    """CR 702.16: "protection from [quality]" — each quality an object filter matched against the
    characteristics of a source (702.16a: a card type, subtype or supertype applies to permanents
    and to sources in other zones alike). "Protection from black and from green" is one line with
    two qualities, and behaves as two protection abilities (702.16g); "protection from everything"
    is the empty filter (702.16j). Where it applies: rules.protection."""

    qualities: tuple[ObjectFilter, ...]

    def text(self) -> str:
        return "protection from " + " and from ".join(q.describe() for q in self.qualities)


@dataclass(frozen=True, slots=True)
class BlockedOnlyByAtLeast:
    """"can't be blocked except by N or more creatures" (menace is N=2, CR 702.111b)."""

    count: int

    def text(self) -> str:
        return f"can't be blocked except by {self.count} or more creatures"


@dataclass(frozen=True, slots=True)
class Enchant:
    """CR 702.5: what an Aura can be attached to (and must target as it's cast)."""

    filter: ObjectFilter

    def text(self) -> str:
        return f"Enchant {self.filter.describe()}"


@dataclass(frozen=True, slots=True)
class Mode:
    """One mode of a modal spell or ability (CR 700.2)."""

    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    text: str = ""
    # CR 700.2h, 702.172a: a cost listed before the mode's effect (spree's "+ {2} —"): an additional
    # cost paid as the spell is cast if the mode is chosen.
    cost: Cost | None = None


@dataclass(frozen=True, slots=True)
class SpellAbility:
    """The effects of an instant or sorcery (CR 113.3a). ``modes`` with ``choose`` makes it modal."""

    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    modes: tuple[Mode, ...] = ()
    choose: int = 1
    text: str = ""
    at_least: int | None = None  # "choose one or both": at least this many of ``choose`` modes (700.2d)
    # CR 700.2d: "You may choose the same mode more than once": a mode chosen again appears that
    # many times in sequence, each time with its own targets.
    repeat_modes: bool = False
    # "If you control a commander as you cast this spell, you may choose both instead": while the
    # condition holds as the modes are chosen (601.2b), any number of modes from ``choose`` up to
    # all of them may be chosen (700.2).
    choose_all_if: Condition | None = None


@dataclass(frozen=True, slots=True)
class ActivatedAbility:
    """CR 602: "[Cost]: [Effect]." A mana ability (605.1a) if it could add mana, has no target and
    isn't a loyalty ability. A loyalty ability (606.2) has a loyalty cost (:class:`~manastack.model.costs.Loyalty`)."""

    cost: Cost
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    sorcery_speed: bool = False
    # CR 602.5b: "Activate only once each turn" (1), "Activate no more than twice each turn" (2);
    # 0: no such restriction.
    max_per_turn: int = 0
    condition: Condition | None = None
    zone: Zone = Zone.BATTLEFIELD
    text: str = ""
    # CR 700.2a: a modal activated ability ("Choose one — • … • …"); the modes are chosen as it is
    # activated (602.2b, 601.2b), before targets. ``effects``/``targets`` are those of every mode.
    modes: tuple[Mode, ...] = ()
    choose: int = 1
    # "This ability costs {2} less to activate if you control a legendary creature" (602.2b, 601.2f).
    cost_modifiers: tuple[SelfCostModifier, ...] = ()
    at_least: int | None = None  # "choose one or both" (700.2d)
    # The keyword ability this activated ability is, where rules refer to it ("cycling": activating
    # it is cycling the card, 702.29c-d, f).
    keyword: str = ""
    # CR 602.2, 602.1b: who may activate it — its source's controller unless it says otherwise
    # ("Any player may activate this ability": ANY; "Only your opponents may …": OPPONENT); the
    # player who activates it controls it (602.2a).
    activators: Controller = Controller.YOU
    # CR 605.1a: a mana ability — it could add mana, has no target and isn't a loyalty ability.
    # Derived from the fields above when the ability is made (the engine asks it very often).
    is_mana_ability: bool = field(init=False, repr=False, compare=False)
    # CR 602.5: nothing of its own limits when it may be activated (no timing, once-per-turn or
    # loyalty restriction, no condition, not exhaust) and it chooses no target or mode: whether it
    # may be activated is only whether its cost can be paid and no effect forbids it. Derived too.
    unrestricted: bool = field(init=False, repr=False, compare=False)
    # Its cost is {T} alone ("{T}: Add {G}.", most mana abilities): paying it is only tapping the
    # source (107.5). Derived too.
    tap_only: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        loyalty = Loyalty in map(type, self.cost.parts)
        mana = not self.targets and not self.modes and any(isinstance(e, AddMana) for e in self.effects) and not loyalty
        object.__setattr__(self, "is_mana_ability", mana)
        unrestricted = not (self.targets or self.modes or self.sorcery_speed or self.max_per_turn or self.condition is not None or loyalty or self.keyword == EXHAUST)
        object.__setattr__(self, "unrestricted", unrestricted)
        tap_only = self.cost.parts == (TapSelf(),) and (self.cost.mana is None or self.cost.mana.is_free())
        object.__setattr__(self, "tap_only", tap_only)

    @property
    def is_loyalty_ability(self) -> bool:
        """CR 606.2: an activated ability with a loyalty symbol in its cost."""
        return self.cost.has(Loyalty)


@dataclass(frozen=True, slots=True)
class TriggeredAbility:
    """CR 603: "When/Whenever/At [trigger], [effect]." ``intervening_if`` is checked when the
    ability would trigger and again on resolution (603.4). A triggered mana ability (605.1b) is
    one that triggers from a mana ability and could add mana."""

    trigger: TriggerCondition
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    intervening_if: Condition | None = None
    text: str = ""

    @property
    def is_mana_ability(self) -> bool:
        return (
            self.trigger.event is TriggerEvent.TAPPED_FOR_MANA
            and not self.targets
            and any(isinstance(e, AddMana) for e in self.effects)
        )


@dataclass(frozen=True, slots=True)
class StaticAbility:
    """CR 604: a static ability generating a continuous, cost-modifying or replacement effect.
    ``condition`` limits when it applies ("as long as …")."""

    effect: StaticEffect
    condition: Condition | None = None
    text: str = ""


@dataclass(frozen=True, slots=True)
class AlternativeCost:
    """CR 118.9: a cost the caster may pay rather than the spell's mana cost, announced as the spell
    is cast (601.2b; only one per spell, 118.9a); additional costs, increases and reductions apply
    to it (118.9d, 601.2f). ``name`` is the keyword that offers it ("flashback") and how a player
    announces it ("Cast Think Twice with flashback"). ``zone`` is where the card must be to be cast
    this way (flashback: the graveyard, 702.34a). ``exile_on_leaving_stack``: "if the [cost] was
    paid, exile this card instead of putting it anywhere else any time it would leave the stack"
    (702.34a). The spell's mana cost, and so its mana value, is unchanged (118.9c). ``spell``: the
    spell ability the spell has instead if this cost was paid (overload changes the text, 702.96a).
    ``plus_mana_cost``: the mana cost is paid too, and ``cost`` on top of it — a permission to cast
    the card from ``zone`` with an additional cost rather than an alternative cost (702.81a retrace,
    702.133a jump-start: "by discarding a card in addition to paying its other costs"). A spell's own
    alternative cost ("You may pay 1 life and exile a blue card from your hand rather than pay this
    spell's mana cost") is named :data:`ALTERNATIVE`; ``condition`` limits when it may be paid."""

    cost: Cost
    name: str
    zone: Zone = Zone.HAND
    exile_on_leaving_stack: bool = False
    text: str = ""
    spell: SpellAbility | None = None
    plus_mana_cost: bool = False
    condition: Condition | None = None  # "If it's not your turn, you may …": offered only then (601.2b)
    transformed: bool = False  # "cast this card transformed": its back face up on the stack (CR 712.8c; disturb)


@dataclass(frozen=True, slots=True)
class AdditionalCost:
    """CR 118.8: a cost paid as the spell is cast, on top of its mana cost or alternative cost.
    Mandatory ("As an additional cost to cast this spell, sacrifice a creature") or ``optional``
    (kicker, 702.33a: the caster announces whether they pay it, 601.2b, 118.8b). ``name`` is the
    keyword of an optional cost ("kicker"); a spell paid with it is "kicked" (702.33d,
    :class:`CostPaid`). Like an alternative cost it leaves the mana cost unchanged (118.8d)."""

    cost: Cost
    name: str = ""
    optional: bool = False
    text: str = ""
    # "As an additional cost to cast this spell, sacrifice an artifact or creature or pay {4}": a
    # choice between costs, announced as the spell is cast (601.2b); ``cost`` is then unused.
    choices: tuple[Cost, ...] = ()
    # Multikicker (702.33c): an optional cost that may be paid any number of times; the spell's
    # ``costs_paid`` names it once for each time it was paid (702.33d: "kicked" that many times).
    multi: bool = False


@dataclass(frozen=True, slots=True)
class Morph:
    """CR 702.37a: "Morph [cost]" — "You may cast this card as a 2/2 face-down creature with no
    text, no name, no subtypes, and no mana cost by paying {3} rather than paying its mana cost";
    any time its controller has priority, the face-down permanent may be turned face up by paying
    [cost] (702.37e, a special action, 116.2b). ``kind`` is MORPH, MEGAMORPH (702.37b: it also
    gets a +1/+1 counter as it is turned face up for that cost) or DISGUISE (702.168a: the
    face-down object also has ward {2}). The ability functions wherever the card could be cast
    from and while it is face down (702.37a); a face-down permanent's own abilities are gone, so
    the rules read it from the card (702.37e: "what its morph cost would be if it were face up")."""

    cost: Cost
    kind: FaceDown = FaceDown.MORPH
    text: str = ""


#: How a spell cast by suspend's last ability is announced (CR 702.62a, 702.62d: an alternative
#: cost, "without paying its mana cost"); a creature spell cast this way has haste.
SUSPEND_CAST = "suspend"


@dataclass(frozen=True, slots=True)
class Suspend:
    """CR 702.62a: "Suspend N—[cost]" — three abilities. The first functions in its owner's hand: if
    they could begin to cast the card, they may pay [cost] and exile it with N time counters on it,
    a special action (116.2f, :mod:`manastack.rules.suspend`). The other two, ``triggered``,
    function in exile: "At the beginning of your upkeep, if this card is suspended, remove a time
    counter from it" and "When the last time counter is removed from this card, if it's exiled, you
    may play it without paying its mana cost if able …" (:class:`CastSuspended`)."""

    count: int
    cost: Cost
    triggered: tuple[TriggeredAbility, ...]
    text: str = ""


#: CR 305.6: a land with a basic land type has the intrinsic "{T}: Add [mana]" ability.
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def basic_land_mana(subtypes: tuple[str, ...]) -> tuple[ActivatedAbility, ...]:
    """CR 305.6: the intrinsic mana abilities of a land with these subtypes, one per basic land type
    (a land that gains a basic land type gains its ability too, 305.7)."""
    return tuple(
        ActivatedAbility(Cost(parts=(TapSelf(),)), (AddMana(FixedMana((c,))),), text=f"{{T}}: Add {{{c}}}.")
        for st, c in BASIC_LAND_MANA.items() if st in subtypes
    )


def suspend(count: int, cost: Cost, text: str = "") -> Suspend:
    """CR 702.62a: the suspend keyword with its two triggered abilities (702.62b: "suspended")."""
    from manastack.model.conditions import SourceInZone, Suspended
    from manastack.model.effects import CastSuspended, RemoveCounters
    from manastack.model.triggers import LastCounterRemoved

    upkeep = TriggeredAbility(
        TriggerCondition(TriggerEvent.BEGINNING_OF_STEP, (ByPlayer(Controller.YOU), AtStep(Step.UPKEEP))),
        (RemoveCounters("time", 1),),
        intervening_if=Suspended(),
        text="At the beginning of your upkeep, if this card is suspended, remove a time counter from it.",
    )
    last = TriggeredAbility(
        TriggerCondition(TriggerEvent.COUNTERS_REMOVED, (AboutThis(), LastCounterRemoved("time"))),
        (CastSuspended(),),
        intervening_if=SourceInZone(Zone.EXILE),
        text="When the last time counter is removed from this card, if it's exiled, you may play it without paying its mana cost.",
    )
    return Suspend(count, cost, (upkeep, last), text=text or f"Suspend {count}—{cost.text()}")


#: How a plotted card is cast from exile (CR 702.170d: without paying its mana cost), and the
#: special action's name.
PLOT = "plot"


@dataclass(frozen=True, slots=True)
class Plot:
    """CR 702.170a: "Plot [cost]" — "Any time you have priority during your main phase while the
    stack is empty, you may exile this card from your hand and pay [cost]. It becomes a plotted
    card." (a special action, 116.2k, :mod:`manastack.rules.plot`); on a later turn its owner may
    cast it from exile without paying its mana cost during their main phase while the stack is
    empty (702.170d)."""

    cost: Cost
    text: str = ""


Ability = (
    KeywordAbility
    | Landwalk
    | Toxic
    | Protection
    | BlockedOnlyByAtLeast
    | Enchant
    | SpellAbility
    | ActivatedAbility
    | TriggeredAbility
    | StaticAbility
    | AlternativeCost
    | AdditionalCost
    | Morph
    | Suspend
    | Plot
)


def equip(cost: ManaCost) -> ActivatedAbility:
    """CR 702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you
    control. Activate only as a sorcery.\""""
    return ActivatedAbility(
        cost=Cost(mana=cost),
        effects=(Attach(to=Target(0)),),
        targets=(
            TargetSpec(
                kind=TargetKind.OBJECT,
                filter=ObjectFilter((CardTypes(frozenset({CardType.CREATURE})), ControllerIs(Controller.YOU))),
                description="target creature you control",
            ),
        ),
        sorcery_speed=True,
        text=f"Equip {cost.text()}",
    )


def crew(n: int, text: str = "") -> ActivatedAbility:
    """CR 702.122a: "Crew N" means "Tap any number of other untapped creatures you control with
    total power N or greater: This permanent becomes an artifact creature until end of turn." It
    uses the stack like any activated ability (602.2); the Vehicle then has its printed power and
    toughness (301.7b)."""
    from manastack.model.effects import Becomes

    return ActivatedAbility(
        cost=Cost(parts=(Crew(n),)),
        effects=(Becomes(This(), types=(CardType.ARTIFACT.value, CardType.CREATURE.value)),),
        text=text or f"Crew {n}",
    )


def ward(cost: Cost, text: str = "") -> TriggeredAbility:
    """CR 702.21a: "Ward [cost]" means "Whenever this permanent becomes the target of a spell or
    ability an opponent controls, counter that spell or ability unless that player pays [cost].\""""
    from manastack.model.effects import CounterSpell, PayCost

    return TriggeredAbility(
        TriggerCondition(TriggerEvent.BECOMES_TARGET, (AboutThis(), ByPlayer(Controller.OPPONENT))),
        (PayCost(cost, otherwise=(CounterSpell(EventSpell()),), player=EventPlayer()),),
        text=text or f"Ward {cost.text()}",
    )


def soulbond() -> tuple[Ability, ...]:
    """CR 702.95a: "Soulbond" means "When this creature enters, if you control both this creature
    and another creature and both are unpaired, you may pair this creature with another unpaired
    creature you control for as long as both remain creatures on the battlefield under your
    control" and "Whenever another creature you control enters, if you control both it and this
    creature and both are unpaired, you may pair that creature with this creature for as long as
    both remain creatures on the battlefield under your control." The keyword is kept too (a filter
    or ability may name it)."""
    from manastack.model.conditions import CanPair
    from manastack.model.effects import May, Pair
    from manastack.model.filters import EventObject, Other
    from manastack.model.triggers import Matches

    another = ObjectFilter((CardTypes(frozenset({CardType.CREATURE})), ControllerIs(Controller.YOU), Other()), Zone.BATTLEFIELD, "another creature you control")
    return (
        KeywordAbility(Keyword.SOULBOND),
        TriggeredAbility(
            TriggerCondition(TriggerEvent.ENTERS, (AboutThis(),)), (May((Pair(),)),), intervening_if=CanPair(),
            text="Soulbond (when this creature enters, you may pair it with another unpaired creature you control)",
        ),
        TriggeredAbility(
            TriggerCondition(TriggerEvent.ENTERS, (Matches(another),)), (May((Pair(EventObject()),)),), intervening_if=CanPair(EventObject()),
            text="Soulbond (whenever another creature you control enters, you may pair it with this creature)",
        ),
    )


def storm(text: str = "") -> TriggeredAbility:
    """CR 702.40a: "Storm" means "When you cast this spell, copy it for each other spell that was
    cast before it this turn. If the spell has any targets, you may choose new targets for any of
    the copies." It functions on the stack; the number of spells is that of the cast event (fixed
    as it triggers), and the spell is copied as it last existed if it has left the stack (608.2h)."""
    from manastack.model.effects import CopySpell

    return TriggeredAbility(TriggerCondition(TriggerEvent.CAST, (AboutThis(),)), (CopySpell(This(), times=EventAmount()),), text=text or "Storm")


def _copy_if_paid(name: str, text: str) -> TriggeredAbility:
    """The triggered half of replicate, casualty and conspire (CR 702.56a, 702.153a, 702.78a):
    "When you cast this spell, copy it for each time its [name] cost was paid. If the spell has any
    targets, you may choose new targets for any of the copies." It functions on the stack; a cost
    not paid makes no copy (the times are counted from the spell's payments as it resolves)."""
    from manastack.model.effects import CopySpell
    from manastack.model.filters import TimesPaid

    return TriggeredAbility(TriggerCondition(TriggerEvent.CAST, (AboutThis(),)), (CopySpell(This(), times=TimesPaid(name)),), text=text)


def replicate(cost: Cost, text: str = "") -> tuple[Ability, ...]:
    """CR 702.56a: "Replicate [cost]" means "As an additional cost to cast this spell, you may pay
    [cost] any number of times" and "When you cast this spell, if a replicate cost was paid for it,
    copy it for each time its replicate cost was paid. If the spell has any targets, you may choose
    new targets for any of the copies.\""""
    text = text or f"Replicate {cost.text()}"
    return AdditionalCost(cost, REPLICATE, optional=True, text=text, multi=True), _copy_if_paid(REPLICATE, text)


def casualty(n: int, text: str = "") -> tuple[Ability, ...]:
    """CR 702.153a: "Casualty N" means "As an additional cost to cast this spell, you may sacrifice a
    creature with power N or greater" and "When you cast this spell, if a casualty cost was paid for
    it, copy it. If the spell has any targets, you may choose new targets for the copy.\""""
    from manastack.model.costs import SacrificePermanents
    from manastack.model.filters import PowerAtLeast

    text = text or f"Casualty {n}"
    creature = ObjectFilter((CardTypes(frozenset({CardType.CREATURE})), PowerAtLeast(n)), description=f"creature with power {n} or greater")
    return AdditionalCost(Cost(parts=(SacrificePermanents(creature),)), CASUALTY, optional=True, text=text), _copy_if_paid(CASUALTY, text)


#: The names of replicate's and casualty's optional additional costs (their spells' ``costs_paid``).
REPLICATE = "replicate"
CASUALTY = "casualty"
#: The name of conspire's optional additional cost.
CONSPIRE = "conspire"


def conspire(text: str = "") -> tuple[Ability, ...]:
    """CR 702.78a: "Conspire" means "As an additional cost to cast this spell, you may tap two
    untapped creatures you control that each share a color with it" and "When you cast this spell,
    if its conspire cost was paid, copy it. If the spell has any targets, you may choose new targets
    for the copy.\""""
    from manastack.model.costs import TapUntapped
    from manastack.model.filters import SharesColorWithSource

    text = text or "Conspire"
    creatures = ObjectFilter(
        (CardTypes(frozenset({CardType.CREATURE})), ControllerIs(Controller.YOU), SharesColorWithSource()),
        description="creatures you control that share a color with it",
    )
    return AdditionalCost(Cost(parts=(TapUntapped(creatures, 2),)), CONSPIRE, optional=True, text=text), _copy_if_paid(CONSPIRE, text)


#: The name of escalate's additional cost, paid once for each mode chosen beyond the first.
ESCALATE = "escalate"


def escalate(cost: Cost, text: str = "") -> tuple[Ability, ...]:
    """CR 702.120a: "Escalate [cost]" means "For each mode you choose beyond the first as you cast
    this spell, you pay an additional [cost]." (:func:`manastack.rules.casting.spell_cost` pays it
    that many times.)"""
    return (AdditionalCost(cost, ESCALATE, text=text or f"Escalate {cost.text()}"),)


#: The name of entwine's optional additional cost: paid, every mode of the spell is chosen.
ENTWINE = "entwine"


def entwine(cost: Cost, text: str = "") -> tuple[Ability, ...]:
    """CR 702.42a: "Entwine [cost]" means "You may choose all modes of this spell instead of just
    the number specified. If you do, you pay an additional [cost]." Announced as an optional
    additional cost (601.2b); :func:`manastack.rules.casting.cast_spell` then chooses every mode."""
    return (AdditionalCost(cost, ENTWINE, optional=True, text=text or f"Entwine {cost.text()}"),)


def cascade(text: str = "") -> TriggeredAbility:
    """CR 702.85a: cascade is a triggered ability that functions only while the spell is on the
    stack: "When you cast this spell, exile cards from the top of your library until you exile a
    nonland card whose mana value is less than this spell's mana value. You may cast that card
    …" (:class:`~manastack.model.effects.Cascade`)."""
    from manastack.model.effects import Cascade

    return TriggeredAbility(TriggerCondition(TriggerEvent.CAST, (AboutThis(),)), (Cascade(),), text=text or "Cascade")


def cumulative_upkeep(cost: Cost, text: str = "") -> TriggeredAbility:
    """CR 702.24a: "Cumulative upkeep [cost]" means "At the beginning of your upkeep, if this
    permanent is on the battlefield, put an age counter on this permanent. Then you may pay [cost]
    for each age counter on it. If you don't, sacrifice it." The number of age counters is counted
    as the ability resolves (702.24b)."""
    from manastack.model.effects import PayCost, PutCounters, SacrificeObject
    from manastack.model.filters import CountersOn

    return TriggeredAbility(
        TriggerCondition(TriggerEvent.BEGINNING_OF_STEP, (ByPlayer(Controller.YOU), AtStep(Step.UPKEEP))),
        (PutCounters("age", 1), PayCost(cost, otherwise=(SacrificeObject(),), times=CountersOn("age"))),
        intervening_if=SourceInZone(Zone.BATTLEFIELD),
        text=text or f"Cumulative upkeep {cost.text()}",
    )


def echo(cost: Cost, text: str = "") -> tuple[Ability, ...]:
    """CR 702.30a: "Echo [cost]" means "At the beginning of your upkeep, if this permanent came under
    your control since the beginning of your last upkeep, sacrifice it unless you pay [cost].\""""
    from manastack.model.conditions import CameUnderControlSinceLastUpkeep
    from manastack.model.effects import PayCost, SacrificeObject

    return (TriggeredAbility(
        TriggerCondition(TriggerEvent.BEGINNING_OF_STEP, (ByPlayer(Controller.YOU), AtStep(Step.UPKEEP))),
        (PayCost(cost, otherwise=(SacrificeObject(),)),),
        intervening_if=CameUnderControlSinceLastUpkeep(),
        text=text or f"Echo {cost.text()}",
    ),)


def bloodthirst(n: int, text: str = "") -> tuple[Ability, ...]:
    """CR 702.54a: "Bloodthirst N" means "If an opponent was dealt damage this turn, this permanent
    enters with N +1/+1 counters on it" (a replacement effect checked as it enters, 614.1c)."""
    from manastack.model.conditions import DidThisTurn, TurnRecord

    dealt = DidThisTurn(TurnRecord.DEALT_DAMAGE, Controller.OPPONENT)
    return (StaticAbility(EntersWithCounters("+1/+1", n), dealt, text=text or f"Bloodthirst {n}"),)


def escape(cost: Cost, text: str = "") -> tuple[Ability, ...]:
    """CR 702.138a: "Escape [cost]" means "You may cast this card from your graveyard by paying
    [cost] rather than paying its mana cost." (Unlike flashback, the card isn't exiled as it leaves
    the stack.)"""
    return (AlternativeCost(cost, "escape", Zone.GRAVEYARD, text=text or f"Escape—{cost.text()}"),)


def vanishing(n: int, text: str = "") -> tuple[Ability, ...]:
    """CR 702.63a: "Vanishing N" means "This permanent enters with N time counters on it," "At the
    beginning of your upkeep, if there is a time counter on this permanent, remove a time counter
    from it," and "When the last time counter is removed from this permanent, sacrifice it.\""""
    from manastack.model.conditions import SourceHasCounters
    from manastack.model.effects import RemoveCounters, SacrificeObject
    from manastack.model.triggers import LastCounterRemoved

    text = text or f"Vanishing {n}"
    return (
        StaticAbility(EntersWithCounters("time", n), text=text),
        TriggeredAbility(
            TriggerCondition(TriggerEvent.BEGINNING_OF_STEP, (ByPlayer(Controller.YOU), AtStep(Step.UPKEEP))),
            (RemoveCounters("time", 1),), intervening_if=SourceHasCounters("time"), text=text,
        ),
        TriggeredAbility(
            TriggerCondition(TriggerEvent.COUNTERS_REMOVED, (AboutThis(), LastCounterRemoved("time"))), (SacrificeObject(This()),), text=text,
        ),
    )


def fading(n: int, text: str = "") -> tuple[Ability, ...]:
    """CR 702.32a: "Fading N" means "This permanent enters with N fade counters on it" and "At the
    beginning of your upkeep, remove a fade counter from this permanent. If you can't, sacrifice the
    permanent.\""""
    from manastack.model.effects import IfDone, RemoveCounters, SacrificeObject

    text = text or f"Fading {n}"
    return (
        StaticAbility(EntersWithCounters("fade", n), text=text),
        TriggeredAbility(
            TriggerCondition(TriggerEvent.BEGINNING_OF_STEP, (ByPlayer(Controller.YOU), AtStep(Step.UPKEEP))),
            (IfDone((RemoveCounters("fade", 1),), (), otherwise=(SacrificeObject(This()),)),), text=text,
        ),
    )


def rebound_cast() -> TriggeredAbility:
    """CR 702.88a: the delayed triggered ability rebound creates as it exiles the spell: "at the
    beginning of your next upkeep, you may cast this card from exile without paying its mana cost"
    (the card is the object it refers to, 603.7c)."""
    from manastack.model.effects import MayCastCard
    from manastack.model.filters import Remembered

    return TriggeredAbility(
        TriggerCondition(TriggerEvent.BEGINNING_OF_STEP, (ByPlayer(Controller.YOU), AtStep(Step.UPKEEP))), (MayCastCard(Remembered()),), text="Rebound",
    )


MADNESS = "madness"

#: CR 702.177a: "Exhaust — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only once." — an
#: activated ability with this keyword (:attr:`ActivatedAbility.keyword`).
EXHAUST = "exhaust"

#: CR 702.142a: "Boast — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only if this creature
#: attacked this turn and only once each turn."
BOAST = "boast"

#: CR 702.57a: "Forecast — [Activated ability]" means "[Activated ability]. Activate only from your
#: hand, only during your upkeep and only once each turn" (the cost reveals the card, 702.57b).
FORECAST = "forecast"


def madness(cost: Cost, text: str = "") -> tuple[Ability, ...]:
    """CR 702.35a: "Madness [cost]" means "If a player would discard this card, that player discards
    it, but exiles it instead of putting it into their graveyard" and "When this card is exiled this
    way, its owner may cast it by paying [cost] rather than paying its mana cost. If that player
    doesn't, they put this card into their graveyard." The card's alternative cost named madness
    stands for both (rules.cards); it is paid only by the triggered ability (:func:`madness_cast`)."""
    return (AlternativeCost(cost, MADNESS, Zone.EXILE, text=text or f"Madness {cost.text()}"),)


def madness_cast() -> TriggeredAbility:
    """CR 702.35a: "When this card is exiled this way, its owner may cast it by paying [cost] rather
    than paying its mana cost. If that player doesn't, they put this card into their graveyard.\""""
    from manastack.model.effects import MayCastCard, MoveTo

    return TriggeredAbility(
        TriggerCondition(TriggerEvent.REFLEXIVE), (MayCastCard(This(), alternative=MADNESS, otherwise=(MoveTo(This(), Zone.GRAVEYARD),)),), text="Madness",
    )


#: CR 118.9: the name of a spell's own alternative cost, as announced ("Cast Force of Will with
#: alternative cost").
ALTERNATIVE = "alternative cost"
#: CR 702.103a: a spell cast bestowed, announced like an alternative cost.
BESTOW = "bestow"


def bestow(cost: Cost, text: str = "") -> tuple[Ability, ...]:
    """CR 702.103a: "Bestow [cost]" means "As you cast this spell, you may choose to cast it
    bestowed. If you do, you pay [cost] rather than its mana cost." Cast bestowed, the spell and the
    permanent it becomes are an Aura with enchant creature (702.103b, ``GameObject.bestowed``,
    :func:`manastack.model.card.bestowed_face`) until they cease to be bestowed (702.103e–f)."""
    return (AlternativeCost(cost, BESTOW, text=text or f"Bestow {cost.text()}"),)


def disturb(cost: Cost, text: str = "") -> tuple[Ability, ...]:
    """CR 702.146a: "Disturb [cost]" means "You may cast this card transformed from your graveyard by
    paying [cost] rather than its mana cost": the spell has its back face up (712.8c) and the
    permanent enters that way (702.146b)."""
    return (AlternativeCost(cost, "disturb", Zone.GRAVEYARD, transformed=True, text=text or f"Disturb {cost.text()}"),)


#: CR 702.94a: the alternative cost of a miracle card, paid only by its triggered ability.
MIRACLE = "miracle"
#: Alternative costs a player can't choose as they cast a card normally: only the triggered ability
#: of the keyword offers them (madness's is also in exile, where cards aren't cast normally).
CAST_ONLY_BY_TRIGGER = frozenset({MIRACLE})


def miracle(cost: Cost, text: str = "") -> tuple[Ability, ...]:
    """CR 702.94a: "Miracle [cost]" means "You may reveal this card from your hand as you draw it if
    it's the first card you've drawn this turn. When you reveal this card this way, you may cast it
    by paying [cost] rather than its mana cost." The reveal is offered as the card is drawn
    (:mod:`manastack.rules.cards`); the triggered ability is :func:`miracle_cast`."""
    return (AlternativeCost(cost, MIRACLE, Zone.HAND, text=text or f"Miracle {cost.text()}"),)


def miracle_cast() -> TriggeredAbility:
    """CR 702.94a: "When you reveal this card this way, you may cast it by paying [cost] rather than
    its mana cost." (cast while the ability resolves, timing ignored, 608.2g)."""
    from manastack.model.effects import MayCastCard

    return TriggeredAbility(TriggerCondition(TriggerEvent.REFLEXIVE), (MayCastCard(This(), alternative=MIRACLE),), text="Miracle")


def flashback(cost: Cost, text: str = "") -> AlternativeCost:
    """CR 702.34a: "Flashback [cost]" — cast this card from your graveyard by paying [cost] rather
    than its mana cost; if it was paid, exile the card instead of putting it anywhere else any time
    it would leave the stack."""
    return AlternativeCost(cost, "flashback", Zone.GRAVEYARD, exile_on_leaving_stack=True, text=text or f"Flashback {cost.text()}")


def unearth(cost: Cost, text: str = "") -> tuple[Ability, ...]:
    """CR 702.84a: "Unearth [cost]" means "[Cost]: Return this card from your graveyard to the
    battlefield. It gains haste. Exile it at the beginning of the next end step. If it would leave
    the battlefield, exile it instead of putting it anywhere else. Activate only as a sorcery." "It"
    is the permanent the card became (400.7): the object the first effect moved."""
    from manastack.model.effects import DelayedTrigger, Duration, ExileIfLeaves, GrantAbilities, MoveTo
    from manastack.model.filters import CreatedObjects, Remembered

    returned = CreatedObjects()
    return (ActivatedAbility(
        cost,
        (
            MoveTo(This(), Zone.BATTLEFIELD),
            GrantAbilities(returned, keywords=(Keyword.HASTE,), duration=Duration.PERMANENT),
            DelayedTrigger(TriggerCondition(TriggerEvent.BEGINNING_OF_STEP, (AtStep(Step.END),)), (MoveTo(Remembered(), Zone.EXILE),), about=returned),
            ExileIfLeaves(returned),
        ),
        sorcery_speed=True,
        zone=Zone.GRAVEYARD,
        text=text or f"Unearth {cost.text()}",
    ),)


def ninjutsu(cost: Cost, text: str = "") -> tuple[Ability, ...]:
    """CR 702.49a: "Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return an
    unblocked attacking creature you control to its owner's hand: Put this card onto the battlefield
    from your hand tapped and attacking." It functions only from the hand; the creature enters
    attacking what the returned one attacked (702.49c, :mod:`manastack.rules.entering_attacking`).
    (The card shown while the ability is on the stack, 702.49b, isn't modelled: a card in hand is
    public only to its owner here.)"""
    from manastack.model.costs import ReturnPermanents
    from manastack.model.effects import MoveTo
    from manastack.model.filters import IsUnblocked

    unblocked = ObjectFilter((CardTypes(frozenset({CardType.CREATURE})), IsUnblocked()), description="unblocked attacking creature you control")
    return (ActivatedAbility(
        Cost(cost.mana, (*cost.parts, ReturnPermanents(unblocked))), (MoveTo(This(), Zone.BATTLEFIELD, tapped=True, attacking=True),),
        zone=Zone.HAND, text=text or f"Ninjutsu {cost.text()}", keyword="ninjutsu",
    ),)


def dash(cost: Cost, text: str = "") -> tuple[Ability, ...]:
    """CR 702.109a: "Dash [cost]" means "You may cast this card by paying [cost] rather than its mana
    cost," "If this spell's dash cost was paid, return the permanent this spell becomes to its
    owner's hand at the beginning of the next end step," and "As long as this permanent's dash cost
    was paid, it has haste.\""""
    from manastack.model.conditions import CostPaid
    from manastack.model.effects import DelayedTrigger, MoveTo
    from manastack.model.filters import CreatedObjects, Remembered

    text = text or f"Dash {cost.text()}"
    paid = CostPaid("dash")
    at_end = TriggerCondition(TriggerEvent.BEGINNING_OF_STEP, (AtStep(Step.END),))
    return (
        AlternativeCost(cost, "dash", text=text),
        StaticAbility(AsBecomesPermanent((DelayedTrigger(at_end, (MoveTo(Remembered(), Zone.HAND),), about=CreatedObjects()),)), paid, text=text),
        StaticAbility(GrantKeywordsStatic(This(), (Keyword.HASTE,)), paid, text=text),
    )


def warp(cost: Cost, text: str = "") -> tuple[Ability, ...]:
    """CR 702.185a: "Warp [cost]" means "You may cast this card from your hand by paying [cost]
    rather than its mana cost" and "If this spell's warp cost was paid, exile the permanent this
    spell becomes at the beginning of the next end step. Its owner may cast this card after the
    current turn has ended for as long as it remains exiled" (a delayed triggered ability created
    as the permanent enters, 608.3g; the permission goes to the trigger's controller, who cast the
    card from their hand)."""
    from manastack.model.conditions import CostPaid
    from manastack.model.effects import DelayedTrigger, MayPlay, MoveTo, PlayDuration
    from manastack.model.filters import CreatedObjects, Remembered

    text = text or f"Warp {cost.text()}"
    at_end = TriggerCondition(TriggerEvent.BEGINNING_OF_STEP, (AtStep(Step.END),))
    exile = (MoveTo(Remembered(), Zone.EXILE), MayPlay(CreatedObjects(), PlayDuration.AFTER_THIS_TURN, spells_only=True))
    return (
        AlternativeCost(cost, "warp", text=text),
        StaticAbility(AsBecomesPermanent((DelayedTrigger(at_end, exile, about=CreatedObjects()),)), CostPaid("warp"), text=text),
    )


def blitz(cost: Cost, text: str = "") -> tuple[Ability, ...]:
    """CR 702.152a: "Blitz [cost]" means "You may cast this spell by paying [cost] rather than its
    mana cost," "If this spell's blitz cost was paid, sacrifice the permanent this spell becomes at
    the beginning of the next end step," and "As long as this permanent's blitz cost was paid, it
    has haste and 'When this permanent is put into a graveyard from the battlefield, draw a
    card.'\""""
    from manastack.model.conditions import CostPaid
    from manastack.model.effects import DelayedTrigger, DrawCards, SacrificeObject
    from manastack.model.filters import CreatedObjects, Remembered

    text = text or f"Blitz {cost.text()}"
    paid = CostPaid("blitz")
    at_end = TriggerCondition(TriggerEvent.BEGINNING_OF_STEP, (AtStep(Step.END),))
    dies = TriggeredAbility(TriggerCondition(TriggerEvent.DIES, (AboutThis(),)), (DrawCards(1),), text="When this creature dies, draw a card.")
    return (
        AlternativeCost(cost, "blitz", text=text),
        StaticAbility(AsBecomesPermanent((DelayedTrigger(at_end, (SacrificeObject(Remembered()),), about=CreatedObjects()),)), paid, text=text),
        StaticAbility(GrantKeywordsStatic(This(), (Keyword.HASTE,)), paid, text=text),
        StaticAbility(GrantAbilitiesStatic(This(), (dies,)), paid, text=text),
    )


def evoke(cost: Cost, text: str = "") -> tuple[Ability, ...]:
    """CR 702.74a: "Evoke [cost]" means "You may cast this card by paying [cost] rather than paying
    its mana cost" and "When this permanent enters, if its evoke cost was paid, its controller
    sacrifices it.\""""
    from manastack.model.conditions import CostPaid
    from manastack.model.effects import SacrificeObject

    text = text or f"Evoke {cost.text()}"
    return (
        AlternativeCost(cost, "evoke", text=text),
        TriggeredAbility(TriggerCondition(TriggerEvent.ENTERS, (AboutThis(),)), (SacrificeObject(This()),), intervening_if=CostPaid("evoke"), text=text),
    )


def overload(cost: Cost, spell: SpellAbility, text: str = "") -> AlternativeCost:
    """CR 702.96a: "Overload [cost]" means "You may choose to pay [cost] rather than pay this
    spell's mana cost" and "If you chose to pay this spell's overload cost, change its text by
    replacing all instances of the word 'target' with the word 'each.'" ``spell`` is the spell
    ability as the changed text reads (it has no targets, 702.96b)."""
    return AlternativeCost(cost, "overload", spell=spell, text=text or f"Overload {cost.text()}")


def awaken(cost: Cost, spell: SpellAbility, text: str = "") -> AlternativeCost:
    """CR 702.113a: "Awaken N—[cost]" means "You may pay [cost] rather than pay this spell's mana
    cost as you cast this spell" and "If this spell's awaken cost was paid, put N +1/+1 counters on
    target land you control. That land becomes a 0/0 Elemental creature with haste. It's still a
    land." ``spell`` is the spell ability with that one after its own; its target is chosen only
    if the awaken cost is paid (702.113b)."""
    return AlternativeCost(cost, "awaken", spell=spell, text=text or f"Awaken {cost.text()}")


def kicker(cost: Cost, text: str = "", multi: bool = False, name: str = "kicker") -> AdditionalCost:
    """CR 702.33a: "Kicker [cost]" means "You may pay an additional [cost] as you cast this spell.\""
    702.33c: "Multikicker [cost]" (``multi``) means "You may pay an additional [cost] any number of
    times as you cast this spell.\" Both make the spell "kicked" (702.33d). Of a card with two
    kicker costs ("Kicker {1}{G} and/or {2}{U}", 702.33f) each is named by its cost, "kicker
    {1}{G}", so that "kicked with its {1}{G} kicker" can be told apart (702.33e)."""
    return AdditionalCost(cost, name, optional=True, text=text or f"{'Multikicker' if multi else 'Kicker'} {cost.text()}", multi=multi)


#: How a foretold card is cast for its foretell cost (CR 702.143a), and the special action's name.
FORETELL = "foretell"

#: CR 702.160a, 718.3: a spell cast "prototyped" — announced like an alternative cost (601.2b).
PROTOTYPE = "prototype"


def prototype(mana: ManaCost) -> AlternativeCost:
    """CR 702.160a, 718.3: the caster may cast the card prototyped: it is paid with the prototype's
    mana cost, and the spell and the permanent it becomes have the prototype's mana cost, power,
    toughness and colors (``CardDef.prototype``, used on the stack and battlefield: 718.3b, 718.4).
    Announced like an alternative cost, so it isn't combined with one (a simplification: 702.160a
    is no alternative cost, 118.9)."""
    return AlternativeCost(Cost(mana=mana), PROTOTYPE, text=f"Prototype {mana.text()}")


def foretell(cost: Cost, text: str = "") -> tuple[Ability, ...]:
    """CR 702.143a: "Foretell [cost]" — any time its owner has priority during their turn, they may
    pay {2} and exile the card from their hand face down (a special action, 116.2h,
    :mod:`manastack.rules.foretell`); after that turn has ended they may cast it from exile by
    paying [cost] rather than its mana cost (an alternative cost, 601.2b, 601.2f–h)."""
    return (AlternativeCost(cost, FORETELL, Zone.EXILE, text=text or f"Foretell {cost.text()}"),)


def eternalize(cost: Cost, text: str = "") -> tuple[Ability, ...]:
    """CR 702.129a: "Eternalize [cost]" means "[Cost], Exile this card from your graveyard: Create a
    token that's a copy of this card, except it's black, it's 4/4, it has no mana cost, and it's a
    Zombie in addition to its other types. Activate only as a sorcery.\""""
    from manastack.model.costs import ExileSelf
    from manastack.model.effects import ETERNALIZE_EXCEPTIONS, CreateTokenCopy

    return (ActivatedAbility(
        Cost(cost.mana, (*cost.parts, ExileSelf())), (CreateTokenCopy(This(), exceptions=ETERNALIZE_EXCEPTIONS),),
        sorcery_speed=True, zone=Zone.GRAVEYARD, text=text or f"Eternalize {cost.text()}",
    ),)


def encore(cost: Cost, text: str = "") -> tuple[Ability, ...]:
    """CR 702.141a: "Encore [cost]" means "[Cost], Exile this card from your graveyard: For each
    opponent, create a token that's a copy of this card that attacks that opponent this turn if
    able. The tokens gain haste. Sacrifice them at the beginning of the next end step. Activate only
    as a sorcery." (The attack requirement binds only while the token can obey it, 508.1d.)"""
    from manastack.model.costs import ExileSelf
    from manastack.model.effects import CreateTokenCopy, DelayedTrigger, Duration, ForEachPlayer, GrantAbilities, Restrict, SacrificeObject
    from manastack.model.filters import CreatedObjects, EachOpponent, EventPlayer, Remembered

    tokens = CreatedObjects()
    at_end = TriggerCondition(TriggerEvent.BEGINNING_OF_STEP, (AtStep(Step.END),))
    each = ForEachPlayer((CreateTokenCopy(This()), Restrict(tokens, attack=True, requirement=True, whom=EventPlayer())), EachOpponent())
    return (ActivatedAbility(
        Cost(cost.mana, (*cost.parts, ExileSelf())),
        (
            each,
            GrantAbilities(tokens, keywords=(Keyword.HASTE,), duration=Duration.PERMANENT),
            DelayedTrigger(at_end, (SacrificeObject(Remembered()),), about=tokens),
        ),
        sorcery_speed=True, zone=Zone.GRAVEYARD, text=text or f"Encore {cost.text()}",
    ),)


def offspring(cost: Cost, text: str = "") -> tuple[Ability, ...]:
    """CR 702.175a: "Offspring [cost]" means "You may pay an additional [cost] as you cast this
    spell" and "When this permanent enters, if its offspring cost was paid, create a token that's a
    copy of it, except it's 1/1." (702.175b: each instance is paid and triggers separately.)"""
    from manastack.model.conditions import CostPaid
    from manastack.model.effects import CopyExceptions, CreateTokenCopy

    label = text or f"Offspring {cost.text()}"
    return (
        AdditionalCost(cost, "offspring", optional=True, text=label),
        TriggeredAbility(
            TriggerCondition(TriggerEvent.ENTERS, (AboutThis(),)), (CreateTokenCopy(This(), exceptions=CopyExceptions(power_toughness=(1, 1))),),
            intervening_if=CostPaid("offspring"), text=label,
        ),
    )


def spectacle(cost: Cost, text: str = "") -> tuple[Ability, ...]:
    """CR 702.137a: "Spectacle [cost]" means "You may pay [cost] rather than pay this spell's mana
    cost if an opponent lost life this turn" (119.3: however they lost it)."""
    from manastack.model.conditions import DidThisTurn, TurnRecord

    lost = DidThisTurn(TurnRecord.LIFE_LOST, Controller.OPPONENT)
    return (AlternativeCost(cost, "spectacle", condition=lost, text=text or f"Spectacle {cost.text()}"),)


def surge(cost: Cost, text: str = "") -> tuple[Ability, ...]:
    """CR 702.117a: "Surge [cost]" means "You may pay [cost] rather than pay this spell's mana cost
    as you cast this spell if you or one of your teammates has cast another spell this turn" (the
    condition is checked as the cost is announced, 601.2b, before this spell is cast, 601.2i)."""
    from manastack.model.conditions import DidThisTurn, TurnRecord

    cast = DidThisTurn(TurnRecord.TEAM_SPELLS_CAST)
    return (AlternativeCost(cost, "surge", condition=cast, text=text or f"Surge {cost.text()}"),)


def mayhem(cost: Cost, text: str = "") -> tuple[Ability, ...]:
    """CR 702.187b: "Mayhem [cost]" means "As long as you discarded this card this turn, you may
    cast it from your graveyard by paying [cost] rather than paying its mana cost" (the ability
    functions in the graveyard, 702.187a). Mayhem without a cost (702.187c) isn't read."""
    from manastack.model.conditions import DiscardedThisTurn

    return (AlternativeCost(cost, "mayhem", Zone.GRAVEYARD, condition=DiscardedThisTurn(), text=text or f"Mayhem {cost.text()}"),)


def freerunning(cost: Cost, text: str = "") -> tuple[Ability, ...]:
    """CR 702.173a: "Freerunning [cost]" means "You may pay [cost] rather than pay this spell's mana
    cost if a player was dealt combat damage this turn by a creature that, at the time it dealt that
    damage, was an Assassin creature or a commander under your control." The engine plays no
    format with commanders (903.3), so an Assassin is the only such creature."""
    from manastack.model.conditions import CombatDamageToPlayerBy

    hit = CombatDamageToPlayerBy("Assassin")
    return (AlternativeCost(cost, "freerunning", condition=hit, text=text or f"Freerunning {cost.text()}"),)


def _creature() -> ObjectFilter:
    return ObjectFilter((CardTypes(frozenset({CardType.CREATURE})),), description="creature")


def emerge(cost: Cost, text: str = "") -> tuple[Ability, ...]:
    """CR 702.119a: "Emerge [cost]" means "You may cast this spell by paying [cost] and sacrificing a
    creature rather than paying its mana cost" and "If you chose to pay this spell's emerge cost,
    its total cost is reduced by an amount of generic mana equal to the sacrificed creature's mana
    value" (:mod:`manastack.rules.reducing_permanents`). "Emerge from [quality]" (702.119b) isn't read."""
    from manastack.model.costs import ReducingPermanent

    paid = Cost(cost.mana, (*cost.parts, ReducingPermanent(_creature())))
    return (AlternativeCost(paid, "emerge", text=text or f"Emerge {cost.text()}"),)


def harmonize(cost: Cost, text: str = "") -> tuple[Ability, ...]:
    """CR 702.180a: "Harmonize [cost]" means "You may cast this card from your graveyard by paying
    [cost] and tapping up to one untapped creature you control rather than paying this spell's mana
    cost," "If you cast this spell using its harmonize ability, its total cost is reduced by an
    amount of generic mana equal to the tapped creature's power," and "If the harmonize cost was
    paid, exile this card instead of putting it anywhere else any time it would leave the stack."""
    from manastack.model.costs import ReducingPermanent

    paid = Cost(cost.mana, (*cost.parts, ReducingPermanent(_creature(), tap=True)))
    return (AlternativeCost(paid, "harmonize", Zone.GRAVEYARD, exile_on_leaving_stack=True, text=text or f"Harmonize {cost.text()}"),)


def squad(cost: Cost, text: str = "") -> tuple[Ability, ...]:
    """CR 702.157a: "Squad [cost]" means "As an additional cost to cast this spell, you may pay
    [cost] any number of times" and "When this creature enters, if its squad cost was paid, create
    a token that's a copy of it for each time its squad cost was paid" (the times are those of
    the spell the permanent was, 400.7d)."""
    from manastack.model.conditions import CostPaid
    from manastack.model.effects import CreateTokenCopy
    from manastack.model.filters import TimesPaid

    label = text or f"Squad {cost.text()}"
    return (
        AdditionalCost(cost, "squad", optional=True, text=label, multi=True),
        TriggeredAbility(
            TriggerCondition(TriggerEvent.ENTERS, (AboutThis(),)), (CreateTokenCopy(This(), count=TimesPaid("squad")),),
            intervening_if=CostPaid("squad"), text=label,
        ),
    )


#: The keywords with a cost whose rule is written-out abilities, by the word that names them.
KEYWORD_COSTS: dict[str, Callable[[Cost, str], tuple[Ability, ...]]] = {
    "unearth": unearth,
    "ninjutsu": ninjutsu,
    "disturb": disturb,
    BESTOW: bestow,
    "dash": dash,
    "evoke": evoke,
    "echo": echo,
    MADNESS: madness,
    FORETELL: foretell,
    "escape": escape,
    "eternalize": eternalize,
    "encore": encore,
    "blitz": blitz,
    "warp": warp,
    MIRACLE: miracle,
    "offspring": offspring,
    REPLICATE: replicate,
    ESCALATE: escalate,
    ENTWINE: entwine,
    "spectacle": spectacle,
    "surge": surge,
    "mayhem": mayhem,
    "squad": squad,
    "freerunning": freerunning,
    "emerge": emerge,
    "harmonize": harmonize,
}


def backup(n: int, granted: tuple[Ability, ...], text: str = "") -> TriggeredAbility:
    """CR 702.165a: "Backup N" means "When this creature enters, put N +1/+1 counters on target
    creature. If that's another creature, it also gains the non-backup abilities of this creature
    printed below this one until end of turn" — ``granted``, fixed by the card's printed text
    (702.165c-d)."""
    from manastack.model.conditions import IsA
    from manastack.model.effects import Conditional, GrantAbilities, PutCounters
    from manastack.model.filters import Other, Target, TargetKind, TargetSpec

    creature = ObjectFilter((CardTypes(frozenset({CardType.CREATURE})),), description="creature")
    another = Conditional(IsA(Target(0), ObjectFilter((Other(),))), (GrantAbilities(Target(0), abilities=granted),))
    return TriggeredAbility(
        TriggerCondition(TriggerEvent.ENTERS, (AboutThis(),)), (PutCounters("+1/+1", n, Target(0)), *((another,) if granted else ())),
        targets=(TargetSpec(TargetKind.OBJECT, creature),), text=text or f"Backup {n}",
    )


def provoke(text: str = "") -> tuple[Ability, ...]:
    """CR 702.39a: "Provoke" means "Whenever this creature attacks, you may have target creature
    defending player controls untap and block this creature if able" (a requirement on that
    creature to block this particular attacker, 509.1c; 702.39b: each instance triggers)."""
    from manastack.model.effects import May, Restrict, Untap

    defending = ObjectFilter((CardTypes(frozenset({CardType.CREATURE})), ControllerIs(Controller.DEFENDING)))
    return (TriggeredAbility(
        TriggerCondition(TriggerEvent.ATTACKS, (AboutThis(),)),
        (May((Untap(Target(0)), Restrict(Target(0), block=True, requirement=True, whom=This()))),),
        targets=(TargetSpec(TargetKind.OBJECT, defending, description="target creature defending player controls"),),
        text=text or "Provoke",
    ),)


def exploit(text: str = "") -> tuple[Ability, ...]:
    """CR 702.110a: "Exploit" means "When this creature enters, you may sacrifice a creature"; the
    creature sacrificed as it resolves is the one it exploits (702.110b, :class:`Exploit`)."""
    from manastack.model.effects import Exploit, May

    return (TriggeredAbility(TriggerCondition(TriggerEvent.ENTERS, (AboutThis(),)), (May((Exploit(),)),), text=text or "Exploit"),)


def bargain(text: str = "") -> tuple[Ability, ...]:
    """CR 702.166a-b: "Bargain" means "As an additional cost to cast this spell, you may sacrifice
    an artifact, enchantment, or token"; a spell so paid was "bargained" (:class:`CostPaid`)."""
    from manastack.model.costs import SacrificePermanents
    from manastack.model.filters import AnyOf, IsToken

    bargainable = ObjectFilter((AnyOf((
        ObjectFilter((CardTypes(frozenset({CardType.ARTIFACT})),)), ObjectFilter((CardTypes(frozenset({CardType.ENCHANTMENT})),)), ObjectFilter((IsToken(),)),
    )),), description="artifact, enchantment, or token")
    return (AdditionalCost(Cost(parts=(SacrificePermanents(bargainable),)), "bargain", optional=True, text=text or "Bargain"),)


def retrace(text: str = "") -> tuple[Ability, ...]:
    """CR 702.81a: "Retrace" means "You may cast this card from your graveyard by discarding a land
    card in addition to paying its other costs." (The card goes back to the graveyard as it resolves.)"""
    land = ObjectFilter((CardTypes(frozenset({CardType.LAND})),), zone=Zone.HAND, description="land card")
    return (AlternativeCost(Cost(parts=(DiscardCards(1, land),)), "retrace", Zone.GRAVEYARD, plus_mana_cost=True, text=text or "Retrace"),)


def jump_start(text: str = "") -> tuple[Ability, ...]:
    """CR 702.133a: "Jump-start" means "You may cast this card from your graveyard by discarding a
    card in addition to paying its other costs" and "If this card was cast with jump-start, exile it
    instead of putting it anywhere else any time it would leave the stack.\""""
    return (AlternativeCost(
        Cost(parts=(DiscardCards(1),)), "jump-start", Zone.GRAVEYARD, exile_on_leaving_stack=True, plus_mana_cost=True, text=text or "Jump-start",
    ),)


#: The keywords without a parameter whose rule is written-out abilities, by the word that names them.
KEYWORD_PLAIN: dict[str, Callable[[str], tuple[Ability, ...]]] = {
    "retrace": retrace,
    "jump-start": jump_start,
    "exploit": exploit,
    "provoke": provoke,
    "ascend": lambda text: (StaticAbility(Ascend(), text=text or "Ascend"),),  # CR 702.131a-b
    "bargain": bargain,
    CONSPIRE: conspire,
    "sunburst": lambda text: (StaticAbility(Sunburst(), text=text or "Sunburst"),),  # CR 702.44a
    "start your engines !": lambda text: (StaticAbility(StartYourEngines(), text=text or "Start your engines!"),),  # CR 702.179a
}


def devour(n: int, text: str = "") -> tuple[Ability, ...]:
    """CR 702.82a: "Devour N" means "As this object enters, you may sacrifice any number of
    creatures. This permanent enters with N +1/+1 counters on it for each creature sacrificed this
    way" (the variant "Devour [quality] N", 702.82c, isn't read: such cards stay unsupported)."""
    from manastack.model.filters import CountedAsEntered

    what = ObjectFilter((CardTypes(frozenset({CardType.CREATURE})),), description="creature")
    text = text or f"Devour {n}"
    return (StaticAbility(Devour(what), text=text), StaticAbility(EntersWithCounters("+1/+1", CountedAsEntered(DEVOURED, n)), text=text))


def amplify(n: int, text: str = "") -> tuple[Ability, ...]:
    """CR 702.38a: "Amplify N" means "As this object enters, reveal any number of cards from your
    hand that share a creature type with it. This permanent enters with N +1/+1 counters on it for
    each card revealed this way.\""""
    from manastack.model.filters import CountedAsEntered

    text = text or f"Amplify {n}"
    return (StaticAbility(Amplify(), text=text), StaticAbility(EntersWithCounters("+1/+1", CountedAsEntered(AMPLIFIED, n)), text=text))


def dredge(n: int, text: str = "") -> tuple[Ability, ...]:
    """CR 702.52a: the dredge replacement effect, functioning from the graveyard."""
    return (StaticAbility(Dredge(n), text=text or f"Dredge {n}"),)


#: The keywords with a number whose rule is written-out abilities, by the word that names them.
KEYWORD_NUMBERS: dict[str, Callable[[int, str], tuple[Ability, ...]]] = {
    "dredge": dredge,
    "devour": devour,
    "amplify": amplify,
    "bloodthirst": bloodthirst,
    "vanishing": vanishing,
    "fading": fading,
    CASUALTY: casualty,
}
