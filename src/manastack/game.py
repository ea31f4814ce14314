"""The public face of the engine: a game as a state machine.

>>> game = Game.new([("alice", deck_a), ("bob", deck_b)], seed=1)   # doctest: +SKIP
>>> game.decision.player, game.legal_actions()                      # doctest: +SKIP
>>> game.apply(game.legal_actions()[0])                             # doctest: +SKIP

Every choice is a :class:`~manastack.actions.Decision`; :meth:`Game.apply` answers it. An
operation that needs several answers (casting a spell: targets, X, payment) is replayed from the
stable state before it began with the answers so far, so the state is always plain data and
:meth:`Game.copy` works at any point.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from manastack.actions import Action, Concede, Decision, Pass, describe
from manastack.errors import ActionParseError, AmbiguousActionError, GameOverError, IllegalActionError
from manastack.model.card import CardDef
from manastack.model.types import Step, Zone
from manastack.rules.context import Ctx, NeedDecision
from manastack.rules.costs import Rewind
from manastack.rules.turn import concede, step_once
from manastack.state.game_state import Format, GameState, LogEvent, Player, Team
from manastack.state.objects import GameObject


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended: the winning team's player names, or a draw."""

    winners: tuple[str, ...]
    draw: bool


class Game:
    """A game of Magic driven by decisions."""

    def __init__(self, state: GameState) -> None:
        self._stable = state
        self._answers: list[Action] = []
        self._view = state
        self._decision: Decision | None = None
        self._advance()

    # ---- construction ---------------------------------------------------------------------------

    @staticmethod
    def new(
        players: Sequence[tuple[str, Sequence[CardDef]]],
        *,
        seed: int = 0,
        format: Format = Format.DUEL,
        life: int | None = None,
        starting_player: int | None = None,
        skip_mulligans: bool = False,
    ) -> Game:
        """Start a game: libraries shuffled with the seeded RNG, the starting player chosen from the
        seed (103.1), seven-card hands drawn (103.5) and the mulligan process begun.
        In Two-Headed Giant the players are given team by team: [A1, A2, B1, B2]."""
        state = empty_state(players=[n for n, _ in players], seed=seed, format=format, life=life)
        for pid, (_, deck) in enumerate(players):
            for card in deck:
                add_card(state, pid, card, Zone.LIBRARY)
        rng = state.rng
        for p in state.players:
            rng.shuffle(p.library)
        team_first = rng.randrange(len(state.teams)) if starting_player is None else state.players[starting_player].team
        state.starting_player = state.teams[team_first].members[0] if starting_player is None else starting_player
        state.active = state.starting_player
        state.priority = state.active
        for p in state.players:
            for _ in range(7):
                if p.library:
                    oid = p.library.pop(0)
                    state.objects[oid].zone = Zone.HAND
                    p.hand.append(oid)
        state.pregame = not skip_mulligans
        return Game(state)

    # ---- the state machine --------------------------------------------------------------------

    @property
    def state(self) -> GameState:
        """The current state (while a decision is pending inside an operation, the state as it
        stands at that decision)."""
        return self._view

    @property
    def decision(self) -> Decision | None:
        """The pending decision, or None when the game is over."""
        return self._decision

    def legal_actions(self) -> list[Action]:
        return list(self._decision.options) if self._decision else []

    @property
    def is_over(self) -> bool:
        return self._view.game_over

    def apply(self, action: Action | str) -> None:
        """Answer the pending decision. An illegal action raises :class:`IllegalActionError` and
        changes nothing. Text is parsed against the legal actions (see :meth:`parse_action`)."""
        if isinstance(action, str):
            action = self.parse_action(action)
        if self._view.game_over or self._decision is None:
            raise GameOverError("the game is over")
        if isinstance(action, Concede):
            s = self._stable.copy()
            concede(s, self._decision.player)
            self._stable, self._answers = s, []
            self._advance()
            return
        if action not in self._decision.options:
            raise IllegalActionError(
                f"{_safe_describe(action, self._view)} is not a legal answer to {self._decision.kind.value} "
                f"for {self._view.players[self._decision.player].name}; legal: "
                + "; ".join(self.describe(a) for a in self._decision.options[:12])
            )
        self._answers.append(action)
        self._advance()

    def _advance(self) -> None:
        while True:
            stable = self._stable
            if stable.game_over:
                self._view, self._decision = stable, None
                return
            fast = self._fast_path(stable)
            work = stable if fast else stable.copy()
            ctx = Ctx(work, list(self._answers))
            try:
                step_once(ctx)
            except NeedDecision as nd:
                if fast:
                    # Priority asks before it changes anything, so the stable state is untouched.
                    self._view = stable
                else:
                    self._view = work
                self._decision = nd.decision
                return
            except Rewind:
                self._answers = []
                continue
            self._stable, self._answers = work, []

    def _fast_path(self, s: GameState) -> bool:
        """A priority decision with no answer yet, or answered by passing, changes the state only
        after (or without) asking: it can run on the stable state without a copy."""
        if s.pregame or s.extra.get("resolve") or not s.step_started or s.needs_check:
            return False
        if s.step is Step.UNTAP or (s.step is Step.CLEANUP and not s.cleanup_again):
            return True
        return not self._answers or (len(self._answers) == 1 and isinstance(self._answers[0], Pass))

    # ---- text ---------------------------------------------------------------------------------

    def describe(self, action: Action) -> str:
        d = self._decision
        if d is not None and action in d.options:
            i = d.options.index(action)
            text = d.text(i, self._view)
            same = [j for j in range(len(d.options)) if d.text(j, self._view) == text]
            if len(same) > 1:
                return f"{text} [{same.index(i) + 1}]"
            return text
        return describe(action, self._view)

    def parse_action(self, text: str) -> Action:
        """The legal action whose text is ``text`` (case-insensitive), or its 1-based number."""
        t = text.strip().lower()
        if t == "concede":
            return Concede()
        opts = self.legal_actions()
        if t.isdigit() and 1 <= int(t) <= len(opts):
            return opts[int(t) - 1]
        found = [a for a in opts if self.describe(a).lower() == t]
        if len(found) == 1:
            return found[0]
        if len(found) > 1:
            raise AmbiguousActionError(f"{text!r} matches {len(found)} actions")
        raise ActionParseError(f"{text!r} is not a legal action; legal: " + "; ".join(self.describe(a) for a in opts[:12]))

    # ---- copies, outcome, log -----------------------------------------------------------------

    def copy(self) -> Game:
        """An independent copy of this game (the stable state is copied; a pending operation's
        answers are kept and replayed identically)."""
        g = Game.__new__(Game)
        g._stable = self._stable.copy()
        g._answers = list(self._answers)
        g._view = g._stable if self._view is self._stable else self._view.copy()
        g._decision = self._decision
        return g

    def outcome(self) -> Outcome | None:
        s = self._view
        if not s.game_over:
            return None
        if s.winner_team is None:
            return Outcome((), True)
        return Outcome(tuple(s.players[m].name for m in s.teams[s.winner_team].members), False)

    @property
    def log(self) -> list[LogEvent]:
        return self._view.log

    def log_dicts(self) -> list[dict[str, Any]]:
        return [e.to_dict() for e in self._view.log]

    def player_id(self, name: str) -> int:
        for p in self._view.players:
            if p.name == name:
                return p.id
        raise KeyError(name)


