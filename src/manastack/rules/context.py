"""The decision context: how rules code asks a player to choose without calling a UI or an AI.

Rules code calls :meth:`Ctx.choose` with a :class:`~manastack.actions.Decision`. If the answer
is already known (the game is replaying a partly answered operation) it is returned; a decision
with a single legal option is answered without asking; otherwise the operation is suspended until
the player answers (``suspend``: the game switches out of the operation's greenlet and back in
with the answer) or, without ``suspend``, :class:`NeedDecision` unwinds to the caller, which can
re-run the operation from the state before it began with the answers so far. Operations are
deterministic (the RNG is part of the state), so a replay with the same answers reaches the same
point.
"""

from __future__ import annotations

from collections.abc import Callable

from manastack.actions import Action, Choose, Decision, DecisionKind, Done, Purpose
from manastack.state.game_state import GameState


class NeedDecision(Exception):
    """Raised to suspend an operation until ``decision`` is answered."""

    def __init__(self, decision: Decision) -> None:
        super().__init__(decision.kind.value)
        self.decision = decision


class ReplayMismatch(RuntimeError):
    """A replayed answer is not among the options of the decision recomputed for it: the operation
    did not replay as it first ran (a rules bug: something in it isn't deterministic)."""


class Ctx:
    """A state being changed by one operation, with the answers given so far for that operation.
    ``check``: every replayed answer is checked against the options recomputed for its decision
    (:attr:`manastack.game.Game.check_replays`; the tests switch it on). ``suspend``: how to wait
    for the answer to a decision none of ``answers`` is left for (it returns the answer)."""

    __slots__ = ("state", "answers", "pos", "check", "suspend")

    def __init__(
        self, state: GameState, answers: list[Action] | None = None, *, check: bool = False, suspend: Callable[[Decision], Action] | None = None,
    ) -> None:
        self.state = state
        self.answers = answers or []
        self.pos = 0
        self.check = check
        self.suspend = suspend

    def take_answer(self) -> Action | None:
        """The next recorded answer, if any, consumed without building the decision. Only for a
        decision that is surely asked when an answer is left to replay, so that answer must be its
        own: one that is the first of its operation and is asked whenever it has 2+ options
        (priority), or one whose only option, when it has just one, ends the operation (mana
        payment: Cancel rewinds it, so no answer after it is ever recorded). While checking, the
        decision is always built (None)."""
        if self.pos < len(self.answers) and not self.check:
            a = self.answers[self.pos]
            self.pos += 1
            return a
        return None

    def choose(self, decision: Decision, *, always: bool = False) -> Action:
        """The answer to ``decision``: answered at once when it has one option (unless ``always``:
        scripted games stop even there), else the next recorded answer, else the game waits
        (:class:`NeedDecision`)."""
        if not decision.options:
            raise RuntimeError(f"decision without options: {decision}")
        if len(decision.options) == 1 and not always:
            return decision.options[0]
        if self.pos < len(self.answers):
            a = self.answers[self.pos]
            self.pos += 1
            if self.check and a not in decision.options:
                raise ReplayMismatch(f"replayed answer {a!r} is not an option of {decision.kind.value} ({decision.context}): {decision.options!r}")
            return a
        if self.suspend is not None:
            a = self.suspend(decision)
            self.answers.append(a)
            self.pos += 1
            return a
        raise NeedDecision(decision)

    def choose_opponent(self, player: int, source: int, context: str) -> int:
        """"An opponent": ``player`` chooses one of their opponents (answered at once when there is
        one)."""
        opponents = self.state.opponents(player)
        ans = self.choose(Decision(player, DecisionKind.CHOOSE_OBJECT, tuple(Choose(p) for p in opponents), context=context, purpose=Purpose.CHOOSE_OPPONENT, source=source))
        assert isinstance(ans, Choose)
        return ans.id

    def choose_any_number(
        self, player: int, candidates: Callable[[list[int]], list[int]], context: str, purpose: Purpose, source: int,
    ) -> list[int]:
        """Objects or players chosen one at a time ("any number of …") until the player stops or
        ``candidates`` (given those chosen so far) offers none; in the order chosen."""
        chosen: list[int] = []
        while cands := candidates(chosen):
            opts: tuple[Choose | Done, ...] = tuple(Choose(c) for c in cands) + (Done(),)
            ans = self.choose(Decision(player, DecisionKind.CHOOSE_OBJECT, opts, context=context, purpose=purpose, source=source))
            if not isinstance(ans, Choose):
                break
            chosen.append(ans.id)
        return chosen
