"""Reinforcement-learning environments for the engine (the optional extra ``[rl]``: gymnasium,
pettingzoo, numpy): :class:`MagicAECEnv` (PettingZoo, every seat an agent), :class:`MagicEnv`
(Gymnasium, one seat against a built-in opponent) and :func:`make_vector_env` (many of those at
once). Observations and actions are encoded by :mod:`manastack.env.encoding`;
:mod:`manastack.env.policy` is a small masked policy and REINFORCE to train it (numpy only; run by
``examples/train_masked_policy.py``). The rest of the package never imports this one."""

from manastack.env.aec import MagicAECEnv
from manastack.env.encoding import MAX_ACTIONS, Encoder, card_index
from manastack.env.single import MagicEnv
from manastack.env.vector import make_vector_env

__all__ = ["MAX_ACTIONS", "Encoder", "MagicAECEnv", "MagicEnv", "card_index", "make_vector_env"]
