"""Observations and actions as fixed-shape numpy arrays, for reinforcement learning.

An :class:`Encoder` turns :meth:`Game.observe(viewer) <manastack.game.Game.observe>` into a dict
of numpy arrays matching :meth:`Encoder.space`, a ``gymnasium.spaces.Dict``. Nothing else of the
game is read but the viewer's own pending options (which the observation lists as text), so no
hidden information (CR 400.2, 401.2, 402.3) can leak.

Players are numbered *relative to the viewer*: seat 0 is the viewer, seat k the player k seats
after them in turn order; "none" is -1. Card indices come from :func:`card_index`: the position
(from 2) of a name in the sorted list of every card name, face name and token name of the oracle
data shipped with the package (the same for every game and process of one release; new card
data shifts it); 0 means "no card" or a hidden card (a face-down card the viewer may
not look at), 1 a name not in that list. Each zone has a fixed number of slots (the constants
below); cards beyond are left out (the battlefield and exile keep their first cards, a graveyard
its top ones, the stack its top items); unused slots are zeros.

``global`` (float32, :data:`GLOBAL_FEATURES`): turn number, step (index in ``Step``), the active
player, the player with priority, the deciding player, number of objects on the stack, day (1),
night (-1) or neither (0), the monarch and the player with the initiative.

``players`` (float32, players x :data:`PLAYER_FEATURES`): life, poison counters, lost, left the
game, hand size, library size, graveyard size, and the mana in the pool by type (W U B R G C).

``hands`` (int64, players x :data:`HAND_SLOTS`): the card indices of the hands the viewer may look
at (their own, 402.3; a teammate's in Two-Headed Giant, 810.5); zeros for the others.

``graveyards`` (int64, players x :data:`GRAVEYARD_SLOTS`): card indices, the top card first.

``exile`` (int64, :data:`EXILE_SLOTS`) and ``command`` (int64, :data:`COMMAND_SLOTS`): card indices.

``battlefield_cards`` (int64, :data:`BATTLEFIELD_SLOTS`) and ``battlefield`` (float32,
:data:`BATTLEFIELD_SLOTS` x :data:`PERMANENT_FEATURES`): for each permanent, its card index and:
present (1), controller, owner, one flag per card type (in ``CardType`` order), one flag per
keyword it has after continuous effects (in ``Keyword`` order), power and
toughness after continuous effects (CR 613; 0 for a noncreature), damage marked, tapped, summoning
sick (302.6), token, face down, +1/+1 counters, -1/-1 counters, other counters, attached to a
permanent (its battlefield slot, or -1), attached to a player (their seat, or -1).

``stack_cards`` (int64, :data:`STACK_SLOTS`) and ``stack`` (float32, :data:`STACK_SLOTS` x
:data:`STACK_FEATURES`): the stack from its top: card index (an ability's is its source's), and
present, controller, is an ability, number of targets.

``decision`` (float32, :data:`DECISION_FEATURES`): whether the viewer is deciding, the decision
kind (index in ``DecisionKind``, -1 for none), its purpose (index in ``Purpose``, -1) and its
number of options.

``actions`` (float32, :data:`MAX_ACTIONS` x :data:`ACTION_FEATURES`), when the viewer is deciding:
for option i (the action index i), its kind (1 + its index in the ``Action`` union: 1 is
``Pass``; 0 for no option), the card indices of the first two objects it names (the card cast or
played, an ability's source, a chosen object, an attacker and the planeswalker it attacks, a
blocker and the attacker it blocks), the seat of the player it names (a player chosen or
attacked; -1 for none), and its number (X, a mode or ability index, yes = 1). These are the
options ``Game.observe`` lists as text to the deciding player (``DecisionView.actions``).

``action_mask`` (int8, :data:`MAX_ACTIONS`): 1 for each valid action index.

Actions are ``Discrete(MAX_ACTIONS)``: index i answers the pending decision with
``Game.legal_actions()[i]`` (the engine lists options in a deterministic order). A decision with
more than :data:`MAX_ACTIONS` options offers only its first :data:`MAX_ACTIONS`: every decision
has at least one option, so a legal move always remains (the largest decisions seen in random
Welcome Deck games had 18 options).
"""

from __future__ import annotations

import typing
from collections.abc import Callable, Sequence
from functools import lru_cache

import numpy as np
from gymnasium import spaces

from manastack.actions import Action, DecisionKind, Purpose
from manastack.carddata.shipped import all_cards_index
from manastack.game import Game
from manastack.mana import MANA_TYPES
from manastack.model.types import CardType, Keyword, Step
from manastack.observation import Observation, PlayerView

