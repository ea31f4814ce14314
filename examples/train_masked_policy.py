"""Train a small masked policy against the random player and report its win rate before and after.

    python examples/train_masked_policy.py [--minutes M | --episodes N] [--seed S] [--eval-games G] [--deck NAME ...] [--max-steps D]

The policy is :class:`manastack.env.policy.LinearPolicy` (numpy only): a softmax over the valid
actions of ``info["action_mask"]`` of hashed features of each action, trained by REINFORCE with a
baseline, Adam, an entropy bonus and a shaped reward from life and creature power
(:mod:`manastack.env.policy` explains each). The agent plays seat 0 of
:class:`manastack.env.MagicEnv` against the built-in random player. The untrained policy (uniform
over the valid actions) plays G evaluation games, training runs for M minutes or N episodes, then
the trained policy plays the same G games (the same game seeds, the opponent seeded from each
game's seed). Win rates come with 95% Wilson intervals; a game cut after D of the agent's
decisions is not a win.

Training games and evaluation games are distinct (the env's seeds 2S and 2S + 1). With
``--episodes`` the whole run is a function of S; ``--minutes`` stops after the batch that passes
the time, so the number of episodes depends on the machine. Needs the [rl] extra
(``pip install -e '.[rl]'``).
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

import numpy as np

from manastack.app.sim import wilson
from manastack.env import MagicEnv
from manastack.env.policy import LinearPolicy, Reinforce, evaluate, train


def win_rate(wins: int, games: int) -> str:
    low, high = wilson(wins, games)
    return f"{wins}/{games} = {wins / games:.1%} (95% CI {low:.1%}-{high:.1%})"


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    budget = ap.add_mutually_exclusive_group()
    budget.add_argument("--minutes", type=float, help="train for this long (default: 5)")
    budget.add_argument("--episodes", type=int, help="train for this many games (deterministic)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--eval-games", type=int, default=200)
    ap.add_argument("--deck", action="append", help="a deck per seat, the agent's first (repeat; default: the two Welcome Decks)")
    ap.add_argument("--max-steps", type=int, default=400, help="the agent's decisions before a game is cut, not won (default: 400)")
    args = ap.parse_args(argv)
    for name in ("minutes", "episodes", "eval_games", "max_steps"):
        if (value := getattr(args, name)) is not None and value <= 0:
            ap.error(f"--{name.replace('_', '-')}: expected a positive number, got {value}")
    if args.episodes is None and args.minutes is None:
        args.minutes = 5.0

    def env(seed: int) -> MagicEnv:
        return MagicEnv(opponent="random", decks=args.deck, seed=seed, max_steps=args.max_steps)

    policy, learner = LinearPolicy(), Reinforce()
    eval_env, eval_seed = env(2 * args.seed + 1), 2 * args.seed + 1
    before = evaluate(eval_env, policy, args.eval_games, np.random.default_rng([args.seed, 1]), eval_seed)
    print(f"untrained policy vs random: {win_rate(before, args.eval_games)}", flush=True)

    seconds = None if args.minutes is None else args.minutes * 60
    stats = train(env(2 * args.seed), policy, learner, np.random.default_rng([args.seed, 0]), episodes=args.episodes, seconds=seconds)
    print(
        f"trained: {stats.episodes} episodes ({stats.wins} won), {stats.steps} env steps in {stats.seconds:.0f}s "
        f"({stats.steps_per_second:.0f} steps/s)", flush=True,
    )

    after = evaluate(eval_env, policy, args.eval_games, np.random.default_rng([args.seed, 1]), eval_seed)
    print(f"trained policy vs random:   {win_rate(after, args.eval_games)}")


if __name__ == "__main__":
    main()
