"""Running scenarios: set up the game, play the script, check the assertions, and report.

>>> from manastack.scenario import run_text
>>> r = run_text('''
... scenario: Bolt the bear
... players:
...   alice: {battlefield: [Mountain], hand: [Lightning Bolt]}
...   bob: {battlefield: [{card: Grizzly Bears, as: bears}]}
... do:
...   - cast: Lightning Bolt
...     targets: [bears]
...   - resolve: 1
... expect:
...   bob: {graveyard: [Grizzly Bears]}
... ''')
>>> r.passed
True
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from manastack.cards.lookup import CardPool, default_pool
from manastack.model.card import CardDef
from manastack.scenario.assertions import Difference, check
from manastack.scenario.choose import Answerer
from manastack.scenario.driver import Driver
from manastack.scenario.model import Scenario, StepSpec
from manastack.scenario.refs import StepFailure
from manastack.scenario.setup import SetupError, start
from manastack.scenario.steps import Forward, declare_none, make_step
from manastack.state.game_state import LogEvent


@dataclass(slots=True)
class ScenarioResult:
    """What running a scenario gave: whether it passed, the differences from its assertions, the
    step that failed (with what the engine was waiting for), and the events it emitted."""

    name: str
    file: str
    passed: bool
    differences: list[Difference] = field(default_factory=list)
    failure: str | None = None
    failed_step: str | None = None
    waiting: str | None = None
    invalid: bool = False
    events: list[LogEvent] = field(default_factory=list)
    cite: tuple[str, ...] = ()

    @property
    def event_dicts(self) -> list[dict[str, Any]]:
        return [e.to_dict() for e in self.events]

    def first_problem(self) -> str:
        if self.failure:
            where = f"{self.failed_step}: " if self.failed_step else ""
            return where + self.failure
        if self.differences:
            return str(self.differences[0])
        return ""


def run(scenario: Scenario, *, pool: CardPool | None = None) -> ScenarioResult:
    """Run one validated scenario."""
    pool = pool or default_pool()
    res = ScenarioResult(scenario.name, scenario.file, False, cite=scenario.cite)
    try:
        game = start(scenario)
    except (SetupError, ValueError, KeyError) as e:
        res.failure, res.invalid = f"the position can't be set up: {e}", True
        return res
    drv = Driver(game)
    steps = list(scenario.steps)
    last: StepSpec | None = steps.pop() if scenario.expect_error is not None and steps else None
    try:
        paused = _play(drv, steps, scenario, pool, res)
        if res.failure is None and not res.differences and last is not None:
            _expect_rejection(drv, last, paused, scenario, res)
    except StepFailure as f:  # pragma: no cover - _play reports failures itself
        res.failure = f.message
    if res.failure is None and not res.differences and scenario.expect is not None:
        res.differences = check(scenario.expect, drv, pool)
    res.events = list(drv.state.log)
    res.passed = res.failure is None and not res.differences
    if not res.passed and res.waiting is None and drv.game.decision is not None and res.failure is not None:
        res.waiting = drv.waiting()
    return res


def _play(drv: Driver, steps: list[StepSpec], scenario: Scenario, pool: CardPool, res: ScenarioResult) -> StepSpec | None:
    """Run the steps in order, recording the first failure in ``res``. A step paused at the end
    fails the scenario, unless a last step is still to come (``expect_error``): the paused step
    is returned."""
    paused: tuple[StepSpec, Forward] | None = None
    outer: list[tuple[StepSpec, Forward]] = []  # paused steps waiting for a cast offered while they resolve
    answerer: Answerer | None = None
    for spec in steps:
        try:
            if spec.kind == "check":
                diffs = check(spec.value, drv, pool)
                if diffs:
                    res.differences = diffs
                    res.failed_step = spec.key
                    return None
                continue
            if spec.kind == "choose":
                answerer = Answerer(spec.value, spec.by, spec.key)
                answerer.answer(drv)
                while paused is not None:
                    if paused[1].advance(drv):
                        paused = outer.pop() if outer else None
                    elif not (answerer.value is not None and _is_replacement(drv) and answerer.replacement(drv)):
                        break
                continue
            if paused is not None and spec.kind == "cast" and _is_offer(drv):
                # 608.2g: a `cast:` step answers an offer to cast a spell made while the paused step
                # resolves something; when the spell is cast, the paused step carries on.
                outer.append(paused)
                paused = (spec, make_step(spec))
                while paused is not None and paused[1].advance(drv):
                    paused = outer.pop() if outer else None
                continue
            if paused is not None:
                raise StepFailure(f"{paused[0].key} is waiting for a decision the script doesn't answer: {drv.waiting()}", kind="stuck")
            if not _can_take(drv, spec):
                raise StepFailure(f"the engine waits for a decision the script doesn't answer: {drv.waiting()}", kind="stuck")
            step = _begin(drv, spec)
            if not step.advance(drv):
                paused = (spec, step)
        except StepFailure as f:
            res.failure, res.failed_step = f.message, spec.key
            res.invalid = f.kind == "script"
            res.waiting = drv.waiting() if drv.game.decision is not None else None
            return None
    if paused is None and scenario.expect_error is None and not _can_take(drv, None):
        res.failure = f"the script ended while the engine waits for a decision: {drv.waiting()}"
        res.waiting = drv.waiting()
    if paused is not None and scenario.expect_error is None:
        res.failure = f"the script ended while {paused[0].key} waits for a decision: {drv.waiting()}"
        res.failed_step = paused[0].key
        res.waiting = drv.waiting()
    return paused[0] if paused is not None else None


#: The steps that move the game forward (SCENARIOS.md): at a pending declaration of attackers or
#: blockers, ``attack:``/``block:`` make it and the others declare none and go on (508.1, 509.1).
_FORWARD = ("attack", "block", "cast", "activate", "play", "turn_face_up", "suspend", "foretell", "plot", "pass", "resolve", "to")


def _can_take(drv: Driver, spec: StepSpec | None) -> bool:
    """Whether a forward step (None: the end of the script) may begin at the pending decision:
    priority, a declaration of attackers or blockers (where ``to:`` stops, 508.1, 509.1), or an
    offer to cast a spell that a ``cast:`` step answers."""
    from manastack.actions import DecisionKind as K

    d = drv.game.decision
    if d is None or d.kind is K.PRIORITY:
        return True
    if d.kind in (K.DECLARE_ATTACKERS, K.DECLARE_BLOCKERS):
        return spec is None or spec.kind in _FORWARD
    return d.kind is K.CAST and spec is not None and spec.kind == "cast"


def _begin(drv: Driver, spec: StepSpec) -> Forward:
    """The step object of a forward step about to begin; a declaration it doesn't make is made
    empty first (:func:`~manastack.scenario.steps.declare_none`)."""
    declare_none(drv, spec.kind)
    return make_step(spec)


def _is_offer(drv: Driver) -> bool:
    from manastack.actions import DecisionKind

    d = drv.game.decision
    return d is not None and d.kind is DecisionKind.CAST


def _is_replacement(drv: Driver) -> bool:
    from manastack.actions import DecisionKind

    d = drv.game.decision
    return d is not None and d.kind is DecisionKind.REPLACEMENT_ORDER


def _expect_rejection(drv: Driver, last: StepSpec, paused: StepSpec | None, scenario: Scenario, res: ScenarioResult) -> None:
    """``expect_error``: the last step must be rejected as illegal by the engine — including an
    action by a player who may not take it now (117.1) — and the game stays as it was before it
    (the step is tried on a copy). A step the runner can't take (a name that refers to nothing or
    is ambiguous, a decision left unanswered) is a failure with its own message."""
    def fail(message: str, kind: str = "") -> None:
        res.failure, res.failed_step, res.invalid = message, last.key, kind == "script"

    answers = last.kind == "choose" or (last.kind == "cast" and _is_offer(drv))
    if paused is not None and not answers:
        fail(f"{paused.key} is waiting for a decision the script doesn't answer: {drv.waiting()}")
        return
    if last.kind not in ("choose", "check") and not _can_take(drv, last):
        fail(f"the engine waits for a decision the script doesn't answer: {drv.waiting()}")
        return
    trial = drv.copy()
    try:
        if last.kind == "choose":
            Answerer(last.value, last.by, last.key).answer(trial)
            ok = True
        elif last.kind == "check":
            ok = True
        else:
            ok = _begin(trial, last).advance(trial)
    except StepFailure as f:
        if f.kind != "illegal":
            fail(f"expected the engine to reject this step as illegal ({scenario.expect_error}), but: {f.message}", f.kind)
        return
    what = "accepted" if ok else f"accepted (the engine now waits: {trial.waiting()})"
    fail(f"expected the engine to reject this step ({scenario.expect_error}), but it was {what}")


# ---- convenience ---------------------------------------------------------------------------------


def run_text(text: str, *, cards: Iterable[CardDef] = ()) -> ScenarioResult:
    """Load one scenario from YAML text and run it (raises :class:`ScenarioError` if invalid)."""
    from manastack.scenario.loader import scenario_from

    pool = default_pool().with_cards(list(cards)) if cards else default_pool()
    return run(scenario_from(text, pool=pool), pool=pool)


def run_dict(data: dict[str, Any], *, cards: Iterable[CardDef] = ()) -> ScenarioResult:
    """Load one scenario from a parsed mapping and run it (raises :class:`ScenarioError`)."""
    from manastack.scenario.loader import scenario_from

    pool = default_pool().with_cards(list(cards)) if cards else default_pool()
    return run(scenario_from(data, pool=pool), pool=pool)


__all__ = ["ScenarioResult", "run", "run_dict", "run_text"]