#: The size of the discrete action space.
MAX_ACTIONS = 256
HAND_SLOTS = 16
GRAVEYARD_SLOTS = 32
EXILE_SLOTS = 32
COMMAND_SLOTS = 8
BATTLEFIELD_SLOTS = 64
STACK_SLOTS = 16
GLOBAL_FEATURES = 9
PLAYER_FEATURES = 7 + len(MANA_TYPES)
CARD_TYPES: tuple[CardType, ...] = tuple(CardType)
KEYWORDS: tuple[Keyword, ...] = tuple(Keyword)
PERMANENT_FEATURES = 3 + len(CARD_TYPES) + len(KEYWORDS) + 12
STACK_FEATURES = 4
DECISION_FEATURES = 4
ACTION_FEATURES = 5
#: The kinds of action, in the order of the ``Action`` union.
ACTION_TYPES: tuple[type, ...] = typing.get_args(Action)
#: The fields of an action naming an object or a player, and those holding a number or a yes/no.
OBJECT_FIELDS = ("card", "source", "permanent", "id", "attacker", "blocker", "defender")
NUMBER_FIELDS = ("value", "index", "yes")

STEPS: tuple[Step, ...] = tuple(Step)
KINDS: tuple[DecisionKind, ...] = tuple(DecisionKind)
PURPOSES: tuple[Purpose, ...] = tuple(Purpose)

#: Card index 0: no card, or a hidden one; 1: a name not in the oracle data.
NO_CARD = 0
UNKNOWN_CARD = 1


@lru_cache(maxsize=1)
def card_names() -> tuple[str, ...]:
    """Every card name, face name and token name of the shipped oracle data, sorted."""
    index = all_cards_index()
    tokens = (r.name for rs in index.tokens.values() for r in rs)
    return tuple(sorted({*index.names(), *tokens}))


@lru_cache(maxsize=1)
def _card_indices() -> dict[str, int]:
    return {name: i + 2 for i, name in enumerate(card_names())}


def card_index(name: str | None) -> int:
    """The stable index of a card name (see the module docstring): 0 for no name (a face-down card
    has none, CR 708.2, 406.3a), 1 for a name not in the oracle data."""
    if not name:
        return NO_CARD
    return _card_indices().get(name, UNKNOWN_CARD)


def legal_action(game: Game, index: int) -> Action:
    """The legal action that action ``index`` means (ValueError if it is masked out)."""
    options = game.legal_actions()
    if not 0 <= index < min(len(options), MAX_ACTIONS):
        raise ValueError(f"action {index} is not valid: the decision has {len(options)} options (valid: 0..{min(len(options), MAX_ACTIONS) - 1})")
    return options[index]


def action_mask(game: Game) -> np.ndarray:
    """1 for each valid action index: the first ``len(legal_actions)`` (at most :data:`MAX_ACTIONS`)."""
    mask = np.zeros(MAX_ACTIONS, dtype=np.int8)
    mask[: min(len(game.legal_actions()), MAX_ACTIONS)] = 1
    return mask


class Encoder:
    """Encodes the observations of a game of ``num_players`` players (see the module docstring)."""

    def __init__(self, num_players: int) -> None:
        self.num_players = num_players
        card_names()  # load the card list once, up front

    def space(self) -> spaces.Dict:
        """The observation space: every array's shape and bounds."""
        n, top = self.num_players, len(card_names()) + 1
        big = np.float32(1e6)

        def cards(*shape: int) -> spaces.Box:
            return spaces.Box(0, top, shape=shape, dtype=np.int64)

        def floats(*shape: int) -> spaces.Box:
            return spaces.Box(-big, big, shape=shape, dtype=np.float32)

        return spaces.Dict({
            "global": floats(GLOBAL_FEATURES),
            "players": floats(n, PLAYER_FEATURES),
            "hands": cards(n, HAND_SLOTS),
            "graveyards": cards(n, GRAVEYARD_SLOTS),
            "exile": cards(EXILE_SLOTS),
            "command": cards(COMMAND_SLOTS),
            "battlefield_cards": cards(BATTLEFIELD_SLOTS),
            "battlefield": floats(BATTLEFIELD_SLOTS, PERMANENT_FEATURES),
            "stack_cards": cards(STACK_SLOTS),
            "stack": floats(STACK_SLOTS, STACK_FEATURES),
            "decision": floats(DECISION_FEATURES),
            "actions": floats(MAX_ACTIONS, ACTION_FEATURES),
            "action_mask": spaces.Box(0, 1, shape=(MAX_ACTIONS,), dtype=np.int8),
        })

    def encode(self, game: Game, viewer: int) -> dict[str, np.ndarray]:
        """The arrays of ``game.observe(viewer)``; the options and the action mask if the viewer is deciding."""
        obs = game.observe(viewer)
        n = self.num_players

        def seat(pid: int | None) -> int:
            return -1 if pid is None else (pid - viewer) % n

        deciding = obs.decision is not None
        return {
            "global": np.array([
                obs.turn, STEPS.index(Step(obs.step)), seat(obs.active_player), seat(obs.priority_player),
                seat(obs.deciding_player), len(obs.stack), {"day": 1, "night": -1}.get(obs.day_night or "", 0),
                seat(obs.monarch), seat(obs.initiative),
            ], dtype=np.float32),
            "players": np.array([_player(p) for p in _by_seat(obs.players, viewer)], dtype=np.float32),
            "hands": np.stack([_slots([card_index(c.name) for c in p.hand or ()], HAND_SLOTS) for p in _by_seat(obs.players, viewer)]),
            "graveyards": np.stack([_slots([card_index(c.name) for c in reversed(p.graveyard)], GRAVEYARD_SLOTS) for p in _by_seat(obs.players, viewer)]),
            "exile": _slots([card_index(c.face_down_card or c.name) for c in obs.exile], EXILE_SLOTS),
            "command": _slots([card_index(c.name) for c in obs.command], COMMAND_SLOTS),
            "battlefield_cards": _slots([card_index(p.face_down_card or p.name) for p in obs.battlefield], BATTLEFIELD_SLOTS),
            "battlefield": _permanents(obs, seat),
            "stack_cards": _slots([card_index(s.face_down_card or s.name) for s in reversed(obs.stack)], STACK_SLOTS),
            "stack": _rows([[1, seat(i.controller), i.is_ability, len(i.targets)] for i in reversed(obs.stack)], STACK_SLOTS, STACK_FEATURES),
            "decision": np.array(
                [1, KINDS.index(DecisionKind(obs.decision.kind)), PURPOSES.index(Purpose(obs.decision.purpose)), len(obs.decision.actions)]
                if obs.decision is not None else [0, -1, -1, 0],
                dtype=np.float32,
            ),
            "actions": _rows([_option(game, a, seat) for a in game.legal_actions()], MAX_ACTIONS, ACTION_FEATURES) if deciding
            else np.zeros((MAX_ACTIONS, ACTION_FEATURES), dtype=np.float32),
            "action_mask": action_mask(game) if deciding else np.zeros(MAX_ACTIONS, dtype=np.int8),
        }


