"""Cheap lookahead: copy the game, apply a candidate action, let a quick policy finish what it
started (payment, targets, the stack resolving, the combat in progress) and score the result.

The quick policy passes priority, pays automatically, declares no attackers or blockers, kills
blockers when assigning damage, and picks targets by static judgement: it is a model of "nothing
else happens", which is what comparing two actions needs.
"""

from __future__ import annotations

from manastack.actions import (
    Action,
    Answer,
    AutoPay,
    Cancel,
    Decision,
    DecisionKind,
    Done,
    Pass,
)
from manastack.ai.combat import best_assignment
from manastack.ai.evaluate import evaluate
from manastack.ai.targeting import quick_target
from manastack.errors import ManastackError
from manastack.game import Game
from manastack.model.types import Step

#: Steps of combat in which damage is still to come.
COMBAT_PENDING = (Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE)
MAX_ROLLOUT = 80


def quick_choice(game: Game, d: Decision) -> Action:
    """The quick policy's answer to any decision."""
    opts = d.options
    k = d.kind
    if k is DecisionKind.PRIORITY:
        return Pass()
    if k is DecisionKind.PAY_MANA:
        if AutoPay() in opts:
            return AutoPay()
        return next((a for a in opts if not isinstance(a, Cancel)), opts[0])
    if k is DecisionKind.TARGET:
        return quick_target(game, d)
    if k in (DecisionKind.DECLARE_ATTACKERS, DecisionKind.DECLARE_BLOCKERS):
        return Done() if Done() in opts else (Cancel() if Cancel() in opts else opts[0])
    if k is DecisionKind.ASSIGN_DAMAGE:
        return best_assignment(game, d)
    if k is DecisionKind.X:
        return opts[-1]
    if k is DecisionKind.YES_NO and Answer(True) in opts:
        return Answer(True)
    return next((a for a in opts if not isinstance(a, Cancel)), opts[0])


def settled(game: Game, base_stack: int, turn: int, through_combat: bool) -> bool:
    """Whether a rollout can stop: a priority decision with the stack back to its size at the
    start (and, when judging a combat, combat damage dealt)."""
    d = game.decision
    if d is None:
        return True
    s = game.state
    if d.kind is not DecisionKind.PRIORITY or len(s.stack) > base_stack:
        return False
    if through_combat and s.turn == turn and s.step in COMBAT_PENDING:
        return False
    return True


def rollout(game: Game, me: int, base_stack: int, through_combat: bool, limit: int = MAX_ROLLOUT) -> float:
    """Advance ``game`` (a copy: it is changed) with the quick policy until it settles; its score
    for ``me``. A rules error in the copy scores as very bad (never chosen)."""
    turn = game.state.turn
    try:
        for _ in range(limit):
            if settled(game, base_stack, turn, through_combat):
                break
            d = game.decision
            assert d is not None
            game.apply(quick_choice(game, d))
    except (ManastackError, AssertionError):
        return -1e9
    return evaluate(game, me)


def score_action(game: Game, me: int, action: Action, *, through_combat: bool = False, base_stack: int | None = None) -> float:
    """The score after ``action`` and a rollout (the game itself is not changed)."""
    g = game.copy()
    base = len(game.state.stack) if base_stack is None else base_stack
    try:
        g.apply(action)
    except ManastackError:
        return -1e9
    return rollout(g, me, base, through_combat)


def in_combat_with_damage_pending(game: Game) -> bool:
    s = game.state
    return s.combat is not None and s.combat.blockers_declared and s.step in COMBAT_PENDING


__all__ = ["in_combat_with_damage_pending", "quick_choice", "rollout", "score_action", "settled"]
