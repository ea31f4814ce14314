"""Game events: one frozen dataclass per kind of thing that happens in a game, and the log record
each becomes.

The same types are what replacement effects modify (a proposed event, CR 614.1, 616.1), what
triggered abilities look for (603.2) and what the game log records. An event holds ids (players
and objects); :func:`render` turns it into a :class:`LogEvent` — its ``kind`` and its fields with
players and objects by name — as it happens. Each field says how it is logged:

- :func:`player`: a player id, logged as the player's name;
- :func:`named`: an object (or player) id, logged as its name, and as ``<key>_id`` unless
  ``with_id=False``; a field ``<attr>_name`` of the same event, when set, gives the name instead
  (the object as it last existed, CR 608.2h);
- :func:`name`: a name already (a string), logged as is;
- :func:`names`: ids logged as a list of names (``-1``, an unused target slot, left out);
- :func:`hidden`: known to the rules (a source, a flag, last known information), not logged;
- any other field is logged as its value (an enum as its value), and ``optional=True`` leaves it out
  while it has its default.

Every event has ``rules``: the rules it applied, logged with it. The scenario format's catalog of
event kinds and fields (:mod:`manastack.scenario.catalog`) is read off these types.
"""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Any, ClassVar

from manastack.mana import ManaUnit, SpendRestriction
from manastack.model.types import FaceDown, Step, Zone
from manastack.state.game_state import LogEvent

if TYPE_CHECKING:
    from manastack.model.card import CardDef
    from manastack.state.characteristics import Chars
    from manastack.state.objects import GameObject

Rules = tuple[str, ...]


# ---- how a field is logged ------------------------------------------------------------------------


def player(**kw: Any) -> Any:
    """A player id, logged as the player's name."""
    return field(metadata={"role": "player"}, **kw)


def named(*, with_id: bool = True, key: str = "", optional: bool = False, **kw: Any) -> Any:
    """An object or player id, logged as its name and (``with_id``) as ``<key>_id``; ``optional``:
    left out while it has its default (no object)."""
    return field(metadata={"role": "named", "with_id": with_id, "key": key, "optional": optional}, **kw)


def name(*, render: Callable[[Any], str] | None = None, **kw: Any) -> Any:
    """A name (a string, or what ``render`` makes a name of), logged as is."""
    return field(metadata={"role": "name", "render": render}, **kw)


def _name_of_card(card: CardDef) -> str:
    return card.name


def names(**kw: Any) -> Any:
    """Object or player ids, logged as a list of names."""
    return field(metadata={"role": "names"}, **kw)


def hidden(**kw: Any) -> Any:
    """Not logged: what the rules need to know of the event."""
    return field(metadata={"role": "hidden"}, **kw)


def value(*, key: str = "", optional: bool = False, render: Callable[[Any], Any] | None = None, **kw: Any) -> Any:
    """Logged as its value under ``key`` (default: the field's name), as ``render`` gives it if set;
    ``optional``: left out while it has its default."""
    return field(metadata={"role": "value", "key": key, "optional": optional, "render": render}, **kw)


class GameEvent:
    """The base of every event type: ``kind`` is its name in the log."""

    __slots__ = ()
    kind: ClassVar[str]
    #: False for events that only triggered abilities see (their parts are logged on their own).
    logged: ClassVar[bool] = True


# ---- life and damage (CR 119, 120, 615) -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LifeGained(GameEvent):
    """CR 119.3: a player gains life — one event however much (in Two-Headed Giant the team's total,
    810.9). Replacement effects may change the amount (614.1a)."""

    kind = "life_gained"
    player: int = player()
    amount: int = value()
    source: int | None = hidden(default=None)
    rules: Rules = ("119.3",)


@dataclass(frozen=True, slots=True)
class LifeLost(GameEvent):
    """CR 119.3: a player loses life (paying life, 119.4; damage to a player, 120.3a)."""

    kind = "life_lost"
    player: int = player()
    amount: int = value()
    rules: Rules = ("119.3",)


@dataclass(frozen=True, slots=True)
class DamageDealt(GameEvent):
    """CR 120.3: a source deals damage to a player or permanent. As a proposed event, prevention
    effects (615) may reduce ``amount``; ``prevented`` counts what they took."""

    kind = "damage_dealt"
    source: int = named()
    target: int = named()
    amount: int = value()
    combat: bool = value()
    prevented: int = hidden(default=0)
    source_name: str | None = hidden(default=None)
    rules: Rules = ("120.3",)


@dataclass(frozen=True, slots=True)
class DamagePrevented(GameEvent):
    """CR 615.1, 615.7: a prevention effect prevented damage (``shield_left``: what is left of a
    shield that prevents the next N damage, None for one that prevents all)."""

    kind = "damage_prevented"
    source: int = named(with_id=False)
    target: int = named()
    amount: int = value()
    by: str = name()
    shield_left: int | None = value()
    rules: Rules = ("615.1",)


# ---- cards: draws, discards, libraries (CR 121, 701) --------------------------------------------


@dataclass(frozen=True, slots=True)
class CardDrawn(GameEvent):
    """CR 121.1: a player draws a card. Proposed with no ``card`` (a replacement may make it several
    draws, 614.6, or give it to another player); ``nth`` is the player's count of draws this turn."""

    kind = "card_drawn"
    player: int = player()
    card: int | None = named(default=None)
    nth: int = hidden(default=0)
    rules: Rules = ("121.1",)


@dataclass(frozen=True, slots=True)
class DrewFromEmptyLibrary(GameEvent):
    """CR 121.4: a player was to draw from an empty library (they lose by 704.5b)."""

    kind = "draw_from_empty_library"
    player: int = player()
    rules: Rules = ("121.4", "704.5b")


