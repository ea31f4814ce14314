"""Effects: the verbs of the card model (one-shot effects, CR 610, and the continuous effects a
resolving spell creates, CR 611.2).

Each verb is an immutable dataclass; its handler, registered with :mod:`manastack.rules.execute`, performs it; a card's
spell ability or an activated/triggered ability is a sequence of these.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING

from manastack.mana import Color, SpendRestriction
from manastack.model.filters import (
    Amount,
    Controller,
    EachPlayer,
    ObjectFilter,
    ObjectRef,
    PlayerRef,
    Ref,
    This,
    You,
)
from manastack.model.types import FaceDown, Keyword, Step, Supertype, Zone

if TYPE_CHECKING:
    from manastack.model.abilities import (
        Ability,
        AssignAsThoughUnblocked,
        AssignsNoCombatDamage,
        BlockerLimit,
        BlocksAdditional,
        MustBeBlocked,
        StaticEffect,
    )
    from manastack.model.card import CardDef, TokenDef
    from manastack.model.conditions import Condition
    from manastack.model.costs import Cost
    from manastack.model.triggers import TriggerCondition


class Duration(str, Enum):
    """How long a continuous effect from a resolving spell or ability lasts (CR 611.2a–b)."""

    END_OF_TURN = "until end of turn"
    END_OF_COMBAT = "until end of combat"
    WHILE_SOURCE_ON_BATTLEFIELD = "for as long as its source remains on the battlefield"
    # 611.2b: ends as its source untaps or leaves the battlefield (rules.continuous.end_effects_of_source)
    WHILE_SOURCE_TAPPED = "for as long as its source remains tapped"
    # 611.2b: ends as its source leaves the battlefield or another player gains control of it
    WHILE_YOU_CONTROL_SOURCE = "for as long as you control its source"
    UNTIL_YOUR_NEXT_TURN = "until your next turn"  # ends as its controller's next turn begins
    PERMANENT = "indefinitely"


#: The durations that end as their source leaves the battlefield (CR 611.2b; the second also as it
#: untaps, the third also as its controller changes).
WHILE_SOURCE = frozenset({Duration.WHILE_SOURCE_ON_BATTLEFIELD, Duration.WHILE_SOURCE_TAPPED, Duration.WHILE_YOU_CONTROL_SOURCE})


# ---- mana --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FixedMana:
    """Mana of given types: ``("G",)`` is {G}; ``("C", "C")`` is {C}{C}."""

    types: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class OneOf:
    """One mana of a choice among types: "{R} or {G}"; "any color" is all five colors."""

    types: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ManaCombination:
    """One of several listed combinations of mana: "Add {W}{W}, {W}{U}, or {U}{U}" (filter lands).
    The ability's controller chooses one combination as it resolves (CR 605.3b, 106.1a)."""

    options: tuple[tuple[str, ...], ...]

    @property
    def types(self) -> tuple[str, ...]:
        """The types of mana among the combinations, each once, in the order first listed."""
        return tuple(dict.fromkeys(t for o in self.options for t in o))


@dataclass(frozen=True, slots=True)
class AnyTypeCouldProduce:
    """"one mana of any type that a land you control could produce" (CR 106.7): the types are
    those the admitted permanents' mana abilities could produce; if none can be defined, no mana
    is produced (CR 106.7, 106.5)."""

    filter: ObjectFilter
    colors_only: bool = False


@dataclass(frozen=True, slots=True)
class AnyTypeProduced:
    """"one mana of any type that land produced" (Heartbeat of Spring): a type of the mana whose
    production triggered the ability (CR 106.12a) — what was actually produced, not what could be
    (106.7)."""


@dataclass(frozen=True, slots=True)
class ColorOfExiled:
    """"one mana of any of the exiled card's colors" (Chrome Mox): a color of the cards this object's
    abilities exiled (CR 607.2a); none if they have no color (106.5: the type can't be defined)."""


@dataclass(frozen=True, slots=True)
class ChosenColor:
    """"one mana of the chosen color" (CR 607.2d): the color the source's controller chose for it
    as it entered ("As this land enters, choose a color", 614.12a); ``also``: "{B} or one mana of
    the chosen color". With no color chosen, only ``also`` can be produced (106.5)."""

    also: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class DevotionToChosenColor:
    """"Choose a color. Add an amount of mana of that color equal to your devotion to that color"
    (CR 700.5, 106.1a): the player chooses a color as the ability resolves, and the amount is their
    devotion to it then; any color could be produced (106.7)."""


@dataclass(frozen=True, slots=True)
class CommanderIdentityColor:
    """"one mana of any color in your commander's color identity" (Command Tower, Arcane Signet;
    CR 903.4, 702.124c: two commanders' identities combined): none if the player has no commander
    or it is colourless (903.4f, 106.5: the type can't be defined)."""


ManaProduction = (
    FixedMana | OneOf | ManaCombination | AnyTypeCouldProduce | AnyTypeProduced | ColorOfExiled | ChosenColor | DevotionToChosenColor
    | CommanderIdentityColor
)


@dataclass(frozen=True, slots=True)
class AddMana:
    """Add mana to ``player``'s pool (CR 106.3, 605): the ability's controller, or another player
    ("its controller adds an additional {G}", "that player adds …"). ``amount`` repeats the
    production; ``same_type``: one choice of type for all of it ("X mana of any one color");
    ``until_end_of_turn``: "Until end of turn, you don't lose this mana as steps and phases end"
    (CR 500.4: it isn't emptied from the pool until the turn ends)."""

    produce: ManaProduction
    amount: Amount = 1
    restriction: SpendRestriction | None = None
    player: PlayerRef = field(default_factory=You)
    same_type: bool = False
    until_end_of_turn: bool = False


# ---- life, damage, cards -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DealDamage:
    """``source`` deals ``amount`` damage to each referenced object or player (CR 120)."""

    amount: Amount
    to: Ref
    source: ObjectRef = field(default_factory=This)


@dataclass(frozen=True, slots=True)
class DealDividedDamage:
    """"deals N damage divided as you choose among one, two, or three targets" (CR 601.2d): the
    caster announces the division as the spell is cast (each target gets at least 1; it is kept
    with the spell, 115.7f); on resolution each target still legal is dealt its share (608.2b: the
    share of an illegal target isn't dealt to anyone). The targets are all the spell's targets."""

    amount: Amount
    source: ObjectRef = field(default_factory=This)


@dataclass(frozen=True, slots=True)
class PutDividedCounters:
    """"Distribute three +1/+1 counters among one, two, or three target creatures" (CR 601.2d): the
    division is announced as the spell is cast or the ability put on the stack, each target getting
    at least one; as it resolves each legal target gets its share (608.2b)."""

    kind: str
    amount: Amount


