"""The RL environments (manastack.env): the libraries' own checkers, determinism, hidden
information, whole games played by masked random agents."""

from __future__ import annotations

from typing import Any

import pytest

np = pytest.importorskip("numpy", reason="the [rl] extra (numpy) is not installed")
pytest.importorskip("gymnasium", reason="the [rl] extra (gymnasium) is not installed")
pytest.importorskip("pettingzoo", reason="the [rl] extra (pettingzoo) is not installed")

from gymnasium.utils.env_checker import check_env  # noqa: E402
from pettingzoo.test import api_test  # noqa: E402

from manastack.actions import Pass, PlayLand  # noqa: E402
from manastack.env import MAX_ACTIONS, MagicAECEnv, MagicEnv, card_index, make_vector_env  # noqa: E402
from manastack.env.encoding import card_names  # noqa: E402

CARD_ARRAYS = ("hands", "graveyards", "exile", "command", "battlefield_cards", "stack_cards")


def _masked_random(info: dict[str, Any], rng: Any) -> int:
    return int(rng.choice(np.flatnonzero(info["action_mask"])))


def _play(env: MagicAECEnv, seed: int, viewer: str | None = None) -> list[dict[str, Any]]:
    """A whole game of masked random agents; the observations of ``viewer`` (default: the agent
    to act) at every step."""
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    seen = []
    for agent in env.agent_iter():
        obs, _, terminated, truncated, info = env.last()
        seen.append(obs if viewer is None else env.observe(viewer))
        env.step(None if terminated or truncated else _masked_random(info, rng))
    return seen


@pytest.mark.parametrize(("format", "players"), [("duel", None), ("two-headed-giant", None), ("free-for-all", 3)])
def test_the_aec_env_passes_the_pettingzoo_api_test(format: str, players: int | None) -> None:
    api_test(MagicAECEnv(format=format, num_players=players, seed=2, max_steps=400), num_cycles=300)


@pytest.mark.parametrize("opponent", ["random", "heuristic"])
def test_the_single_seat_env_passes_the_gymnasium_env_checker(opponent: str) -> None:
    check_env(MagicEnv(opponent=opponent, seed=4), skip_render_check=True)


def test_masked_random_agents_play_a_duel_to_the_end_with_a_winner_and_a_loser() -> None:
    env = MagicAECEnv(seed=0)
    env.reset(seed=7)
    rng = np.random.default_rng(7)
    total: dict[str, float] = {}
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        total[agent] = reward
        assert obs["action_mask"].tolist() == info["action_mask"].tolist()
        env.step(None if terminated or truncated else _masked_random(info, rng))
    assert env.game.is_over and env.agents == []
    assert sorted(total.values()) == [-1.0, 1.0]


def test_the_same_seed_and_actions_give_the_same_observations() -> None:
    first, second = (_play(MagicAECEnv(max_steps=300), seed=11) for _ in range(2))
    assert len(first) == len(second) > 100
    for a, b in zip(first, second, strict=True):
        assert a.keys() == b.keys() and all(np.array_equal(a[k], b[k]) for k in a)


def test_a_game_capped_at_max_steps_is_truncated_with_no_reward() -> None:
    env = MagicAECEnv(seed=1, max_steps=10)
    env.reset()
    rng = np.random.default_rng(0)
    for _ in range(10):
        env.step(_masked_random(env.infos[env.agent_selection], rng))
    assert all(env.truncations.values()) and not any(env.terminations.values())
    assert set(env._cumulative_rewards.values()) == {0.0}


def _hidden_indices(env: MagicAECEnv, owner: int, viewer: int) -> set[int]:
    """The card indices of ``owner``'s hand whose name is nowhere ``viewer`` may see it."""
    s = env.game.state
    visible = {s.objects[o].name for o in (*s.battlefield, *s.stack, *s.exile, *s.command, *s.players[viewer].hand)}
    visible |= {s.objects[o].name for p in s.players for o in p.graveyard}
    return {card_index(s.objects[o].name) for o in s.players[owner].hand} - {card_index(n) for n in visible}


def test_seat_0_never_sees_the_cards_in_seat_1s_hand() -> None:
    env = MagicAECEnv(decks=["hob-red", "hob-green"], seed=3, max_steps=600)
    env.reset(seed=3)
    rng = np.random.default_rng(3)
    checked = 0
    for agent in env.agent_iter():
        _, _, terminated, truncated, info = env.last()
        hidden = _hidden_indices(env, owner=1, viewer=0)
        mine, theirs = env.observe("player_0"), env.observe("player_1")
        assert not hidden & {int(i) for k in CARD_ARRAYS for i in mine[k].ravel()}
        assert hidden <= set(theirs["hands"][0].tolist())  # the owner's own observation does encode them
        checked += bool(hidden)
        env.step(None if terminated or truncated else _masked_random(info, rng))
    assert checked > 50
    assert int(env.observe("player_0")["players"][1][4]) == len(env.game.state.players[1].hand)  # seat 1's hand: a count


