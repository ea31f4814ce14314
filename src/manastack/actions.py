"""Actions and decisions: the request/answer protocol between the game and its players.

At every point the game exposes one :class:`Decision` (who decides, what kind of choice, the
legal options); a player answers with one of its :class:`Action` values. Actions are small
immutable values; :func:`manastack.rules.describe.describe` prints one as readable text ("Cast
Lightning Bolt") and ``Game.parse_action`` reads that text back.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum


class DecisionKind(str, Enum):
    PRIORITY = "priority"
    MULLIGAN = "mulligan"
    BOTTOM = "put a card on the bottom"
    TARGET = "choose a target"
    MODE = "choose a mode"
    X = "choose X"
    PAY_MANA = "pay mana"
    PAY_COST = "choose how to pay a cost"
    DECLARE_ATTACKERS = "declare attackers"
    DECLARE_BLOCKERS = "declare blockers"
    ASSIGN_DAMAGE = "assign combat damage"
    TRIGGER_ORDER = "order triggered abilities"
    REPLACEMENT_ORDER = "choose a replacement effect"
    YES_NO = "you may"
    CHOOSE_OBJECT = "choose"
    CHOOSE_MANA_TYPE = "choose a type of mana"
    CHOOSE_VALUE = "choose a value"  # a color, a creature type, … (614.12a)
    DISCARD = "discard"
    CAST = "cast a spell"  # an offer to cast a spell while something resolves (608.2g)
    DIVIDE = "divide"  # dividing damage or counters among targets as a spell is cast (601.2d)
    ORDER = "order cards"  # the order of cards put on top or bottom of a library (701.22a)


class Purpose(str, Enum):
    """What a decision is for — the rule or effect that asks it. Players (the AI, the scenario
    runner) read this and the decision's structured fields, never the prose of its ``context``.
    One purpose can ask several kinds of decision (a scry asks, card by card, whether it stays on
    top, then the order of the cards)."""

    PRIORITY = "priority"  # 117
    MULLIGAN = "mulligan"  # 103.5: keep or mulligan
    MULLIGAN_BOTTOM = "mulligan bottom"  # 103.5: a card to the bottom of the library
    MIRACLE = "miracle"  # 702.94a: reveal the first card drawn this turn (``subject``) for its miracle?
    DREDGE = "dredge"  # 702.52a: mill N and return the card (``subject``) instead of drawing?
    OPENING_HAND = "opening hand"  # 103.6a: begin the game with a card of the opening hand on the battlefield?
    DISCARD_TO_HAND_SIZE = "discard to hand size"  # 514.1
    CHOOSE_NOT_TO_UNTAP = "choose not to untap"  # 502.3: untap a permanent that lets its controller choose not to?
    DECLARE_ATTACKERS = "declare attackers"  # 508.1
    DECLARE_BLOCKERS = "declare blockers"  # 509.1
    ASSIGN_COMBAT_DAMAGE = "assign combat damage"  # 510.1
    ATTACK_AS_IT_ENTERS = "attack as it enters"  # 508.4: which player or planeswalker
    TARGET = "target"  # 601.2c, 603.3d, 707.10c
    MODE = "mode"  # 601.2b, 700.2
    X = "x"  # 107.3, 601.2b
    DIVIDE = "divide"  # 601.2d
    OPTIONAL_COST = "optional cost"  # 601.2b, 702.33: pay kicker (``about``: its name)?
    ADDITIONAL_COST = "additional cost"  # 118.8, 601.2b: which of several costs
    PAY_MANA = "pay mana"  # 601.2g–h
    CONVOKE = "convoke"  # 702.51: a creature to tap, or what it pays
    DELVE = "delve"  # 702.66: a card to exile from the graveyard
    IMPROVISE = "improvise"  # 702.126: an artifact to tap
    ASSIST = "assist"  # 702.132a: the player chosen to help pay, then how much generic mana they pay
    CREW = "crew"  # 702.122: a creature to tap
    TAP_COST = "tap cost"  # "tap an untapped creature you control"
    REMOVE_COUNTER_COST = "remove counter cost"  # "remove a +1/+1 counter from a creature you control"
    DISCARD_COST = "discard cost"  # "discard a card" as a cost
    SACRIFICE_COST = "sacrifice cost"  # "sacrifice a creature" as a cost
    EXILE_COST = "exile cost"  # "exile a creature card from your graveyard" as a cost
    RETURN_COST = "return cost"  # "return a land you control to its owner's hand" as a cost
    TRIGGER_ORDER = "trigger order"  # 603.3b
    REPLACEMENT_ORDER = "replacement order"  # 616.1
    YOU_MAY = "you may"  # "you may [effects]"
    PAY_WHILE_RESOLVING = "pay while resolving"  # 118.12 (``about``: the cost)
    CAST_WHILE_RESOLVING = "cast while resolving"  # 608.2g
    DISCARD = "discard"  # 701.9: an effect discards
    SACRIFICE = "sacrifice"  # 701.21: an effect sacrifices
    RETURN_CHOSEN = "return chosen"  # "return a land you control to its owner's hand"
    REVEAL_COST = "reveal cost"  # "reveal an Elf card from your hand" as a cost (701.20a)
    PAIR = "pair"  # soulbond: the creature to pair with (702.95a)
    SEARCH = "search"  # 701.23
    SCRY = "scry"  # 701.22: the subject stays on top or goes to the bottom; the order (``about``: "top"/"bottom")
    SURVEIL = "surveil"  # 701.25: the subject stays on top or goes to the graveyard; the order on top
    LIBRARY_ORDER = "library order"  # 401.4: the owner orders cards put into their library at once (``about``: top or bottom)
    LOOK_AT_TOP = "look at the top"  # 401.4: which cards to take; the order of the rest (``about``)
    TOP_OR_BOTTOM = "top or bottom"  # "its owner puts it on the top or bottom of their library"
    PUT_FROM_HAND = "put from hand"  # "put a card from your hand on the bottom of your library"
    TAP_ANY_NUMBER = "tap any number"  # "you may tap any number of untapped Humans you control"
    TAP_OR_UNTAP = "tap or untap"  # "tap or untap target permanent" (``subject``: it; yes: tap it)
    PROLIFERATE = "proliferate"  # 701.34a: a permanent or player to give more counters
    ATTACH = "attach"  # 701.3: which Aura or Equipment
    ENCHANT_AS_IT_ENTERS = "enchant as it enters"  # 303.4f: what an Aura put onto the battlefield enchants
    AMASS = "amass"  # 701.47a: which Army
    EXPLORE = "explore"  # 701.44a: whether the revealed nonland card goes to the graveyard
    ENDURE = "endure"  # 701.63a: whether the +1/+1 counters go on the permanent (``subject``) rather than a Spirit token being created
    BOLSTER = "bolster"  # 701.39a: which of the creatures tied for least toughness
    POPULATE = "populate"  # 701.36a: which creature token to copy
    MANA_TYPE = "mana type"  # 106.5: the type of mana an ability adds
    ENTER_AS_COPY = "enter as a copy"  # 614.12, 707.5
    AMPLIFY = "amplify"  # 702.38a: a card to reveal from the hand as the permanent with amplify enters
    DEVOUR = "devour"  # 702.82a: a creature to sacrifice as the permanent with devour enters (``source``: it)
    ENTER_WITH_COUNTERS = "enter with counters"  # 614.12: "you may have this enter with a +1/+1 counter" (``about``: the counters)
    PAY_AS_IT_ENTERS = "pay as it enters"  # 614.12: "as this enters, you may pay 2 life" (``about``: the cost)
    CHOOSE_AS_ENTERS = "choose as it enters"  # 614.12a (``about``: "color" or "creature type")
    PROTECTION_QUALITY = "protection quality"  # 702.16a: "protection from the color of your choice"
    COLOR_OF_CHOICE = "color of choice"  # 105.3: "becomes the color of your choice"
    COMMAND_ZONE = "command zone"  # 903.9: put the commander (``subject``) into the command zone?
    LEGEND_RULE = "legend rule"  # 704.5j: which legendary permanent to keep
    CHOOSE_FROM_HAND = "choose from hand"  # 701.20a: a card of a revealed hand
    OF_YOUR_CHOICE = "of your choice"  # 608.2d: "a creature of your choice", chosen as the effect happens
    RING_BEARER = "ring-bearer"  # 701.54a: the creature that becomes your Ring-bearer
    DUNGEON = "dungeon"  # 309.2a, 701.49a: the dungeon card a player ventures into
    DUNGEON_ROOM = "dungeon room"  # 309.5a, 701.49b: the arrow a venture marker follows (``subject``: the dungeon)
    CHOOSE_OPPONENT = "choose an opponent"  # "an opponent separates …": which opponent
    SEPARATE_PILES = "separate piles"  # 700.3: the pile a card goes into (``subject``: the card)
    CHOOSE_PILE = "choose a pile"  # 700.3: which pile


# ---- actions ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass priority (CR 117.3d)."""