@dataclass(frozen=True, slots=True)
class DrawSkipped(GameEvent):
    """CR 103.8a, 810.6: the starting player (team) skips the draw of their first turn."""

    kind = "draw_skipped"
    player: int = player()
    rules: Rules = ("103.8a", "810.6")


@dataclass(frozen=True, slots=True)
class Cycled(GameEvent):
    """CR 702.29c, 702.29f: a player cycled a card — discarded it to pay the cost of its cycling (or
    typecycling) ability; ``card`` is the card in the zone it wound up in."""

    kind = "cycled"
    logged = False
    player: int = player()
    card: int = named()
    rules: Rules = ("702.29c",)


@dataclass(frozen=True, slots=True)
class Discarded(GameEvent):
    """CR 701.9a: a player discards a card (then it moves to the graveyard)."""

    kind = "discarded"
    player: int = player()
    card: int = named(with_id=False)
    rules: Rules = ("701.9a",)


@dataclass(frozen=True, slots=True)
class LibraryShuffled(GameEvent):
    """CR 701.24a."""

    kind = "library_shuffled"
    player: int = player()
    rules: Rules = ("701.24a",)


@dataclass(frozen=True, slots=True)
class Scried(GameEvent):
    """CR 701.22a: a player scried ``count`` cards, ``bottom`` of them to the bottom."""

    kind = "scried"
    player: int = player()
    count: int = value()
    bottom: int = value()
    rules: Rules = ("701.22a",)


@dataclass(frozen=True, slots=True)
class Surveilled(GameEvent):
    """CR 701.25a."""

    kind = "surveilled"
    player: int = player()
    count: int = value()
    graveyard: int = value()
    rules: Rules = ("701.25a",)


@dataclass(frozen=True, slots=True)
class Exploited(GameEvent):
    """CR 702.110b: a creature "exploits a creature" — the controller of its exploit ability
    sacrificed ``sacrificed`` as that ability resolved; ``lki``: the exploiting creature as it last
    existed, if it had left the battlefield (it may exploit itself)."""

    kind = "exploited"
    object: int = named()
    sacrificed: int = named()
    player: int = player()
    lki: tuple[GameObject, Chars] | None = hidden(default=None)
    rules: Rules = ("702.110b",)


@dataclass(frozen=True, slots=True)
class Explored(GameEvent):
    """CR 701.44a-b: a permanent explored (even if some of its actions were impossible); ``land``:
    the revealed card was a land card; ``lki``: the permanent as it last existed, if it had left the
    battlefield (701.44c)."""

    kind = "explored"
    object: int = named()
    player: int = player()
    land: bool = value()
    lki: tuple[GameObject, Chars] | None = hidden(default=None)
    rules: Rules = ("701.44a", "701.44b")


@dataclass(frozen=True, slots=True)
class GotCitysBlessing(GameEvent):
    """CR 702.131a-c: a player got the city's blessing (for the rest of the game)."""

    kind = "got_citys_blessing"
    player: int = player()
    rules: Rules = ("702.131a", "702.131b")


@dataclass(frozen=True, slots=True)
class BecameMonstrous(GameEvent):
    """CR 701.37a-b: a permanent became monstrous."""

    kind = "became_monstrous"
    object: int = named()
    x: int = value(optional=True, default=0)  # 701.37c: the X of "monstrosity X" (the ability's X), for its abilities that say X
    rules: Rules = ("701.37a", "701.37b")


@dataclass(frozen=True, slots=True)
class BecameRenowned(GameEvent):
    """CR 702.112b: a permanent became renowned."""

    kind = "became_renowned"
    object: int = named()
    rules: Rules = ("702.112a", "702.112b")


@dataclass(frozen=True, slots=True)
class ClassLevelGained(GameEvent):
    """CR 716.2a: a permanent's level became ``level`` (a class level bar's ability resolved)."""

    kind = "class_level_gained"
    object: int = named()
    level: int = value()
    rules: Rules = ("716.2a", "716.2b")


@dataclass(frozen=True, slots=True)
class BecameSolved(GameEvent):
    """CR 719.3a-b: a Case became solved."""

    kind = "became_solved"
    object: int = named()
    rules: Rules = ("719.3a", "719.3b")


@dataclass(frozen=True, slots=True)
class Flipped(GameEvent):
    """CR 710.2: a flip card's permanent flipped to its alternative characteristics (``face``: the
    name it has now)."""

    kind = "flipped"
    object_id: int = named(key="object")
    was: str = value()
    face: str = value()
    rules: Rules = ("710.2",)


@dataclass(frozen=True, slots=True)
class LookedAtTop(GameEvent):
    """CR 401.2, 401.4: a player looked at the top cards of their library, took some, and put the
    rest somewhere (``rest``: a zone, or "top"/"bottom" of the library)."""

    kind = "looked_at_top"
    player: int = player()
    count: int = value()
    taken: int = value()
    rest: str = value()
    random: bool = value()
    rules: Rules = ("401.2", "401.4")


@dataclass(frozen=True, slots=True)
class LookedAtHand(GameEvent):
    """``viewer`` looked at ``player``'s hand, which a player can't do unless an effect lets them
    (CR 402.3): the cards are seen by that player only, not revealed (701.20a)."""

    kind = "looked_at_hand"
    viewer: int = player()
    player: int = player()
    rules: Rules = ("402.3",)


@dataclass(frozen=True, slots=True)
class LookedAtLibraryTop(GameEvent):
    """``viewer`` looked at the top card of ``player``'s library, which no player may do unless an
    effect lets them (CR 401.2): the card is seen by that player only, not revealed (701.20a)."""

    kind = "looked_at_library_top"
    viewer: int = player()
    player: int = player()
    rules: Rules = ("401.2",)


