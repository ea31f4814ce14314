"""A small masked policy for :class:`~manastack.env.single.MagicEnv`, and REINFORCE to train it
(numpy only).

The policy reads only what an environment gives an agent: the observation and
``info["action_mask"]``. Each valid action i is described by a few categorical features of its row
``obs["actions"][i]`` (kind, first card, player, number) and of the decision and turn it answers
(:func:`action_features`), hashed into :data:`FEATURE_SIZE` weights; its logit is the sum of its
features' weights, and a softmax over the valid actions alone gives the probabilities (an action
outside the mask has probability 0). The weights start at zero: the untrained policy is uniform
over the valid actions. (Keys are tuples of ints, whose ``hash`` is the same in every process of
one Python version, so a seed replays a run.)

:func:`train` plays games against the environment's opponent and updates the weights after
every batch of them by REINFORCE: each decision's log-probability gradient times its advantage
(its return minus a learnt baseline), with Adam and an entropy bonus. A decision's return
(:meth:`Episode.returns`) is the game's reward (+1 win, -1 loss) plus a shaped reward: the
changes of :func:`potential` (life and creature power, the agent's minus the opponents', read
from the observations) that follow the decision, discounted. Every game then carries a signal
before the first win, and an attack that costs the opponent life counts at once.
:func:`evaluate` counts real wins only.

>>> env = MagicEnv(opponent="random", seed=0)                        # doctest: +SKIP
>>> policy, rng = LinearPolicy(), np.random.default_rng(0)            # doctest: +SKIP
>>> stats = train(env, policy, Reinforce(), rng, episodes=100)        # doctest: +SKIP
>>> evaluate(MagicEnv(opponent="random"), policy, 200, np.random.default_rng(1), seed=1)  # doctest: +SKIP
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass, field

import numpy as np

from manastack.env.encoding import CARD_TYPES, KEYWORDS, MAX_ACTIONS
from manastack.env.single import MagicEnv
from manastack.model.types import CardType

#: The number of weights: feature keys are hashed into this many slots.
FEATURE_SIZE = 1 << 16
#: Columns of ``obs["battlefield"]`` (the layout :mod:`manastack.env.encoding` documents).
CONTROLLER = 1
CREATURE = 3 + CARD_TYPES.index(CardType.CREATURE)
LAND = 3 + CARD_TYPES.index(CardType.LAND)
POWER = 3 + len(CARD_TYPES) + len(KEYWORDS)
TAPPED = POWER + 3

Observation = Mapping[str, np.ndarray]


@dataclass(frozen=True, slots=True)
class Features:
    """The valid actions of one decision and the weight indices of each one's features
    (``indices[j]`` for action ``actions[j]``; every action has the same number of features)."""

    actions: np.ndarray
    indices: np.ndarray


def action_features(obs: Observation, mask: np.ndarray) -> Features:
    """The features of each valid action (``mask[i] == 1``), every one a key hashed to a weight:

    * its kind, the decision's kind and its number clipped to 0..2 (a mulligan's yes and no);
    * its kind, the decision's kind, the step and whether it is the agent's turn;
    * its kind, the decision's kind and the first card it names;
    * its kind, the decision's kind, the card and who controls that card on the battlefield
      (-2: not on the battlefield), whether it is a creature and whether it is tapped;
    * its kind, the decision's kind and the player it names (seat relative to the agent, -1: none).
    """
    actions = np.flatnonzero(mask)
    if actions.size == 0:
        raise ValueError("action_mask: expected at least one valid action (the agent must be deciding)")
    kind, step, my_turn = int(obs["decision"][1]), int(obs["global"][1]), int(obs["global"][2] == 0)
    cards, battlefield = obs["battlefield_cards"], obs["battlefield"]
    rows = []
    for i in actions:
        action_type, card, _, player, number = (int(v) for v in obs["actions"][i])
        slots = np.flatnonzero(cards == card)
        place = (-2, 0, 0)
        if card and len(slots):
            where = battlefield[slots[0]]
            place = (int(where[CONTROLLER]), int(where[CREATURE]), int(where[TAPPED]))
        head = (action_type, kind)
        keys = (
            (0, *head, min(max(number, 0), 2)),
            (1, *head, step, my_turn),
            (2, *head, card),
            (3, *head, card, *place),
            (4, *head, player),
        )
        rows.append([hash(k) % FEATURE_SIZE for k in keys])
    return Features(actions, np.array(rows, dtype=np.int64))


def state_features(obs: Observation) -> np.ndarray:
    """What the learner's baseline reads of a state (:data:`STATE_FEATURES` numbers): 1, the turn,
    the agent's life and the opponents' mean life, the agent's hand size, the total power of the
    agent's creatures and of the others', and the number of the agent's lands and of the others'."""
    players, permanents = obs["players"], obs["battlefield"]
    present = permanents[:, 0] == 1
    mine = permanents[:, CONTROLLER] == 0
    creatures, lands = present & (permanents[:, CREATURE] == 1), present & (permanents[:, LAND] == 1)
    power = permanents[:, POWER]
    return np.array([
        1.0, obs["global"][0] / 20, players[0, 0] / 20, players[1:, 0].mean() / 20, players[0, 4] / 7,
        power[creatures & mine].sum() / 10, power[creatures & ~mine].sum() / 10, (lands & mine).sum() / 10, (lands & ~mine).sum() / 10,
    ])


#: The length of :func:`state_features`.
STATE_FEATURES = 9


def potential(obs: Observation) -> float:
    """How well the agent stands: its life minus the opponents' mean life, plus its creatures'
    total power minus the others', over 20."""
    x = state_features(obs)
    return float(x[2] - x[3] + (x[5] - x[6]) / 2)