@dataclass(frozen=True, slots=True)
class DealDamageAtOnce:
    """"deals 2 damage to any target and 1 damage to another target", "… 3 damage to target
    creature and 3 damage to that creature's controller": one source deals each part's damage at
    the same time (CR 120.2b, 120.4: one damage event; lifelink is one life gain for each source, 702.15b, 120.3f)."""

    parts: tuple[DealDamage, ...]


@dataclass(frozen=True, slots=True)
class GainLife:
    """CR 119.3: each referenced player gains life (one life-gain event per player)."""

    amount: Amount
    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class ForbidLifeGain:
    """"Players can't gain life this turn", "Your opponents can't gain life this turn" (CR 119.7):
    the referenced players, fixed as it resolves (611.2c), can't gain life until the turn ends."""

    player: PlayerRef


@dataclass(frozen=True, slots=True)
class LoseLife:
    """CR 119.3: each referenced player loses life."""

    amount: Amount
    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class DrawCards:
    """CR 121.1: draw cards one at a time (each draw is its own event, CR 121.2)."""

    amount: Amount = 1
    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class Discard:
    """CR 701.9: the player discards cards of their choice (or at random)."""

    amount: Amount = 1
    player: PlayerRef = field(default_factory=You)
    random: bool = False


@dataclass(frozen=True, slots=True)
class DiscardHand:
    """CR 701.9a: "discard your hand", "each player discards their hand": the player discards every
    card in their hand (the cards "discarded this way")."""

    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class RevealAtRandom:
    """CR 701.20a: "target player reveals two cards at random from their hand": that many cards of
    the hand, chosen with the game's seeded RNG, are shown to all players — the cards "revealed this
    way" (:class:`~manastack.model.filters.RevealedThisWay`)."""

    amount: Amount
    player: PlayerRef


@dataclass(frozen=True, slots=True)
class RevealHand:
    """CR 701.20a: "target opponent reveals their hand"."""

    player: PlayerRef


@dataclass(frozen=True, slots=True)
class LookAtHand:
    """"Look at target player's hand" (CR 402.3): the effect's controller sees the cards of that
    player's hand; no other player does (it is not a reveal, 701.20a)."""

    player: PlayerRef


@dataclass(frozen=True, slots=True)
class ChooseFromHand:
    """"Target opponent reveals their hand. You choose a nonland card from it." (CR 701.20a): the
    player reveals their hand and the effect's controller chooses a card the filter admits from it
    — the object of the effects after it ("that player discards that card"); none if no card
    qualifies. ``look``: "Look at target player's hand and choose a card from it" — the controller
    looks at the hand instead of its being revealed (402.3)."""

    player: PlayerRef
    filter: ObjectFilter
    look: bool = False


