"""Observations and actions as fixed-shape numpy arrays, for reinforcement learning.

An :class:`Encoder` turns :meth:`Game.observe(viewer) <manastack.game.Game.observe>` — never the
game state itself, so no hidden information (CR 400.2, 401.2, 402.3) can leak — into a dict of
numpy arrays matching :meth:`Encoder.space`, a ``gymnasium.spaces.Dict``:

Players are numbered *relative to the viewer*: seat 0 is the viewer, seat k the player k seats
after them in turn order; "none" is -1. Card indices come from :func:`card_index`: the position
(from 2) of a name in the sorted list of every card name, face name and token name of the oracle
data shipped with the package; 0 means "no card" or a hidden card (a face-down card the viewer may
not look at), 1 a name not in that list. Each zone has a fixed number of slots (the constants
below); cards beyond are left out (the battlefield and exile keep their first cards, a graveyard
its top ones, the stack its top items); unused slots are zeros.

``global`` (float32, :data:`GLOBAL_FEATURES`): turn number, step (index in ``Step``), the active
player, the player with priority, the deciding player, number of objects on the stack, day (1),
night (-1) or neither (0), the monarch and the player with the initiative.

``players`` (float32, players x :data:`PLAYER_FEATURES`): life, poison counters, lost, left the
game, hand size, library size, graveyard size, and the mana in the pool by type (W U B R G C).

``hand`` (int64, :data:`HAND_SLOTS`): the card indices of the viewer's hand.

``graveyards`` (int64, players x :data:`GRAVEYARD_SLOTS`): card indices, the top card first.

``exile`` (int64, :data:`EXILE_SLOTS`) and ``command`` (int64, :data:`COMMAND_SLOTS`): card indices.

``battlefield_cards`` (int64, :data:`BATTLEFIELD_SLOTS`) and ``battlefield`` (float32,
:data:`BATTLEFIELD_SLOTS` x :data:`PERMANENT_FEATURES`): for each permanent, its card index and:
present (1), controller, owner, one flag per card type (in ``CardType`` order), power and
toughness after continuous effects (CR 613; 0 for a noncreature), damage marked, tapped, summoning
sick (302.6), token, face down, +1/+1 counters, -1/-1 counters, other counters, attached to a
permanent (its battlefield slot, or -1), attached to a player (their seat, or -1).

``stack_cards`` (int64, :data:`STACK_SLOTS`) and ``stack`` (float32, :data:`STACK_SLOTS` x
:data:`STACK_FEATURES`): the stack from its top: card index (an ability's is its source's), and
present, controller, is an ability, number of targets.

``decision`` (float32, :data:`DECISION_FEATURES`): whether the viewer is deciding, the decision
kind (index in ``DecisionKind``, -1 for none), its purpose (index in ``Purpose``, -1) and its
number of options.

``action_mask`` (int8, :data:`MAX_ACTIONS`): 1 for each valid action index.

Actions are ``Discrete(MAX_ACTIONS)``: index i answers the pending decision with
``Game.legal_actions()[i]`` (the engine lists options in a deterministic order). A decision with
more than :data:`MAX_ACTIONS` options offers only its first :data:`MAX_ACTIONS`: every decision
has at least one option, so a legal move always remains (the largest decisions seen in random
Welcome Deck games had 18 options).
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np
from gymnasium import spaces

from manastack.actions import Action, DecisionKind, Purpose
from manastack.carddata.shipped import all_cards_index
from manastack.game import Game
from manastack.mana import MANA_TYPES
from manastack.model.types import CardType, Step
from manastack.observation import CardView, Observation

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
PERMANENT_FEATURES = 3 + len(CARD_TYPES) + 12
STACK_FEATURES = 4
DECISION_FEATURES = 4

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
            "hand": cards(HAND_SLOTS),
            "graveyards": cards(n, GRAVEYARD_SLOTS),
            "exile": cards(EXILE_SLOTS),
            "command": cards(COMMAND_SLOTS),
            "battlefield_cards": cards(BATTLEFIELD_SLOTS),
            "battlefield": floats(BATTLEFIELD_SLOTS, PERMANENT_FEATURES),
            "stack_cards": cards(STACK_SLOTS),
            "stack": floats(STACK_SLOTS, STACK_FEATURES),
            "decision": floats(DECISION_FEATURES),
            "action_mask": spaces.Box(0, 1, shape=(MAX_ACTIONS,), dtype=np.int8),
        })

    def encode(self, game: Game, viewer: int) -> dict[str, np.ndarray]:
        """The arrays of ``game.observe(viewer)``, and the action mask if the viewer is deciding."""
        obs = game.observe(viewer)
        n = self.num_players

        def seat(pid: int | None) -> int:
            return -1 if pid is None else (pid - viewer) % n

        ids = {p.id: i for i, p in enumerate(obs.battlefield[:BATTLEFIELD_SLOTS])}
        out: dict[str, np.ndarray] = {
            "global": np.array([
                obs.turn, STEPS.index(Step(obs.step)), seat(obs.active_player), seat(obs.priority_player),
                seat(obs.deciding_player), len(obs.stack), {"day": 1, "night": -1}.get(obs.day_night or "", 0),
                seat(obs.monarch), seat(obs.initiative),
            ], dtype=np.float32),
            "players": np.zeros((n, PLAYER_FEATURES), dtype=np.float32),
            "hand": _slots([card_index(c.name) for c in _own_hand(obs)], HAND_SLOTS),
            "graveyards": np.zeros((n, GRAVEYARD_SLOTS), dtype=np.int64),
            "exile": _slots([card_index(c.face_down_card or c.name) for c in obs.exile], EXILE_SLOTS),
            "command": _slots([card_index(c.name) for c in obs.command], COMMAND_SLOTS),
            "battlefield_cards": _slots([card_index(p.face_down_card or p.name) for p in obs.battlefield], BATTLEFIELD_SLOTS),
            "battlefield": np.zeros((BATTLEFIELD_SLOTS, PERMANENT_FEATURES), dtype=np.float32),
            "stack_cards": _slots([card_index(s.face_down_card or s.name) for s in reversed(obs.stack)], STACK_SLOTS),
            "stack": np.zeros((STACK_SLOTS, STACK_FEATURES), dtype=np.float32),
            "decision": np.array([0, -1, -1, 0], dtype=np.float32),
            "action_mask": action_mask(game) if obs.decision is not None else np.zeros(MAX_ACTIONS, dtype=np.int8),
        }
        for p in obs.players:
            pool = p.mana_pool
            out["players"][seat(p.id)] = [
                p.life, p.poison, p.lost, p.left_game, p.hand_count, p.library_count, len(p.graveyard),
                *(pool.count("{" + t + "}") for t in MANA_TYPES),
            ]
            out["graveyards"][seat(p.id)] = _slots([card_index(c.name) for c in reversed(p.graveyard)], GRAVEYARD_SLOTS)
        for i, perm in enumerate(obs.battlefield[:BATTLEFIELD_SLOTS]):
            counters = dict(perm.counters)
            attached = perm.attached_to
            out["battlefield"][i] = [
                1, seat(perm.controller), seat(perm.owner), *(t.value in perm.types for t in CARD_TYPES),
                perm.power or 0, perm.toughness or 0, perm.damage, perm.tapped, perm.sick, perm.is_token, perm.face_down,
                counters.get("+1/+1", 0), counters.get("-1/-1", 0), sum(counters.values()) - counters.get("+1/+1", 0) - counters.get("-1/-1", 0),
                ids.get(attached, -1) if attached is not None else -1,
                seat(attached) if attached is not None and attached < n else -1  # player ids come before object ids,
            ]
        for i, item in enumerate(reversed(obs.stack[-STACK_SLOTS:])):
            out["stack"][i] = [1, seat(item.controller), item.is_ability, len(item.targets)]
        if obs.decision is not None:
            d = obs.decision
            out["decision"] = np.array([1, KINDS.index(DecisionKind(d.kind)), PURPOSES.index(Purpose(d.purpose)), len(d.actions)], dtype=np.float32)
        return out


def _own_hand(obs: Observation) -> tuple[CardView, ...]:
    return obs.players[obs.viewer].hand or ()


def _slots(indices: list[int], size: int) -> np.ndarray:
    out = np.zeros(size, dtype=np.int64)
    kept = indices[:size]
    out[: len(kept)] = kept
    return out


__all__ = [
    "BATTLEFIELD_SLOTS", "COMMAND_SLOTS", "EXILE_SLOTS", "GRAVEYARD_SLOTS", "HAND_SLOTS", "MAX_ACTIONS", "STACK_SLOTS",
    "Encoder", "action_mask", "card_index", "card_names", "legal_action",
]