@dataclass(slots=True)
class LinearPolicy:
    """A softmax over the valid actions of the sum of each action's feature weights."""

    weights: np.ndarray = field(default_factory=lambda: np.zeros(FEATURE_SIZE))

    def probabilities(self, features: Features) -> np.ndarray:
        """The probability of each of ``features.actions`` (summing to 1)."""
        logits = self.weights[features.indices].sum(axis=1)
        e = np.exp(logits - logits.max())
        p: np.ndarray = e / e.sum()
        return p

    def distribution(self, obs: Observation, mask: np.ndarray) -> np.ndarray:
        """The probability of every action index (:data:`MAX_ACTIONS` of them; 0 outside the mask)."""
        features = action_features(obs, mask)
        out = np.zeros(MAX_ACTIONS)
        out[features.actions] = self.probabilities(features)
        return out

    def sample(self, features: Features, rng: np.random.Generator) -> int:
        """The position in ``features.actions`` of an action drawn from the policy."""
        return int(rng.choice(len(features.actions), p=self.probabilities(features)))

    def logit_gradient(self, features: Features, chosen: int, advantage: float, entropy: float) -> np.ndarray:
        """For each action's logit: ``advantage`` times the gradient of the log-probability of
        ``features.actions[chosen]``, plus ``entropy`` times the gradient of the policy's entropy.
        (A logit is a sum of weights: each of its weights gets the logit's gradient.)"""
        p = self.probabilities(features)
        logp = np.log(np.maximum(p, 1e-12))
        by_logit: np.ndarray = -advantage * p - entropy * p * (logp + float(-(p * logp).sum()))
        by_logit[chosen] += advantage
        return by_logit


