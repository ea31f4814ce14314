"""Costs (CR 118): a mana cost and the other components of a cost, each a small value.

An activation cost, an additional cost or an alternative cost is its mana (paid with mana
abilities and the pool, 601.2g–h) and a tuple of :data:`CostPart` components — {T}, sacrificing,
discarding, paying life … — that :mod:`manastack.rules.costs` checks and pays. A new kind of
cost is a new component type, not a field of :class:`Cost`.

Components are kept in one canonical order (the order the engine pays them in), so two costs
with the same components are equal however they were written.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

from manastack.mana import ManaCost
from manastack.model.filters import ObjectFilter, with_article


@dataclass(frozen=True, slots=True)
class TapSelf:
    """{T} (CR 107.5): tap this permanent."""

    def text(self) -> str:
        return "{T}"


@dataclass(frozen=True, slots=True)
class UntapSelf:
    """{Q} (CR 107.6): untap this permanent."""

    def text(self) -> str:
        return "{Q}"


@dataclass(frozen=True, slots=True)
class RemoveCountersFromSelf:
    """"Remove a +1/+1 counter from this creature"."""

    kind: str
    count: int = 1

    def text(self) -> str:
        return f"Remove {self.count} {self.kind} counter"


@dataclass(frozen=True, slots=True)
class PutCountersOnSelf:
    """"Put a -0/-1 counter on this creature" as a cost (CR 118.3, 122.1): not an effect putting
    counters, so "if an effect would put counters" replacements don't apply."""

    kind: str
    count: int = 1

    def text(self) -> str:
        return f"Put {self.count} {self.kind} counter on this"


@dataclass(frozen=True, slots=True)
class Loyalty:
    """CR 606.4: a loyalty cost ([+N], [−N], [0]): put on or remove that many loyalty counters."""

    amount: int

    def text(self) -> str:
        return f"+{self.amount}" if self.amount > 0 else ("0" if self.amount == 0 else f"\u2212{-self.amount}")


@dataclass(frozen=True, slots=True)
class PayLife:
    """CR 119.4: "Pay N life"."""

    amount: int

    def text(self) -> str:
        return f"Pay {self.amount} life"


@dataclass(frozen=True, slots=True)
class PayEnergy:
    """CR 107.14: "Pay {E}{E}" — remove that many energy counters from yourself."""

    amount: int

    def text(self) -> str:
        return "Pay " + "{E}" * self.amount


@dataclass(frozen=True, slots=True)
class TapUntapped:
    """"Tap an untapped creature you control": ``count`` untapped permanents the filter admits."""

    filter: ObjectFilter
    count: int = 1

    def text(self) -> str:
        return f"Tap {self.count} untapped {self.filter.describe()}"


@dataclass(frozen=True, slots=True)
class RemoveCounterFromAmong:
    """"Remove a +1/+1 counter from a creature you control" (CR 118.3, 122.1): one counter of
    ``kind`` from one permanent the filter admits, chosen as the cost is paid."""

    kind: str
    filter: ObjectFilter

    def text(self) -> str:
        return f"Remove a {self.kind} counter from {self.filter.describe()}"


@dataclass(frozen=True, slots=True)
class Crew:
    """CR 702.122a: "Tap any number of other untapped creatures you control with total power N or
    greater". It has no {T}, so summoning-sick creatures can pay it (302.6)."""

    power: int

    def text(self) -> str:
        return f"Tap any number of other untapped creatures you control with total power {self.power} or greater"


@dataclass(frozen=True, slots=True)
class DiscardCards:
    """"Discard a card", "Discard a creature card" (``filter``: the cards of the hand that may be
    discarded; None: any), "Discard a card at random" (``random``: chosen from the seeded RNG, CR
    701.9b): ``count`` cards from the player's hand (701.9a)."""

    count: int = 1
    filter: ObjectFilter | None = None
    random: bool = False

    def text(self) -> str:
        what = f" {self.filter.describe()}" if self.filter is not None else ""
        return f"Discard {self.count}{what}" + (" at random" if self.random else "")


@dataclass(frozen=True, slots=True)
class RevealFromHand:
    """"Reveal an Elf card from your hand" as a cost (CR 118.3, 701.20a): ``count`` cards of the
    player's hand that the filter admits, each chosen by the player and shown to all; they stay in
    the hand."""

    filter: ObjectFilter
    count: int = 1

    def text(self) -> str:
        return f"Reveal {self.count} {self.filter.describe()} from your hand"


