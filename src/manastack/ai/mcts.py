"""A search player: information-set Monte Carlo tree search (single-observer ISMCTS).

The searching player can't see the other players' hands or any library's order, so every
iteration of the search starts from a world consistent with what they know
(:meth:`~manastack.game.Game.determinized`: the hidden cards dealt again, the RNG reseeded) and
walks one tree of moves shared by all those worlds.

At the root the moves are compared by *sequential halving* (Karnin, Koren and Somekh 2013, as in
Gumbel MuZero): in rounds, every move still in the running is played in the same new worlds
(each world dealt once and played out once per move, with the same seeds: common random numbers,
so the comparison is not drowned by how lucky a world's draws are), and after each round the
worse half is dropped by mean score over the worlds they all shared. The heuristic player's own
choice (judged in one world) stays to the end as the default: another move is made only if its
mean score beats it by :data:`MARGIN` over the same worlds.

Below the root, each iteration goes down the tree:

1. *Selection.* At each decision that matters, the moves possible in this world are the children
   that are *available*; among them UCB1 picks the one with the best mean score for the player
   making the move plus an exploration bonus (available-count UCB: a move is judged against the
   iterations in which it could have been chosen).
2. *Expansion.* The first decision with a move not yet in the tree adds it (one per iteration):
   the move the rollout policy would make, while it is untried, then the others at random.
3. *Rollout.* Heuristic players (:class:`~manastack.ai.heuristic.HeuristicPlayer`) play every seat
   on to the horizon (the end of the turn after next) or the end of the game.
4. *Back-propagation.* Each move on the path is credited with the score of the player who made it:
   1 for a win, 0 for a loss, ½ for a draw, otherwise the heuristic evaluation squashed into (0, 1).

The decisions searched are the ones that shape the game: which spell or ability to use when
holding priority (or to pass), the whole attack (the heuristic plan and variations of it: none,
everything, one attacker more or less) and the whole block. At the root only, the choices of a
spell or ability on its way to the stack are searched too, each answer a move: its targets (CR
601.2c), its mode (601.2b), X (107.3) and what to sacrifice to pay for it (601.2h) — the search
player's own next decisions once it has chosen the spell. Below the root, and for every other
decision (paying mana, ordering, a decision after the horizon or off the tree), the heuristic
player answers: searching a spell's targets in the tree would spread the budget over the spell's
sub-choices and drag its mean score down with its bad targets. Moves are named the same way in every world (a spell by its card name,
a combat plan by its creatures), so the tree's statistics add up across worlds. A move that came
back cancelled (a cost that couldn't be paid) is not searched again at the same decision.

The budget is a number of iterations (``playouts``, deterministic for a seed) or a time per
decision (``seconds``).
"""

from __future__ import annotations

import math
import random
import time
from collections import Counter
from collections.abc import Hashable
from dataclasses import dataclass, field

from manastack.actions import (
    Action,
    Cancel,
    CastSpell,
    Decision,
    DecisionKind,
    DeclareAttacker,
    DeclareBlocker,
    ExileFromHand,
    Pass,
    PlayLand,
    Purpose,
)
from manastack.ai.evaluate import evaluate
from manastack.ai.heuristic import HeuristicPlayer, attack_plan, attack_step, block_plan, block_step, spell_candidates
from manastack.errors import ManastackError
from manastack.game import Game
from manastack.rules.combat import min_blockers
from manastack.rules.layers import chars
from manastack.state.game_state import GameState

#: The exploration constant of UCB1 (scores are in [0, 1]).
EXPLORATION = 0.4
#: Evaluation points that move a score from ½ to about ¾ (tanh(1) / 2 + ½).
SCALE = 30.0
#: What a win loses and a loss gains for each turn it takes.
SOONER = 0.02
#: Decisions answered in one iteration before it stops and scores what it has.
MAX_STEPS = 600
#: Variations of the heuristic combat plan tried, one creature more or less each.
VARIATIONS = 4
#: How much better than the heuristic player's choice a move's mean score must be to be chosen
#: instead of it.
MARGIN = 0.03
#: The decisions of a spell or ability on its way to the stack searched at the root (targets,
#: mode, X; what to sacrifice to pay for it) when they have at most :data:`MAX_CHOICES` answers.
CHOICE_KINDS = frozenset({DecisionKind.TARGET, DecisionKind.MODE, DecisionKind.X})
CHOICE_PURPOSES = frozenset({Purpose.SACRIFICE_COST})
MAX_CHOICES = 8


