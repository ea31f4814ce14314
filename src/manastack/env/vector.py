"""Many games at once: a Gymnasium vector of :class:`~manastack.env.single.MagicEnv`.

>>> envs = make_vector_env(8, opponent="heuristic")                  # doctest: +SKIP
>>> obs, info = envs.reset(seed=0)                                   # doctest: +SKIP
>>> info["action_mask"].shape                                        # doctest: +SKIP
(8, 256)

The games are stepped one after another in this process (``SyncVectorEnv``); an environment whose
game ends starts its next game at the next step, which ignores that environment's action (its
mask is all zeros then; Gymnasium's autoreset). Environment i is seeded
``seed + i`` (on ``reset(seed=s)``: ``s + i``), its games distinct from every other's
(:func:`~manastack.env.setup.game_seed`).
"""

from __future__ import annotations

from functools import partial
from typing import Any

from gymnasium.vector import SyncVectorEnv

from manastack.env.single import MagicEnv


def make_vector_env(num_envs: int, seed: int = 0, **kwargs: Any) -> SyncVectorEnv:
    """``num_envs`` single-seat environments (``kwargs`` as :class:`MagicEnv` takes them)."""
    if num_envs < 1:
        raise ValueError(f"num_envs: expected at least 1, got {num_envs}")
    return SyncVectorEnv([partial(MagicEnv, seed=seed + i, **kwargs) for i in range(num_envs)])


__all__ = ["make_vector_env"]
