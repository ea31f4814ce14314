"""Card and token definitions: the printed characteristics of a card (CR 200–212) as data.

A :class:`CardDef` is what a card compiler emits and what a game object starts from before
continuous effects apply (CR 613.1). It is immutable and shared by every object made from it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields, is_dataclass, replace
from functools import wraps
from typing import Any, TypeVar, cast

from manastack.mana import Color, ManaCost
from manastack.model.abilities import (
    Ability,
    ActivatedAbility,
    AlternativeCost,
    Enchant,
    KeywordAbility,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
    ward,
)
from manastack.model.costs import Cost
from manastack.model.filters import CardTypes, ObjectFilter
from manastack.model.types import PERMANENT_TYPES, CardType, FaceDown, Keyword, Supertype


@dataclass(frozen=True, slots=True)
class CardDef:
    """The printed characteristics of one card face, or the definition of a token (CR 111.3).

    ``colors`` is None when the color comes from the mana cost (CR 202.2); a color indicator or a
    token definition gives it explicitly. ``adventure`` is the Adventure face of an adventurer
    card (CR 715). ``power``/``toughness`` of None on a creature with a characteristic-defining
    ability are defined by that ability (604.3).
    """

    name: str
    mana_cost: ManaCost | None = None
    types: frozenset[CardType] = frozenset()
    subtypes: tuple[str, ...] = ()
    supertypes: frozenset[Supertype] = frozenset()
    colors: frozenset[Color] | None = None
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    abilities: tuple[Ability, ...] = ()
    oracle_text: str = ""
    adventure: CardDef | None = None
    # CR 712: a double-faced card's back face (this definition is its front face); ``modal_dfc``:
    # a modal double-faced card (712.3), whose player chooses the face to cast or play (712.11b, 712.12).
    back_face: CardDef | None = None
    modal_dfc: bool = False
    # CR 710.1b: a flip card's alternative characteristics, used on the battlefield once it is
    # flipped (its color and mana cost are this definition's, 710.1c).
    flipped: CardDef | None = None
    # CR 718.2-3: a prototype card's alternative mana cost, power and toughness (and the colors of
    # that mana cost), which it has on the stack and battlefield when cast prototyped.
    prototype: CardDef | None = None
    # CR 709: a split card's two halves (this definition is the two combined, 709.4).
    halves: tuple[CardDef, CardDef] | None = None
    is_token: bool = field(default=False, compare=False)
    is_emblem: bool = field(default=False, compare=False)

    @property
    def color(self) -> frozenset[Color]:
        if self.colors is not None:
            return self.colors
        return self.mana_cost.colors if self.mana_cost else frozenset()

    @property
    def other_face(self) -> CardDef | None:
        """The face a player may choose to cast or play instead of the first: the Adventure (715.3),
        a modal double-faced card's back face (712.11b, 712.12), a split card's right half (709.3)."""
        if self.halves is not None:
            return self.halves[1]
        return self.adventure or (self.back_face if self.modal_dfc else None)

    def face_to_cast(self, other: bool) -> CardDef:
        """The face a spell is cast as: this one (a split card's left half, 709.3), or
        :attr:`other_face`."""
        if self.halves is not None:
            return self.halves[1 if other else 0]
        return (self.other_face or self) if other else self

    @property
    def is_permanent_card(self) -> bool:
        return bool(self.types & PERMANENT_TYPES)

    @property
    def spell_ability(self) -> SpellAbility | None:
        for a in self.abilities:
            if isinstance(a, SpellAbility):
                return a
        return None

    def spell_ability_for(self, alt: str) -> SpellAbility | None:
        """The spell ability of this face cast with the alternative cost ``alt`` ("" none): the one
        an alternative cost changes the text to (overload, CR 702.96a), else its own."""
        changed = next((a.spell for a in self.abilities if isinstance(a, AlternativeCost) and a.name == alt and a.spell is not None), None) if alt else None
        return changed or self.spell_ability

    @property
    def activated_abilities(self) -> tuple[ActivatedAbility, ...]:
        return tuple(a for a in self.abilities if isinstance(a, ActivatedAbility))

    @property
    def triggered_abilities(self) -> tuple[TriggeredAbility, ...]:
        return tuple(a for a in self.abilities if isinstance(a, TriggeredAbility))

    @property
    def static_abilities(self) -> tuple[StaticAbility, ...]:
        return tuple(a for a in self.abilities if isinstance(a, StaticAbility))

    def has_keyword(self, kw: Keyword) -> bool:
        return any(isinstance(a, KeywordAbility) and a.keyword is kw for a in self.abilities)

    @property
    def type_line(self) -> str:
        left = " ".join([s.value for s in sorted(self.supertypes)] + [t.value for t in sorted(self.types)])
        return f"{left} — {' '.join(self.subtypes)}" if self.subtypes else left


#: A token definition is a card definition marked as a token (CR 111.3).
TokenDef = CardDef


def token(
    name: str,
    types: set[CardType] | frozenset[CardType],
    *,
    subtypes: tuple[str, ...] = (),
    colors: set[Color] | frozenset[Color] = frozenset(),
    power: int | None = None,
    toughness: int | None = None,
    abilities: tuple[Ability, ...] = (),
    supertypes: frozenset[Supertype] = frozenset(),
) -> CardDef:
    """Build a token definition (CR 111.3: the effect that creates a token defines its characteristics)."""
    return CardDef(
        name=name,
        mana_cost=None,
        types=frozenset(types),
        subtypes=subtypes,
        supertypes=supertypes,
        colors=frozenset(colors),
        power=power,
        toughness=toughness,
        abilities=abilities,
        is_token=True,
    )


#: What an emblem is called in logs and scenario files (CR 114.3: most emblems have no name).
EMBLEM_NAME = "Emblem"


def emblem(abilities: tuple[Ability, ...], text: str) -> CardDef:
    """An emblem's definition (CR 114.3): its abilities (``text``, their printed text) and no other
    characteristics — no types, no mana cost, no color (it is named "Emblem" only for display)."""
    return CardDef(name=EMBLEM_NAME, colors=frozenset(), abilities=abilities, oracle_text=text, is_emblem=True)


#: What a face-down spell or permanent is called in logs and scenario files: it has no name (CR
#: 708.2a); like an emblem's, the name is only for display.
FACE_DOWN_NAME = "Face-down creature"

#: CR 406.3a: a card exiled face down has no characteristics (named only for display).
_EXILED_FACE_DOWN = CardDef(name="Face-down card", colors=frozenset())
_FACE_DOWN = CardDef(name=FACE_DOWN_NAME, colors=frozenset(), types=frozenset({CardType.CREATURE}), power=2, toughness=2)
_FACE_DOWN_WARD = CardDef(
    name=FACE_DOWN_NAME, colors=frozenset(), types=frozenset({CardType.CREATURE}), power=2, toughness=2,
    abilities=(ward(Cost(mana=ManaCost(generic=2))),),
)


def face_down_values(kind: FaceDown) -> CardDef:
    """The characteristics a face-down spell or permanent has (CR 708.2), its copiable values: a
    2/2 creature with no text, no name, no subtypes and no mana cost (702.37a morph and megamorph,
    701.40a manifest, 708.2a); with ward {2} for disguise (702.168a) and cloak (701.58a). A card
    exiled face down (foretold, 702.143a) has no characteristics (406.3a)."""
    if kind is FaceDown.FORETELL:
        return _EXILED_FACE_DOWN
    return _FACE_DOWN_WARD if kind in (FaceDown.DISGUISE, FaceDown.CLOAK) else _FACE_DOWN


_T = TypeVar("_T")


def per_card(fn: Callable[[CardDef], _T]) -> Callable[[CardDef], _T]:
    """``fn`` of a card definition, remembered for each definition (by identity: a definition is
    immutable and shared by every object made from it, so ``fn`` of it never changes). For what
    the rules ask of every card in a zone again and again: "how may this card be cast from a
    hand", "does it have an ability that functions in a graveyard". The definitions are kept with
    their values, so that their ids stay unique."""
    memo: dict[int, tuple[CardDef, _T]] = {}

    @wraps(fn)
    def remembered(card: CardDef) -> _T:
        entry = memo.get(id(card))
        if entry is None:
            entry = memo[id(card)] = (card, fn(card))
        return entry[1]

    return remembered


#: The fields of the card model that hold display text only (how a definition is printed).
_DISPLAY_TEXT = frozenset({"text", "description", "oracle_text"})


def without_display_text(x: _T) -> _T:
    """A card-model value (a definition, an ability, a filter, a tuple of them) with every
    display-text field (``text``, ``description``, ``oracle_text``) emptied, at any depth: two values
    that differ only in how they are printed become equal (printings of one token, a compiled
    ability against the one a test expects). Fields derived from the others are left to be derived
    again."""
    return cast(_T, _without_text(x))


def _without_text(x: Any) -> Any:
    if isinstance(x, tuple):
        return tuple(_without_text(v) for v in x)
    if isinstance(x, frozenset):
        return frozenset(_without_text(v) for v in x)
    if is_dataclass(x) and not isinstance(x, type):
        return replace(x, **{
            f.name: "" if f.name in _DISPLAY_TEXT and isinstance(getattr(x, f.name), str) else _without_text(getattr(x, f.name))
            for f in fields(x) if f.init
        })
    return x


@per_card
def bestowed_face(face: CardDef) -> CardDef:
    """CR 702.103b: a bestowed spell or permanent "becomes an Aura enchantment and gains enchant
    creature": no other card type, no creature subtype (205.3d), no power or toughness. One
    definition per face (remembered, so it stays the same object for the characteristics' cache)."""
    creature = ObjectFilter((CardTypes(frozenset({CardType.CREATURE})),), description="creature")
    return replace(face, types=frozenset({CardType.ENCHANTMENT}), subtypes=("Aura",), power=None, toughness=None, abilities=(Enchant(creature), *face.abilities))


def spirit_token(n: int) -> CardDef:
    """The token a permanent that endures N makes instead of getting counters: an N/N white Spirit
    creature token (CR 701.63a)."""
    return token("Spirit", {CardType.CREATURE}, subtypes=("Spirit",), colors={Color.WHITE}, power=n, toughness=n)


def army_token(subtype: str) -> CardDef:
    """The token amass creates when its controller controls no Army: a 0/0 black [subtype] Army
    creature token, named "[subtype] Army" after its subtypes (CR 701.47a, 111.4)."""
    return token(f"{subtype} Army", {CardType.CREATURE}, subtypes=(subtype, "Army"), colors={Color.BLACK}, power=0, toughness=0)
