"""What a scenario may say: the keys of each part of the format, the script's step kinds and
their options, the ``effect:`` verbs, and the event kinds the engine emits with their fields.

Validation (:mod:`manastack.scenario.schema`) checks files against these tables; a key that is
not here is an error, never ignored.
"""

from __future__ import annotations

from manastack.events import event_types, log_fields, name_fields, player_fields
from manastack.model.types import Step

TOP_LEVEL_KEYS = ("scenario", "cite", "format", "seed", "turn", "players", "do", "expect", "expect_error")
TURN_KEYS = ("number", "active", "step")
PLAYER_KEYS = ("life", "poison", "team", "battlefield", "hand", "library", "graveyard", "exile", "mana_pool", "commander", "commander_casts", "commander_damage")
ENTRY_KEYS = ("card", "token", "as", "count", "tapped", "sick", "damage", "counters", "attached_to", "commander")
BATTLEFIELD_ONLY = ("tapped", "sick", "damage", "attached_to")
INLINE_TOKEN_KEYS = ("name", "types", "subtypes", "supertypes", "colors", "power", "toughness", "keywords")
FORMATS = ("duel", "two-headed-giant", "multiplayer", "commander")
STEP_NAMES = tuple(s.value for s in Step)

#: Step kind -> the option keys it accepts besides ``by``.
STEP_OPTIONS: dict[str, tuple[str, ...]] = {
    "cast": ("targets", "x", "modes", "face", "from", "alt", "pay"),
    "activate": ("ability", "targets", "x", "modes", "pay"),
    "play": ("from",),
    "turn_face_up": ("mana_cost",),
    "suspend": (),
    "foretell": (),
    "plot": (),
    "attack": (),
    "block": (),
    "choose": (),
    "pass": (),
    "resolve": (),
    "to": (),
    "effect": (),
    "check": (),
}
STEP_KINDS = tuple(STEP_OPTIONS)
CAST_ZONES = ("hand", "graveyard", "exile", "library", "command")
#: Zones a land may be played from (a permission for all but the hand; the library: its top card).
PLAY_ZONES = ("hand", "exile", "graveyard", "library")

#: ``effect:`` verb -> (required keys, optional keys); None: the value is a single reference.
EFFECTS: dict[str, tuple[tuple[str, ...], tuple[str, ...]] | None] = {
    "gain_life": (("player", "amount"), ()),
    "lose_life": (("player", "amount"), ()),
    "draw": (("player",), ("count",)),
    "discard": (("player",), ("count", "cards")),
    "mill": (("player",), ("count",)),
    "create_token": (("player", "token"), ("count",)),
    "damage": (("source", "target", "amount"), ()),
    "counters": (("target", "kind"), ("count",)),
    "destroy": None,
    "exile": None,
    "sacrifice": None,
}

PLAYER_ASSERTIONS = ("life", "poison", "hand", "graveyard", "exile", "battlefield", "command", "hand_count", "library_count", "mana_pool", "lost", "won", "speed", "commander_damage")
ZONE_ASSERTIONS = ("hand", "graveyard", "exile", "battlefield", "command")
OBJECT_ASSERTIONS = (
    "object", "zone", "tapped", "power", "toughness", "counters", "damage", "controller", "owner", "attached_to", "mana_value", "face_down",
)
EVENT_ASSERTIONS = ("events", "events_exact", "events_unordered", "events_absent")
GAME_ASSERTIONS = ("objects", "stack", "winner", *EVENT_ASSERTIONS)
OBJECT_ZONES = ("battlefield", "hand", "library", "graveyard", "exile", "stack", "command")

#: Event kind -> the fields a pattern may name (``*_id`` fields are internal and not matched), read
#: off the event types (:mod:`manastack.events`).
EVENT_FIELDS: dict[str, tuple[str, ...]] = {t.kind: log_fields(t) for t in event_types() if t.logged}
#: Event kind -> its fields whose values are object names (a pattern may give a label or any face's name).
NAME_FIELDS: dict[str, frozenset[str]] = {t.kind: name_fields(t) for t in event_types() if t.logged}
#: Event kind -> its fields whose values are player names.
PLAYER_FIELDS: dict[str, frozenset[str]] = {t.kind: player_fields(t) for t in event_types() if t.logged}

__all__ = [
    "BATTLEFIELD_ONLY", "CAST_ZONES", "EFFECTS", "ENTRY_KEYS", "EVENT_ASSERTIONS", "EVENT_FIELDS", "FORMATS",
    "GAME_ASSERTIONS", "INLINE_TOKEN_KEYS", "NAME_FIELDS", "OBJECT_ASSERTIONS", "OBJECT_ZONES", "PLAYER_ASSERTIONS",
    "PLAYER_FIELDS", "PLAYER_KEYS", "PLAY_ZONES", "STEP_KINDS", "STEP_NAMES", "STEP_OPTIONS", "TOP_LEVEL_KEYS", "TURN_KEYS", "ZONE_ASSERTIONS",
]