@dataclass(slots=True)
class Episode:
    """One game played by the policy: each decision's features, chosen position and state
    (:func:`state_features`), the potential and the turn number before each decision and after
    the last, the env's final reward (+1, -1, 0) and whether the game was cut at the env's
    ``max_steps``."""

    features: list[Features] = field(default_factory=list)
    chosen: list[int] = field(default_factory=list)
    states: list[np.ndarray] = field(default_factory=list)
    potentials: list[float] = field(default_factory=list)
    turns: list[int] = field(default_factory=list)
    reward: float = 0.0
    truncated: bool = False

    @property
    def won(self) -> bool:
        return self.reward > 0

    def returns(self, shaping: float, gamma: float) -> np.ndarray:
        """Each decision's return: the game's result (its reward; ``-1 - shaping`` for a game cut
        at ``max_steps``, below any loss, so stalling is no way out of one) plus ``shaping`` times
        the changes of :func:`potential` from that decision on, a change k turns later discounted
        by ``gamma**k``: what an action does this turn counts more than what happens later.
        (Discounting by turns, not decisions: idle decisions, such as starting to cast a spell
        and cancelling it, do not push a coming loss of life further away.)"""
        changes = shaping * np.diff(np.array(self.potentials))
        discounts = gamma ** np.diff(np.array(self.turns, dtype=float))
        out = np.empty_like(changes)
        ahead = 0.0
        for t in range(len(changes) - 1, -1, -1):
            ahead = float(discounts[t]) * (float(changes[t]) + ahead)
            out[t] = ahead
        return out + (-1.0 - shaping if self.truncated else self.reward)


def play(env: MagicEnv, policy: LinearPolicy, rng: np.random.Generator, seed: int | None = None) -> Episode:
    """One game of ``env`` (``env.reset(seed=seed)``) with actions drawn from ``policy``."""
    obs, info = env.reset(seed=seed)
    episode = Episode(potentials=[potential(obs)], turns=[int(obs["global"][0])])
    done = False
    while not done:
        features = action_features(obs, info["action_mask"])
        chosen = policy.sample(features, rng)
        episode.states.append(state_features(obs))
        obs, reward, terminated, truncated, info = env.step(int(features.actions[chosen]))
        episode.features.append(features)
        episode.chosen.append(chosen)
        episode.potentials.append(potential(obs))
        episode.turns.append(int(obs["global"][0]))
        episode.reward, episode.truncated, done = float(reward), truncated, terminated or truncated
    return episode


@dataclass(slots=True)
class Reinforce:
    """REINFORCE with a learnt baseline and Adam: ``batch`` episodes per update, learning rate
    ``lr``, entropy bonus ``entropy``, shaped reward weight ``shaping`` and its discount ``gamma``
    (see :meth:`Episode.returns`). The baseline is linear in :func:`state_features`, a ridge
    regression (``ridge``) of the returns of every batch so far, older batches weighing ``decay``
    times less per update."""

    lr: float = 0.1
    batch: int = 8
    entropy: float = 0.01
    shaping: float = 1.0
    gamma: float = 0.8
    ridge: float = 1.0
    decay: float = 0.9
    beta1: float = 0.9
    beta2: float = 0.999
    _xx: np.ndarray = field(init=False, repr=False, default_factory=lambda: np.zeros((STATE_FEATURES, STATE_FEATURES)))
    _xg: np.ndarray = field(init=False, repr=False, default_factory=lambda: np.zeros(STATE_FEATURES))
    _m: np.ndarray = field(init=False, repr=False, default_factory=lambda: np.zeros(FEATURE_SIZE))
    _v: np.ndarray = field(init=False, repr=False, default_factory=lambda: np.zeros(FEATURE_SIZE))
    _t: int = field(init=False, repr=False, default=0)

    def __post_init__(self) -> None:
        if self.batch < 1:
            raise ValueError(f"batch: expected at least 1 episode, got {self.batch}")
        if self.lr <= 0:
            raise ValueError(f"lr: expected a positive learning rate, got {self.lr}")

    def advantages(self, episodes: list[Episode]) -> list[np.ndarray]:
        """Each decision's return minus the baseline (refitted with these episodes), over the
        spread of the batch's advantages."""
        returns = [e.returns(self.shaping, self.gamma) for e in episodes]
        x, g = np.array([s for e in episodes for s in e.states]), np.concatenate(returns)
        self._xx = self.decay * self._xx + x.T @ x
        self._xg = self.decay * self._xg + x.T @ g
        baseline = np.linalg.solve(self._xx + self.ridge * np.eye(STATE_FEATURES), self._xg)
        spread = float((g - x @ baseline).std()) + 1e-8
        return [(r - np.array(e.states) @ baseline) / spread for e, r in zip(episodes, returns, strict=True)]

    def update(self, policy: LinearPolicy, episodes: list[Episode]) -> None:
        """One Adam ascent step on the episodes' policy gradient; each game weighs the same,
        however many decisions it took."""
        grad = np.zeros_like(policy.weights)
        for e, advantages in zip(episodes, self.advantages(episodes), strict=True):
            for features, chosen, advantage in zip(e.features, e.chosen, advantages, strict=True):
                by_logit = policy.logit_gradient(features, chosen, float(advantage), self.entropy)
                np.add.at(grad, features.indices, by_logit[:, None] / (len(e.chosen) * len(episodes)))
        self._t += 1
        self._m = self.beta1 * self._m + (1 - self.beta1) * grad
        self._v = self.beta2 * self._v + (1 - self.beta2) * grad * grad
        m_hat = self._m / (1 - self.beta1**self._t)
        v_hat = self._v / (1 - self.beta2**self._t)
        policy.weights += self.lr * m_hat / (np.sqrt(v_hat) + 1e-8)