@dataclass(frozen=True, slots=True)
class Revealed(GameEvent):
    """CR 701.20a."""

    kind = "revealed"
    player: int = player()
    card: int = named(with_id=False)
    rules: Rules = ("701.20a",)


# ---- zones (CR 400, 111, 704.5d) ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ZoneChange(GameEvent):
    """CR 400.6: an object moves to another zone, becoming a new object (400.7). Proposed with the
    object (``old_id``) and the destination (a replacement effect may change it, 614.1a);
    performed, it knows where it came from and the new object (``card_id``)."""

    kind = "zone_change"
    old_id: int = value()
    to: Zone = value()
    from_zone: Zone | None = value(key="from", default=None)
    card_id: int | None = named(key="card", default=None)
    card_id_name: str | None = hidden(default=None)
    resolving: bool = hidden(default=False)  # an instant or sorcery put off the stack as it resolves (608.2n)
    adventure: bool = hidden(default=False)  # exiled "on an adventure" by the rule of 715.3d
    rebound: bool = hidden(default=False)  # exiled by its rebound as it resolves (702.88a)
    discarded: bool = hidden(default=False)  # a card discarded (701.9a)
    madness: bool = hidden(default=False)  # discarded into exile by its madness (702.35a)
    destroyed: bool = hidden(default=False)  # a destruction (701.8b: "destroy", lethal or deathtouch damage)
    regenerable: bool = hidden(default=True)  # False: "it can't be regenerated" (701.19c)
    lethal: bool = hidden(default=False)  # a state-based action's destruction (704.5g–h), not an effect's (122.1c)
    lki: tuple[GameObject, Chars] | None = hidden(default=None)  # the object as it last existed on the battlefield
    controller: int | None = hidden(default=None)  # the player a permanent enters under (None: as the rules say)
    tapped: bool = hidden(default=False)  # it enters the battlefield tapped
    counters: tuple[tuple[str, int], ...] = hidden(default=())  # it enters with these counters (122.6)
    transformed: bool = hidden(default=False)  # a double-faced card enters with its back face up (712.14a)
    face_down: FaceDown | None = hidden(default=None)  # it enters face down, as manifest says (708.3, 701.40a)
    position: str = hidden(default="top")  # where in a library it goes: "top" or "bottom"
    quiet: bool = hidden(default=False)  # part of another logged event (a draw, a mulligan)
    rules: Rules = ("400.6",)


@dataclass(frozen=True, slots=True)
class DayNightChanged(GameEvent):
    """CR 731.1: it becomes day or night."""

    kind = "day_night"
    becomes: str = value()
    rules: Rules = ("731.1",)


@dataclass(frozen=True, slots=True)
class CoinFlipped(GameEvent):
    """CR 705.2: a player flipped a coin and won or lost the flip."""

    kind = "coin_flipped"
    player: int = player()
    won: bool = value()
    rules: Rules = ("705.2",)


@dataclass(frozen=True, slots=True)
class DieRolled(GameEvent):
    """CR 706.2: a player rolled an N-sided die; the result (no modifiers are read yet)."""

    kind = "die_rolled"
    player: int = player()
    sides: int = value()
    result: int = value()
    rules: Rules = ("706.2",)


@dataclass(frozen=True, slots=True)
class ExtraTurnAdded(GameEvent):
    """CR 500.7: a player is given an extra turn directly after this one."""

    kind = "extra_turn"
    player: int = player()
    rules: Rules = ("500.7",)


@dataclass(frozen=True, slots=True)
class RingTempted(GameEvent):
    """CR 701.54a, d: the Ring tempted a player, who chose a Ring-bearer (or had no creature)."""

    kind = "ring_tempted"
    player: int = player()
    bearer: int | None = named(key="ring_bearer", default=None, optional=True)
    rules: Rules = ("701.54a",)


@dataclass(frozen=True, slots=True)
class PilesSeparated(GameEvent):
    """CR 700.3: a player separated cards into two piles and another chose one."""

    kind = "piles_separated"
    separator: int = player()
    chooser: int = player()
    chosen: tuple[int, ...] = names()
    other: tuple[int, ...] = names()
    rules: Rules = ("700.3",)


@dataclass(frozen=True, slots=True)
class SpeedIncreased(GameEvent):
    """CR 702.179a, c-d: a player's speed became ``speed`` (from none, or increased)."""

    kind = "speed"
    player: int = player()
    speed: int = 0
    rules: Rules = ("702.179a", "702.179d")


@dataclass(frozen=True, slots=True)
class BecameMonarch(GameEvent):
    """CR 725.3: a player becomes the monarch (the previous monarch, if any, ceases to be)."""

    kind = "monarch"
    player: int = player()
    rules: Rules = ("725.3",)


@dataclass(frozen=True, slots=True)
class TookInitiative(GameEvent):
    """CR 726.3: a player takes the initiative (whoever had it ceases to; taking it again is still
    taking it, 726.5)."""

    kind = "initiative"
    player: int = player()
    rules: Rules = ("726.3",)


@dataclass(frozen=True, slots=True)
class RoomEntered(GameEvent):
    """CR 309.4a, 701.49b: a player put or moved their venture marker into a room of a dungeon
    they own in the command zone — its room ability triggers (309.4c)."""

    kind = "room_entered"
    player: int = player()
    dungeon: int = named()
    room: str = value()
    index: int = hidden()
    rules: Rules = ("701.49",)