@dataclass(frozen=True, slots=True)
class ExileCardsFromHand:
    """"Exile a blue card from your hand" as a cost (CR 118.3; the pitch costs of alternative costs,
    118.9): ``count`` cards of the player's hand that the filter admits, each chosen by the player
    (not the card whose cost it is, 601.2a)."""

    filter: ObjectFilter
    count: int = 1

    def text(self) -> str:
        return f"Exile {self.count} {self.filter.describe()} from your hand"


@dataclass(frozen=True, slots=True)
class OpponentGainsLife:
    """"Have an opponent gain 3 life" as a cost (CR 118.3, 118.9): an opponent the player chooses
    gains that much life (119.10: a life gain event, so what triggers on it triggers)."""

    amount: int

    def text(self) -> str:
        return f"Have an opponent gain {self.amount} life"


@dataclass(frozen=True, slots=True)
class DiscardHand:
    """"Discard your hand" as a cost: every card in the player's hand, none chosen; it can be paid
    with an empty hand, since discarding no cards is discarding all of them (CR 701.9a, 118.3)."""

    def text(self) -> str:
        return "Discard your hand"


@dataclass(frozen=True, slots=True)
class SacrificePermanents:
    """"Sacrifice a creature": ``count`` permanents the filter admits (701.21)."""

    filter: ObjectFilter
    count: int = 1

    def text(self) -> str:
        return f"Sacrifice {self.count} {self.filter.describe()}"


@dataclass(frozen=True, slots=True)
class ReducingPermanent:
    """A permanent chosen as an alternative cost is announced that reduces the total cost by an amount
    of generic mana (CR 702.119c, 702.180b: chosen at 601.2b, sacrificed or tapped at 601.2h): emerge's
    "sacrificing a creature" with its mana value (702.119a), harmonize's "tapping up to one untapped
    creature you control" with its power (``tap``, 702.180a; none may be chosen)."""

    filter: ObjectFilter
    tap: bool = False

    def text(self) -> str:
        if self.tap:
            return f"Tap up to one untapped {self.filter.describe()}"
        return f"Sacrifice {with_article(self.filter.describe())}"


@dataclass(frozen=True, slots=True)
class ReturnPermanents:
    """"Return a land you control to its owner's hand" as a cost (CR 118.3, 602.2b): ``count``
    permanents the filter admits, the player's own, chosen as the cost is paid."""

    filter: ObjectFilter
    count: int = 1

    def text(self) -> str:
        return f"Return {self.count} {self.filter.describe()} to its owner's hand"


@dataclass(frozen=True, slots=True)
class ExileFromGraveyard:
    """"Exile a creature card from your graveyard", "exile two other cards from your graveyard" as a
    cost (CR 118.3): ``count`` cards of the player's graveyard the filter admits, chosen as it is paid
    (``Other`` in the filter: not the card whose cost it is)."""

    filter: ObjectFilter
    count: int = 1

    def text(self) -> str:
        return f"Exile {self.count} {self.filter.describe()} from your graveyard"


@dataclass(frozen=True, slots=True)
class DiscardSelf:
    """"Discard this card" (CR 702.29a: cycling): the ability works only while the card is in its
    owner's hand."""

    def text(self) -> str:
        return "Discard this card"


@dataclass(frozen=True, slots=True)
class RevealSelf:
    """"Reveal this card from your hand" (CR 701.20a; forecast, 702.57a): the ability works only while
    the card is in its owner's hand, where it stays."""

    def text(self) -> str:
        return "Reveal this card from your hand"


@dataclass(frozen=True, slots=True)
class SacrificeSelf:
    """"Sacrifice this permanent" (701.21a)."""

    def text(self) -> str:
        return "Sacrifice this"


@dataclass(frozen=True, slots=True)
class ReturnSelf:
    """"Return this enchantment to its owner's hand" as a cost (CR 118.3, 602.2b): the source,
    which must be on the battlefield."""

    def text(self) -> str:
        return "Return this to its owner's hand"


@dataclass(frozen=True, slots=True)
class ExileSelf:
    """"Exile this card" (embalm: from the graveyard, 702.128a)."""

    def text(self) -> str:
        return "Exile this"