@dataclass(frozen=True, slots=True)
class TrainStats:
    """What a training run did: episodes played, agent steps, wins among them, seconds."""

    episodes: int
    steps: int
    wins: int
    seconds: float

    @property
    def steps_per_second(self) -> float:
        return self.steps / self.seconds if self.seconds > 0 else 0.0


def train(
    env: MagicEnv, policy: LinearPolicy, learner: Reinforce, rng: np.random.Generator,
    episodes: int | None = None, seconds: float | None = None,
) -> TrainStats:
    """Play games of ``env`` (its next games: ``env.reset()``) and update ``policy`` after every
    ``learner.batch`` of them, until ``episodes`` games (a multiple of the batch is best: a last
    partial batch is learnt from too) or until ``seconds`` have passed at the end of a batch.
    With ``episodes`` the run is a function of the env's seed and ``rng``; with ``seconds`` the
    number of games depends on the machine's speed."""
    if (episodes is None) == (seconds is None):
        raise ValueError("train: give either episodes or seconds")
    if episodes is not None and episodes < 1:
        raise ValueError(f"episodes: expected at least 1, got {episodes}")
    start, played, steps, wins = time.perf_counter(), 0, 0, 0
    while True:
        size = learner.batch if episodes is None else min(learner.batch, episodes - played)
        batch = [play(env, policy, rng) for _ in range(size)]
        learner.update(policy, batch)
        played += size
        steps += sum(len(e.chosen) for e in batch)
        wins += sum(e.won for e in batch)
        elapsed = time.perf_counter() - start
        if (episodes is not None and played >= episodes) or (seconds is not None and elapsed >= seconds):
            return TrainStats(played, steps, wins, elapsed)


def evaluate(env: MagicEnv, policy: LinearPolicy, games: int, rng: np.random.Generator, seed: int) -> int:
    """The number of games ``policy`` wins among ``games`` of ``env`` from ``env.reset(seed=seed)``
    (the same games for the same seed: the opponents are seeded from each game's seed)."""
    if games < 1:
        raise ValueError(f"games: expected at least 1, got {games}")
    wins = sum(play(env, policy, rng, seed=seed if k == 0 else None).won for k in range(games))
    return int(wins)


__all__ = [
    "FEATURE_SIZE", "Episode", "Features", "LinearPolicy", "Reinforce", "TrainStats",
    "STATE_FEATURES", "action_features", "evaluate", "play", "potential", "state_features", "train",
]