@dataclass(frozen=True, slots=True)
class DungeonCompleted(GameEvent):
    """CR 309.7: a player completed a dungeon as it was removed from the game."""

    kind = "dungeon_completed"
    player: int = player()
    dungeon: str = value()
    rules: Rules = ("309.7",)


@dataclass(frozen=True, slots=True)
class CombatDamagedBy(GameEvent):
    """CR 603.2c: one or more creatures ``controller`` controls dealt combat damage to ``player``
    at once (one event for "whenever one or more creatures a player controls deal combat damage to
    …", 726.2); ``creatures``: those creatures."""

    kind = "combat_damaged_by"
    logged = False
    controller: int = player()
    player: int = player()
    creatures: tuple[int, ...] = names()
    rules: Rules = ("510.2",)


@dataclass(frozen=True, slots=True)
class Transformed(GameEvent):
    """CR 701.27a: a double-faced permanent turned over to its other face (it stays the same
    object, 712.18)."""

    kind = "transformed"
    object_id: int = named(key="object")
    was: str = value()  # the face that was up
    face: str = value()
    rules: Rules = ("701.27a",)


@dataclass(frozen=True, slots=True)
class TurnedFaceUp(GameEvent):
    """CR 708.8: a face-down permanent turned face up (it stays the same object; its normal
    characteristics are revealed, 702.37e, 701.40b)."""

    kind = "turned_face_up"
    object_id: int = named(key="object")
    how: str = value()  # what made it face down (morph, megamorph, disguise, manifest, cloak)
    rules: Rules = ("708.8",)


@dataclass(frozen=True, slots=True)
class TokenCreated(GameEvent):
    """CR 111.2: tokens are created under a player's control. Proposed with a ``count`` (614.1a:
    replacement effects may change how many, or of which kind); each token created is logged on
    its own, with its ``token_id``. ``by_effect``: created by an effect (not a rule)."""

    kind = "token_created"
    player: int = player()
    token: CardDef = name(render=_name_of_card)
    token_id: int | None = value(default=None)
    count: int = hidden(default=1)
    by_effect: bool = hidden(default=True)
    rules: Rules = ("111.2",)


@dataclass(frozen=True, slots=True)
class EmblemCreated(GameEvent):
    """CR 114.2: a player gets an emblem (put into the command zone)."""

    kind = "emblem_created"
    player: int = player()
    emblem_id: int = value()
    abilities: str = value()
    rules: Rules = ("114.2",)


@dataclass(frozen=True, slots=True)
class TokenCeased(GameEvent):
    """CR 704.5d: a token outside the battlefield ceased to exist."""

    kind = "token_ceased"
    object_id: int = value()
    rules: Rules = ("704.5d",)


# ---- counters, tapping, attaching (CR 122, 701.26, 701.3) ---------------------------------------


@dataclass(frozen=True, slots=True)
class CountersPut(GameEvent):
    """CR 122.1: counters are put on a permanent or player (poison, 122.1f). ``by_effect``: put by
    an effect, so "if an effect would put counters" replacements apply; ``before``: how many of that
    kind the object had (714.2b)."""

    kind = "counters_added"
    target: int = named()
    counter: str = value(key="kind")
    count: int = value()
    by_effect: bool = hidden(default=True)
    before: int = hidden(default=0)
    target_name: str | None = hidden(default=None)
    rules: Rules = ("122.1",)


@dataclass(frozen=True, slots=True)
class CountersRemoved(GameEvent):
    """CR 122.1: counters are removed from a permanent or a player (paying {E}, 107.14)."""

    kind = "counters_removed"
    target: int = named()
    counter: str = value(key="kind")
    count: int = value()
    rules: Rules = ("122.1",)


@dataclass(frozen=True, slots=True)
class CountersAnnihilated(GameEvent):
    """CR 704.5q: +1/+1 and -1/-1 counters on one permanent removed in pairs."""

    kind = "counters_annihilated"
    object: int = named(with_id=False)
    count: int = value()
    rules: Rules = ("704.5q",)


@dataclass(frozen=True, slots=True)
class Tapped(GameEvent):
    """CR 701.26a."""

    kind = "tapped"
    object: int = named()
    rules: Rules = ("701.26a",)


@dataclass(frozen=True, slots=True)
class Untapped(GameEvent):
    """CR 701.26b."""

    kind = "untapped"
    object: int = named()
    rules: Rules = ("701.26b",)


@dataclass(frozen=True, slots=True)
class Attached(GameEvent):
    """CR 701.3a: an Aura or Equipment becomes attached (with a new timestamp, 613.7e)."""

    kind = "attached"
    object: int = named()
    to: int = named()
    rules: Rules = ("701.3a",)


@dataclass(frozen=True, slots=True)
class AttachImpossible(GameEvent):
    """CR 701.3b: an effect tried to attach something to what it can't be attached to."""

    kind = "attach_impossible"
    object: str = name()
    to: str = name()
    rules: Rules = ("701.3b",)


@dataclass(frozen=True, slots=True)
class AuraCantEnter(GameEvent):
    """CR 303.4g: an Aura that would enter the battlefield has nothing it could enchant, so it stays
    in its zone."""

    kind = "aura_cant_enter"
    card: int = named()
    rules: Rules = ("303.4g",)


@dataclass(frozen=True, slots=True)
class LeftTheGame(GameEvent):
    """CR 800.4a: an object leaves the game with its owner. Leaving the battlefield this way
    triggers leaves-the-battlefield abilities (603.6c): ``lki`` is the permanent as it last existed."""

    kind = "left_the_game"
    object: int = hidden()
    card: str = name()
    lki: tuple[GameObject, Chars] | None = hidden(default=None)
    rules: Rules = ("800.4a",)