@dataclass(frozen=True, slots=True)
class DiscardCard:
    """CR 701.9a: "[its owner] discards [that card]": each referenced card in its owner's hand is
    discarded (one no longer in a hand isn't)."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class Mill:
    """CR 701.17: put the top cards of the library into the graveyard."""

    amount: Amount = 1
    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class Manifest:
    """CR 701.40a: "manifest the top card of your library" — turn it face down and put it onto
    the battlefield as a 2/2 face-down creature; ``kind`` CLOAK (701.58a) gives it ward {2}. Several
    cards are manifested one at a time (701.40e)."""

    count: int = 1
    kind: FaceDown = FaceDown.MANIFEST


@dataclass(frozen=True, slots=True)
class ManifestDread:
    """CR 701.62a: "manifest dread" — look at the top two cards of your library, manifest one of
    them, then put the others you looked at into your graveyard."""


# ---- zone changes ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Destroy:
    """CR 701.8: move permanents to their owners' graveyards (indestructible ones stay).
    ``regenerable=False``: "It can't be regenerated" / "They can't be regenerated" — no
    regeneration shield replaces this destruction (CR 701.19c)."""

    what: ObjectRef
    regenerable: bool = True


@dataclass(frozen=True, slots=True)
class Regenerate:
    """CR 701.19a, 614.8: "Regenerate [permanent]" — a regeneration shield: the next time the
    permanent would be destroyed this turn, instead all damage marked on it is removed, its
    controller taps it, and it is removed from combat."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class CantBeRegenerated:
    """"Target creature can't be regenerated this turn" (CR 701.19c): regeneration shields aren't
    applied to the permanent's destruction for the rest of the turn."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class MoveTo:
    """Move objects to a zone: exile (701.13), return to hand (bounce), put onto the battlefield
    (``tapped``, under ``controller``: default the object's owner) or into a library."""

    what: ObjectRef
    zone: Zone
    tapped: bool = False
    under_your_control: bool = False
    # "top", "bottom", or "owner's choice": "its owner puts it on their choice of the top or bottom
    # of their library" (the owner decides as the effect happens).
    library_position: str = "top"
    counters: tuple[tuple[str, int], ...] = ()  # "… to the battlefield with a -1/-1 counter on it"
    transformed: bool = False  # "… to the battlefield transformed" (CR 712.14a)
    attacking: bool = False  # "… onto the battlefield tapped and attacking" (CR 508.4; ninjutsu, 702.49a)


@dataclass(frozen=True, slots=True)
class Transform:
    """CR 701.27a: "transform this creature" — turn a double-faced permanent over."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class Flip:
    """CR 710.2: "flip this creature" — a flip card's permanent gets its alternative characteristics;
    flipping is one way (710.4)."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class ExileUntilSourceLeaves:
    """"Exile [object] until [this permanent] leaves the battlefield" (CR 610.3): the object is
    exiled, and immediately after the source leaves the battlefield a second one-shot effect
    returns it to the battlefield under its owner's control (610.3c) — as a new object (400.7).
    If the source has already left by the time this would happen, the object isn't exiled
    (610.3a, 610.3b)."""

    what: ObjectRef


class PlayDuration(str, Enum):
    """How long a permission to play a card from exile lasts (CR 611.2a)."""

    THIS_TURN = "this turn"
    END_OF_NEXT_TURN = "until the end of your next turn"
    WHILE_EXILED = "for as long as it remains exiled"
    # CR 702.185a (warp): "after the current turn has ended for as long as it remains exiled"
    AFTER_THIS_TURN = "after the current turn has ended for as long as it remains exiled"


@dataclass(frozen=True, slots=True)
class MayPlay:
    """"You may play that card this turn", "… until the end of your next turn" or "… for as long as
    it remains exiled" (``until``): the ability's controller may play each referenced card in exile
    — cast it as a spell or, if it's a land, play it with a land play — following the normal timing
    rules (CR 305.1, 307.1, 601.2). The permission ends when the card leaves exile (400.7)."""

    what: ObjectRef
    until: PlayDuration = PlayDuration.END_OF_NEXT_TURN
    spells_only: bool = False  # "you may cast spells from among those cards": no land plays
    any_mana_type: bool = False  # "mana of any type can be spent to cast them" (CR 609.4b)
    # "You may cast that card without paying its mana cost" (CR 118.9, 601.2b: an alternative cost;
    # 107.3b: X is 0; timing and type permissions still apply).
    without_paying: bool = False


@dataclass(frozen=True, slots=True)
class Bolster:
    """CR 701.39a: "Bolster N" — choose a creature you control with the least toughness or tied
    for least toughness among creatures you control; put N +1/+1 counters on it."""

    amount: Amount = 1


@dataclass(frozen=True, slots=True)
class Explore:
    """CR 701.44a: "[permanent] explores" — its controller reveals the top card of their library;
    a land card goes to their hand; otherwise the permanent gets a +1/+1 counter and they may put
    the revealed card into their graveyard."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class Endure:
    """CR 701.63a: "[permanent] endures N" — its controller creates an N/N white Spirit creature
    token unless they put N +1/+1 counters on it (701.63b: enduring 0 does nothing)."""

    n: int
    what: ObjectRef


@dataclass(frozen=True, slots=True)
class Exploit:
    """CR 702.110a-b: the sacrifice of an exploit ability — "you may sacrifice a creature" (the
    "may" is the ability's :class:`May`); the ability's source exploits the creature sacrificed."""


@dataclass(frozen=True, slots=True)
class BecomeMonstrous:
    """CR 701.37a-b: "it becomes monstrous" — the permanent gets the monstrous designation."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class BecomeRenowned:
    """CR 702.112a-b: "it becomes renowned" — the permanent gets the renowned designation."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class BecomeClassLevel:
    """CR 716.2a: "This Class's level becomes N" — the effect of a class level bar's activated ability."""

    level: int
    what: ObjectRef = field(default_factory=This)


@dataclass(frozen=True, slots=True)
class BecomeSolved:
    """CR 719.3a-b: "this Case becomes solved" — the permanent gets the solved designation."""

    what: ObjectRef = field(default_factory=This)


@dataclass(frozen=True, slots=True)
class Amass:
    """CR 701.47a: "Amass [subtype] N" — if you don't control an Army creature, create a 0/0 black
    [subtype] Army creature token; choose an Army creature you control; put N +1/+1 counters on
    it; if it isn't a [subtype], it becomes one in addition to its other types (layer 4,
    indefinitely)."""

    subtype: str
    amount: Amount = 1


@dataclass(frozen=True, slots=True)
class PutFromHand:
    """"Put a card from your hand on the bottom of your library": the player chooses ``amount``
    cards from their hand (as many as they have, if fewer) and puts them into ``zone`` —
    ``library_position`` "top" or "bottom" of their library (CR 401.4: cards put on the bottom one
    by one, in the order chosen)."""

    amount: Amount = 1
    zone: Zone = Zone.LIBRARY
    library_position: str = "bottom"
    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class Sacrifice:
    """CR 701.21: the player sacrifices ``count`` permanents of their choice that the filter admits."""

    filter: ObjectFilter
    count: Amount = 1
    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class MoveChosen:
    """"Return a land you control to its owner's hand" (the bounce lands), "return a creature card
    from your graveyard to your hand / to the battlefield [tapped]": the ability's controller chooses
    a permanent they control, or a card in their graveyard, that the filter admits as the effect
    happens (not a target, 115.1), and it goes to ``zone``; "target player exiles a card from their
    graveyard": ``player`` chooses one of their own cards."""

    filter: ObjectFilter
    zone: Zone = Zone.HAND
    tapped: bool = False
    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class SacrificeObject:
    """CR 701.21a: "sacrifice [this permanent / it]": the ability's controller sacrifices the
    referenced permanents that they control (a permanent they don't control can't be sacrificed);
    ``by_controller``: "its controller sacrifices it" — each permanent's controller does."""

    what: ObjectRef = field(default_factory=This)
    by_controller: bool = False


@dataclass(frozen=True, slots=True)
class SearchLibrary:
    """CR 701.23: search a library for ``count`` cards the filter admits (``any number`` when
    ``count`` is None; ``up_to``: as many as that), put them into ``zone``, then shuffle. With ``rest``: "put one onto the
    battlefield tapped and the other into your hand" — the player chooses the one for ``zone``.

    ``zones``: the player's zones searched; more than one is "search your library and/or graveyard"
    — the player chooses which of them to search, and the library is shuffled only if it was
    searched and ``shuffle`` says so ("If you search your library this way, shuffle");
    ``every_zone``: "search its owner's graveyard, hand, and library" — all of them are searched.
    ``same_name_as``: "cards with the same name as that card" (CR 201.2): only cards sharing a name
    with an object the reference denotes are found. ``also``: "search your library for a Forest
    card and a Plains card" — one card the filter admits and one for each of these. ``zone``
    :attr:`Zone.LIBRARY` is "then shuffle and put that card on top" (701.24b, 701.24g: the found
    card isn't shuffled, it ends on top)."""

    filter: ObjectFilter
    zone: Zone
    count: Amount | None = 1  # as many as that amount as the search happens ("up to X, where X is …", 107.3c)
    tapped: bool = False
    player: PlayerRef = field(default_factory=You)
    rest: Zone | None = None
    zones: tuple[Zone, ...] = (Zone.LIBRARY,)
    shuffle: bool = True
    max_mana_value: Amount | None = None  # "with mana value X or less": X as the search happens (202.3, 107.3)
    min_mana_value: Amount | None = None  # "with mana value equal to 1 plus the sacrificed creature's mana value"
    up_to: bool = False  # "up to two", "any number of": the player may find fewer (701.23d)
    library_of: PlayerRef | None = None  # "search target opponent's library": whose zones (None: the searcher's own)
    under_your_control: bool = False  # "put that card onto the battlefield under your control"
    every_zone: bool = False
    same_name_as: ObjectRef | None = None
    also: tuple[ObjectFilter, ...] = ()  # "a Forest card and a Plains card": one card for each filter
    different_names: bool = False  # "with different names": no two cards found share a name (201.2)
    counters: tuple[tuple[str, int], ...] = ()  # "onto the battlefield with a +1/+1 counter on it" (122.6)


@dataclass(frozen=True, slots=True)
class Shuffle:
    """CR 701.24."""

    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class ShuffleGraveyardIntoLibrary:
    """CR 701.24a: "[player] shuffles their graveyard into their library" — every card of the
    player's graveyard is put into their library, which is then shuffled (even if the graveyard was
    empty)."""

    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class Scry:
    """CR 701.22."""

    amount: Amount = 1


@dataclass(frozen=True, slots=True)
class Surveil:
    """CR 701.25a: look at the top N cards of your library, put any number of them into your
    graveyard and the rest on top of your library in any order."""

    amount: Amount = 1


@dataclass(frozen=True, slots=True)
class LookAtTop:
    """"Look at the top N cards of your library. [You may reveal a FILTER card from among them and
    put it into your hand / Put one of them into your hand …] Put the rest on the bottom of your
    library in a random order / in any order": the looked-at cards stay in the library (CR 401.2:
    only their owner sees them), ``take`` of them (fewer if ``optional``, "you may"; only cards
    ``filter`` admits) are put into ``take_zone`` (``tapped`` onto the battlefield) — revealed
    first if ``reveal`` (CR 701.20a) — and the rest go to ``rest_zone``: for the library, ``rest_position`` "bottom" or "top",
    ``random`` for "in a random order" (the game's seeded RNG), else the player's order
    (CR 401.4). ``reveal_all``: "reveal the top N cards" — every one is shown (701.20a);
    ``take_all``: "put all Goblin cards revealed this way into your hand" — every card the filter
    admits is taken, no choice."""

    amount: Amount
    take: int = 0
    filter: ObjectFilter | None = None
    optional: bool = False
    reveal: bool = False
    take_zone: Zone = Zone.HAND
    rest_zone: Zone = Zone.LIBRARY
    rest_position: str = "bottom"
    random: bool = False
    tapped: bool = False
    reveal_all: bool = False
    take_all: bool = False


@dataclass(frozen=True, slots=True)
class LookAtLibraryTop:
    """"Look at the top card of target player's library" (CR 401.2): the effect's controller sees
    that card where it is; no other player does (it is not a reveal, 701.20a)."""

    player: PlayerRef


@dataclass(frozen=True, slots=True)
class LookAtTopCard:
    """"Look at / reveal the top card of your library. If it's a land card, [you may] [reveal it and]
    put it onto the battlefield [tapped]. Otherwise / If you don't put the card onto the
    battlefield, [you may] put it into your hand / graveyard / on the bottom of your library" (CR
    401.2, 701.20a): the card stays in the library while looked at (only its owner sees it unless
    ``reveal``); if ``filter`` admits it (None: any card) it is put into ``take_zone`` — a choice
    if ``optional``, revealed first if ``reveal_taken``. ``take_zone`` None: "you may reveal it"
    only (kinship — the card stays; "if you do" follows the reveal). A card not put there goes to
    ``else_zone`` (None: it stays on top; the library: ``else_position``), a choice if
    ``else_optional``; with ``else_unmatched_only`` ("Otherwise" after an optional "you may put")
    only a card the filter doesn't admit goes there. Returns whether the card was taken or revealed.
    ``player``: whose library and who takes the card ("defending player reveals the top card of their
    library. If it's a land card, that player puts it into their hand")."""

    reveal: bool = False
    filter: ObjectFilter | None = None
    take_zone: Zone | None = Zone.HAND
    optional: bool = False
    reveal_taken: bool = False
    tapped: bool = False
    else_zone: Zone | None = None
    else_position: str = "bottom"
    else_optional: bool = False
    else_unmatched_only: bool = False
    player: PlayerRef = You()


@dataclass(frozen=True, slots=True)
class RevealIntoPiles:
    """"Reveal the top N cards of your library. An opponent separates those cards into two piles.
    Put one pile into your hand and the other into your graveyard." (CR 700.3, 701.20a): the cards
    stay in the library while they are separated (700.3c); ``separator`` separates them and
    ``chooser`` (each relative to the controller: YOU or OPPONENT) chooses the pile that goes to
    ``chosen_zone``; the other pile goes to ``other_zone`` — for a library, its bottom in the
    order its owner chooses (401.4)."""

    amount: Amount
    separator: Controller
    chooser: Controller
    chosen_zone: Zone = Zone.HAND
    other_zone: Zone = Zone.GRAVEYARD


@dataclass(frozen=True, slots=True)
class CounterSpell:
    """CR 701.6: counter the referenced spell or ability (it goes to its owner's graveyard).
    ``exile_if``: "If a permanent spell is countered this way, exile it instead of putting it into
    its owner's graveyard" (614.1a) — a countered spell the filter admits is exiled; the exiled card
    is then the object of the effects after it ("that card"). ``instead``: "If that spell is
    countered this way, put it on top of its owner's library / into its owner's hand instead of into
    that player's graveyard" (Memory Lapse, Remand; a self-replacement effect, 614.15): the zone and,
    for a library, ``position`` ("top", "bottom", or "your choice": the countering spell's controller
    chooses as it resolves, Hinder)."""

    what: ObjectRef
    exile_if: ObjectFilter | None = None
    instead: Zone | None = None
    position: str = "top"


# ---- permanents: tokens, counters, status, characteristics -------------------------------------


@dataclass(frozen=True, slots=True)
class CreateToken:
    """CR 111.2: create tokens under a player's control. ``attacking``: "that's tapped and
    attacking" — put onto the battlefield attacking (CR 508.4, 506.3b: only under the attacking
    player's control; it never "attacked")."""

    token: TokenDef
    count: Amount = 1
    player: PlayerRef = field(default_factory=You)
    tapped: bool = False
    attacking: bool = False


@dataclass(frozen=True, slots=True)
class CreateEmblem:
    """"You get an emblem with [ability]" (CR 114.2): the player puts an emblem with the abilities
    into the command zone; they own and control it."""

    emblem: CardDef
    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class FlipCoin:
    """"Flip a coin. If you win the flip, [won]. If you lose the flip, [lost]." (CR 705.2): the
    player calls heads or tails and wins the flip if the call matches."""

    won: tuple[Effect, ...] = ()
    lost: tuple[Effect, ...] = ()
    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class DieResult:
    """A row of a die roll's results table (CR 706.3a): "N1—N2 | [effects]" (``low``..``high``),
    "N+ | …" (``high`` None), "N | …"."""

    low: int
    high: int | None
    effects: tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class RollDie:
    """"Roll a d20" / "roll a six-sided die" (CR 706.1) and its results table (706.3): the effects
    of the row the result is in, if any."""

    sides: int
    table: tuple[DieResult, ...] = ()
    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class ExtraTurns:
    """"Take an extra turn after this one", "target player takes two extra turns after this one"
    (CR 500.7)."""

    player: PlayerRef = field(default_factory=You)
    count: int = 1


@dataclass(frozen=True, slots=True)
class RingTempts:
    """"The Ring tempts you" (CR 701.54a, c)."""

    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class WinsGame:
    """"You win the game" (CR 104.2b) — unless an effect says the player can't win (104.2b)."""

    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class LosesGame:
    """"Target player loses the game", "you lose the game" (CR 104.3e) — unless an effect says the
    player can't lose (104.3b)."""

    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class IncreaseSpeed:
    """"Your speed increases by 1" (CR 702.179c-d): a player with no speed gets that speed."""

    amount: int = 1


@dataclass(frozen=True, slots=True)
class BecomeMonarch:
    """"You become the monarch", "target opponent becomes the monarch" (CR 725.1, 725.3): the player
    takes the designation from whoever has it."""

    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class Venture:
    """"Venture into the dungeon" (CR 701.49a-c); "venture into Undercity" (``into`` "Undercity",
    701.49d: entering a dungeon, the player chooses one with that quality)."""

    player: PlayerRef = field(default_factory=You)
    into: str | None = None


@dataclass(frozen=True, slots=True)
class TakeInitiative:
    """"You take the initiative" (CR 726.1, 726.3): the player takes the designation from whoever
    has it (taking it again still triggers, 726.5)."""

    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class CopyExceptions:
    """Exceptions to a copy effect that become part of the copy's copiable values (CR 707.9b):
    "except it's white (``colors``), it has no mana cost, and it's a Zombie in addition to its other
    types (``add_subtypes``)"; "except it's a 4/4 black Zombie" (``power_toughness``)."""

    colors: frozenset[Color] | None = None
    no_mana_cost: bool = False
    add_subtypes: tuple[str, ...] = ()
    # "except it's 1/1" (offspring, CR 702.175a), "a 4/4" (eternalize, 702.129a): base power and toughness
    power_toughness: tuple[int, int] | None = None

    def apply(self, values: CardDef) -> CardDef:
        import dataclasses

        subtypes = values.subtypes + tuple(s for s in self.add_subtypes if s not in values.subtypes)
        power, toughness = self.power_toughness if self.power_toughness is not None else (values.power, values.toughness)
        return dataclasses.replace(
            values,
            colors=self.colors if self.colors is not None else values.colors,
            mana_cost=None if self.no_mana_cost else values.mana_cost,
            subtypes=subtypes,
            power=power,
            toughness=toughness,
        )


#: CR 702.128a: an embalmed token is a copy "except it's white, it has no mana cost, and it's a
#: Zombie in addition to its other types".
EMBALM_EXCEPTIONS = CopyExceptions(colors=frozenset({Color.WHITE}), no_mana_cost=True, add_subtypes=("Zombie",))
#: CR 702.129a: an eternalized token is a copy "except it's black, it's 4/4, it has no mana cost,
#: and it's a Zombie in addition to its other types".
ETERNALIZE_EXCEPTIONS = CopyExceptions(colors=frozenset({Color.BLACK}), no_mana_cost=True, add_subtypes=("Zombie",), power_toughness=(4, 4))


@dataclass(frozen=True, slots=True)
class CreateTokenCopy:
    """"Create a token that's a copy of [object]" (CR 707.1, 707.5, 111.12): each token's copiable
    values are those of the referenced object (707.2: not its counters, status or non-copy
    effects); no token is created for an object that no longer exists (111.12) — except "this
    card" exiled to pay the ability's own cost (embalm, 702.128a), copied as it last existed
    (113.7a). ``exceptions`` modify the copy (707.9b); ``embalmed`` marks the tokens as created by
    embalm (Vizier of Many Faces' "if this creature was embalmed"). Token replacement effects
    (doublers) apply as to any token creation."""

    of: ObjectRef
    count: Amount = 1
    player: PlayerRef = field(default_factory=You)
    tapped: bool = False
    exceptions: CopyExceptions | None = None
    embalmed: bool = False


@dataclass(frozen=True, slots=True)
class Populate:
    """CR 701.36a: choose a creature token you control and create a token that's a copy of it;
    701.36b: with no creature token, no token is created."""


@dataclass(frozen=True, slots=True)
class CopySpell:
    """"Copy target [spell]. You may choose new targets for the copy" (CR 707.10, 707.10c): put a
    copy of the referenced spell on the stack under the ability controller's control, with the
    original's modes, X and targets; the copy isn't cast. ``remove_supertypes`` is an exception
    to the copying process ("except it isn't legendary", 707.9b). A copy of a permanent spell
    becomes a token as it resolves (707.10f, 608.3f). ``times``: how many copies ("copy it for
    each other spell cast before it this turn", 702.40a), each with its own choice of targets."""

    what: ObjectRef
    may_choose_new_targets: bool = True
    remove_supertypes: frozenset[Supertype] = frozenset()
    times: Amount = 1


@dataclass(frozen=True, slots=True)
class NextSpellWithFlash:
    """"The next sorcery spell you cast this turn can be cast as though it had flash" (CR 601.3b,
    702.8a): a permission for the next spell ``filter`` admits, used up as it is cast."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class ChangeTargets:
    """CR 115.7: "Change a target of target spell or ability to this creature" (115.7b: one of its
    targets that ``to`` can legally replace becomes ``to``, 115.7e; none changes if none can), or,
    without ``to``, "you may choose new targets for target spell or ability" (115.7d: keep any
    target or choose another legal one)."""

    what: ObjectRef
    to: ObjectRef | None = None


@dataclass(frozen=True, slots=True)
class Cascade:
    """The effect of cascade (CR 702.85a): exile cards from the top of your library until you
    exile a nonland card with mana value less than this spell's; you may cast it without paying
    its mana cost if the resulting spell's mana value is less too; then the exiled cards not cast
    go to the bottom of your library in a random order."""


@dataclass(frozen=True, slots=True)
class Discover:
    """CR 701.57a: "Discover N" — exile cards from the top of your library until you exile a nonland
    card with mana value N or less; you may cast it without paying its mana cost if the resulting
    spell's mana value is N or less; if you don't cast it, put it into your hand; the other exiled
    cards go to the bottom of your library in a random order."""

    amount: Amount


@dataclass(frozen=True, slots=True)
class CastSuspended:
    """The effect of suspend's last ability (CR 702.62a): "you may play it without paying its mana
    cost if able. If you don't, it remains exiled. If you cast a creature spell this way, it gains
    haste until you lose control of the spell or the permanent it becomes." "It" is the source."""


@dataclass(frozen=True, slots=True)
class PutCounters:
    """CR 122.1: put counters on objects (or players, for poison)."""

    kind: str
    count: Amount
    on: Ref = field(default_factory=This)


@dataclass(frozen=True, slots=True)
class Proliferate:
    """CR 701.34a: choose any number of permanents and/or players that have a counter, then give
    each one another counter of each kind already there."""


@dataclass(frozen=True, slots=True)
class RemoveCounters:
    kind: str
    count: Amount
    on: ObjectRef = field(default_factory=This)


@dataclass(frozen=True, slots=True)
class MoveCounters:
    """"Move a +1/+1 counter from this permanent onto that creature" (CR 122.5): the counters are
    removed from the first object and put onto the second — or, if either can't be done, nothing
    happens."""

    kind: str
    count: int
    source: ObjectRef
    to: ObjectRef


@dataclass(frozen=True, slots=True)
class PutCountersOf:
    """"Put its counters on target creature you control" (CR 122.1): as many counters of each kind
    as are on ``of`` — as it last existed if it has left the battlefield (608.2h) — are put on
    each of ``on``."""

    of: ObjectRef
    on: Ref


@dataclass(frozen=True, slots=True)
class RemoveAllCounters:
    """"Remove all counters from target permanent" (CR 122.1): every counter of every kind on each
    referenced permanent is removed."""

    on: ObjectRef


@dataclass(frozen=True, slots=True)
class Tap:
    what: ObjectRef


@dataclass(frozen=True, slots=True)
class Untap:
    what: ObjectRef


@dataclass(frozen=True, slots=True)
class TapOrUntap:
    """"Tap or untap target permanent" (CR 701.26): for each object, the ability's controller
    chooses as it resolves whether to tap it or untap it."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class RevealUntil:
    """"Reveal cards from the top of your library until you reveal a creature card. Put that card
    into your hand [onto the battlefield (tapped)] and the rest on the bottom of your library in a
    random order" (CR 701.20a): the card is the object of the effects after it ("it")."""

    filter: ObjectFilter
    to: Zone = Zone.HAND
    tapped: bool = False


@dataclass(frozen=True, slots=True)
class SkipNextUntap:
    """"It doesn't untap during its controller's next untap step" (CR 502.3): the permanent stays
    tapped through the next untap step of whoever controls it then."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class KeepTapped:
    """"It doesn't untap during its controller's untap step for as long as CARDNAME remains tapped"
    / "… for as long as you control CARDNAME" (CR 502.3, 611.2b): the permanents, locked in now (611.2c), stay tapped in their controller's
    untap steps while the effect lasts."""

    what: ObjectRef
    duration: Duration = Duration.WHILE_SOURCE_TAPPED


@dataclass(frozen=True, slots=True)
class RemoveFromCombat:
    """CR 506.4: "remove it from combat" — it stops being an attacking, blocking, blocked and/or
    unblocked creature."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class Attach:
    """CR 701.3: attach ``what`` (an Aura or Equipment) to ``to``."""

    to: ObjectRef
    what: ObjectRef = field(default_factory=This)


@dataclass(frozen=True, slots=True)
class ModifyPT:
    """"gets +N/+M" for a duration (CR 611.2, layer 7c). The affected set is locked in (611.2c)."""

    what: ObjectRef
    power: Amount
    toughness: Amount
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True, slots=True)
class SwitchPT:
    """"Switch target creature's power and toughness until end of turn" (CR 613.4d, layer 7d). The
    affected set is locked in (611.2c)."""

    what: ObjectRef
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True, slots=True)
class GrantAbilities:
    """"gains flying until end of turn" (layer 6)."""

    what: ObjectRef
    keywords: tuple[Keyword, ...] = ()
    abilities: tuple[Ability, ...] = ()
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True, slots=True)
class GrantProtectionOfChoice:
    """"Target creature you control gains protection from the color of your choice until end of
    turn" (CR 702.16a, layer 6): the controller chooses the quality as the effect begins — a color,
    or one of ``options`` ("from artifacts or from the color of your choice")."""

    what: ObjectRef
    options: tuple[ObjectFilter, ...] = ()
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True, slots=True)
class Becomes:
    """"[This] becomes a 3/6 Golem artifact creature until end of combat" (CR 611.2, 205.1b):
    adds card types and subtypes (layer 4) and sets base power and toughness (layer 7b) for a
    duration; the affected set is locked in (611.2c)."""

    what: ObjectRef
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    duration: Duration = Duration.END_OF_TURN
    colors: frozenset[Color] | None = None  # layer 5: its colors become these
    keywords: tuple[Keyword, ...] = ()  # layer 6: "… creature with flying"
    # 205.1a–b: "becomes a Kithkin Spirit", "… a Bird artifact creature": the creature types given
    # replace the object's (its other subtypes and its card types stay).
    replaces_creature_types: bool = False
    # 105.3: "… is a black Zombie in addition to its other colors and types" (layer 5): colors gained.
    added_colors: frozenset[Color] = frozenset()


