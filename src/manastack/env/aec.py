"""A PettingZoo AEC environment: one agent per seat, the agent whose decision it is acts.

>>> env = MagicAECEnv(seed=1)                                        # doctest: +SKIP
>>> env.reset()                                                      # doctest: +SKIP
>>> for agent in env.agent_iter():                                   # doctest: +SKIP
...     obs, reward, terminated, truncated, info = env.last()
...     action = None if terminated or truncated else int(np.flatnonzero(info["action_mask"])[0])
...     env.step(action)

Agents are ``player_0``, ``player_1`` …, the seats of the game (:class:`~manastack.env.setup.GameSetup`).
The observation of an agent is :class:`~manastack.env.encoding.Encoder`'s encoding of what that
player may know (``Game.observe``); actions are indices into the legal actions
(:mod:`manastack.env.encoding`), their mask in ``infos[agent]["action_mask"]`` and in the
observation. When the game ends every agent is terminated with its reward (+1 win, -1 loss, 0
draw), as is a player who loses a free-for-all that goes on without them (-1, CR 800.4a); after
``max_steps`` actions every agent left is truncated with reward 0. An action index outside the
mask raises ValueError.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from manastack.env.encoding import MAX_ACTIONS, Encoder, action_mask, legal_action
from manastack.env.setup import GameSetup, game_seed, rewards
from manastack.game import Game
from manastack.model.card import CardDef
from manastack.state.game_state import Format

#: Actions before a game is truncated (a random Welcome Deck duel takes about 500 to 2000).
MAX_STEPS = 5000


class MagicAECEnv(AECEnv[str, dict[str, np.ndarray], int | None]):
    """Games of Magic as a PettingZoo AEC environment (see the module docstring)."""

    metadata = {"name": "manastack_v0", "render_modes": [], "is_parallelizable": False}

    def __init__(
        self,
        decks: Sequence[str | Sequence[CardDef]] | None = None,
        format: Format | str = Format.DUEL,
        num_players: int | None = None,
        seed: int = 0,
        max_steps: int = MAX_STEPS,
    ) -> None:
        super().__init__()
        self.setup = GameSetup.make(decks, format, num_players)
        self.possible_agents = self.setup.agents
        self.encoder = Encoder(len(self.possible_agents))
        self.max_steps = max_steps
        self._seed, self._games = seed, 0
        self._observation_space = self.encoder.space()
        self._action_space = spaces.Discrete(MAX_ACTIONS)
        self.game: Game = self.setup.new_game(game_seed(seed, 0))
        self._steps = 0

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self._action_space

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game: game k after ``reset(seed=s)`` is played with ``game_seed(s, k)`` (the
        constructor's ``seed`` until a seed is given), so the same seeds and actions replay the
        same games."""
        if seed is not None:
            self._seed, self._games = seed, 0
        self.game = self.setup.new_game(game_seed(self._seed, self._games))
        self._games += 1
        self._steps = 0
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._skip_agent_selection = None
        self._select()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        return self.encoder.encode(self.game, self.possible_agents.index(agent))

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} must act: an action index, not None")
        self._cumulative_rewards[agent] = 0.0
        self.game.apply(legal_action(self.game, int(action)))
        self._steps += 1
        self.rewards = dict.fromkeys(self.agents, 0.0)
        final = rewards(self.game)
        for i, a in enumerate(self.possible_agents):
            if a not in self.agents or self.terminations[a]:
                continue
            if self.game.is_over or self.game.state.players[i].lost:  # 800.4a: a loser leaves a game that goes on
                self.rewards[a], self.terminations[a] = (final[i] if self.game.is_over else -1.0), True
            elif self._steps >= self.max_steps:
                self.truncations[a] = True
        self._accumulate_rewards()
        self._select()

    def _select(self) -> None:
        """The agent to act: first any agent just terminated or truncated (to be removed by stepping
        None), else the deciding player's; every agent's action mask in ``infos``."""
        d = self.game.decision
        if d is not None:
            self.agent_selection = self.possible_agents[d.player]
        self._deads_step_first()
        deciding = self.possible_agents[d.player] if d is not None else None
        for a in self.agents:
            mine = a == deciding and not (self.terminations[a] or self.truncations[a])
            self.infos[a] = {"action_mask": action_mask(self.game) if mine else np.zeros(MAX_ACTIONS, dtype=np.int8)}


__all__ = ["MAX_STEPS", "MagicAECEnv"]
