"""Environment steps per second: the PettingZoo AEC environment (manastack.env.MagicAECEnv) with
masked random agents, every seat, whole games (each step an applied decision, observation encoded
for the agent to act, as ``env.last()`` does); and the same for the single-seat Gymnasium env
against the random player (steps of the agent only; the opponent's decisions happen inside them).

    python benchmarks/env_steps.py [--games N] [--seed S] [--format duel|two-headed-giant|free-for-all] [--players N]

Needs the [rl] extra (pip install -e '.[rl]').
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from manastack.env import MagicAECEnv, MagicEnv


def aec_steps(games: int, seed: int, format: str, players: int | None) -> tuple[int, float]:
    env = MagicAECEnv(format=format, num_players=players)
    rng = np.random.default_rng(seed)
    steps, start = 0, time.perf_counter()
    for g in range(games):
        env.reset(seed=seed + g)
        for _agent in env.agent_iter():
            _, _, terminated, truncated, info = env.last()
            action = None if terminated or truncated else int(rng.choice(np.flatnonzero(info["action_mask"])))
            steps += action is not None
            env.step(action)
    return steps, time.perf_counter() - start


def single_steps(games: int, seed: int, format: str, players: int | None) -> tuple[int, float]:
    env = MagicEnv(opponent="random", format=format, num_players=players)
    rng = np.random.default_rng(seed)
    steps, start = 0, time.perf_counter()
    for g in range(games):
        _, info = env.reset(seed=seed + g)
        done = False
        while not done:
            _, _, terminated, truncated, info = env.step(int(rng.choice(np.flatnonzero(info["action_mask"]))))
            steps, done = steps + 1, terminated or truncated
    return steps, time.perf_counter() - start


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--format", default="duel")
    ap.add_argument("--players", type=int, default=None)
    args = ap.parse_args()
    for name, run in (("AEC, every seat", aec_steps), ("single seat vs random", single_steps)):
        steps, seconds = run(args.games, args.seed, args.format, args.players)
        print(f"{name}: {args.games} {args.format} games, {steps} env steps in {seconds:.1f}s: {steps / seconds:.0f} env steps/s")


if __name__ == "__main__":
    main()