def test_an_action_outside_the_mask_concedes_the_game_for_the_agent() -> None:
    env = MagicEnv(seed=5)
    _, info = env.reset()
    invalid = int(np.flatnonzero(info["action_mask"] == 0)[0])
    _, reward, terminated, truncated, info = env.step(invalid)
    assert (reward, terminated, truncated, info["illegal_action"]) == (-1.0, True, False, True)
    assert env.game.outcome() is not None and env.game.outcome().winners == ("player_1",)


def test_a_masked_random_agent_plays_a_whole_game_against_the_heuristic_player() -> None:
    env = MagicEnv(opponent="heuristic", seed=6)
    _, info = env.reset()
    rng = np.random.default_rng(6)
    done, steps = False, 0
    while not done:
        assert info["action_mask"].shape == (MAX_ACTIONS,) and info["action_mask"].any()
        _, reward, terminated, truncated, info = env.step(_masked_random(info, rng))
        done, steps = terminated or truncated, steps + 1
    assert terminated and env.game.is_over and reward in (-1.0, 1.0) and steps > 5


def test_a_callable_opponent_answers_the_other_seats_decisions() -> None:
    asked: list[int] = []

    def first_option(game: Any) -> Any:
        asked.append(game.decision.player)
        return game.legal_actions()[0]

    env = MagicEnv(opponent=first_option, seed=8)
    _, info = env.reset()
    env.step(_masked_random(info, np.random.default_rng(0)))
    assert asked and set(asked) == {1}


def test_card_indices_are_positions_in_the_sorted_oracle_names_from_2() -> None:
    names = card_names()
    assert list(names) == sorted(names) and len(names) > 30000
    assert card_index("Lightning Bolt") == names.index("Lightning Bolt") + 2
    assert (card_index(None), card_index(""), card_index("No Such Card Anywhere")) == (0, 0, 1)


def test_an_unknown_opponent_level_is_refused_naming_the_levels() -> None:
    with pytest.raises(ValueError, match="heuristic"):
        MagicEnv(opponent="grandmaster")


def test_a_vector_of_envs_plays_distinct_games_and_starts_new_ones_when_they_end() -> None:
    envs = make_vector_env(3, opponent="random")
    obs, info = envs.reset(seed=0)
    assert info["action_mask"].shape == (3, MAX_ACTIONS) and obs["battlefield"].shape[0] == 3
    hands = {tuple(h) for h in obs["hands"][:, 0].tolist()}
    assert len(hands) == 3  # three different shuffles
    rng = np.random.default_rng(0)
    ended = 0
    for _ in range(400):
        actions = np.array([rng.choice(np.flatnonzero(m)) if m.any() else 0 for m in info["action_mask"]])
        obs, _, terminated, _, info = envs.step(actions)
        ended += int(terminated.sum())
    assert ended >= 3


def test_in_two_headed_giant_a_player_sees_their_teammates_hand_and_not_the_opponents() -> None:
    env = MagicAECEnv(format="two-headed-giant", seed=1)
    env.reset()
    hands = env.observe("player_0")["hands"]  # seats from player_0: itself, player_1 (teammate), player_2, player_3
    state = env.game.state
    assert hands[1].tolist()[:7] == [card_index(state.objects[o].name) for o in state.players[1].hand]
    assert not hands[2].any() and not hands[3].any()


def test_each_option_is_encoded_with_its_kind_and_the_card_it_names() -> None:
    env = MagicAECEnv(seed=9)
    env.reset()
    rng = np.random.default_rng(9)
    while not any(isinstance(a, PlayLand) for a in env.game.legal_actions()):
        env.step(_masked_random(env.infos[env.agent_selection], rng))
    options = env.game.legal_actions()
    rows = env.observe(env.agent_selection)["actions"]
    i = next(k for k, a in enumerate(options) if isinstance(a, PlayLand))
    land = options[i]
    assert isinstance(land, PlayLand) and rows[i][1] == card_index(env.game.state.objects[land.card].name) > 1
    assert rows[0][0] == 1 and isinstance(options[0], Pass)  # kind 1: Pass, first in the Action union
    assert not rows[len(options):].any()


def test_a_player_who_loses_a_free_for_all_is_terminated_while_the_game_goes_on() -> None:
    env = MagicAECEnv(format="free-for-all", num_players=3, seed=0, max_steps=20000)
    env.reset(seed=4)
    rng = np.random.default_rng(4)
    ended: list[tuple[str, float, bool]] = []
    for agent in env.agent_iter():
        _, reward, terminated, truncated, info = env.last()
        if terminated or truncated:
            ended.append((agent, reward, env.game.is_over))
        env.step(None if terminated or truncated else _masked_random(info, rng))
    assert env.game.is_over and len(ended) == 3
    assert ended[0][1:] == (-1.0, False)  # the first loser leaves before the end
    assert sorted(r for _, r, _ in ended) == [-1.0, -1.0, 1.0]