@dataclass(frozen=True, slots=True)
class Unattached(GameEvent):
    """CR 704.5n: an Equipment or Fortification attached illegally becomes unattached."""

    kind = "unattached"
    object: int = named(with_id=False)
    rules: Rules = ("704.5n",)


# ---- mana (CR 106, 500.5, 601.2h) ---------------------------------------------------------------


def mana_symbols(types: tuple[str, ...]) -> str:
    """Mana as text, colors in WUBRG order then colorless: ``"{G}{G}"``."""
    order = "WUBRGC"
    return "".join("{" + t + "}" for t in sorted(types, key=order.index))


@dataclass(frozen=True, slots=True)
class ManaAdded(GameEvent):
    """CR 106.4: a mana ability adds mana to a player's pool. ``tapped_for_mana``: the ability has
    {T} in its cost, so the production is "tapping for mana" (106.12): replacement effects may
    modify it (106.12b) and abilities trigger on it (106.12a). ``source_lki``: the source as it
    last existed when the ability's cost removed it (113.7a, 608.2h)."""

    kind = "mana_added"
    player: int = player()
    types: tuple[str, ...] = value(key="mana", render=mana_symbols)
    source: int = named()
    tapped_for_mana: bool = hidden(default=False)
    restriction: SpendRestriction | None = hidden(default=None)
    source_lki: tuple[GameObject, Chars] | None = hidden(default=None)
    source_name: str | None = hidden(default=None)
    rules: Rules = ("106.4",)


@dataclass(frozen=True, slots=True)
class ManaSpent(GameEvent):
    """CR 601.2h: mana is spent from a player's pool to pay a cost."""

    kind = "mana_spent"
    player: int = player()
    mana: str = value()
    units: tuple[ManaUnit, ...] = hidden(default=())  # the mana spent, as it was in the pool
    rules: Rules = ("601.2h",)


@dataclass(frozen=True, slots=True)
class ManaEmptied(GameEvent):
    """CR 500.5, 106.4: unspent mana empties from a player's pool as a step or phase ends."""

    kind = "mana_emptied"
    player: int = player()
    mana: str = value()
    rules: Rules = ("500.5", "106.4")


@dataclass(frozen=True, slots=True)
class NoManaProduced(GameEvent):
    """CR 106.5, 106.7: a mana ability could define no type of mana, so it produced none."""

    kind = "no_mana_produced"
    source: str = name()
    rules: Rules = ("106.5", "106.7")


# ---- casting, abilities, the stack (CR 601–608) -------------------------------------------------


@dataclass(frozen=True, slots=True)
class SpellCast(GameEvent):
    """CR 601.2i: a spell became cast."""

    kind = "spell_cast"
    player: int = player()
    card: int = named(key="card")
    from_zone: Zone = value(key="from")
    targets: tuple[int, ...] = names()
    x: int = value()
    alt: str = value(optional=True, default="")
    costs_paid: tuple[str, ...] = value(optional=True, default=())
    division: tuple[tuple[str, int], ...] = value(optional=True, default=(), render=dict)
    rules: Rules = ("601.2i",)


@dataclass(frozen=True, slots=True)
class SpellCopied(GameEvent):
    """CR 707.10: a copy of a spell or ability was put on the stack."""

    kind = "spell_copied"
    player: int = player()
    card: int = named()
    original_id: int = value()
    targets: tuple[int, ...] = names()
    rules: Rules = ("707.10", "707.10c")


@dataclass(frozen=True, slots=True)
class BecameTarget(GameEvent):
    """CR 601.2c, 602.2b, 603.3d, 707.10c: an object or player became a target of a spell or
    ability (``spell``, on the stack) controlled by ``player`` (the targets are logged with the
    spell or ability)."""

    kind = "became_target"
    logged = False
    target: int = hidden()
    spell: int = hidden()
    player: int = player()
    rules: Rules = ("601.2c",)


@dataclass(frozen=True, slots=True)
class AdditionalCostChosen(GameEvent):
    """CR 601.2b, 118.8: the caster announced which of several additional costs they will pay."""

    kind = "additional_cost_chosen"
    player: int = player()
    card: str = name()
    cost: str = value()
    rules: Rules = ("601.2b", "118.8")


@dataclass(frozen=True, slots=True)
class LandPlayed(GameEvent):
    """CR 305.1."""

    kind = "land_played"
    player: int = player()
    card: int = named(with_id=False)
    rules: Rules = ("305.1",)


@dataclass(frozen=True, slots=True)
class AbilityActivated(GameEvent):
    """CR 602.2 (605.3a for a mana ability)."""

    kind = "ability_activated"
    source: int = named()
    player: int = player()
    ability: str = value()
    mana_ability: bool = value(optional=True, default=False)
    source_name: str | None = hidden(default=None)  # as it was when activated (a cost may have moved it)
    ability_id: int | None = hidden(default=None)  # the ability on the stack (none for a mana ability, 605.3a)
    rules: Rules = ("602.2",)


@dataclass(frozen=True, slots=True)
class AbilityTriggered(GameEvent):
    """CR 603.2: a triggered ability triggered."""

    kind = "ability_triggered"
    source: str = name()
    source_id: int = value()
    controller: int = player()
    rules: Rules = ("603.2",)


@dataclass(frozen=True, slots=True)
class AbilityPutOnStack(GameEvent):
    """CR 603.3: a triggered ability was put on the stack."""

    kind = "ability_put_on_stack"
    source: str = name()
    source_id: int = value()
    controller: int = player()
    rules: Rules = ("603.3",)


@dataclass(frozen=True, slots=True)
class AbilityRemoved(GameEvent):
    """CR 603.3d: a triggered ability with no legal target for a required target left the stack."""

    kind = "ability_removed"
    source: str = name()
    rules: Rules = ("603.3d",)