@dataclass(frozen=True, slots=True)
class Move:
    """One move of the tree: a single answer, or a whole declaration of attackers or blockers
    followed answer by answer. ``key`` names it the same way in every world."""

    key: Hashable
    action: Action | None = None
    attack: tuple[tuple[int, int], ...] | None = None  # (attacker, player or planeswalker)
    block: tuple[tuple[int, int], ...] | None = None  # (blocker, attacker)

    def first(self, game: Game, d: Decision) -> Action:
        """The answer this move gives to ``d``."""
        if self.attack is not None:
            return attack_step(game, d, dict(self.attack))
        if self.block is not None:
            return block_step(d, list(self.block))
        assert self.action is not None
        return self.action

    def play(self, game: Game) -> None:
        """Make the whole move in ``game``: a declaration is followed to its end."""
        d = game.decision
        assert d is not None
        game.apply(self.first(game, d))
        if self.action is not None:
            return
        kind, player = d.kind, d.player
        while (nd := game.decision) is not None and nd.kind is kind and nd.player == player:
            game.apply(self.first(game, nd))


@dataclass(slots=True)
class Node:
    """Statistics of a move in the tree: times chosen, times available, the total score of the
    player who made it, and the moves after it (keyed by player and move key)."""

    visits: int = 0
    available: int = 0
    total: float = 0.0
    children: dict[tuple[int, Hashable], Node] = field(default_factory=dict)

    def mean(self) -> float:
        return self.total / self.visits

    def ucb(self) -> float:
        return self.mean() + EXPLORATION * math.sqrt(math.log(self.available) / self.visits)


def moves(game: Game, d: Decision) -> list[Move]:
    """The moves searched at decision ``d`` (fewer than two: not searched, the heuristic answers)."""
    s = game.state
    k = d.kind
    if k is DecisionKind.PRIORITY:
        if any(isinstance(a, PlayLand) for a in d.options):
            return []  # a land first, as the heuristic plays it
        found = [Move("pass", Pass())]
        for a in spell_candidates(game, d):
            if isinstance(a, CastSpell):  # by name: another player's hand differs from world to world
                key: Hashable = ("cast", s.objects[a.card].card.face_to_cast(a.other_face).name, a.other_face, a.alt)
            elif isinstance(a, ExileFromHand):
                key = (a.keyword, s.name_of(a.card))
            else:
                key = a  # an ability of a permanent, a face-down permanent: the same in every world
            found.append(Move(key, a))
        return found
    if k is DecisionKind.DECLARE_ATTACKERS and s.combat is not None and not any(
        s.objects[a].controller == d.player for a in s.combat.attackers if a in s.objects
    ):
        return attack_moves(game, d)
    if k is DecisionKind.DECLARE_BLOCKERS and s.combat is not None and not any(
        s.objects[b].controller == d.player for b in s.combat.blockers if b in s.objects
    ):
        return block_moves(game, d)
    return []


def root_moves(game: Game, d: Decision) -> list[Move]:
    """The moves searched at a decision of the search player's own (the root): those of
    :func:`moves`, and at a choice of a spell or ability on its way to the stack
    (:data:`CHOICE_KINDS`, :data:`CHOICE_PURPOSES`) each of its answers but Cancel (at most
    :data:`MAX_CHOICES`, else none: the heuristic player answers). An answer names an object or
    player by id, the same in every world (only hidden cards are dealt again)."""
    found = moves(game, d)
    if found or not (d.kind in CHOICE_KINDS or d.purpose in CHOICE_PURPOSES):
        return found
    answers = [a for a in d.options if not isinstance(a, Cancel)]
    return [Move(("choice", a), a) for a in answers] if len(answers) <= MAX_CHOICES else []