@dataclass(frozen=True, slots=True)
class BecomeColorOfChoice:
    """"This creature becomes the color of your choice until end of turn" (CR 105.3, layer 5,
    613.1e): the controller chooses a color as the effect begins; the new color replaces the
    locked-in objects' colors (611.2c) for the duration."""

    what: ObjectRef
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True, slots=True)
class SetBasePT:
    """"Its base power and toughness become equal to CARDNAME's power and toughness until end of
    turn" (layer 7b, CR 613.4b): the amounts are determined once, as the effect begins (608.2h),
    and the affected set is locked in (611.2c)."""

    what: ObjectRef
    power: Amount
    toughness: Amount
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True, slots=True)
class LoseAbilities:
    """"That creature loses indestructible until end of turn" (layer 6, CR 613.1f): an
    ability-removing effect on the locked-in objects (611.2c)."""

    what: ObjectRef
    keywords: tuple[Keyword, ...]
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True, slots=True)
class Pair:
    """Soulbond (CR 702.95a): pair this creature with ``other`` (the creature that entered) or, if
    None, with another unpaired creature you control of your choice, for as long as both remain
    creatures on the battlefield under your control (702.95e)."""

    other: ObjectRef | None = None


@dataclass(frozen=True, slots=True)
class PhaseOut:
    """"CARDNAME phases out", "target creature phases out" (CR 702.26b)."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class Restrict:
    """"Creatures without flying can't block this turn", "target creature can't attack or block
    this turn" (CR 508.1c, 509.1b): a rule-modifying effect (611.2c). For every object a filter
    admits (:class:`~manastack.model.filters.AllMatching`) the set isn't locked in: the filter is
    checked as attackers or blockers are declared. A reference to particular objects (a target,
    "it") applies to those objects. With ``requirement`` it is a requirement instead: "target
    creature blocks this turn if able" (508.1d, 509.1c); with ``attack_source`` the requirement is
    to attack this ability's source ("attack CARDNAME if able"); with ``whom`` to attack that player
    ("attacks that opponent this turn if able", encore 702.141a) or to block that attacking creature
    ("block this creature if able", provoke 702.39a); a restriction with ``whom`` is on blocking that
    creature only ("target creature can't block CARDNAME this turn"). With ``next_turn_of`` it applies
    during that player's next turn only ("During target opponent's next turn, creatures that player
    controls attack CARDNAME if able", 611.2a)."""

    what: ObjectRef
    attack: bool = False
    block: bool = False
    duration: Duration = Duration.END_OF_TURN
    requirement: bool = False
    attack_source: bool = False
    whom: PlayerRef | ObjectRef | None = None
    next_turn_of: PlayerRef | None = None