@dataclass(frozen=True, slots=True)
class AbilityDoesNothing(GameEvent):
    """CR 603.4: an intervening "if" was false on resolution; the ability does nothing."""

    kind = "ability_does_nothing"
    source: str = name()
    rules: Rules = ("603.4",)


@dataclass(frozen=True, slots=True)
class ResolutionBegan(GameEvent):
    """CR 608.2: the top object of the stack resolves (``card_id`` for a spell, ``ability`` for an
    ability)."""

    kind = "resolving"
    card: str = name()
    card_id: int | None = value(optional=True, default=None)
    ability: bool = value(optional=True, default=False)
    rules: Rules = ("608.2",)


@dataclass(frozen=True, slots=True)
class Fizzled(GameEvent):
    """CR 608.2b: every target became illegal; the spell or ability doesn't resolve."""

    kind = "fizzled"
    card: str = name()
    card_id: int | None = value(optional=True, default=None)
    ability: bool = value(optional=True, default=False)
    rules: Rules = ("608.2b",)


@dataclass(frozen=True, slots=True)
class Countered(GameEvent):
    """CR 701.6a."""

    kind = "countered"
    object: int = named()
    rules: Rules = ("701.6a",)


@dataclass(frozen=True, slots=True)
class NotCountered(GameEvent):
    """CR 113.6g: a spell that can't be countered stays on the stack when an effect would counter it."""

    kind = "not_countered"
    object: int = named()
    rules: Rules = ("113.6g",)


# ---- effects of resolving spells and abilities (CR 608–611, 614–616, 701) --------------------------


#: ``ReplacementApplied.after`` for a zone change replaced by no move at all (a regeneration shield, CR 701.19a).
REPLACED_BY_NOTHING = "nothing"


@dataclass(frozen=True, slots=True)
class ReplacementApplied(GameEvent):
    """CR 614.1a, 616.1: a replacement effect modified an event (``before``/``after``: the amount,
    the number of draws, or the destination; ``after`` is "nothing" for a zone change replaced by no
    move at all, as a regeneration shield replaces a destruction, 701.19a)."""

    kind = "replacement_applied"
    effect: str = name()
    effect_id: int = value()
    modifies: str = value()
    before: int | str = value()
    after: int | str = value()
    rules: Rules = ("614.1a", "616.1")


@dataclass(frozen=True, slots=True)
class RegenerationShield(GameEvent):
    """CR 701.19a: a regeneration shield was created for a permanent."""

    kind = "regeneration_shield"
    object: int = named()
    source: str = name()
    rules: Rules = ("701.19a",)


@dataclass(frozen=True, slots=True)
class Regenerated(GameEvent):
    """CR 701.19a, 614.8: a regeneration shield replaced a destruction."""

    kind = "regenerated"
    object: int = named()
    source: str = name()
    rules: Rules = ("701.19a", "614.8")


@dataclass(frozen=True, slots=True)
class CopyEffect(GameEvent):
    """CR 707.5, 614.1c: a permanent entered as a copy of another."""

    kind = "copy_effect"
    object: str = name()
    copies: str = name()
    rules: Rules = ("707.5", "614.1c")


@dataclass(frozen=True, slots=True)
class ChosenAsEnters(GameEvent):
    """CR 614.12a, 607.2d: "as this permanent enters, choose …"."""

    kind = "chosen_as_enters"
    object: str = name()
    choice: str = value()
    chosen: str = value(key="value")
    rules: Rules = ("614.12a", "607.2d")


@dataclass(frozen=True, slots=True)
class EffectEnded(GameEvent):
    """CR 611.2b: effects lasting "for as long as" their source remained on the battlefield ended."""

    kind = "effect_ended"
    source_id: int = value()
    count: int = value()
    rules: Rules = ("611.2b",)


@dataclass(frozen=True, slots=True)
class EffectDoesNothing(GameEvent):
    """CR 611.2b, 610.3a: an effect that needed its source on the battlefield does nothing (or
    another effect that can't happen: 712.14a, 701.27c)."""

    kind = "effect_does_nothing"
    source: str = name()
    rules: Rules = ("611.2b",)


@dataclass(frozen=True, slots=True)
class CostPaidOnResolution(GameEvent):
    """CR 118.12: a player paid a cost while a spell or ability resolved."""

    kind = "cost_paid"
    player: int = player()
    cost: str = value()
    source: str = name()
    rules: Rules = ("118.12",)


@dataclass(frozen=True, slots=True)
class NothingToCast(GameEvent):
    """CR 608.2g: an effect offered to cast a spell and there was none the player could cast."""

    kind = "nothing_to_cast"
    source: str = name()
    player: int = player()
    rules: Rules = ("608.2g",)


@dataclass(frozen=True, slots=True)
class NothingToAttach(GameEvent):
    """CR 701.3: an effect found nothing to attach."""

    kind = "nothing_to_attach"
    source: str = name()
    rules: Rules = ("701.3",)


@dataclass(frozen=True, slots=True)
class PlayPermitted(GameEvent):
    """CR 601.2a (305.1): a player may play a card in exile (until the end of ``until_turn``)."""

    kind = "play_permission"
    player: int = player()
    card: int = named(with_id=False)
    until_turn: int | None = value()
    rules: Rules = ("601.2a",)


@dataclass(frozen=True, slots=True)
class AdditionalLandPlay(GameEvent):
    """CR 305.2: a player may play additional lands this turn."""

    kind = "additional_land_play"
    player: int = player()
    count: int = value()
    rules: Rules = ("305.2",)


