"""Actions and decisions: the request/answer protocol between the game and its players.

At every point the game exposes one :class:`Decision` (who decides, what kind of choice, the
legal options); a player answers with one of its :class:`Action` values. Actions are small
immutable values; :func:`manastack.rules.describe.describe` prints one as readable text ("Cast
Lightning Bolt") and ``Game.parse_action`` reads that text back.
"""

from __future__ import annotations

from dataclasses import dataclass
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


# ---- actions ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass priority (CR 117.3d)."""


@dataclass(frozen=True, slots=True)
class PlayLand:
    """CR 305.1."""

    card: int


@dataclass(frozen=True, slots=True)
class CastSpell:
    """Begin casting a spell (CR 601.2a); ``adventure`` casts the Adventure face (715.3); ``alt``
    names the alternative cost announced (601.2b, 118.9): "flashback", or "without paying its mana
    cost" when an effect lets it be cast that way."""

    card: int
    adventure: bool = False
    alt: str = ""


@dataclass(frozen=True, slots=True)
class Activate:
    """Activate the ``index``-th ability (in the object's ability list) of an object (CR 602)."""

    source: int
    index: int


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
    """CR 104.3a: a player can concede at any time."""


Action = (
    Pass
    | PlayLand
    | CastSpell
    | Activate
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

    ``context`` says what the choice is for ("Lightning Bolt: target"); ``labels`` optionally
    gives a text per option when the generic description isn't enough (see
    :func:`manastack.rules.describe.option_text`).
    """

    player: int
    kind: DecisionKind
    options: tuple[Action, ...]
    context: str = ""
    labels: tuple[str, ...] = ()
