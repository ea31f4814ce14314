"""Reinforcement-learning environments for the engine (the optional extra ``[rl]``: gymnasium,
pettingzoo, numpy): :class:`MagicAECEnv` (PettingZoo, every seat an agent) and :class:`MagicEnv`
(Gymnasium, one seat against a built-in opponent). Observations and actions are encoded by
:mod:`manastack.env.encoding`. The rest of the package never imports this one."""

from manastack.env.aec import MagicAECEnv
from manastack.env.encoding import MAX_ACTIONS, Encoder, card_index
from manastack.env.single import MagicEnv

__all__ = ["MAX_ACTIONS", "Encoder", "MagicAECEnv", "MagicEnv", "card_index"]