CostPart = (
    TapSelf | UntapSelf | RemoveCountersFromSelf | RemoveCounterFromAmong | PutCountersOnSelf | Loyalty | PayLife | PayEnergy | TapUntapped | Crew | DiscardCards | RevealFromHand | ExileCardsFromHand | OpponentGainsLife | DiscardHand | SacrificePermanents | ReducingPermanent | ReturnPermanents | ExileFromGraveyard
    | DiscardSelf | RevealSelf | SacrificeSelf | ReturnSelf | ExileSelf
)

#: The order the components are paid in (and kept in).
_PAY_ORDER: dict[type, int] = {t: i for i, t in enumerate((
    TapSelf, UntapSelf, RemoveCountersFromSelf, RemoveCounterFromAmong, PutCountersOnSelf, Loyalty, PayLife, PayEnergy, TapUntapped, Crew, DiscardCards, RevealFromHand, ExileCardsFromHand,
    DiscardHand, SacrificePermanents, ReducingPermanent, ReturnPermanents, ExileFromGraveyard, OpponentGainsLife, DiscardSelf, RevealSelf, SacrificeSelf, ReturnSelf, ExileSelf,
))}
#: The order of a cost's text (the loyalty symbol first, then the mana).
_TEXT_ORDER: tuple[type, ...] = (
    TapSelf, UntapSelf, SacrificeSelf, ReturnSelf, ExileSelf, DiscardSelf, SacrificePermanents, ReducingPermanent, ReturnPermanents, ExileFromGraveyard, DiscardCards, DiscardHand, PayLife, PayEnergy, TapUntapped,
    RemoveCountersFromSelf, RemoveCounterFromAmong, PutCountersOnSelf, Crew, RevealFromHand, RevealSelf, ExileCardsFromHand, OpponentGainsLife,
)

P = TypeVar("P")


@dataclass(frozen=True, slots=True)
class Cost:
    """A cost (CR 118): its mana and its other components, in the order they are paid (601.2h: the
    player pays the components in the order they choose; the engine pays mana first)."""

    mana: ManaCost | None = None
    parts: tuple[CostPart, ...] = ()

    def __post_init__(self) -> None:
        if len(self.parts) > 1 or type(self.parts) is not tuple:
            object.__setattr__(self, "parts", tuple(sorted(self.parts, key=lambda p: _PAY_ORDER[type(p)])))

    def has(self, kind: type[CostPart]) -> bool:
        """Whether the cost has a component of type ``kind`` ({T}: ``cost.has(TapSelf)``)."""
        return kind in map(type, self.parts)

    def part(self, kind: type[P]) -> P | None:
        """The cost's component of type ``kind``, if it has one."""
        return next((p for p in self.parts if isinstance(p, kind)), None)

    def without(self, kind: type[CostPart]) -> Cost:
        """This cost without its components of type ``kind``."""
        return Cost(self.mana, tuple(p for p in self.parts if type(p) is not kind))

    def text(self) -> str:
        texts: list[str] = []
        loyalty = self.part(Loyalty)
        if loyalty is not None:
            texts.append(loyalty.text())
        if self.mana is not None and not self.mana.is_free():
            texts.append(self.mana.text())
        for kind in _TEXT_ORDER:
            texts += [p.text() for p in self.parts if type(p) is kind]
        return ", ".join(texts) or "{0}"

    def repeated(self, n: int) -> Cost:
        """This cost paid ``n`` times as one cost ("pay [cost] for each age counter on it", CR
        702.24a: the entire set of costs is paid or none of them). Only mana and life payments can
        be repeated."""
        if any(not isinstance(p, PayLife) for p in self.parts):
            raise ValueError(f"cannot repeat the cost {self.text()}")
        mana = None if self.mana is None else ManaCost(self.mana.generic * n, self.mana.symbols * n)
        life = sum(p.amount for p in self.parts if isinstance(p, PayLife)) * n
        return Cost(mana, (PayLife(life),) if life else ())


__all__ = [
    "Cost",
    "CostPart",
    "Crew",
    "DiscardCards",
    "DiscardSelf",
    "ExileSelf",
    "Loyalty",
    "PayLife",
    "RemoveCountersFromSelf",
    "ExileFromGraveyard",
    "ReturnPermanents",
    "ReturnSelf",
    "SacrificePermanents",
    "SacrificeSelf",
    "TapSelf",
    "TapUntapped",
    "UntapSelf",
]