def _safe_describe(action: Action, state: GameState) -> str:
    try:
        return describe(action, state)
    except (KeyError, IndexError, TypeError):
        return repr(action)


def empty_state(players: Sequence[str], *, seed: int = 0, format: Format = Format.DUEL, life: int | None = None) -> GameState:
    """A game state with players and no cards (CR 103.4: 20 life in a duel; 810.4: 30 per team in
    Two-Headed Giant)."""
    if format is Format.TWO_HEADED_GIANT:
        if len(players) != 4:
            raise ValueError("Two-Headed Giant needs four players, given team by team")
        teams = [Team("A", [0, 1], 30 if life is None else life), Team("B", [2, 3], 30 if life is None else life)]
    else:
        teams = [Team(n, [i], 20 if life is None else life) for i, n in enumerate(players)]
    ps = [Player(i, n, next(t for t, team in enumerate(teams) if i in team.members)) for i, n in enumerate(players)]
    return GameState(format=format, players=ps, teams=teams, seed=seed, rng=random.Random(seed))


def add_card(state: GameState, owner: int, card: CardDef, zone: Zone, *, controller: int | None = None, token: bool = False) -> int:
    """Put a new object for ``card`` into a zone (for setting up games and scenarios)."""
    oid = state.new_id()
    o = GameObject(
        id=oid, uid=oid, card=card, owner=owner, controller=owner if controller is None else controller,
        zone=zone, timestamp=state.new_timestamp(), is_token=token or card.is_token,
    )
    state.objects[oid] = o
    state.zone_list(zone, owner).append(oid)
    state.version += 1
    return oid


__all__ = ["Game", "Outcome", "add_card", "empty_state"]