@dataclass(frozen=True, slots=True)
class ControlExchanged(GameEvent):
    """CR 701.12b."""

    kind = "control_exchanged"
    source: str = name()
    first: int = named()
    second: int = named()
    rules: Rules = ("701.12b",)


@dataclass(frozen=True, slots=True)
class ExchangeFailed(GameEvent):
    """CR 701.12a–b: an exchange of control that couldn't happen as a whole didn't happen."""

    kind = "exchange_failed"
    source: str = name()
    rules: Rules = ("701.12a",)


@dataclass(frozen=True, slots=True)
class Amassed(GameEvent):
    """CR 701.47a."""

    kind = "amassed"
    player: int = player()
    army: int = named()
    count: int = value()
    rules: Rules = ("701.47a",)


# ---- combat (CR 506–511) ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AttackDeclared(GameEvent):
    """CR 508.1: a creature was declared as an attacker (``defender``: a player or planeswalker)."""

    kind = "attack_declared"
    attacker: int = named()
    defender: int = named(with_id=False)
    rules: Rules = ("508.1",)


@dataclass(frozen=True, slots=True)
class AttackedWith(GameEvent):
    """CR 508.3c–d: a player attacked with one or more creatures (one event per attacking player)."""

    kind = "attacked_with"
    logged = False
    player: int = player()
    attackers: tuple[int, ...] = value()
    rules: Rules = ("508.3c",)


@dataclass(frozen=True, slots=True)
class PlayerAttacked(GameEvent):
    """CR 508.3e: creatures attacked a player (one event per attacked player)."""

    kind = "player_attacked"
    logged = False
    player: int = player()
    attackers: tuple[int, ...] = value()
    rules: Rules = ("508.3e",)


@dataclass(frozen=True, slots=True)
class PutOntoBattlefieldAttacking(GameEvent):
    """CR 508.4: a creature was put onto the battlefield attacking (it never "attacked")."""

    kind = "put_onto_battlefield_attacking"
    object: int = named()
    attacking: int = named(with_id=False)
    rules: Rules = ("508.4",)


@dataclass(frozen=True, slots=True)
class BlockDeclared(GameEvent):
    """CR 509.1: a creature was declared as a blocker of an attacking creature."""

    kind = "block_declared"
    blocker: int = named()
    attacker: int = named()
    rules: Rules = ("509.1",)


@dataclass(frozen=True, slots=True)
class BecameBlocked(GameEvent):
    """CR 509.1h, 509.3c: an attacking creature became blocked (once, however many block it)."""

    kind = "became_blocked"
    logged = False
    attacker: int = named()
    rules: Rules = ("509.3c",)


@dataclass(frozen=True, slots=True)
class NotBlocked(GameEvent):
    """CR 509.1h, 509.3g: no creatures were declared as blockers for an attacking creature (it
    "attacks and isn't blocked")."""

    kind = "not_blocked"
    logged = False
    attacker: int = named()
    rules: Rules = ("509.3g",)


@dataclass(frozen=True, slots=True)
class SourceDealtDamage(GameEvent):
    """CR 120.3, 510.2: a source dealt damage (``amount`` in all, to one or more recipients at once;
    ``combat``: combat damage) — one event for "whenever [it] deals damage" and "whenever [it] deals
    combat damage" (603.2c); its parts are logged one by one."""

    kind = "source_dealt_damage"
    logged = False
    source: int = named()
    amount: int = value()
    combat: bool = value()
    rules: Rules = ("120.3",)


@dataclass(frozen=True, slots=True)
class Paired(GameEvent):
    """CR 702.95a: two creatures become paired (soulbond)."""

    kind = "paired"
    object: int = named()
    other: int = named()
    rules: Rules = ("702.95a",)


@dataclass(frozen=True, slots=True)
class PhasedOut(GameEvent):
    """CR 702.26b: a permanent phases out (``indirectly``: along with the permanent it is attached to, 702.26g)."""

    kind = "phased_out"
    object: int = named()
    indirectly: bool = False
    rules: Rules = ("702.26b",)


@dataclass(frozen=True, slots=True)
class PhasedIn(GameEvent):
    """CR 702.26c."""

    kind = "phased_in"
    object: int = named()
    rules: Rules = ("702.26c",)


@dataclass(frozen=True, slots=True)
class RemovedFromCombat(GameEvent):
    """CR 506.4."""

    kind = "removed_from_combat"
    object: int = named()
    rules: Rules = ("506.4",)


@dataclass(frozen=True, slots=True)
class Crewed(GameEvent):
    """CR 702.122d: a crew ability of a Vehicle resolved ("whenever it becomes crewed")."""

    kind = "crewed"
    logged = False
    vehicle: int = named()
    player: int = player()
    rules: Rules = ("702.122d",)


@dataclass(frozen=True, slots=True)
class CreaturesDied(GameEvent):
    """CR 603.2c, 700.4: creatures died together in one event (each also left the battlefield on
    its own); ``died`` holds each with its last known information."""

    kind = "creatures_died"
    logged = False
    died: tuple[tuple[int, tuple[GameObject, Chars] | None], ...] = hidden()
    rules: Rules = ("700.4",)


# ---- turns, steps, the game (CR 103, 104, 500–514) ------------------------------------------------


@dataclass(frozen=True, slots=True)
class StepBegan(GameEvent):
    """CR 500.1: a step (or a phase without steps) of ``active``'s turn begins. As a proposed event
    a "skip" effect may replace it with nothing (614.1b, 614.10)."""

    kind = "step"
    step: Step = value()
    turn: int = value()
    active: int = player()
    rules: Rules = ("500.1",)


