"""The search player (information-set MCTS): it searches only worlds consistent with what it
knows, it is reproducible from its seed, it finds the winning move and avoids the losing one."""

from __future__ import annotations

import json
import random
from collections.abc import Hashable
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from manastack.actions import CastSpell, Choose, DecisionKind, DeclareAttacker, Done, Pass
from manastack.ai import LEVELS_HELP, MCTSPlayer, is_level, make_player
from manastack.ai.mcts import Move, Node, attack_moves, block_moves, moves, root_moves
from manastack.app.decks import resolve_deck
from manastack.app.runner import GameSpec, play_game
from manastack.cli import app
from manastack.game import Game
from manastack.model.types import Step
from manastack.position import position

LIBRARY = ["Forest", "Mountain", "Grizzly Bears", "Hill Giant", "Lightning Bolt", "Serra Angel"]


def midgame(seed: int = 3, turn: int = 4) -> Game:
    """A heuristic mirror game at A's first decision from turn ``turn`` on that the search player
    searches (two moves or more)."""
    deck = resolve_deck("hob-red").cards
    spec = GameSpec(("A", "B"), (deck, deck), seed, 0, ("heuristic", "heuristic"))
    g, ais = spec.new_game(), spec.players()
    while (d := g.decision) is not None and not (g.state.turn >= turn and d.player == 0 and len(moves(g, d)) >= 2):
        g.apply(ais[d.player].choose(g))
    return g


def names(g: Game, ids: list[int]) -> list[str]:
    return sorted(g.state.name_of(i) for i in ids)


def test_a_determinized_world_keeps_what_the_player_knows() -> None:
    """CR 400.2, 401.2, 402.3: the player's own hand and everything public stay; the opponent's
    hand keeps its size and is dealt from the cards they haven't shown; libraries are shuffled."""
    g = midgame()
    before = g.state.copy()
    me, them = 0, 1
    changed_hand = changed_order = False
    for k in range(8):
        w = g.determinized(me, random.Random(k))
        s, t = w.state, g.state
        assert s.players[me].hand == t.players[me].hand
        assert s.battlefield == t.battlefield and s.players[them].graveyard == t.players[them].graveyard
        assert len(s.players[them].hand) == len(t.players[them].hand)
        hidden = t.players[them].hand + t.players[them].library
        assert sorted(s.players[them].hand + s.players[them].library) == sorted(hidden)
        assert sorted(s.players[me].library) == sorted(t.players[me].library)
        assert all(s.objects[o].zone.value == "hand" for o in s.players[them].hand)
        changed_hand |= names(w, s.players[them].hand) != names(g, t.players[them].hand)
        changed_order |= s.players[me].library != t.players[me].library
        assert w.decision == g.decision
    assert changed_hand and changed_order
    assert g.state.players[them].hand == before.players[them].hand  # the game itself is not changed
    assert g.state.rng.getstate() == before.rng.getstate()


def test_a_determinized_world_has_its_own_rng() -> None:
    g = midgame()
    w1, w2 = g.determinized(0, random.Random(1)), g.determinized(0, random.Random(2))
    assert w1.state.rng.getstate() != g.state.rng.getstate()
    assert w1.state.rng.getstate() != w2.state.rng.getstate()