def attack_moves(game: Game, d: Decision) -> list[Move]:
    """Whole attacks: the heuristic plan, no attack, every creature at the plan's favourite
    player, and the plan with one attacker less or one more."""
    legal = {(a.attacker, a.defender) for a in d.options if isinstance(a, DeclareAttacker)}
    creatures = sorted({a for a, _ in legal})
    plan = attack_plan(game, d)
    players = [p for _, p in sorted(legal) if game.state.is_player_id(p)]
    if not players:
        return []
    favourite = max(set(plan.values()) or set(players), key=lambda p: (list(plan.values()).count(p), -p))
    plans = [plan, {}, {a: favourite for a in creatures if (a, favourite) in legal}]
    plans += [{a: p for a, p in plan.items() if a != out} for out in list(plan)[:VARIATIONS]]
    plans += [plan | {extra: favourite} for extra in [c for c in creatures if c not in plan and (c, favourite) in legal][:VARIATIONS]]
    return _distinct([Move(("attack", tuple(sorted(p.items()))), attack=tuple(sorted(p.items()))) for p in plans])


def block_moves(game: Game, d: Decision) -> list[Move]:
    """Whole blocks: the heuristic plan, no block, and the plan with one block less or one more
    (a free creature in front of the strongest unblocked attacker)."""
    legal = {(a.blocker, a.attacker) for a in d.options if isinstance(a, DeclareBlocker)}
    plan = block_plan(game, d)
    plans = [plan, []]
    plans += [[b for b in plan if b != out] for out in plan[:VARIATIONS]]
    used = {b for b, _ in plan}
    blocked = {a for _, a in plan}
    s = game.state
    open_attackers = sorted({a for _, a in legal if a not in blocked}, key=lambda a: (-(chars(s, a).power or 0), a))
    if open_attackers:
        target = open_attackers[0]
        plans += [[*plan, (b, target)] for b in sorted({b for b, a in legal if a == target and b not in used})[:VARIATIONS]]
    return _distinct([Move(("block", tuple(sorted(p))), block=tuple(sorted(p))) for p in (_enough_blockers(s, q) for q in plans)])