@dataclass(frozen=True, slots=True)
class TurnSkipped(GameEvent):
    """CR 614.10, 500.11: a player's turn was skipped (it doesn't happen; the next one begins)."""

    kind = "turn_skipped"
    player: int = player()
    rules: Rules = ("614.10", "500.11")


@dataclass(frozen=True, slots=True)
class StepSkipped(GameEvent):
    """CR 614.10, 500.11: a step was skipped."""

    kind = "step_skipped"
    step: Step = value()
    turn: int = value()
    active: int = player()
    rules: Rules = ("614.10", "500.11")


@dataclass(frozen=True, slots=True)
class TurnBegan(GameEvent):
    """CR 500.1."""

    kind = "turn_began"
    turn: int = value()
    active: int = player()
    rules: Rules = ("500.1",)


@dataclass(frozen=True, slots=True)
class Cleanup(GameEvent):
    """CR 514.2: damage wears off and "until end of turn" effects end."""

    kind = "cleanup"
    effects_ended: int = value()
    rules: Rules = ("514.2",)


@dataclass(frozen=True, slots=True)
class HandKept(GameEvent):
    """CR 103.5."""

    kind = "hand_kept"
    player: int = player()
    mulligans: int = value()
    rules: Rules = ("103.5",)


@dataclass(frozen=True, slots=True)
class Mulliganed(GameEvent):
    """CR 103.5."""

    kind = "mulligan"
    player: int = player()
    count: int = value()
    rules: Rules = ("103.5",)


@dataclass(frozen=True, slots=True)
class GameStarted(GameEvent):
    """CR 103.8: the mulligans are over and the first turn begins."""

    kind = "game_started"
    starting_player: int = player()
    rules: Rules = ("103.8",)


@dataclass(frozen=True, slots=True)
class PlayerLost(GameEvent):
    """CR 104.3 (the rule the loss came from)."""

    kind = "player_lost"
    player: int = player()
    reason: str = value()
    rules: Rules = ("104.3",)


@dataclass(frozen=True, slots=True)
class GameWon(GameEvent):
    """CR 104.2a."""

    kind = "game_won"
    team: str = value()
    players: tuple[int, ...] = names()
    rules: Rules = ("104.2a",)


@dataclass(frozen=True, slots=True)
class GameDrawn(GameEvent):
    """CR 104.4a."""

    kind = "game_drawn"
    rules: Rules = ("104.4a",)


# ---- the catalog and rendering --------------------------------------------------------------------


def event_types() -> tuple[type[GameEvent], ...]:
    """Every event type, in the order of this module: the classes its names are bound to (a slotted
    dataclass is a new class made from the one the ``class`` statement made, which may live on as
    another subclass)."""
    return tuple(t for t in GameEvent.__subclasses__() if vars(sys.modules[t.__module__]).get(t.__qualname__) is t)


@dataclass(frozen=True, slots=True)
class _Field:
    attr: str
    key: str
    role: str
    with_id: bool
    optional: bool
    default: Any
    render: Callable[[Any], Any] | None
    name_override: str | None


_PLANS: dict[type, tuple[_Field, ...]] = {}


def _plan(cls: type) -> tuple[_Field, ...]:
    plan = _PLANS.get(cls)
    if plan is None:
        attrs = {f.name for f in dataclasses.fields(cls)}
        out: list[_Field] = []
        for f in dataclasses.fields(cls):
            role = f.metadata.get("role", "value")
            if f.name == "rules" or role == "hidden":
                continue
            default = f.default if f.default is not dataclasses.MISSING else None
            out.append(_Field(
                f.name, f.metadata.get("key") or f.name, role, f.metadata.get("with_id", False), f.metadata.get("optional", False),
                default, f.metadata.get("render"), f"{f.name}_name" if f"{f.name}_name" in attrs else None,
            ))
        plan = _PLANS[cls] = tuple(out)
    return plan


def log_fields(cls: type[GameEvent]) -> tuple[str, ...]:
    """The fields the log record of an event of type ``cls`` may have (``*_id`` keys left out:
    they are internal and scenarios don't match on them)."""
    return tuple(f.key for f in _plan(cls) if not f.key.endswith("_id"))


def name_fields(cls: type[GameEvent]) -> frozenset[str]:
    """The log keys of ``cls`` that hold an object's (or player's) name."""
    return frozenset(f.key for f in _plan(cls) if f.role in ("named", "name"))


def player_fields(cls: type[GameEvent]) -> frozenset[str]:
    """The log keys of ``cls`` that hold a player's name."""
    return frozenset(f.key for f in _plan(cls) if f.role == "player")


def render(ev: GameEvent, name_of: Callable[[int], str]) -> LogEvent:
    """The log record of ``ev``: its kind, its fields with ids as names (see the module
    docstring), its rules."""
    data: list[tuple[str, Any]] = []
    for f in _PLANS.get(type(ev)) or _plan(type(ev)):
        v = getattr(ev, f.attr)
        if f.optional and v == f.default:
            continue
        match f.role:
            case "player":
                data.append((f.key, name_of(v)))
            case "named":
                override = getattr(ev, f.name_override) if f.name_override else None
                data.append((f.key, override if override is not None else name_of(v)))
                if f.with_id:
                    data.append((f.key + "_id", v))
            case "names":
                data.append((f.key, [name_of(t) for t in v if t != -1]))
            case "name":
                data.append((f.key, f.render(v) if f.render is not None else v))
            case _:
                if f.render is not None:
                    v = f.render(v)
                elif isinstance(v, Enum):
                    v = v.value
                elif isinstance(v, tuple):
                    v = list(v)
                data.append((f.key, v))
    return LogEvent(ev.kind, tuple(data), ev.rules)  # type: ignore[attr-defined]