def test_a_determinized_world_replays_the_operation_in_progress() -> None:
    """An operation part-way (a spell being cast, its target chosen next: CR 601.2c) goes on in
    the new world with the answers given so far."""
    g = position({"alice": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears"], "hand": ["Forest", "Hill Giant"], "library": LIBRARY}})
    g.apply("Cast Lightning Bolt")
    d = g.decision
    assert d is not None and d.kind is DecisionKind.TARGET
    w = g.determinized(0, random.Random(5))
    assert w.decision == d
    assert [o for o in w.state.stack] == [o for o in g.state.stack]
    bears = next(a for a in d.options if isinstance(a, Choose) and g.state.name_of(a.id) == "Grizzly Bears")
    w.apply(bears)
    w.apply("Pay automatically")
    while (wd := w.decision) is not None and w.state.stack:
        w.apply(wd.options[0])
    assert "Grizzly Bears" not in [w.state.name_of(o) for o in w.state.battlefield]
    assert "Grizzly Bears" in [g.state.name_of(o) for o in g.state.battlefield]


def test_the_search_does_not_peek_at_hidden_cards() -> None:
    """Two games that differ only in which of the opponent's unseen cards are in their hand and
    which in their library give the same search, move for move and score for score."""
    g = midgame()
    h = g.copy()
    them = h.state.players[1]
    a, b = them.hand[0], them.library[-1]
    them.hand[0], them.library[-1] = b, a
    h.state.objects[a].zone, h.state.objects[b].zone = h.state.objects[b].zone, h.state.objects[a].zone
    assert names(g, g.state.players[1].hand) != names(h, h.state.players[1].hand)

    def tree(game: Game) -> dict[object, tuple[int, float]]:
        p = MCTSPlayer(9, playouts=12)
        p.search(game)
        return {k: (n.visits, round(n.total, 9)) for k, n in p.root.children.items()}

    searched = tree(g)
    assert len(searched) >= 2 and sum(v for v, _ in searched.values()) == 12
    assert searched == tree(h)


def test_the_search_is_reproducible_from_its_seed() -> None:
    g = midgame()
    p1, p2 = MCTSPlayer(4, playouts=10), MCTSPlayer(4, playouts=10)
    assert p1.choose(g) == p2.choose(g)
    assert p1.iterations == p2.iterations == 10
    assert {k: n.visits for k, n in p1.root.children.items()} == {k: n.visits for k, n in p2.root.children.items()}


def test_it_casts_the_burn_that_wins_and_aims_it_at_the_player() -> None:
    g = position({"alice": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": LIBRARY},
                  "bob": {"battlefield": ["Serra Angel", "Grizzly Bears"], "life": 3, "library": LIBRARY}})
    ai = MCTSPlayer(1, playouts=24)
    cast = ai.choose(g)
    assert isinstance(cast, CastSpell)
    g.apply(cast)
    d = g.decision
    assert d is not None and d.kind is DecisionKind.TARGET
    target = ai.choose(g)
    assert isinstance(target, Choose) and target.id == 1  # bob, the player


def test_it_compares_the_targets_of_its_own_spell_and_aims_the_burn_that_wins() -> None:
    """At the root, a spell's targets (CR 601.2c) are moves of the search: each of Lightning Bolt's
    legal targets is played in the search's worlds, and the one that wins (Bob, at 3 life) is
    chosen; the spell's other decisions deeper in a playout are the rollout policy's."""
    g = position({"alice": {"battlefield": ["Mountain", "Grizzly Bears"], "hand": ["Lightning Bolt"], "library": LIBRARY},
                  "bob": {"battlefield": ["Serra Angel", "Hill Giant"], "life": 3, "library": LIBRARY}})
    g.apply("Cast Lightning Bolt")
    d = g.decision
    assert d is not None and d.kind is DecisionKind.TARGET
    targets = {a for a in d.options if isinstance(a, Choose)}
    assert {m.key for m in root_moves(g, d)} == {("choice", a) for a in targets} and len(targets) == 5  # both players, three creatures
    assert moves(g, d) == []  # below the root: not searched
    ai = MCTSPlayer(2, playouts=20)
    target = ai.choose(g)
    assert target == Choose(1)  # bob
    assert {k for (_, k) in ai.root.children} == {("choice", a) for a in targets} and ai.iterations == 20


def test_it_keeps_home_the_blocker_it_needs_to_live() -> None:
    """At 3 life against a 3/3, attacking with the only creature loses the game on the next turn;
    the search keeps it home, although an attack is one of the moves it weighs."""
    g = position({"alice": {"battlefield": ["Grizzly Bears"], "life": 3, "library": ["Forest"] * 5},
                  "bob": {"battlefield": ["Hill Giant"], "life": 20, "library": ["Forest"] * 5}}, step=Step.BEGINNING_OF_COMBAT)
    ai = MCTSPlayer(2, playouts=24)
    while (d := g.decision) is not None and d.kind is not DecisionKind.DECLARE_ATTACKERS:
        g.apply(d.options[0])
    assert d is not None and len(attack_moves(g, d)) >= 2
    assert ai.choose(g) == Done()


def test_every_searched_block_gives_a_menace_attacker_two_blockers_or_none() -> None:
    """CR 702.111b: a creature with menace can't be blocked except by two or more creatures. A
    searched block with one creature in front of it could only be withdrawn (509.1c) and declared
    again, forever (a game that never ended): every block plan either gives it two blockers or
    leaves it unblocked, and each one ends the declaration."""
    g = position({"alice": {"battlefield": ["Boggart Brute"], "library": ["Forest"] * 5},
                  "bob": {"battlefield": ["Grizzly Bears", "Savannah Lions"], "library": ["Forest"] * 5}}, step=Step.BEGINNING_OF_COMBAT)
    while (d := g.decision) is not None and d.kind is not DecisionKind.DECLARE_BLOCKERS:
        attack = [a for a in d.options if isinstance(a, DeclareAttacker)]
        g.apply(attack[0] if attack else d.options[-1] if d.kind is DecisionKind.DECLARE_ATTACKERS else d.options[0])
    assert d is not None and d.player == 1
    found = block_moves(g, d)
    assert found and all(len(m.block or ()) in (0, 2) for m in found)
    for m in found:
        w = g.copy()
        for _ in range(10):
            nd = w.decision
            if nd is None or nd.kind is not DecisionKind.DECLARE_BLOCKERS:
                break
            w.apply(m.first(w, nd))
        assert w.decision is None or w.decision.kind is not DecisionKind.DECLARE_BLOCKERS, m.key


def test_it_attacks_for_the_win() -> None:
    g = position({"alice": {"battlefield": ["Grizzly Bears", "Hill Giant"], "library": ["Forest"] * 5},
                  "bob": {"battlefield": ["Savannah Lions"], "life": 3, "library": ["Forest"] * 5}}, step=Step.BEGINNING_OF_COMBAT)
    ai = MCTSPlayer(2, playouts=24)
    while (d := g.decision) is not None and d.kind is not DecisionKind.DECLARE_ATTACKERS:
        g.apply(d.options[0])
    declared = []
    while (d := g.decision) is not None and d.kind is DecisionKind.DECLARE_ATTACKERS:
        a = ai.choose(g)
        declared.append(a)
        g.apply(a)
    assert sorted(g.state.name_of(a.attacker) for a in declared if isinstance(a, DeclareAttacker)) == ["Grizzly Bears", "Hill Giant"]


def test_a_game_against_the_heuristic_player_runs_its_budget_at_every_search() -> None:
    deck = resolve_deck("hob-green").cards
    spec = GameSpec(("M", "H"), (deck, deck), 11, 0, ("mcts:3", "heuristic"))
    budgets: list[int] = []
    mcts = MCTSPlayer(5, playouts=3)
    real = mcts.search

    def counted(game: Game, *args: Any) -> object:
        key = real(game, *args)
        budgets.append(mcts.iterations)
        return key

    mcts.search = counted  # type: ignore[method-assign]
    game, r = play_game(spec, players={0: mcts, 1: make_player("heuristic", 2)})
    assert r.status == "finished", r.error
    assert game.outcome() is not None and budgets and set(budgets) == {3}


def test_a_move_that_came_back_cancelled_is_not_made_again() -> None:
    """CR 601.2f, 733.1: back at the same decision with nothing logged since, the move made there
    was cancelled; the search player makes another (here the only other: passing)."""
    g = position({"alice": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": LIBRARY},
                  "bob": {"battlefield": ["Grizzly Bears"], "life": 3, "library": LIBRARY}})
    ai = MCTSPlayer(0, playouts=1)  # one iteration: the heuristic player's choice, casting
    assert isinstance(ai.choose(g), CastSpell)
    assert ai.choose(g) == Pass()


def test_a_cast_cancelled_after_its_payment_began_is_not_made_again() -> None:
    """CR 601.2f, 733.1: Magnificent End costs {3} less if it targets a tapped creature. Aimed at
    the untapped one instead, its cost can't be paid with three Plains, and the cast is cancelled
    after the search player answered the payment's decisions. Back at the same decision, it passes
    rather than cast it again (and again: a game that never ends)."""
    g = position({"alice": {"battlefield": ["Plains", "Plains", "Plains"], "hand": ["Magnificent End"], "library": LIBRARY},
                  "bob": {"battlefield": [{"card": "Serra Angel", "tapped": True}, "Hill Giant"], "library": LIBRARY}})
    ai = MCTSPlayer(0, playouts=1)  # one iteration: the heuristic player's choice, casting at the tapped Angel
    start = len(g.state.log)
    assert isinstance(ai.choose(g), CastSpell)
    g.apply("Cast Magnificent End")
    g.apply("Hill Giant")
    answered = 0
    while (d := g.decision) is not None and d.kind is not DecisionKind.PRIORITY:
        g.apply(ai.choose(g))
        answered += 1
    assert answered >= 2 and len(g.state.log) == start and not g.state.stack  # cancelled, after paying began
    assert ai.choose(g) == Pass()


@pytest.mark.parametrize("level", ["mcts", "mcts:50", "mcts:0.25s"])
def test_mcts_levels(level: str) -> None:
    assert is_level(level) and isinstance(make_player(level), MCTSPlayer)


@pytest.mark.parametrize("level", ["mcts:0", "mcts:-1s", "mcts:lots", "heuristic:5", "minimax"])
def test_bad_levels_are_refused_naming_the_levels(level: str) -> None:
    assert not is_level(level)
    with pytest.raises(ValueError, match="mcts:N playouts"):
        make_player(level)
    assert "mcts" in LEVELS_HELP


def test_sim_with_the_search_player_is_reproducible_from_the_seed(tmp_path: Path) -> None:
    """A budget in playouts makes the search player's games depend on the seed alone."""
    runs = []
    for k in range(2):
        out = tmp_path / f"sim{k}.json"
        r = CliRunner().invoke(app, ["sim", "gruul", "gruul", "-n", "1", "-j", "1", "--seed", "8", "--ai", "mcts:2,heuristic", "--json", str(out), "-q"])
        assert r.exit_code == 0, r.output
        runs.append(json.loads(out.read_text()))
    assert runs[0]["summary"]["ai_a"] == "mcts:2" and runs[0]["summary"]["failures"] == 0
    assert runs[0]["games"] == runs[1]["games"]


def test_the_commands_refuse_a_bad_search_budget_naming_the_levels() -> None:
    r = CliRunner().invoke(app, ["sim", "gruul", "gruul", "-n", "1", "--ai", "mcts:0,heuristic"])
    assert r.exit_code == 2 and "mcts:N playouts" in " ".join(r.output.split())


def test_the_moves_at_the_root_are_played_in_the_same_worlds() -> None:
    """Common random numbers: each world is dealt once and every move still in the running is
    played in it, from the same hidden cards and the same RNG; the next world is another deal."""
    g = midgame()
    seen: list[tuple[Hashable, tuple[str, ...], object]] = []
    ai = MCTSPlayer(3, playouts=12)
    real = ai._iterate

    def spy(world: Game, me: int, root: Node, first: Move, seeds: dict[int, int]) -> float:
        seen.append((first.key, tuple(names(world, world.state.players[1].hand)), world.state.rng.getstate()))
        return real(world, me, root, first, seeds)

    ai._iterate = spy  # type: ignore[method-assign]
    searched = len(moves(g, g.decision))  # type: ignore[arg-type]
    assert searched >= 2
    ai.search(g)
    first_world = seen[:searched]
    assert len({k for k, _, _ in first_world}) == searched  # every move, once each
    assert len({(hand, rng) for _, hand, rng in first_world}) == 1  # in one world
    assert seen[searched][2] != first_world[0][2]  # then another


def test_sequential_halving_drops_the_worse_moves_and_keeps_the_heuristic_choice() -> None:
    """With more moves than two, the moves that score worse in the first round are not played
    again, the better half and the heuristic player's choice are."""
    g = position({"alice": {"battlefield": ["Grizzly Bears", "Hill Giant", "Savannah Lions"], "library": ["Forest"] * 5},
                  "bob": {"battlefield": ["Serra Angel"], "life": 12, "library": ["Forest"] * 5}}, step=Step.BEGINNING_OF_COMBAT)
    while (d := g.decision) is not None and d.kind is not DecisionKind.DECLARE_ATTACKERS:
        g.apply(d.options[0])
    assert d is not None
    keys = [m.key for m in attack_moves(g, d)]
    assert len(keys) >= 4
    ai = MCTSPlayer(1, playouts=8 * len(keys))
    prior = keys[-1]  # as if the heuristic player had chosen this one
    ai.search(g, keys, prior)
    visits = {k: n.visits for (_, k), n in ai.root.children.items()}
    assert set(visits) == set(keys) and ai.iterations == 8 * len(keys)
    most = max(visits.values())
    finalists = {k for k, v in visits.items() if v == most}
    assert prior in finalists and len(finalists) <= 3
    assert min(visits.values()) < most


def test_a_time_budget_stops_the_search_at_its_deadline(monkeypatch: pytest.MonkeyPatch) -> None:
    """``seconds``: no iteration starts after the deadline (a clock that moves 1/8 s an iteration)."""
    g = midgame()
    clock = [0.0]
    monkeypatch.setattr("manastack.ai.mcts.time.perf_counter", lambda: clock[0])
    ai = MCTSPlayer(2, playouts=None, seconds=1.0)
    real = ai._iterate

    def slow(*args: Any) -> float:
        clock[0] += 0.125
        return real(*args)

    ai._iterate = slow  # type: ignore[method-assign]
    ai.search(g)
    assert ai.iterations == 8