def _by_seat(players: tuple[PlayerView, ...], viewer: int) -> list[PlayerView]:
    """The players from the viewer round the table (seat 0 is the viewer)."""
    return [players[(viewer + k) % len(players)] for k in range(len(players))]


def _player(p: PlayerView) -> list[float]:
    return [
        p.life, p.poison, p.lost, p.left_game, p.hand_count, p.library_count, len(p.graveyard),
        *(p.mana_pool.count("{" + t + "}") for t in MANA_TYPES),
    ]


def _permanents(obs: Observation, seat: Callable[[int | None], int]) -> np.ndarray:
    shown = obs.battlefield[:BATTLEFIELD_SLOTS]
    slot = {p.id: i for i, p in enumerate(shown)}
    rows = []
    for perm in shown:
        counters = dict(perm.counters)
        plus, minus = counters.get("+1/+1", 0), counters.get("-1/-1", 0)
        attached = perm.attached_to
        rows.append([
            1, seat(perm.controller), seat(perm.owner), *(t.value in perm.types for t in CARD_TYPES),
            *(k.value in perm.keywords for k in KEYWORDS),
            perm.power or 0, perm.toughness or 0, perm.damage, perm.tapped, perm.sick, perm.is_token, perm.face_down,
            plus, minus, sum(counters.values()) - plus - minus,
            slot.get(attached, -1) if attached is not None else -1,
            seat(attached) if attached is not None and attached < len(obs.players) else -1,  # player ids come before object ids
        ])
    return _rows(rows, BATTLEFIELD_SLOTS, PERMANENT_FEATURES)


def _option(game: Game, action: Action, seat: Callable[[int | None], int]) -> list[float]:
    """An option's features: its type, the card indices of the objects and the seat of the player
    it names, and its number (see the module docstring)."""
    objects = [getattr(action, f) for f in OBJECT_FIELDS if isinstance(getattr(action, f, None), int)]
    state = game.state
    cards = [card_index(state.objects[o].name) for o in objects if not state.is_player_id(o) and o in state.objects]
    players = [seat(o) for o in objects if state.is_player_id(o)]
    numbers = [getattr(action, f) for f in NUMBER_FIELDS if isinstance(getattr(action, f, None), int)]
    return [ACTION_TYPES.index(type(action)) + 1, *(cards + [0, 0])[:2], (players or [-1])[0], (numbers or [0])[0]]


def _rows(rows: Sequence[Sequence[float]], size: int, width: int) -> np.ndarray:
    out = np.zeros((size, width), dtype=np.float32)
    kept = rows[:size]
    if kept:
        out[: len(kept)] = kept
    return out


def _slots(indices: list[int], size: int) -> np.ndarray:
    out = np.zeros(size, dtype=np.int64)
    kept = indices[:size]
    out[: len(kept)] = kept
    return out


__all__ = [
    "BATTLEFIELD_SLOTS", "COMMAND_SLOTS", "EXILE_SLOTS", "GRAVEYARD_SLOTS", "HAND_SLOTS", "MAX_ACTIONS", "STACK_SLOTS",
    "Encoder", "action_mask", "card_index", "card_names", "legal_action",
]