@dataclass(frozen=True, slots=True)
class PlayLand:
    """CR 305.1; ``other_face``: a modal double-faced card played as its back face (712.12)."""

    card: int
    other_face: bool = False


@dataclass(frozen=True, slots=True)
class CastSpell:
    """Begin casting a spell (CR 601.2a); ``other_face`` casts the card's other face: the Adventure
    (715.3) or a modal double-faced card's back face (712.11b); ``alt``
    names the alternative cost announced (601.2b, 118.9): "flashback", or "without paying its mana
    cost" when an effect lets it be cast that way."""

    card: int
    other_face: bool = False
    alt: str = ""


@dataclass(frozen=True, slots=True)
class Activate:
    """Activate the ``index``-th ability (in the object's ability list) of an object (CR 602)."""

    source: int
    index: int


@dataclass(frozen=True, slots=True)
class TurnFaceUp:
    """Turn a face-down permanent face up, a special action (CR 116.2b, 708.7): by paying its morph
    or disguise cost (702.37e, 702.168d), or, ``mana_cost``, a manifested or cloaked creature card's
    mana cost (701.40b, 701.58b)."""

    permanent: int
    mana_cost: bool = False


@dataclass(frozen=True, slots=True)
class ExileFromHand:
    """Exile a card from the hand by its ``keyword``, paying that keyword's cost, a special action
    (CR 116.2f suspend, 116.2h foretell, 116.2k plot)."""

    card: int
    keyword: str


