"""The masked policy and its REINFORCE learner (manastack.env.policy) and the training example
(examples/train_masked_policy.py): masking, the direction of an update, determinism. The
minutes-long run whose win rates the README reports is the example itself, not a test."""

from __future__ import annotations

import runpy
from pathlib import Path

import pytest

np = pytest.importorskip("numpy", reason="the [rl] extra (numpy) is not installed")
pytest.importorskip("gymnasium", reason="the [rl] extra (gymnasium) is not installed")

from manastack.env import MAX_ACTIONS, MagicEnv  # noqa: E402
from manastack.env.policy import (  # noqa: E402
    FEATURE_SIZE,
    STATE_FEATURES,
    Episode,
    Features,
    LinearPolicy,
    Reinforce,
    action_features,
    train,
)

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "train_masked_policy.py"


def _three_actions() -> Features:
    """A decision with three valid actions (indices 0, 3, 7), each with features of its own."""
    return Features(np.array([0, 3, 7]), np.array([[1, 2], [3, 4], [5, 6]]))


def test_masked_sampling_never_picks_an_invalid_action_and_gives_it_no_probability() -> None:
    env = MagicEnv(seed=2, max_steps=80)
    obs, info = env.reset()
    rng = np.random.default_rng(2)
    policy = LinearPolicy(rng.normal(0, 3, FEATURE_SIZE))  # far from uniform: strong preferences everywhere
    done, decisions = False, 0
    while not done:
        mask = info["action_mask"]
        dist = policy.distribution(obs, mask)
        assert dist.shape == (MAX_ACTIONS,) and dist.sum() == pytest.approx(1.0)
        assert not dist[mask == 0].any()
        features = action_features(obs, mask)
        action = int(features.actions[policy.sample(features, rng)])
        assert mask[action] == 1
        obs, _, terminated, truncated, info = env.step(action)
        assert "illegal_action" not in info
        done, decisions = terminated or truncated, decisions + 1
    assert decisions > 20


def test_features_need_a_deciding_agent() -> None:
    obs, _ = MagicEnv(seed=2).reset()
    with pytest.raises(ValueError, match="at least one valid action"):
        action_features(obs, np.zeros(MAX_ACTIONS, dtype=np.int8))


def test_an_update_makes_the_action_of_the_won_game_likelier_and_that_of_the_lost_one_less_likely() -> None:
    features, policy = _three_actions(), LinearPolicy()
    state = np.ones(STATE_FEATURES)
    won = Episode([features, features], [0, 0], [state, state], [0.0, 0.0, 0.0], [1, 1, 1], reward=1.0)
    lost = Episode([features, features], [1, 1], [state, state], [0.0, 0.0, 0.0], [1, 1, 1], reward=-1.0)
    before = policy.probabilities(features)
    Reinforce(lr=0.1, batch=2).update(policy, [won, lost])
    after = policy.probabilities(features)
    assert before.tolist() == pytest.approx([1 / 3] * 3)
    assert after[0] > before[0] and after[1] < before[1]
    assert not policy.weights[[0, 7, 8]].any()  # weights no action uses are left alone


def test_a_return_is_the_result_plus_the_changes_of_potential_that_follow_discounted_by_turns() -> None:
    rise_then_nothing = Episode(potentials=[0.0, 0.5, 0.5], turns=[1, 1, 1], reward=-1.0)
    assert rise_then_nothing.returns(shaping=1.0, gamma=0.5).tolist() == [-0.5, -1.0]
    next_turn = Episode(potentials=[0.0, 0.0, 0.5], turns=[1, 2, 3], reward=1.0)
    assert next_turn.returns(shaping=2.0, gamma=0.5).tolist() == [1.25, 1.5]
    # idle decisions within a turn do not discount what follows
    idle = Episode(potentials=[0.0, 0.0, 0.0, -0.5], turns=[1, 1, 1, 2], reward=-1.0)
    assert idle.returns(shaping=1.0, gamma=0.5).tolist() == [-1.25, -1.25, -1.25]
    # a game cut at max_steps ends below any loss: stalling is no way out of one
    cut = Episode(potentials=[0.0, 0.5, 0.5], turns=[1, 1, 1], truncated=True)
    assert cut.returns(shaping=1.0, gamma=0.5).tolist() == [-1.5, -2.0]


def test_a_short_training_run_changes_the_weights_the_same_way_for_the_same_seed() -> None:
    def run(seed: int) -> np.ndarray:
        policy = LinearPolicy()
        stats = train(MagicEnv(seed=seed), policy, Reinforce(batch=1), np.random.default_rng(seed), episodes=1)
        assert (stats.episodes, stats.steps > 20) == (1, True)
        return policy.weights

    first, again, other = run(4), run(4), run(5)
    assert first.any()
    assert np.array_equal(first, again)
    assert not np.array_equal(first, other)


def test_train_takes_episodes_or_seconds_and_the_learner_a_positive_batch() -> None:
    env, policy, rng = MagicEnv(), LinearPolicy(), np.random.default_rng(0)
    with pytest.raises(ValueError, match="either episodes or seconds"):
        train(env, policy, Reinforce(), rng, episodes=4, seconds=1.0)
    with pytest.raises(ValueError, match="either episodes or seconds"):
        train(env, policy, Reinforce(), rng)
    with pytest.raises(ValueError, match="batch: expected at least 1"):
        Reinforce(batch=0)


def test_the_example_reports_both_win_rates_and_the_training(capsys: pytest.CaptureFixture[str]) -> None:
    main = runpy.run_path(str(EXAMPLE))["main"]
    main(["--episodes", "1", "--eval-games", "1", "--seed", "3", "--max-steps", "40"])
    lines = capsys.readouterr().out.splitlines()
    assert lines == [
        "untrained policy vs random: 0/1 = 0.0% (95% CI 0.0%-79.3%)",  # every game cut after 40 decisions: none won
        lines[1],
        "trained policy vs random:   0/1 = 0.0% (95% CI 0.0%-79.3%)",
    ]
    assert lines[1].startswith("trained: 1 episodes (0 won), 40 env steps in ")


def test_the_example_rejects_a_budget_that_is_not_positive(capsys: pytest.CaptureFixture[str]) -> None:
    main = runpy.run_path(str(EXAMPLE))["main"]
    with pytest.raises(SystemExit):
        main(["--episodes", "0"])
    assert "--episodes: expected a positive number, got 0" in capsys.readouterr().err
