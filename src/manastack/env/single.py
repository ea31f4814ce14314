"""A Gymnasium environment: one seat of a game against a built-in opponent.

>>> env = MagicEnv(opponent="heuristic")                             # doctest: +SKIP
>>> obs, info = env.reset(seed=1)                                    # doctest: +SKIP
>>> obs, reward, terminated, truncated, info = env.step(int(np.flatnonzero(info["action_mask"])[0]))  # doctest: +SKIP

The agent plays seat ``seat`` (``player_0`` by default); every other seat is played by the
opponent: ``"random"`` or ``"heuristic"`` (:func:`manastack.ai.make_player`, seeded from the game's
seed and the seat) or a callable ``(game) -> Action`` answering the game's pending decision. A step
answers the agent's decision, then lets the opponents answer theirs until the agent decides again
or the game ends. Observations and actions are :mod:`manastack.env.encoding`'s; the action mask is
``info["action_mask"]`` (and ``obs["action_mask"]``). The reward is +1 for a win, -1 for a loss, 0
for a draw, at the end; ``max_steps`` of the agent's actions truncate the episode. An action index
outside the mask is the agent conceding (CR 104.3a): the episode ends with reward -1 and
``info["illegal_action"]`` (standard RL code that ignores masks still runs; nothing is guessed).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from manastack.actions import Action, Concede
from manastack.ai import make_player
from manastack.app.runner import ai_seed
from manastack.env.encoding import MAX_ACTIONS, Encoder, action_mask
from manastack.env.setup import GameSetup, game_seed, rewards
from manastack.game import Game
from manastack.model.card import CardDef
from manastack.state.game_state import Format

#: An opponent: an AI level name or a function answering the game's pending decision.
Opponent = str | Callable[[Game], Action]
#: The agent's actions before an episode is truncated.
MAX_STEPS = 2000


class MagicEnv(gym.Env[dict[str, Any], np.int64]):
    """One seat of a game of Magic against a built-in opponent (see the module docstring)."""

    metadata = {"render_modes": []}

    def __init__(
        self,
        opponent: Opponent = "random",
        decks: Sequence[str | Sequence[CardDef]] | None = None,
        format: Format | str = Format.DUEL,
        num_players: int | None = None,
        seat: int = 0,
        seed: int = 0,
        max_steps: int = MAX_STEPS,
    ) -> None:
        self.setup = GameSetup.make(decks, format, num_players)
        if not 0 <= seat < len(self.setup.decks):
            raise ValueError(f"seat: expected 0..{len(self.setup.decks) - 1}, got {seat}")
        if isinstance(opponent, str):
            make_player(opponent)  # an unknown level fails here, naming the levels
        self.opponent, self.seat, self.max_steps = opponent, seat, max_steps
        self.encoder = Encoder(len(self.setup.decks))
        self.observation_space = self.encoder.space()
        self.action_space = spaces.Discrete(MAX_ACTIONS)
        self._seed, self._games = seed, 0
        self.game: Game = self.setup.new_game(game_seed(seed, 0))
        self._steps = 0
        self._opponents: dict[int, Callable[[Game], Action]] = {}

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
        """A new game: game k after ``reset(seed=s)`` is played with ``game_seed(s, k)`` (the
        constructor's ``seed`` until a seed is given); the opponents are seeded from the game's
        seed as ``manastack sim`` seeds its AIs (``ai_seed``)."""
        super().reset(seed=seed)
        if seed is not None:
            self._seed, self._games = seed, 0
        seed_k = game_seed(self._seed, self._games)
        self._games += 1
        self.game = self.setup.new_game(seed_k)
        self._steps = 0
        self._opponents = {
            p: make_player(self.opponent, seed=ai_seed(seed_k, len(self.setup.decks), p)).choose if isinstance(self.opponent, str) else self.opponent
            for p in range(len(self.setup.decks)) if p != self.seat
        }
        self._play_opponents()
        return self._observation(), self._info()

    def step(self, action: np.int64 | int) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        index = int(action)
        if not (0 <= index < MAX_ACTIONS and action_mask(self.game)[index]):
            self.game.apply(Concede(self.seat))
            return self._observation(), -1.0, True, False, {**self._info(), "illegal_action": True}
        self.game.apply(self.game.legal_actions()[index])
        self._steps += 1
        self._play_opponents()
        over = self.game.is_over or self.game.state.players[self.seat].lost
        reward = rewards(self.game)[self.seat] if self.game.is_over else (-1.0 if over else 0.0)
        return self._observation(), reward, over, not over and self._steps >= self.max_steps, self._info()

    def _play_opponents(self) -> None:
        """Let the opponents answer their decisions until the agent's, the end of the game or the
        agent leaving it (a free-for-all goes on without a player who lost, CR 800.4a)."""
        while (d := self.game.decision) is not None and d.player != self.seat and not self.game.state.players[self.seat].lost:
            self.game.apply(self._opponents[d.player](self.game))

    def _observation(self) -> dict[str, np.ndarray]:
        return self.encoder.encode(self.game, self.seat)

    def _info(self) -> dict[str, Any]:
        mine = self.game.decision is not None and self.game.decision.player == self.seat
        return {"action_mask": action_mask(self.game) if mine else np.zeros(MAX_ACTIONS, dtype=np.int8)}


__all__ = ["MAX_STEPS", "MagicEnv", "Opponent"]