@dataclass(frozen=True, slots=True)
class Choose:
    """Choose an object or player by id (a target, a card to discard, a trigger to put on the stack
    next, a replacement effect's source to apply first, …)."""

    id: int


@dataclass(frozen=True, slots=True)
class ChooseNumber:
    value: int


@dataclass(frozen=True, slots=True)
class ChooseMode:
    index: int  # 0-based


@dataclass(frozen=True, slots=True)
class ChooseManaType:
    type: str  # one of W U B R G C


@dataclass(frozen=True, slots=True)
class ChooseValue:
    """Choose a named value: a color ("green"), a creature type ("Elf") — CR 614.12a, 607.2d."""

    value: str


@dataclass(frozen=True, slots=True)
class Answer:
    """Yes or no ("you may", keep or mulligan)."""

    yes: bool


@dataclass(frozen=True, slots=True)
class Done:
    """Finish a choice of any number of things (attackers, blockers, search results, targets)."""


@dataclass(frozen=True, slots=True)
class DeclareAttacker:
    attacker: int
    defender: int


@dataclass(frozen=True, slots=True)
class DeclareBlocker:
    blocker: int
    attacker: int


@dataclass(frozen=True, slots=True)
class AssignDamage:
    """How one creature assigns its combat damage (CR 510.1): ``(recipient id, amount)`` pairs."""

    attacker: int
    assignment: tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class Divide:
    """How a spell divides an amount among its targets (CR 601.2d): ``(target id, amount)`` pairs."""

    division: tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class PayFromPool:
    """Spend mana of these types from the pool for the cost being paid (CR 601.2h)."""

    types: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class AutoPay:
    """Pay the rest of the cost with the engine's deterministic payment plan (tapping sources)."""


@dataclass(frozen=True, slots=True)
class Cancel:
    """Abandon casting or activating; the game returns to the state before it began (CR 601.2e, 733)."""


@dataclass(frozen=True, slots=True)
class Concede:
    """CR 104.3a: a player can concede at any time: ``player``, or (None) the player the pending
    decision is for."""

    player: int | None = None


Action = (
    Pass
    | PlayLand
    | CastSpell
    | Activate
    | TurnFaceUp
    | ExileFromHand
    | Choose
    | ChooseNumber
    | ChooseMode
    | ChooseManaType
    | ChooseValue
    | Answer
    | Done
    | DeclareAttacker
    | DeclareBlocker
    | AssignDamage
    | Divide
    | PayFromPool
    | AutoPay
    | Cancel
    | Concede
)


@dataclass(frozen=True, slots=True)
class Decision:
    """A choice the game waits for: ``player`` must answer with one of ``options``.

    ``kind`` is the shape of the answer (a target, yes or no, an order …), ``purpose`` what it is
    for, with the object whose spell or ability asks (``source``), the one object the choice is
    about (``subject``: the card being scried, the creature tapped for convoke) and, for some
    purposes, a name (``about``: the optional cost's keyword, "top"/"bottom" for an order).
    ``context`` says it in words for a person ("Lightning Bolt: target"); ``labels`` optionally
    gives a text per option when the generic description isn't enough (see
    :func:`manastack.rules.describe.option_text`).
    """

    player: int
    kind: DecisionKind
    options: tuple[Action, ...]
    context: str = ""
    labels: tuple[str, ...] = ()
    purpose: Purpose = field(kw_only=True)
    source: int | None = field(default=None, kw_only=True)
    subject: int | None = field(default=None, kw_only=True)
    about: str = field(default="", kw_only=True)