@dataclass(frozen=True, slots=True)
class CombatRule:
    """"Target creature must be blocked this turn if able", "All creatures able to block target
    creature this turn do so" (CR 509.1c), "target creature can block any number of creatures this
    turn" (509.1a): a blocking rule for the referenced objects (locked in, 611.2c) or, for "all
    [filter]", for what the filter admits as blockers are declared. ``rule`` is the rule with a
    placeholder ``affected``."""

    what: ObjectRef
    rule: BlockerLimit | MustBeBlocked | BlocksAdditional | AssignsNoCombatDamage | AssignAsThoughUnblocked
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True, slots=True)
class ExileIfDies:
    """"If that creature would die this turn, exile it instead" (CR 614.1a, 700.4): a replacement
    effect created by the resolving spell for the referenced objects, lasting ``duration``."""

    what: ObjectRef
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True, slots=True)
class ExileIfLeaves:
    """"If it would leave the battlefield, exile it instead of putting it anywhere else" (CR 614.1a;
    unearth, 702.84a): a replacement effect created by the resolving ability for the referenced
    permanents, lasting ``duration``."""

    what: ObjectRef
    duration: Duration = Duration.PERMANENT


@dataclass(frozen=True, slots=True)
class CreateReplacement:
    """"Until end of turn, if you tap a land you control for mana, it produces {U} instead of any
    other type" (Deep Water): a replacement effect created by a resolving spell or ability (CR
    611.2, 614.1a) that, like a static ability's, applies to every event it describes while it
    lasts — a rule modification, not locked in to particular objects (611.2c). "You" is the
    controller of the resolving spell or ability."""

    effect: StaticEffect
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True, slots=True)
class TapAnyNumber:
    """"You may tap any number of untapped Humans you control": while the ability resolves its
    controller chooses any number of the permanents the filter admits (none is a choice too) and
    taps them. The tapped permanents are the objects of the effects after it ("for each Human
    tapped this way": :class:`~manastack.model.filters.CountRef` of ``CreatedObjects()``)."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class GainControl:
    """"gain control of target creature" (layer 2); ``player``: who gains control ("the player to
    your left gains control of this creature"; the ability's controller unless it says)."""

    what: ObjectRef
    duration: Duration = Duration.PERMANENT
    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class ExchangeControl:
    """"Exchange control of [first] and [second]" (CR 701.12): if both are still permanents on
    the battlefield and their controllers differ, each controller gains control of the permanent
    the other controlled, simultaneously (701.12b; two layer-2 effects with one timestamp,
    indefinitely). If the whole exchange can't be done (one is gone or an illegal target), none of
    it happens (701.12a); if one player controls both, it does nothing (701.12b)."""

    first: ObjectRef
    second: ObjectRef


@dataclass(frozen=True, slots=True)
class AttachChosen:
    """"Attach an Equipment you control to it" (CR 701.3): the ability's controller chooses one
    object the filter admits (not targeted) and attaches it to the referenced object. An Aura or
    Equipment that can't be attached to it doesn't move (701.3b)."""

    filter: ObjectFilter
    to: ObjectRef


@dataclass(frozen=True, slots=True)
class PreventDamage:
    """Create a prevention effect (CR 615): ``combat_only`` for "prevent all combat damage that would
    be dealt this turn" — only the combat damage the ``by`` objects would deal, if given ("prevent
    all combat damage a creature of your choice would deal this turn"; ``to`` the same as ``by``:
    "… that would be dealt to and dealt by that creature this turn"); ``amount`` None prevents all,
    otherwise a shield of that size for ``to``."""

    to: Ref | None = None
    amount: Amount | None = None
    combat_only: bool = False
    by: ObjectRef | None = None


@dataclass(frozen=True, slots=True)
class ChooseObject:
    """"A creature of your choice" (CR 608.2d): as the effect happens, the ability's controller
    chooses one permanent the filter admits — not a target (115.1), so any such permanent; it is
    the object of the effects after it (:class:`CreatedObjects`). Nothing is chosen if none
    qualifies."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class StopPrevention:
    """"Damage can't be prevented this turn" (CR 615.12): until the turn ends, prevention effects
    prevent no damage."""


@dataclass(frozen=True, slots=True)
class SkipNextStep:
    """"[Player] skips their next [step] step" (CR 614.1b, 614.10): a replacement effect that waits
    for the next occurrence of that step in that player's turn and is used up by it (614.10a)."""

    step: Step
    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class SkipNextTurns:
    """"[Player] skips their next turn", "you skip your next two turns" (CR 614.10, 614.10a): one
    replacement effect per turn, each used up by the turn it skips."""

    player: PlayerRef = field(default_factory=You)
    count: int = 1


@dataclass(frozen=True, slots=True)
class AdditionalLandPlays:
    """"You may play an additional land this turn" (CR 305.2, 505.6b): the player may play ``count``
    more lands this turn; such effects are cumulative."""

    count: int = 1
    player: PlayerRef = field(default_factory=You)


@dataclass(frozen=True, slots=True)
class Fight:
    """CR 701.14: each deals damage equal to its power to the other."""

    first: ObjectRef
    second: ObjectRef


# ---- control flow ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class May:
    """"You may [effects]" — an optional choice made on resolution by ``player``; "If you don't,
    [otherwise]" (CR 608.2c) happens when they choose not to."""

    effects: tuple[Effect, ...]
    player: PlayerRef = field(default_factory=You)
    otherwise: tuple[Effect, ...] = ()


@dataclass(frozen=True, slots=True)
class PayCost:
    """A cost paid while the spell or ability resolves (CR 118.12): "[player] may [pay cost]. If
    [they] do, [then]" and "[otherwise] unless [player] pays [cost]" (118.12a: the same as "[player]
    may pay [cost]. If they don't, [otherwise]"). The player is offered to pay only if they can pay
    it fully (118.3); "if they do" checks that they chose to pay, whatever else happened (118.12).
    ``cost`` may have mana and other components (discard a card, sacrifice …). ``times``: "pay
    [cost] for each age counter on it" (702.24a) — the cost repeated that many times, counted as
    the effect is performed, paid all at once or not at all. ``any_player``: "any opponent may
    [pay cost]. If a player does, [then]" — each referenced player in turn order, starting with the
    active player (101.4), is offered to pay until one does."""

    cost: Cost
    then: tuple[Effect, ...] = ()
    otherwise: tuple[Effect, ...] = ()
    player: PlayerRef = field(default_factory=You)
    times: Amount = 1
    any_player: bool = False


@dataclass(frozen=True, slots=True)
class CastFromZone:
    """"You may cast a [filter] spell from your [zone]" while this resolves (CR 608.2g): the player
    chooses one of the cards there that they could cast — timing restrictions ignored, a legal
    target and a payable total cost required — or none, and casts it following 601.2a–i; it goes on
    the stack above the resolving object, and no one gets priority until that has finished
    resolving. ``filter`` is the spell's card types ("an artifact, instant, or sorcery spell");
    ``without_paying`` casts it without paying its mana cost (118.9, 107.3b: X is 0);
    ``replacement`` is attached to the spell cast this way ("If an instant or sorcery spell cast
    this way would be put into your graveyard, exile it instead", 614.1a)."""

    filter: ObjectFilter
    zone: Zone = Zone.GRAVEYARD
    without_paying: bool = False
    replacement: StaticEffect | None = None


@dataclass(frozen=True, slots=True)
class MayCastCard:
    """"You may cast this card from exile without paying its mana cost" (rebound, CR 702.88a), "its
    owner may cast it by paying [cost] rather than paying its mana cost" (madness, 702.35a) while
    this resolves (608.2g): the referenced cards, if the player could cast them now — timing
    restrictions ignored, a legal target and a payable total cost required — or none."""

    what: ObjectRef
    alternative: str | None = None  # the alternative cost paid, by name ("madness"); None: without paying its mana cost
    otherwise: tuple[Effect, ...] = ()  # if the player doesn't cast it


@dataclass(frozen=True, slots=True)
class IfDone:
    """"[action]. If you do, [then]" (CR 608.2c): perform ``effects``; only if they were performed
    (all the counters removed, …) perform ``then``; if they couldn't be, ``otherwise`` ("If you
    can't, sacrifice the permanent", fading, 702.32a)."""

    effects: tuple[Effect, ...]
    then: tuple[Effect, ...]
    otherwise: tuple[Effect, ...] = ()


@dataclass(frozen=True, slots=True)
class Conditional:
    """"If [condition], [effects]; otherwise [otherwise]" — e.g. "If this spell was kicked, it deals
    4 damage instead" (CR 702.33e) is ``Conditional(CostPaid("kicker"), (4 damage,), (2 damage,))``.
    The condition is checked as the effect is performed (608.2c)."""

    condition: Condition
    effects: tuple[Effect, ...]
    otherwise: tuple[Effect, ...] = ()


@dataclass(frozen=True, slots=True)
class ForEachPlayer:
    """Do the effects once for each referenced player, who is "that player" in them."""

    effects: tuple[Effect, ...]
    players: PlayerRef = field(default_factory=EachPlayer)


@dataclass(frozen=True, slots=True)
class DelayedTrigger:
    """Create a delayed triggered ability (CR 603.7). ``about``: the particular objects it refers to
    ("exile that token at end of combat"), fixed as it is created; in its effects they are
    :class:`~manastack.model.filters.Remembered` (603.7c). ``lasts``: a stated duration ("this
    turn", "until your next turn"): it triggers each time until the duration ends (603.7b); without
    one it triggers once (603.7c). ``next_only``: "when you next cast an instant or sorcery spell
    this turn": it triggers only the next time, and not at all once the duration ends (603.7b)."""

    trigger: TriggerCondition
    effects: tuple[Effect, ...]
    about: ObjectRef | None = None
    lasts: Duration | None = None
    next_only: bool = False


@dataclass(frozen=True, slots=True)
class Reflexive:
    """"When you do, …": a reflexive triggered ability (CR 603.12) created if the preceding
    optional action was taken."""

    effects: tuple[Effect, ...]
    targets: tuple[object, ...] = ()


Effect = (
    AddMana
    | Populate
    | RemoveAllCounters
    | PutCountersOf
    | CastSuspended
    | Proliferate
    | AdditionalLandPlays
    | DealDamage
    | DealDividedDamage
    | PutDividedCounters
    | DealDamageAtOnce
    | GainLife
    | ForbidLifeGain
    | LoseLife
    | DrawCards
    | Discard
    | DiscardCard
    | DiscardHand
    | RevealAtRandom
    | LookAtLibraryTop
    | Mill
    | Manifest
    | ManifestDread
    | Destroy
    | Regenerate
    | CantBeRegenerated
    | MoveTo
    | Transform
    | ExileUntilSourceLeaves
    | PutFromHand
    | MayPlay
    | Amass
    | Bolster
    | Explore
    | Endure
    | MoveCounters
    | BecomeRenowned
    | BecomeClassLevel
    | BecomeSolved
    | BecomeMonstrous
    | Exploit
    | Flip
    | Sacrifice
    | MoveChosen
    | SacrificeObject
    | SearchLibrary
    | Shuffle
    | ShuffleGraveyardIntoLibrary
    | Scry
    | Surveil
    | LookAtTop
    | LookAtTopCard
    | CounterSpell
    | CreateToken
    | CreateEmblem
    | BecomeMonarch
    | IncreaseSpeed
    | Venture
    | TakeInitiative
    | TapOrUntap
    | SwitchPT
    | WinsGame
    | LosesGame
    | FlipCoin
    | RollDie
    | ExtraTurns
    | RingTempts
    | RevealIntoPiles
    | RevealHand
    | LookAtHand
    | ChooseFromHand
    | CreateTokenCopy
    | CopySpell
    | ChangeTargets
    | NextSpellWithFlash
    | Cascade
    | Discover
    | PutCounters
    | RemoveCounters
    | Tap
    | Untap
    | SkipNextUntap
    | KeepTapped
    | RevealUntil
    | RemoveFromCombat
    | Attach
    | ModifyPT
    | GrantAbilities
    | GrantProtectionOfChoice
    | Becomes
    | BecomeColorOfChoice
    | SetBasePT
    | LoseAbilities
    | Restrict
    | PhaseOut
    | Pair
    | CombatRule
    | ExileIfDies
    | ExileIfLeaves
    | CreateReplacement
    | TapAnyNumber
    | GainControl
    | ExchangeControl
    | AttachChosen
    | PreventDamage
    | StopPrevention
    | SkipNextStep
    | SkipNextTurns
    | Fight
    | ChooseObject
    | May
    | PayCost
    | CastFromZone
    | MayCastCard
    | Conditional
    | IfDone
    | ForEachPlayer
    | DelayedTrigger
    | Reflexive
)

#: CR 601.2d: the effects whose amount is divided among the targets as they are chosen.
DIVIDED = (DealDividedDamage, PutDividedCounters)
