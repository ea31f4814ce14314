"""Game objects (CR 109): cards, tokens, copies of spells and abilities on the stack.

An object is plain mutable data owned by one :class:`~manastack.state.game_state.GameState`. When a
card changes zones it becomes a new object with a new id (CR 400.7); the rules modules do that by
creating a fresh :class:`GameObject` and retiring the old one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from manastack.model.abilities import (
    ActivatedAbility,
    Mode,
    SpellAbility,
    TriggeredAbility,
)
from manastack.model.card import CardDef, bestowed_face, face_down_values
from manastack.model.types import FaceDown, Zone
from manastack.state.characteristics import Chars

AbilityOnStack = ActivatedAbility | TriggeredAbility | SpellAbility


@dataclass(slots=True)
class TriggerInfo:
    """What a triggered ability knows about the event that triggered it (CR 603.2, 603.10):
    the object it was about (as it last existed), the player, and the amount."""

    object_id: int | None = None
    object_name: str | None = None
    player: int | None = None
    amount: int = 0
    spell_x: int = 0
    # 603.10a, 608.2h: the event's object as it last existed on the battlefield (the object and its
    # characteristics) when it left — what "its power" or "counters on it" mean after it's gone.
    lki: tuple[GameObject, Chars] | None = None
    remembered: tuple[int, ...] = ()  # a delayed trigger's particular objects (603.7c)
    mana: tuple[str, ...] = ()  # the mana produced, for "tapped for mana" triggers (106.12a)
    spell: int | None = None  # the spell or ability of the event ("that spell", ward: CR 702.21a)
    # 400.7e: the new object the event's object became in the public zone it moved to ("return it
    # to its owner's hand" of "when this creature dies").
    moved_to: int | None = None
    # 400.7f, 603.6e: the new object an Aura whose ability triggered on the enchanted permanent
    # leaving the battlefield became in its owner's graveyard ("return this card from your graveyard").
    source_moved_to: int | None = None


@dataclass(slots=True)
class GameObject:
    """One object in one zone.

    ``card`` is its printed definition (a token's definition for tokens); ``copy_of`` is the
    copiable values a copy effect gave it (CR 707.2, layer 1). ``sick`` is the summoning-sickness
    marker of CR 302.6: set when it comes under a player's control, cleared when that player's turn
    begins. ``x`` is the value of X chosen while it was a spell (carried into its enters effects).
    For an ability on the stack, ``ability`` and ``source_id`` are set and ``card`` is its source's
    definition as it last existed (CR 113.7a).
    """

    id: int
    uid: int
    card: CardDef
    owner: int
    controller: int
    zone: Zone
    timestamp: int = 0
    tapped: bool = False
    sick: bool = False
    skips_next_untap: bool = False  # 502.3: "doesn't untap during its controller's next untap step"
    # CR 702.95: the creature it is paired with and its own ``controlled_since`` as they were paired
    paired_with: tuple[int, int] | None = None
    controller_at_turn_start: int | None = None  # 302.6: who controlled it as their latest turn began
    # The moment (on the timestamp clock, 613.7) it came under its current controller's control: as
    # it entered the battlefield, or as an effect gave its control to another player (echo, 702.30a).
    controlled_since: int = 0
    counters: dict[str, int] = field(default_factory=dict)
    # CR 613.7c: the timestamp of each kind of keyword counter on it (122.1b, applied in layer 6 in
    # timestamp order with the other ability-adding and -removing effects, 613.1f)
    counter_timestamps: dict[str, int] = field(default_factory=dict)
    damage: int = 0
    deathtouch_damage: bool = False
    attached_to: int | None = None
    is_token: bool = False
    is_copy: bool = False
    copy_of: CardDef | None = None
    on_adventure_face: bool = False
    back_up: bool = False  # CR 712.8: a double-faced spell or permanent with its back face up
    flipped: bool = False  # CR 710.2, 110.5: a flip card's permanent flipped (forgotten as it leaves, 710.4)
    # CR 708.2: what made it face down (it then has the characteristics of model.card.face_down_values)
    face_down: FaceDown | None = None
    half: int | None = None  # CR 709.3b: the half of a split card cast (on the stack only)
    x: int = 0
    # 107.3m: the value of X of the spell that became this permanent as it resolved, for its
    # enters-the-battlefield triggered abilities (the permanent's own X is 0, 107.3i).
    entered_x: int = 0
    targets: tuple[int, ...] = ()
    modes: tuple[int, ...] = ()
    cast_from: Zone | None = None
    # 601.2b: the alternative cost (by name, e.g. "flashback") and the optional additional costs
    # ("kicker") announced and paid as it was cast; kept by the permanent it becomes (400.7d).
    alt_cost: str | None = None
    costs_paid: tuple[str, ...] = ()
    # 601.2h: the types of mana spent to cast it ("if {U} was spent to cast it"), kept likewise
    mana_spent: tuple[str, ...] = ()
    division: tuple[int, ...] = ()  # 601.2d: the division announced, one share per target slot
    ability: AbilityOnStack | None = None
    source_id: int | None = None
    trigger: TriggerInfo | None = None
    # 113.7a, 608.2h: for an activated ability whose cost removed its source from the battlefield
    # ("Sacrifice this creature: …"), the source as it last existed there.
    source_lki: tuple[GameObject, Chars] | None = None
    # 608.2h: the permanents sacrificed to pay its costs (601.2h, 602.2b), as they last existed
    # ("the sacrificed creature's power").
    sacrificed: tuple[tuple[GameObject, Chars], ...] = ()
    abilities_used_this_turn: dict[int, int] = field(default_factory=dict)
    # 702.177a, 400.7: the exhaust abilities (by index) this object has activated; a new object has none.
    exhausted: frozenset[int] = frozenset()
    attacked_this_turn: bool = False  # 508.1: declared as an attacker this turn (boast, 702.142a)
    blocked_this_turn: bool = False  # 509.1: declared as a blocker this turn
    # 120.3: the sources that dealt damage to it this turn ("a creature dealt damage by this creature this turn")
    damaged_by: tuple[int, ...] = ()
    renowned: bool = False  # 702.112b: a designation kept until it leaves the battlefield (400.7)
    class_level: int | None = None  # 716.2b: a Class's level, a designation (None: treated as level 1, 716.2d)
    solved: bool = False  # 719.3b: a Case's designation, kept until it leaves the battlefield
    monstrous: bool = False  # 701.37b: a designation kept until it leaves the battlefield (400.7)
    bestowed: bool = False  # 702.103b: cast bestowed — an Aura on the stack and battlefield until it ceases to be (702.103e-f)
    chosen: dict[str, Any] = field(default_factory=dict)

    def copy(self) -> GameObject:
        o = _new(GameObject)
        o.id = self.id
        o.uid = self.uid
        o.card = self.card
        o.owner = self.owner
        o.controller = self.controller
        o.zone = self.zone
        o.timestamp = self.timestamp
        o.tapped = self.tapped
        o.sick = self.sick
        o.skips_next_untap = self.skips_next_untap
        o.paired_with = self.paired_with
        o.controller_at_turn_start = self.controller_at_turn_start
        o.controlled_since = self.controlled_since
        o.counters = dict(self.counters) if self.counters else {}
        o.counter_timestamps = dict(self.counter_timestamps) if self.counter_timestamps else {}
        o.damage = self.damage
        o.deathtouch_damage = self.deathtouch_damage
        o.attached_to = self.attached_to
        o.is_token = self.is_token
        o.is_copy = self.is_copy
        o.copy_of = self.copy_of
        o.on_adventure_face = self.on_adventure_face
        o.back_up = self.back_up
        o.flipped = self.flipped
        o.face_down = self.face_down
        o.half = self.half
        o.x = self.x
        o.entered_x = self.entered_x
        o.targets = self.targets
        o.modes = self.modes
        o.cast_from = self.cast_from
        o.alt_cost = self.alt_cost
        o.costs_paid = self.costs_paid
        o.mana_spent = self.mana_spent
        o.division = self.division
        o.ability = self.ability
        o.source_id = self.source_id
        o.trigger = self.trigger
        o.source_lki = self.source_lki
        o.sacrificed = self.sacrificed
        o.abilities_used_this_turn = dict(self.abilities_used_this_turn) if self.abilities_used_this_turn else {}
        o.exhausted = self.exhausted
        o.attacked_this_turn = self.attacked_this_turn
        o.blocked_this_turn = self.blocked_this_turn
        o.damaged_by = self.damaged_by
        o.renowned = self.renowned
        o.class_level = self.class_level
        o.solved = self.solved
        o.monstrous = self.monstrous
        o.bestowed = self.bestowed
        o.chosen = dict(self.chosen) if self.chosen else {}
        return o

    @property
    def is_ability(self) -> bool:
        return self.source_id is not None and self.ability is not None and not isinstance(self.ability, SpellAbility)

    @property
    def face(self) -> CardDef:
        """The face in use: the Adventure face while cast as an Adventure (CR 715.3), the half of a
        split card cast (709.3b), the back face of a double-faced card while it is up (712.8c–f), a
        flip card's alternative characteristics once its permanent is flipped (710.2), a prototype
        card's alternative characteristics on the stack and battlefield when cast prototyped (718.3b);
        while it is face down, the face-down characteristics, whatever else applies (708.2, 708.10).
        (``rules.layers.layer_inputs`` reads the fields it depends on.)"""
        if self.face_down is not None:
            return face_down_values(self.face_down)
        if self.on_adventure_face and self.card.adventure is not None:
            return self.card.adventure
        if self.half is not None and self.card.halves is not None:
            return self.card.halves[self.half]
        face = self.copy_of or (self.card.back_face if self.back_up and self.card.back_face is not None else self.card)
        if face.prototype is not None and self.alt_cost == "prototype" and self.zone in (Zone.STACK, Zone.BATTLEFIELD):
            return face.prototype  # 718.3b, 718.4: cast prototyped
        if self.bestowed:
            return bestowed_face(face)  # 702.103b; 702.103d: also as it is considered for casting
        return face.flipped if self.flipped and face.flipped is not None else face

    @property
    def name(self) -> str:
        return self.face.name

    @property
    def spell_ability(self) -> SpellAbility | None:
        """The spell ability of the face in use, as the alternative cost paid may have changed its
        text (overload, CR 702.96a)."""
        return self.face.spell_ability_for(self.alt_cost or "")

    def spell_mode_list(self) -> tuple[Mode, ...]:
        sa = self.spell_ability
        return sa.modes if sa else ()


_new = object.__new__