def _enough_blockers(state: GameState, plan: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """``plan`` without the blocks of an attacker it gives fewer blockers than it needs (CR 509.1b:
    menace, 702.111b): declared, such a block could only be withdrawn (509.1c), again and again."""
    count = Counter(a for _, a in plan)
    return [(b, a) for b, a in plan if count[a] >= min_blockers(state, a)]


def _distinct(found: list[Move]) -> list[Move]:
    seen: set[Hashable] = set()
    return [m for m in found if not (m.key in seen or seen.add(m.key))]  # type: ignore[func-returns-value]


def score(game: Game, player: int, turns: int = 0) -> float:
    """A position's worth to ``player`` in [0, 1], ``turns`` turns after the search began: a win
    is worth 1 and a loss 0, less and more by :data:`SOONER` a turn (a win now beats a win later,
    a loss later beats a loss now), a draw ½, otherwise the heuristic evaluation squashed."""
    out = game.outcome()
    if out is not None:
        if out.draw:
            return 0.5
        late = min(SOONER * turns, 0.25)
        return 1.0 - late if game.state.players[player].name in out.winners else late
    return 0.5 + 0.5 * math.tanh(evaluate(game, player) / SCALE)


class MCTSPlayer:
    """The search player (see the module docstring). ``playouts``: iterations per decision;
    ``seconds``: a time budget per decision instead (the number of iterations then depends on the
    machine); ``horizon``: turns played out past the current one."""

    def __init__(self, seed: int = 0, *, playouts: int | None = 32, seconds: float | None = None, horizon: int = 1) -> None:
        if (playouts is None) == (seconds is None):
            raise ValueError("give a budget of playouts or of seconds, not both")
        if playouts is not None and playouts < 1 or seconds is not None and seconds <= 0:
            raise ValueError("the budget must be positive")
        self.rng = random.Random(seed)
        self.playouts = playouts
        self.seconds = seconds
        self.horizon = horizon
        self.heuristic = HeuristicPlayer(seed)
        self._plan: tuple[tuple[int, int, DecisionKind], Move] | None = None
        # The last priority move and the moves that came back cancelled, by decision.
        self._last: tuple[tuple[int, str, int, int], Hashable] | None = None
        self._failed: set[tuple[tuple[int, str, int, int], Hashable]] = set()
        #: The last search: its tree, its iterations and how many of its worlds hit a rules error
        #: (such an iteration is skipped).
        self.root = Node()
        self.iterations = 0
        self.errors = 0

    def choose(self, game: Game) -> Action:
        d = game.decision
        assert d is not None
        if len(d.options) == 1:
            return d.options[0]
        s = game.state
        here = (s.turn, d.player, d.kind)
        if self._plan is not None and self._plan[0] == here and d.kind in (DecisionKind.DECLARE_ATTACKERS, DecisionKind.DECLARE_BLOCKERS):
            return self._plan[1].first(game, d)
        same = (s.turn, s.step.value, len(s.log), d.player)
        if d.kind is DecisionKind.PRIORITY:
            # Back at the same priority decision with nothing logged since (the spell's targets
            # and payment asked in between): the move was cancelled (a cost that couldn't be
            # paid, CR 601.2f, 733.1); it is not tried again here.
            if self._last is not None and self._last[0] == same:
                self._failed.add(self._last)
            self._last = None
        searched = root_moves(game, d)
        found = [m for m in searched if (same, m.key) not in self._failed]
        if len(searched) < 2 or not found:
            return self.heuristic.choose(game)
        if len(found) == 1:
            move = found[0]
        else:
            best = self.search(game, [m.key for m in found], self._heuristic_choice(game))
            move = next(m for m in found if m.key == best)
        if move.action is None:
            self._plan = (here, move)
        elif d.kind is DecisionKind.PRIORITY and move.key != "pass":
            self._last = (same, move.key)
        return move.first(game, d)

    def _heuristic_choice(self, game: Game) -> Hashable | None:
        """The key of the move the heuristic player would make, judged in a world of the search
        (its lookahead sees only that world, as the search does)."""
        world = game.determinized(game.decision.player if game.decision else 0, self.rng)
        d = world.decision
        assert d is not None
        usual = HeuristicPlayer(self.rng.getrandbits(32)).choose(world)
        return next((m.key for m in root_moves(world, d) if m.first(world, d) == usual), None)

    def search(self, game: Game, allowed: list[Hashable] | None = None, prior: Hashable | None = None) -> Hashable:
        """The key of the move to make after the budget's iterations: sequential halving over the
        root's moves (``allowed`` keys, default all), in worlds shared by the moves compared; the
        best by mean score at the end, unless that is not ``prior`` (the heuristic player's
        choice) and it doesn't beat the prior's mean over the same worlds by :data:`MARGIN`."""
        d = game.decision
        assert d is not None
        me = d.player
        root = self.root = Node()
        self.iterations = self.errors = 0
        keys = allowed if allowed is not None else [m.key for m in root_moves(game, d)]
        keys = sorted(keys, key=lambda k: k != prior)  # the prior first: a budget too small for every move plays it
        if not keys:
            return prior
        scores: dict[Hashable, dict[int, float]] = {k: {} for k in keys}  # by world
        running = list(keys)
        budget = _Budget(self.playouts, self.seconds)
        rounds = max(1, math.ceil(math.log2(len(running))))
        world = 0
        for r in range(rounds):
            last = r == rounds - 1 or len(running) <= 2
            round_start = self.iterations
            while not budget.expired(self.iterations):
                total = budget.total(self.iterations)
                if total is not None:
                    # Each round its share of what is left (at least a world), the last round all.
                    goal = total if last else min(total, round_start + max(len(running), (total - round_start) // (rounds - r)))
                    if self.iterations >= goal:
                        break
                if not self._play_world(game, me, root, running, scores, world, budget):
                    break  # none of the moves can be made in a world
                world += 1
            if last or budget.expired(self.iterations):
                break
            ranked = sorted(running, key=lambda k: -_shared_mean(scores, running, k))
            kept = ranked[: (len(running) + 1) // 2]
            running = [k for k in keys if k in kept or k == prior and k in running]
        tried = [k for k in running if scores[k]]
        if not tried:
            return prior if prior is not None else keys[0]
        best = max(tried, key=lambda k: (_shared_mean(scores, tried, k), -keys.index(k)))
        if prior in tried and best != prior and _shared_mean(scores, [best, prior], best) < _shared_mean(scores, [best, prior], prior) + MARGIN:
            return prior
        return best

    def _play_world(self, game: Game, me: int, root: Node, running: list[Hashable], scores: dict[Hashable, dict[int, float]], world: int,
                    budget: _Budget) -> int:
        """Deal one world and play each of the ``running`` moves in it once, with the same seeds,
        while the ``budget`` lasts; their scores go to ``scores`` under ``world``. Returns the
        number of iterations played."""
        w = game.determinized(me, self.rng)
        seeds = {p.id: self.rng.getrandbits(32) for p in w.state.players}
        d = w.decision
        assert d is not None
        found = {m.key: m for m in root_moves(w, d)}
        played = 0
        for key in running:
            if key not in found:
                continue
            if budget.spent(self.iterations):
                break
            self.iterations += 1
            played += 1
            try:
                scores[key][world] = self._iterate(w.copy(), me, root, found[key], seeds)
            except ManastackError:
                self.errors += 1
        return played

    def _first_to_try(self, game: Game, d: Decision, untried: list[tuple[int, Hashable]], available: dict[tuple[int, Hashable], Move]) -> tuple[int, Hashable]:
        """The untried move to add to the tree: the rollout policy's own choice if it is one of
        them, otherwise one at random."""
        choice = HeuristicPlayer(lookahead=False).choose(game)  # a player of its own: it remembers its choices
        for key in untried:
            if available[key].first(game, d) == choice:
                return key
        return untried[self.rng.randrange(len(untried))]

    def _iterate(self, g: Game, me: int, root: Node, first: Move, seeds: dict[int, int]) -> float:
        """One iteration in world ``g`` (changed): ``first`` made at the root, then down the tree
        and on to the horizon with the rollout players seeded ``seeds``; returns the score for
        ``me``."""
        seats = {pid: HeuristicPlayer(seed, lookahead=False) for pid, seed in seeds.items()}
        first_turn = g.state.turn
        last_turn = first_turn + self.horizon
        node = root.children.setdefault((me, first.key), Node())
        node.available += 1
        path = [(node, me)]
        expanded = node.visits == 0
        first.play(g)
        for _ in range(MAX_STEPS):
            d = g.decision
            if d is None or g.state.turn > last_turn:
                break
            found = [] if expanded else moves(g, d)
            if len(found) < 2:
                g.apply(seats[d.player].choose(g))
                continue
            available = {(d.player, m.key): m for m in found}
            for key in available:
                if key in node.children:
                    node.children[key].available += 1
            untried = [key for key in available if key not in node.children]
            if untried:
                key = self._first_to_try(g, d, untried, available)
                node.children[key] = Node(available=1)
                expanded = True
            else:
                key = max(available, key=lambda k: node.children[k].ucb())
            node = node.children[key]
            path.append((node, d.player))
            available[key].play(g)
        scores = {p: score(g, p, g.state.turn - first_turn) for p in {p for _, p in path}}
        for n, p in path:
            n.visits += 1
            n.total += scores[p]
        return scores[me]


class _Budget:
    """The iterations a search may play: ``playouts``, or as many as fit in ``seconds`` (at the
    pace of the first world, and none started after the deadline; at least one)."""

    def __init__(self, playouts: int | None, seconds: float | None) -> None:
        self.playouts = playouts
        self.seconds = seconds
        self.started = time.perf_counter()
        self.deadline = self.started + seconds if seconds is not None else math.inf

    def total(self, done: int) -> int | None:
        """The number of iterations in all, once known (for a time budget, after some are done)."""
        if self.playouts is None and done and self.seconds is not None:
            self.playouts = max(done, int(self.seconds * done / max(time.perf_counter() - self.started, 1e-9)))
        return self.playouts

    def expired(self, done: int) -> bool:
        """Whether the time is up (never before the first iteration)."""
        return done > 0 and time.perf_counter() >= self.deadline

    def spent(self, done: int) -> bool:
        """Whether no other iteration may start."""
        return self.expired(done) or (self.playouts is not None and done >= self.playouts)


def _shared_mean(scores: dict[Hashable, dict[int, float]], keys: list[Hashable], key: Hashable) -> float:
    """``key``'s mean score over the worlds in which every one of ``keys`` was scored (over all
    of its own worlds if they share none)."""
    shared = set.intersection(*(set(scores[k]) for k in keys))
    mine = scores[key]
    worlds = shared or set(mine)
    return sum(mine[w] for w in worlds) / len(worlds) if worlds else -math.inf


__all__ = ["MCTSPlayer", "Move", "Node", "attack_moves", "block_moves", "moves", "root_moves", "score"]
